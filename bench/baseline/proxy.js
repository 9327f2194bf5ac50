import { NextResponse } from 'next/server';

/**
 * The same kind of proxy as the app's (proxy.ts): a nonce CSP per request,
 * passed to Next through the request headers, and the same response headers.
 * Written out rather than re-exported, so the floor stays the framework's
 * whatever the app's proxy learns (locale rewrites, redirects).
 */
export function proxy(req) {
  const nonce = btoa(crypto.randomUUID());
  const csp = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ws://${req.nextUrl.host}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-request-path', req.nextUrl.pathname + req.nextUrl.search);

  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set('content-security-policy', csp);
  res.headers.set('x-content-type-options', 'nosniff');
  res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  res.headers.set('cross-origin-opener-policy', 'same-origin');
  res.headers.set('x-frame-options', 'DENY');
  res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  return res;
}

// A literal (Next refuses a re-exported config): the app's matcher.
export const config = {
  matcher: ['/((?!api/|api$|ws$|_next/static/|_next/image|media/).*)'],
};
