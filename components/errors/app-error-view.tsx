'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import { Button } from '@/components/ui/button';
import { isChunkLoadError, reloadForChunkError, reportError } from '@/lib/client-errors';

import { ErrorView } from './error-view';

/** 'application error' for a page that threw; the error is reported, a failed chunk reloads the page once a minute at most. */
export function AppErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  const tc = useTranslations('Common');
  useEffect(() => {
    if (isChunkLoadError(error)) {
      reportError('chunk-load', error);
      reloadForChunkError();
      return;
    }
    reportError('render', error, error.digest ? { digest: error.digest } : undefined);
  }, [error]);
  return (
    <ErrorView
      code="500"
      title={t('errorTitle')}
      text={t('errorText')}
      homeLabel={tc('backHome')}
      action={
        <Button variant="secondary" size="base" onClick={reset}>
          {t('retry')}
        </Button>
      }
    />
  );
}
