import { ABC_LOGIN } from '@/lib/constants/auth';
import { safeRedirectPath } from '@/lib/safe-redirect';

/** The full-page logins; sending a user back to one of them after login would only show the form again. */
export const LOGIN_PAGES: readonly string[] = ['/user/login', '/login', ABC_LOGIN];

/**
 * Where a full-page login continues (X4, ASVS5 3.7.2): the `redirect`
 * parameter when it is a path on this site and not a login page, else `fallback`.
 */
export function loginTarget(raw: string | null | undefined, fallback: string): string {
  const path = safeRedirectPath(raw, fallback);
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return LOGIN_PAGES.includes(pathname) ? fallback : path;
}

/** The first value of a search parameter that may repeat. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
