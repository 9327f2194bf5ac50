import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** The /abc-area host the e2e server runs with (ABC_HOST); Chromium maps it to 127.0.0.1. */
export const ABC_HOST = 'abc.localhost';

/** The staff account of the e2e server (STAFF_ACCOUNTS in playwright.config.ts): a teacher of the /abc area. */
export const STAFF_PHONE = '13700000017';

export type AppLocale = 'cn' | 'en';
export const LOCALE_COOKIE = 'i18n_redirected';
export const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Accept-Language values a Chinese and an English browser send. */
export const ACCEPT_LANGUAGE = {
  cn: 'zh-CN,zh;q=0.9,en;q=0.8',
  en: 'en-US,en;q=0.9',
} as const;

/** The `phone` project (390 px); everything else is the 1280 px desktop. */
export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** The same server under the /abc-area host name. */
export function abcOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://127.0.0.1:3210');
  url.hostname = ABC_HOST;
  return url.origin;
}

/** Chooses the language as the toggle would have, before the first page load. */
export async function chooseLanguage(context: BrowserContext, baseURL: string | undefined, locale: AppLocale): Promise<void> {
  await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL ?? 'http://127.0.0.1:3210' }]);
}

/** A logged-in user as the browser keeps it: the `user_token` cookie and the token and user info in local storage. */
export async function logInAs(context: BrowserContext, origin: string, nickname: string): Promise<void> {
  const token = 'e2e-token-0000000000000000';
  await context.addCookies([{ name: 'user_token', value: token, url: origin }]);
  await context.addInitScript(
    ([t, name]) => {
      window.localStorage.setItem('user_token', t);
      window.localStorage.setItem('user_info', JSON.stringify({ uid: 1, nickName: name, token: t }));
    },
    [token, nickname] as const,
  );
}

/** The locale cookie as the browser stores it, if any. */
export async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
}

/** Seconds the cookie still lives, measured from now. */
export function secondsLeft(expires: number): number {
  return expires - Date.now() / 1000;
}

/** The header height the user sees, in CSS pixels. */
export async function headerHeight(page: Page): Promise<number> {
  const box = await page.locator('[data-test=site-header]').boundingBox();
  if (!box) throw new Error('the site header is not rendered');
  return Math.round(box.height);
}
