import { expect, test } from './support/test';

import { chooseLanguage, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';

// SPEC §2: the error page says 'page does not exist' on 404, with a back-to-home link, inside the main layout.

const TITLES: Record<AppLocale, string> = { cn: '页面不存在', en: 'Page not found' };

for (const locale of ['cn', 'en'] as const) {
  test(`an unknown path answers 404 with '${TITLES[locale]}' inside the header and footer (${locale}) @layout`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, locale);
    const res = await page.goto('/no-such-page/e2e?from=test');
    expect(res?.status()).toBe(404);

    const body = page.getByTestId('error-page');
    await expect(body.getByRole('heading', { level: 1 })).toHaveText(TITLES[locale]);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page\/e2e\?from=test$/);

    const home = body.getByTestId('back-home');
    await expect(home).toHaveText(MESSAGES[locale].Common.backHome);
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
  });
}

test('without any language hint the server renders the 404 in the default language, Chinese', async ({ request }) => {
  const res = await request.get('/definitely/not/here', { headers: { 'accept-language': '' } });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain(TITLES.cn);
});
