import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ClientRuntime } from '@/components/layout/client-runtime';
import { JsonScript } from '@/components/seo/json-ld';
import { Toaster } from '@/components/ui/toaster';
import { CLIENT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';
import { getRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '@/lib/runtime-config';

import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Meta');
  const tc = await getTranslations('Common');
  return {
    metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
    title: { default: t('defaultTitle'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: tc('brand'),
    manifest: '/manifest.webmanifest',
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#2fa866',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="antialiased">
        {/* Read by the browser code (lib/runtime-config.ts): where the API is, where 'Create Book' leads. */}
        <JsonScript id={RUNTIME_CONFIG_ELEMENT_ID} data={getRuntimeConfig()} />
        <NextIntlClientProvider messages={pickMessages(messages, CLIENT_NAMESPACES)}>
          <ClientRuntime />
          {children}
          <Toaster />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
