'use client';

import { useEffect } from 'react';

import { reportError } from '@/lib/client-errors';

/**
 * Last resort when the root layout itself failed: no translations can load,
 * so it says 'application error' in both languages.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => reportError('render', error), [error]);
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '96px 24px' }}>
        {/* eslint-disable-next-line no-restricted-syntax -- the only page rendered without the message files */}
        <h1>应用错误 · Application error</h1>
        <p>
          <a href="/">返回首页 · Back to home</a>
        </p>
      </body>
    </html>
  );
}
