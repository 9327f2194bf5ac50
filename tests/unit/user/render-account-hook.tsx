import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Cache } from 'swr';

import { toIntlLocale } from '@/lib/i18n/locales';

import { MESSAGES } from '../helpers/render';

/**
 * renderHook under next-intl (en) and an SWR cache the test can look into and
 * fill beforehand (as an earlier page or login would have left it).
 */
export function renderAccountHook<R>(hook: () => R, cache: Map<unknown, unknown> = new Map()) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={toIntlLocale('en')} messages={MESSAGES.en} timeZone="Asia/Shanghai">
        <SWRConfig value={{ provider: () => cache as unknown as Cache, shouldRetryOnError: false, dedupingInterval: 0 }}>{children}</SWRConfig>
      </NextIntlClientProvider>
    );
  }
  return { ...renderHook(hook, { wrapper: Providers }), cache };
}

/** What the cache holds for `key`, read the way SWR stores it. */
export const readCache = (cache: Map<unknown, unknown>, key: readonly unknown[]) => (cache.get(unstable_serialize(key)) as { data?: unknown } | undefined)?.data;

/** Puts `data` under `key`, as an earlier page's hook would have left it (`_k` is the key as useSWR records it, which filters match). */
export const fillCache = (cache: Map<unknown, unknown>, key: readonly unknown[], data: unknown) => cache.set(unstable_serialize(key), { data, _k: key });
