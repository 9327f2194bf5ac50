import { NextResponse, type NextRequest } from 'next/server';

import { ABC_HOME, ABC_LOGIN, USER_TOKEN_COOKIE } from './lib/constants/auth';
import { REQUEST_PATH_HEADER } from './lib/constants/routes';
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
  // Always set here, never taken from the client: the /abc layout reads it (server/web/abc-access.ts).
  requestHeaders.set(REQUEST_PATH_HEADER, req.nextUrl.pathname + req.nextUrl.search);

  const lang = req.nextUrl.searchParams.get('lang');
  if (isAppLocale(lang)) requestHeaders.set('x-app-locale', lang);

  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set('content-security-policy', csp);
  res.headers.set('x-content-type-options', 'nosniff');
  res.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  res.headers.set('cross-origin-opener-policy', 'same-origin');
  res.headers.set('x-frame-options', 'DENY');
  // Browsers ignore HSTS on plain http; behind a TLS proxy the request reaches us as http, so no protocol check.
  if (process.env.NODE_ENV === 'production') {
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

/**
 * The site's own socket origin (ws:// or wss:// of SITE_URL and of each
 * ALLOWED_ORIGINS entry). 'self' already covers a same-host socket in current
 * browsers; naming it keeps older ones working without opening sockets to any host.
 * Read from the environment once, on the first request.
 */
function socketOrigins(): string {
  socketSources ??= readSocketOrigins();
  return socketSources;
}
let socketSources: string | undefined;

function readSocketOrigins(): string {
  const origins = [process.env.SITE_URL ?? 'http://localhost:3000', ...(process.env.ALLOWED_ORIGINS ?? '').split(',')];
  const result = new Set<string>();
  for (const raw of origins) {
    try {
      const url = new URL(raw.trim());
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      result.add(`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
    } catch {
      // an empty or malformed entry adds nothing
    }
  }
  return [...result].join(' ');
}

/**
 * The origin of BRAND_LOGO_URL when the logo lives on another host (an https
 * URL), so images may load from it; nothing for a path on this site. Read once.
 */
function logoOrigin(): string {
  if (logoSource === undefined) {
    const url = process.env.BRAND_LOGO_URL?.trim() ?? '';
    try {
      logoSource = url.startsWith('https://') ? ` ${new URL(url).origin}` : '';
    } catch {
      logoSource = ''; // server/config.ts refuses such a value at start
    }
  }
  return logoSource;
}
let logoSource: string | undefined;

function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV !== 'production';
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${logoOrigin()}`,
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    `connect-src 'self' ${socketOrigins()}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * Every path Next answers, including paths that end in an extension (a 404
 * for `/x.php` or a public SVG carries the same frame and content protection
 * as a page). Left out: the API and /ws and /media (answered before Next by
 * server.ts, with their own headers) and Next's hashed build files.
 */
export const config = {
  matcher: ['/((?!api/|api$|ws$|_next/static/|_next/image|media/).*)'],
};
