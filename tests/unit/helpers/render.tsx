import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';

import { Toaster } from '@/components/ui/toaster';
import { toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

export const MESSAGES = { cn, en } as const;

/**
 * Renders a client component the way the app does: next-intl with the real
 * messages of `locale`, a fresh SWR cache per render (no cross-test cache),
 * and the Toaster so that toasts are visible text.
 */
export function renderWithProviders(ui: ReactElement, { locale = 'cn', ...options }: { locale?: AppLocale } & RenderOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={toIntlLocale(locale)} messages={MESSAGES[locale]} timeZone="Asia/Shanghai">
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          {children}
          <Toaster />
        </SWRConfig>
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
