import { NextResponse, type NextRequest } from 'next/server';

import { ABC_HOME, ABC_LOGIN, USER_TOKEN_COOKIE } from './lib/constants/auth';
import { isAppLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './lib/i18n/locales';

/**
 * The design card's middleware (Next 16 calls it proxy). It only gates and
 * decorates requests: the /abc redirects of SPEC §2, the `lang` query that
 * makes both languages crawlable, and the per-request CSP nonce.
 */
export function proxy(req: NextRequest) {
  const redirect = abcRedirect(req);
  if (redirect) return NextResponse.redirect(new URL(redirect, req.url));

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);

  const lang = req.nextUrl.searchParams.get('lang');
  if (isAppLocale(lang)) requestHeaders.set('x-app-locale', lang);

  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set('content-security-policy', csp);
  res.headers.set('x-content-type-options', 'nosniff');
  res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  res.headers.set('cross-origin-opener-policy', 'same-origin');
  res.headers.set('x-frame-options', 'DENY');
  if (process.env.NODE_ENV === 'production' && req.nextUrl.protocol === 'https:') {
    res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  if (isAppLocale(lang)) {
    res.cookies.set(LOCALE_COOKIE, lang, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  }
  return res;
}

function abcRedirect(req: NextRequest): string | null {
  const { pathname, search } = req.nextUrl;
  if (pathname === '/') {
    const abcHost = process.env.ABC_HOST;
    const host = requestHost(req);
    if (abcHost && host.split(':')[0] === abcHost) return ABC_HOME;
    if (cameFromAbc(req, host)) return ABC_HOME;
    return null;
  }
  if (pathname.startsWith('/abc/') && pathname !== ABC_LOGIN && !req.cookies.get(USER_TOKEN_COOKIE)?.value) {
    return `${ABC_LOGIN}?redirect=${encodeURIComponent(pathname + search)}`;
  }
  return null;
}

/** The host the browser asked for (behind the custom server `nextUrl.host` is always the listening address). */
function requestHost(req: NextRequest): string {
  return (req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? req.nextUrl.host).split(',')[0].trim();
}

function cameFromAbc(req: NextRequest, host: string): boolean {
  const referer = req.headers.get('referer');
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.host === host && from.pathname.startsWith('/abc/');
  } catch {
    return false;
  }
}

function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV !== 'production';
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ws: wss:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

export const config = {
  matcher: ['/((?!api|ws|_next/static|_next/image|media|favicon.ico|.*\\.[a-z0-9]+$).*)'],
};
