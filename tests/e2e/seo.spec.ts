import { expect, test } from './support/test';

// Issue #4 SEO: pages carry their content in the server HTML, unique titles, canonical and hreflang
// alternates with ?lang=, Open Graph and JSON-LD; sitemap.xml and robots.txt.

function jsonLdTypes(html: string): string[] {
  const types: string[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]) as { '@type': string } | { '@type': string }[];
    for (const item of Array.isArray(data) ? data : [data]) types.push(item['@type']);
  }
  return types;
}

test.describe('SEO', () => {
  test('sitemap.xml lists every book and video with its last change, and robots.txt points at it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const books = xml.match(/<loc>[^<]*\/picture\/detail\/\d+<\/loc>/g) ?? [];
    const videos = xml.match(/<loc>[^<]*\/videoInfo\/\d+<\/loc>/g) ?? [];
    expect(books).toHaveLength(40);
    expect(videos).toHaveLength(9);
    expect(xml).toContain('<lastmod>');
    expect(xml).toContain('hreflang="en"');
    expect(xml).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/library<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/library\?type=videos<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/agreement<\/loc>/);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    for (const path of ['/user', '/abc', '/messageCenter', '/shopping/purchases']) expect(robots).toContain(`Disallow: ${path}`);
  });

  test('the auxiliary routes are never indexed, listed in the sitemap or linked from public pages', async ({ request }) => {
    const AUX = ['/i18n-test', '/index-old', '/classStepnNew'];
    for (const path of AUX) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    }
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of AUX) expect(xml).not.toContain(`${path}<`);
    for (const page of ['/', '/classStep', '/search?keyword=duck', '/picture/detail/5', '/privacy']) {
      const html = await (await request.get(page)).text();
      for (const path of AUX) expect(html, `${page} links ${path}`).not.toMatch(new RegExp(`href="${path}["?#]`));
    }
  });

  test('?lang=en renders English for that request, and each language declares its alternates', async ({ request }) => {
    const en = await (await request.get('/search?keyword=duck&lang=en')).text();
    expect(en).toContain('<html lang="en"');
    expect(en).toMatch(/<link rel="canonical" href="[^"]*\/search\?keyword=duck&amp;lang=en"/);
    expect(en).toMatch(/hrefLang="zh-CN" href="[^"]*lang=cn"/);
    expect(en).toMatch(/hrefLang="en" href="[^"]*lang=en"/);
    expect(en).toContain('Little Duck Can Swim');

    const cn = await (await request.get('/search?keyword=duck&lang=cn')).text();
    expect(cn).toContain('<html lang="zh-CN"');
    expect(cn).toContain('小鸭子会游泳了');
    expect(cn).toContain('og:title');
    expect(jsonLdTypes(cn)).toContain('BreadcrumbList');
  });

  test('the home page has its rows of books and videos in the HTML, and WebSite JSON-LD', async ({ request }) => {
    const html = await (await request.get('/?lang=en')).text();
    expect(html).toContain('data-test="hot-books"');
    expect(html).toContain('data-test="level-books"');
    expect(html).toContain('data-test="home-videos"');
    expect(html.match(/href="\/picture\/detail\/\d+"/g)?.length).toBeGreaterThanOrEqual(10);
    expect(html.match(/href="\/videoInfo\/\d+"/g)?.length).toBeGreaterThanOrEqual(8);
    expect(jsonLdTypes(html)).toContain('WebSite');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows books, and the level row switches with plain links', async ({ page }) => {
    await page.goto('/?lang=en');
    await expect(page.getByTestId('hot-books').getByTestId('book-card')).toHaveCount(10);
    await page.getByTestId('level-books').getByRole('link', { name: 'Level C', exact: true }).click();
    await expect(page).toHaveURL(/level=C/);
    const cards = page.getByTestId('level-books').getByTestId('book-card');
    await expect(cards.first()).toContainText('Level C');
  });

  test('search results and their tabs work', async ({ page }) => {
    await page.goto('/search?keyword=duck&lang=en');
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    await page.getByTestId('search-tab-2').click();
    await expect(page).toHaveURL(/type=2/);
  });
});
