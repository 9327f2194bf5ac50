'use client';

import { useTranslations } from 'next-intl';

import { LoadState } from '@/components/ui/load-state';

/** A staff block while its data loads, or after loading failed (with a retry). */
export function AbcLoadState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const t = useTranslations('AbcCourse');
  return <LoadState error={error} onRetry={onRetry} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="abc" />;
}
