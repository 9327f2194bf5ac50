import { expect, test, type APIRequestContext } from './support/test';

import { chooseLanguage } from './support/env';
import { keepLogin, loginByCode, type Login } from './support/session';

// The book detail page and the video page: everything in the server HTML
// (crawlers, no JavaScript), SEO metadata and JSON-LD, 404s, subtitles, and
// comments (posting as text, deleting with a confirm step, the visitor's
// login prompt).

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `135${run}${String(seq).padStart(4, '0')}`;
}

type Ld = Record<string, unknown> & { '@type': string };
function jsonLd(html: string): Ld[] {
  const out: Ld[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]) as Ld | Ld[];
    out.push(...(Array.isArray(data) ? data : [data]));
  }
  return out;
}

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function postComment(request: APIRequestContext, login: Login, targetType: 'book' | 'video', targetId: number, content: string) {
  const res = await request.post('/api/comment/add', { headers: { token: login.token }, data: { targetType, targetId, content } });
  expect((await res.json()).code).toBe(0);
}

test.describe('book and video pages in the server HTML', () => {
  test('a book page has its content, metadata, and Book and BreadcrumbList JSON-LD', async ({ request }) => {
    const html = await (await request.get('/picture/detail/1?lang=en')).text();
    expect(html).toContain('<h1');
    expect(html).toContain('data-test="book-title"');
    expect(html).toContain('href="/picture/read/1"');
    expect(html).toMatch(/<title>[^<]+\([^<]+\) - Level [A-J] English picture book - Sprout English<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/picture\/detail\/1\?lang=en"/);
    expect(html).toMatch(/hrefLang="zh-CN" href="[^"]*\/picture\/detail\/1\?lang=cn"/);
    expect(meta(html, 'og:type')).toBe('book');
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+cover-800\.webp/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'description')!.length).toBeLessThanOrEqual(160);

    const ld = jsonLd(html);
    const book = ld.find((d) => d['@type'] === 'Book')!;
    expect(book).toMatchObject({ inLanguage: 'en', author: { '@type': 'Person' }, educationalLevel: expect.stringMatching(/^Level [A-J]$/) });
    expect(book.alternateName).toEqual(expect.any(String));
    expect(book.numberOfPages).toEqual(expect.any(Number));
    expect(book.image).toMatch(/^https?:\/\//);
    expect(book.url).toMatch(/^https?:\/\/.+\/picture\/detail\/1$/);
    expect(book).not.toHaveProperty('aggregateRating');
    expect(ld.map((d) => d['@type'])).toContain('BreadcrumbList');
    // Related books link to their own pages.
    expect(html.match(/href="\/picture\/detail\/\d+"/g)?.length).toBeGreaterThanOrEqual(4);
  });

  test('a video page has the player with both subtitle tracks, and VideoObject JSON-LD', async ({ request }) => {
    const html = await (await request.get('/videoInfo/1?lang=cn')).text();
    expect(html).toMatch(/<video[^>]* controls=""[^>]* preload="metadata"[^>]* poster="[^"]+"/);
    expect(html).toMatch(/<track kind="subtitles" src="[^"]+\.cn\.vtt[^"]*" srcLang="zh-CN" label="中文" default=""\/>/);
    expect(html).toMatch(/<track kind="subtitles" src="[^"]+\.en\.vtt[^"]*" srcLang="en" label="English"\/>/);
    expect(meta(html, 'og:type')).toBe('video.other');
    const video = jsonLd(html).find((d) => d['@type'] === 'VideoObject')!;
    expect(video.duration).toMatch(/^PT(\d+M)?\d+S$/);
    expect(video.thumbnailUrl).toMatch(/^https?:\/\//);
    expect(video.contentUrl).toMatch(/^https?:\/\/.+\.mp4/);
    expect(video.uploadDate).toEqual(expect.any(String));
    expect(html.match(/href="\/videoInfo\/\d+"/g)?.length).toBeGreaterThanOrEqual(6);
  });

  for (const path of ['/picture/detail/abc', '/picture/detail/99999', '/picture/detail/1/2', '/videoInfo/0', '/videoInfo/99999']) {
    test(`${path} is the 404 page`, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404);
    });
  }
});

test.describe('comments', () => {
  test('a posted comment is text (never HTML), is in the server HTML, and its writer can delete it after confirming', async ({ page, context, baseURL, request }) => {
    const login = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, login);
    await chooseLanguage(context, baseURL, 'cn');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const payload = `<img src=x onerror=alert(1)> ${run}`;

    await page.goto('/picture/detail/2');
    await page.getByRole('textbox', { name: '写评论' }).fill(payload);
    await page.getByRole('button', { name: '发表' }).click();
    const mine = page.getByTestId('comment').filter({ hasText: payload });
    await expect(mine).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: '写评论' })).toHaveValue('');

    const html = await (await request.get('/picture/detail/2')).text();
    expect(html).toContain(`&lt;img src=x onerror=alert(1)&gt; ${run}`);

    await page.reload();
    await expect(mine).toHaveCount(1);
    await mine.getByRole('button', { name: '删除' }).click();
    await mine.getByRole('group').getByRole('button', { name: '删除' }).click();
    await expect(mine).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a visitor who posts is asked to log in and gets the login dialog', async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/videoInfo/2');
    await page.getByRole('textbox', { name: 'Write a comment' }).fill('Hello');
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText('Please log in first').first()).toBeVisible();
    await expect(page.locator('#loginDv')).toBeVisible();
  });

  test('"load more" shows the next page of comments', async ({ page, request }) => {
    const login = await loginByCode(request, newPhone());
    for (let i = 0; i < 11; i++) await postComment(request, login, 'video', 3, `e2e ${run} #${i}`);
    await page.goto('/videoInfo/3');
    const shown = page.getByTestId('comment');
    await expect(shown).toHaveCount(10);
    await page.getByRole('button', { name: '加载更多评论' }).click();
    await expect(shown).not.toHaveCount(10);
    await expect(page.getByText(`e2e ${run} #0`, { exact: true })).toBeVisible();
  });
});

test('the read button continues where the logged-in reader stopped', async ({ page, context, baseURL, request }) => {
  const login = await loginByCode(request, newPhone());
  await request.put('/api/picture/book/progress', { headers: { token: login.token }, data: { bookId: 5, page: 3 } });
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, 'en');
  await page.goto('/picture/detail/5');
  await expect(page.getByTestId('read-button')).toHaveText(/Continue reading \(page 3\)/);
  await expect(page.getByTestId('read-button')).toHaveAttribute('href', '/picture/read/5');
});

test('the subtitle switch shows Chinese, English or no subtitles', async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL, 'cn');
  await page.goto('/videoInfo/1');
  const modes = () => page.evaluate(() => [...document.querySelector('video')!.textTracks].map((t) => `${t.language}:${t.mode}`).join(' '));
  await expect.poll(modes).toBe('zh-CN:showing en:disabled');
  await page.getByTestId('subtitle-switch').getByRole('button', { name: 'English' }).click();
  await expect.poll(modes).toBe('zh-CN:disabled en:showing');
  await page.getByTestId('subtitle-switch').getByRole('button', { name: '关闭' }).click();
  await expect.poll(modes).toBe('zh-CN:disabled en:disabled');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the book and video pages are readable, comments included', async ({ page, context, baseURL, request }) => {
    const login = await loginByCode(request, newPhone());
    await postComment(request, login, 'book', 4, `no-js ${run}`);
    await chooseLanguage(context, baseURL, 'en');
    await page.goto('/picture/detail/4');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`no-js ${run}`)).toBeVisible();
    await page.goto('/videoInfo/4');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('video track')).toHaveCount(2);
  });
});
