import { expect, test } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';

// Issue #4: /search?keyword=… renders books, videos and users on the server, with tabs by type,
// highlighted matches, paging and an empty state; the header search leads there.

test.describe('search', () => {
  test('a Chinese search from the header finds the book, marks the match and opens it', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'cn');
    await page.goto('/');
    const input = page.getByTestId('site-header').getByTestId('search-input');
    // The suggestions open on focus once the page has hydrated; typing earlier races hydration.
    await input.click();
    await expect(page.getByTestId('search-dropdown')).toBeVisible();
    await input.fill('小鸭子');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '小鸭子');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.cn.SearchPage.heading.replace('{keyword}', '小鸭子'));
    const hits = page.getByTestId('search-hit');
    await expect(hits.first()).toContainText('小鸭子会游泳了');
    await expect(hits.first().locator('mark').first()).toHaveText('小鸭子');
    await hits.first().click();
    await expect(page).toHaveURL(/\/picture\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('小鸭子会游泳了');
  });

  test('a search sent before the page has hydrated is not lost: the form itself goes to the results', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'cn');
    // Hold the page's scripts back, as a slow phone network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const input = page.getByTestId('site-header').getByTestId('search-input');
    await expect(input).toBeVisible();
    await input.fill('小鸭子');
    await input.press('Enter');
    // The form itself submitted: the results page is on its way while the scripts are still held.
    await page.waitForURL((url) => url.pathname === '/search', { waitUntil: 'commit' });
    release();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === '小鸭子');
    await expect(page.getByTestId('search-hit').first()).toContainText('小鸭子会游泳了');

  });

  test('an English search with a typo still finds books, and the video tab lists videos', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/search?keyword=gardn');
    const hits = page.getByTestId('search-hit');
    await expect(hits.first()).toBeVisible();
    await expect(page.getByTestId('search-hit').filter({ hasText: 'Colors in the Garden' })).toHaveCount(1);

    await page.goto('/search?keyword=colors');
    await page.getByTestId('search-tab-2').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === '2');
    await expect(page.getByTestId('search-hit').filter({ hasText: 'Colors All Around' })).toHaveCount(1);
    await expect(page.getByTestId('search-tab-2')).toHaveAttribute('aria-current', 'page');
  });

  test('a search that finds nothing shows the empty state with suggestions in both languages', async ({ page, context, baseURL }) => {
    for (const locale of ['cn', 'en'] as const) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/search?keyword=zzqqxxjj');
      const empty = page.getByTestId('search-empty');
      await expect(empty).toContainText(MESSAGES[locale].SearchPage.emptyTitle.replace('{keyword}', 'zzqqxxjj'));
      await expect(empty.getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('search-hit')).toHaveCount(0);
    }
  });

  test("'cat' lists the cat books, not Pepper Wants to Fly (which only says 'catch'), and marks no 'cat' inside a word", async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/search?keyword=cat');
    const hits = page.getByTestId('search-hit');
    await expect(hits.filter({ hasText: 'The Lighthouse Cat' })).toHaveCount(1);
    await expect(hits.filter({ hasText: 'Pepper Wants to Fly' })).toHaveCount(0);
    for (const mark of await page.getByTestId('search-hit').locator('mark').allTextContents()) expect(mark.toLowerCase()).toMatch(/^cat(s|'s)?$/);
  });

  test('the results page holds the keyword in the header box and in its own box, also after a new search', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/search?keyword=duck');
    const header = page.getByTestId('site-header').getByTestId('search-input');
    await expect(header).toHaveValue('duck');
    await expect(page.locator('#search-page-keyword')).toHaveValue('duck');

    await header.fill('garden');
    await header.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === 'garden');
    await expect(header).toHaveValue('garden');
    await expect(page.locator('#search-page-keyword')).toHaveValue('garden');

    // Elsewhere the header box starts empty.
    await page.goto('/');
    await expect(page.getByTestId('site-header').getByTestId('search-input')).toHaveValue('');
  });

  test('the empty-search warning shows after an empty search only, and is gone on the results page', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/');
    const input = page.getByTestId('site-header').getByTestId('search-input');
    const toast = page.getByTestId('toast').filter({ hasText: MESSAGES.en.Search.empty });
    await expect(toast).toHaveCount(0);
    await input.press('Enter');
    await expect(toast).toHaveCount(1);
    // Searched at once, well within the warning's 3 s.
    await input.fill('duck');
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'duck');
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    await expect(toast).toHaveCount(0);
  });

  test('search text is shown as text: a markup keyword is echoed, never run', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const payload = '<img src=x onerror=alert(1)>';
    await page.goto(`/search?keyword=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(payload);
    expect(dialogs).toBe(0);
  });
});
