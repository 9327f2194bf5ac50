'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect } from 'react';

import { FirstVisitRecorder } from '@/components/auth/first-visit-recorder';
import { isChunkLoadError, reloadForChunkError, reportError } from '@/lib/client-errors';
import { configureHttp } from '@/lib/http';
import { doneProgress, startProgress } from '@/lib/progress';

/**
 * Browser-wide wiring that renders nothing: the HTTP client's texts and
 * navigation, the navigation progress bar, and error reporting with the
 * once-a-minute reload after a chunk failed to load.
 */
export function ClientRuntime() {
  const t = useTranslations('Http');
  const router = useRouter();

  useEffect(() => {
    configureHttp({
      messages: { networkError: t('networkError'), timeout: t('timeout'), loginAgain: t('loginAgain') },
      navigate: (path) => router.push(path),
    });
  }, [t, router]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      const target = event.target as HTMLElement | null;
      const failedScript = target && target !== (window as unknown) && (target.tagName === 'SCRIPT' || target.tagName === 'LINK');
      if (failedScript || isChunkLoadError(event.error ?? event.message)) {
        reportError('chunk-load', event.error ?? event.message, { src: (target as HTMLScriptElement | null)?.src ?? '' });
        reloadForChunkError();
        return;
      }
      reportError('error', event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) {
        reportError('chunk-load', event.reason);
        reloadForChunkError();
        return;
      }
      reportError('unhandledrejection', event.reason);
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <>
      <FirstVisitRecorder />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
    </>
  );
}

/** Starts the bar when an internal link is followed and finishes it when the new route has rendered. */
function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams();

  useEffect(() => {
    doneProgress();
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      startProgress();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
