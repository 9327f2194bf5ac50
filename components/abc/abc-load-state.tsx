'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** A staff block while its data loads, or after loading failed (with a retry). */
export function AbcLoadState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const t = useTranslations('AbcCourse');
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200" data-test="abc-load-failed">
        <p className="text-sm text-slate-700">{t('loadFailed')}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" className="font-medium" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-3xl bg-white p-8 text-sm text-slate-600 ring-1 ring-slate-200" data-test="abc-loading">
      <Spinner className="h-5 w-5 text-brand-600" />
      {t('loading')}
    </p>
  );
}
