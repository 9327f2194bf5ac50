'use client';

import { useTranslations } from 'next-intl';

import { LoadState as KitLoadState } from '@/components/ui/load-state';

/** What a class block shows while its data loads, or after loading failed (with a retry). */
export function LoadState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const t = useTranslations('CourseList');
  return <KitLoadState error={error} onRetry={onRetry} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="classes" />;
}
