import { expect, test, type Page } from './support/test';

import { ACCEPT_LANGUAGE, localeCookie, secondsLeft, chooseLanguage, YEAR_SECONDS, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';

// SPEC §4 Language: the cookie first, then the browser language (en if it starts with en, else cn);
// the toggle switches without a full reload and persists for 365 days.

async function expectLanguage(page: Page, locale: AppLocale) {
  const m = MESSAGES[locale].Header;
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-CN');
  await expect(page.getByTestId('language-toggle')).toHaveText(locale === 'en' ? '中文' : 'English');
  await expect(page.getByTestId('nav-home')).toHaveText(m.home);
  await expect(page.getByTestId('nav-library')).toHaveText(m.library);
  await expect(page.getByTestId('nav-course')).toHaveText(m.course);
  await expect(page.getByTestId('header-login')).toHaveText(m.login);
}

test.describe('language from the browser', () => {
  test.describe('English browser', () => {
    test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': ACCEPT_LANGUAGE.en } });

    test('no cookie + Accept-Language en-US renders English', async ({ page }) => {
      await page.goto('/');
      await expectLanguage(page, 'en');
    });

    test('cookie i18n_redirected=cn beats an English Accept-Language', async ({ page, context, baseURL }) => {
      await chooseLanguage(context, baseURL, 'cn');
      await page.goto('/');
      await expectLanguage(page, 'cn');
    });
  });

  test.describe('Chinese browser', () => {
    test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': ACCEPT_LANGUAGE.cn } });

    test('no cookie + Accept-Language zh-CN,zh;q=0.9,en;q=0.8 renders Chinese', async ({ page }) => {
      await page.goto('/');
      await expectLanguage(page, 'cn');
    });

    test('cookie i18n_redirected=en beats a Chinese Accept-Language', async ({ page, context, baseURL }) => {
      await chooseLanguage(context, baseURL, 'en');
      await page.goto('/');
      await expectLanguage(page, 'en');
    });
  });
});

test.describe('language toggle', () => {
  test.use({ locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': ACCEPT_LANGUAGE.cn } });

  test('switches cn -> en -> cn without a full reload, stores the choice for 365 days, survives a reload', async ({ page, context }) => {
    await page.goto('/');
    await expectLanguage(page, 'cn');
    expect(await localeCookie(context)).toBeUndefined();

    // A full reload would wipe this.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByTestId('language-toggle').click();
    await expectLanguage(page, 'en');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    // ~365 days (a minute of slack either way).
    expect(Math.abs(secondsLeft(cookie!.expires) - YEAR_SECONDS)).toBeLessThan(60);

    await page.reload();
    await expectLanguage(page, 'en');

    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 2));
    await page.getByTestId('language-toggle').click();
    await expectLanguage(page, 'cn');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(2);
    expect((await localeCookie(context))?.value).toBe('cn');

    await page.reload();
    await expectLanguage(page, 'cn');
  });

  test('?lang=en renders English, sets the cookie, and the toggle drops the query', async ({ page, context }) => {
    await page.goto('/?lang=en');
    await expectLanguage(page, 'en');
    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('en');
    expect(Math.abs(secondsLeft(cookie!.expires) - YEAR_SECONDS)).toBeLessThan(60);

    // The cookie now carries the choice without the query.
    await page.goto('/');
    await expectLanguage(page, 'en');

    await page.goto('/?lang=en');
    await page.getByTestId('language-toggle').click();
    await expectLanguage(page, 'cn');
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('lang'));
  });
});
