import { expect, test, type Page } from './support/test';

import { chooseLanguage, isPhone } from './support/env';
import { MESSAGES } from './support/messages';

// Issue #10: /library lists the whole library on the server: books by reading level and topic, videos by topic,
// paged with plain links; the header leads there, and the bare book and video paths redirect to it.

const books = (page: Page) => page.getByTestId('book-card');
const videos = (page: Page) => page.getByTestId('video-card');

test.describe('library @layout', () => {
  test('the header entry opens the library with its books, in both languages', async ({ page, context, baseURL }, testInfo) => {
    for (const locale of ['cn', 'en'] as const) {
      const t = MESSAGES[locale].Library;
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/');
      if (isPhone(testInfo)) {
        await page.getByTestId('mobile-menu-open').click();
        await page.getByTestId('mobile-menu').getByTestId('nav-library').click();
      } else {
        await page.getByTestId('site-header').getByTestId('nav-library').click();
      }
      await expect(page).toHaveURL((url) => url.pathname === '/library' && url.search === '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(page.getByTestId('library-tab-books')).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('library-tab-books')).toContainText('40');
      await expect(page.getByTestId('library-tab-videos')).toContainText('9');
      await expect(books(page)).toHaveCount(20);
      await expect(page.getByTestId('library-level-A')).toContainText('4');
      await expect(page.getByTestId('library-level-all')).toHaveAttribute('aria-current', 'true');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${locale} /library scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  test('the level and topic filters narrow the list, and clearing them shows everything again', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/library');
    await page.getByTestId('library-level-A').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('level') === 'A');
    await expect(books(page)).toHaveCount(4);
    await expect(page.getByTestId('library-summary')).toHaveText('4 books');
    await expect(books(page).filter({ hasText: 'Where Is Pip?' })).toHaveCount(1);
    await expect(page.getByTestId('library-level-A')).toHaveAttribute('aria-current', 'true');

    // Level A and the friendship topic: only My Red Ball.
    await page.getByTestId('library-topic-friendship').click();
    await expect(page).toHaveURL((url) => url.searchParams.get('level') === 'A' && url.searchParams.get('topic') === 'friendship');
    await expect(books(page)).toHaveCount(1);
    await expect(books(page)).toContainText('My Red Ball');
    await expect(page.getByTestId('library-topic-friendship')).toHaveText(MESSAGES.en.Books.tags.friendship);

    // The topic alone: every friendship book, and the level counts follow it.
    await page.getByTestId('library-level-all').click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('level') && url.searchParams.get('topic') === 'friendship');
    await expect(page.getByTestId('library-level-A')).toContainText('1');
    const friendship = await books(page).count();
    expect(friendship).toBeGreaterThan(3);
    expect(friendship).toBeLessThan(20);

    await page.getByTestId('library-clear').click();
    await expect(page).toHaveURL((url) => url.pathname === '/library' && url.search === '');
    await expect(books(page)).toHaveCount(20);
  });

  test('a filter that matches nothing shows the empty state with a way back', async ({ page, context, baseURL }) => {
    for (const locale of ['cn', 'en'] as const) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/library?level=A&topic=space');
      const empty = page.getByTestId('library-empty');
      await expect(empty).toContainText(MESSAGES[locale].Library.emptyBooks);
      await expect(books(page)).toHaveCount(0);
      await empty.getByTestId('library-empty-clear').click();
      await expect(page).toHaveURL((url) => url.pathname === '/library' && url.search === '');
      await expect(books(page)).toHaveCount(20);
    }
  });

  test('pages are plain links: page 2 holds the other twenty books', async ({ page }) => {
    await page.goto('/library');
    const firstOnPage1 = await books(page).first().textContent();
    const pager = page.getByRole('navigation', { name: MESSAGES.cn.Common.pagination });
    // Keyboard, not a tap: the page scrolls smoothly on the phone, so a tap aimed mid-scroll lands on a card.
    await pager.getByRole('link', { name: '2' }).press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(books(page)).toHaveCount(20);
    await expect(books(page).filter({ hasText: firstOnPage1 ?? '' })).toHaveCount(0);
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: MESSAGES.cn.Common.previousPage }).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/library' && url.search === '');
    await expect(books(page)).toHaveCount(20);
  });

  test('the videos tab lists the videos and filters them by topic', async ({ page, context, baseURL }) => {
    for (const locale of ['cn', 'en'] as const) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/library');
      await page.getByTestId('library-tab-videos').click();
      await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'videos');
      await expect(page.getByTestId('library-tab-videos')).toHaveAttribute('aria-current', 'page');
      await expect(videos(page)).toHaveCount(9);
      await expect(books(page)).toHaveCount(0);
      await expect(page.getByTestId('library-level-A')).toHaveCount(0);
      await page.getByTestId('library-topic-phonics').click();
      await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'videos' && url.searchParams.get('topic') === 'phonics');
      await expect(videos(page)).toHaveCount(2);
      await expect(page.getByTestId('library-summary')).toHaveText(locale === 'en' ? '2 videos' : '共 2 个视频');
    }
  });
});

test.describe('library addresses', () => {
  test('works without JavaScript: the filters and pages are in the server HTML, with canonical and hreflang links', async ({ request }) => {
    const html = await (await request.get('/library?level=B&lang=en')).text();
    expect(html).toContain('href="/library?level=C"');
    expect(html).toContain('href="/library?type=videos"');
    expect(html).toContain('href="/library?level=B&amp;topic=nature"');
    expect(html.match(/data-test="book-card"/g)).toHaveLength(4);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/library\?level=B&amp;lang=en"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="zh-CN" href="[^"]*\/library\?level=B&amp;lang=cn"/);
    expect(html).toMatch(/<title>[^<]*Level B[^<]*<\/title>/);
  });

  for (const path of ['/library?level=Z', '/library?page=0', '/library?page=abc', '/library?type=music', '/library?topic=%3Cb%3E', '/library?topic=unknown', '/library?type=videos&level=A']) {
    test(`${path} shows the library as if the bad parameter were absent`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-test="library"');
      expect(html.match(/data-test="(book|video)-card"/g)?.length).toBeGreaterThan(0);
    });
  }

  test('a page past the end shows the last page', async ({ page }) => {
    await page.goto('/library?page=99');
    await expect(page).toHaveURL(/page=99/);
    await expect(books(page)).toHaveCount(20);
    await expect(page.getByRole('navigation', { name: MESSAGES.cn.Common.pagination }).getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('/picture/detail, /picture/read and /videoInfo without an id lead to the library; an unknown id is still a 404', async ({ page, request }) => {
    for (const [from, to] of [
      ['/picture/detail', '/library'],
      ['/picture/read', '/library'],
      ['/videoInfo', '/library?type=videos'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([307, 308], from).toContain(response.status());
      expect(new URL(response.headers().location, 'http://x').pathname + new URL(response.headers().location, 'http://x').search).toBe(to);
    }
    await page.goto('/videoInfo');
    await expect(page).toHaveURL((url) => url.pathname === '/library' && url.searchParams.get('type') === 'videos');
    await expect(videos(page)).toHaveCount(9);
    expect((await request.get('/picture/detail/99999')).status()).toBe(404);
    expect((await request.get('/videoInfo/99999')).status()).toBe(404);
  });

  test('the home page leads to the library from its hero, its book and video rows and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-hero-books')).toHaveAttribute('href', '/library');
    await expect(page.getByTestId('home-books-library')).toHaveAttribute('href', '/library');
    await expect(page.getByTestId('home-videos-library')).toHaveAttribute('href', '/library?type=videos');
    const footer = page.getByTestId('site-footer');
    await expect(footer.locator('a[href="/library"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/library?type=videos"]')).toHaveCount(1);
    for (const href of ['/#books', '/#videos']) await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  });
});
