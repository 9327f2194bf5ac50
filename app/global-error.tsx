'use client';

import { useEffect } from 'react';

import { reportError } from '@/lib/client-errors';
import { LANG_TAG } from '@/lib/i18n/locales';

/**
 * Last resort when the root layout itself failed: no translations can load,
 * so it says 'application error' in both languages.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError('render', error), [error]);
  return (
    <html lang={LANG_TAG.cn}>
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '96px 24px' }}>
        <h1>应用错误 · Application error</h1>
        <p>
          {/* A full reload on purpose: the app shell itself failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">返回首页 · Back to home</a>
        </p>
      </body>
    </html>
  );
}
