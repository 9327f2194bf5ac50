import { expect, test, type Page, type Response } from './support/test';

import { isPhone, chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';

// SPEC §2 Main header search, §5: an empty keyword warns 'Please enter search content' (Enter or click);
// the dropdown has a 'Search' heading, suggestions from GET /api/common/random/keywords?type=1 and 'replace'.

const KEYWORDS_PATH = '/api/common/random/keywords';

function isKeywordsCall(res: Response): boolean {
  const url = new URL(res.url());
  return url.pathname === KEYWORDS_PATH && url.searchParams.get('type') === '1' && res.request().method() === 'GET';
}

async function keywordsOf(res: Response): Promise<string[]> {
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { code: number; data: string[] };
  expect(body.code).toBe(0);
  expect(Array.isArray(body.data)).toBe(true);
  return body.data;
}

function headerSearch(page: Page) {
  return page.getByTestId('site-header');
}

test.describe('header search', () => {
  for (const locale of ['cn', 'en'] as const) {
    test(`an empty search by Enter and by the button warns in ${locale} and stays on the page`, async ({ page, context, baseURL }) => {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/');
      const url = page.url();
      const box = headerSearch(page);
      const toast = page.getByTestId('toast');

      await box.getByTestId('search-input').fill('   ');
      await box.getByTestId('search-input').press('Enter');
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText(MESSAGES[locale].Search.empty);
      expect(page.url()).toBe(url);

      // Dismiss it, so the next warning is surely the button's.
      await toast.getByRole('button').click();
      await expect(toast).toHaveCount(0);

      await box.getByTestId('search-submit').click();
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText(locale === 'en' ? 'Please enter search content' : '请输入搜索内容');
      expect(page.url()).toBe(url);
    });
  }

  test('focusing the box shows the Search heading and the suggestions from the API; replace draws new ones', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/');
    const input = headerSearch(page).getByTestId('search-input');
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown).toHaveCount(0);

    const first = page.waitForResponse(isKeywordsCall);
    await input.focus();
    const words = await keywordsOf(await first);
    expect(words.length).toBeGreaterThan(0);
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('heading')).toHaveText('Search');
    const suggestions = dropdown.getByTestId('search-suggestions').getByRole('button');
    await expect(suggestions).toHaveText(words);

    const again = page.waitForResponse(isKeywordsCall);
    await dropdown.getByTestId('search-replace').click();
    const next = await keywordsOf(await again);
    await expect(suggestions).toHaveText(next);
    await expect(dropdown).toBeVisible();
  });

  test('Chinese dropdown heading reads 搜索', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).getByTestId('search-input').click();
    const dropdown = page.getByTestId('search-dropdown');
    await expect(dropdown.getByRole('heading')).toHaveText(MESSAGES.cn.Search.heading);
    await expect(dropdown.getByTestId('search-replace')).toHaveText(MESSAGES.cn.Search.replace);
  });

  test('typing a keyword and pressing Enter goes to /search?keyword=…', async ({ page }) => {
    await page.goto('/');
    const input = headerSearch(page).getByTestId('search-input');
    await input.fill('  dinosaur books ');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'dinosaur books');
    expect(new URL(page.url()).searchParams.has('t')).toBe(false);
  });

  test('picking a suggestion searches for it with a timestamp', async ({ page }) => {
    await page.goto('/');
    const input = headerSearch(page).getByTestId('search-input');
    const suggestions = page.getByTestId('search-suggestions').getByRole('button');
    // A box focused while the page hydrates can be replaced under the pointer: click until the suggestions show.
    await expect(async () => {
      await input.click();
      await expect(suggestions.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const word = (await suggestions.first().textContent())!.trim();
    expect(word).not.toBe('');
    const before = Date.now();
    await suggestions.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === word);
    const t = Number(new URL(page.url()).searchParams.get('t'));
    expect(t).toBeGreaterThanOrEqual(before - 60_000);
    expect(t).toBeLessThanOrEqual(Date.now());
  });
});

test.describe('search in the phone menu @layout', () => {
  test('warns on an empty search and searches from the sheet', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the desktop header search is covered above');
    await page.goto('/');
    await page.getByTestId('mobile-menu-open').click();
    const sheet = page.getByTestId('mobile-menu');
    await sheet.getByTestId('search-submit').click();
    await expect(page.getByTestId('toast')).toContainText(MESSAGES.cn.Search.empty);
    await expect(sheet).toBeVisible();

    await sheet.getByTestId('search-input').fill('phonics');
    await sheet.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'phonics');
    await expect(sheet).toBeHidden();
  });
});
