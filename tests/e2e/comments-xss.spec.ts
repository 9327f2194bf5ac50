import { expect, test } from './support/test';

import { XSS_PAYLOADS } from '../fixtures/xss-payloads';
import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';
import { loginByCode } from './support/session';

// security-baseline X1: user text is rendered as text. Forty markup payloads stored as comments on a
// book are shown on its page in both languages exactly as typed; none runs, no element is injected.

const run = String(Date.now()).slice(-4);
const BOOK = 9;

test('forty markup payloads in comments show as their own text and run nothing (cn and en)', async ({ page, context, baseURL, request }) => {
  test.setTimeout(120_000);
  const login = await loginByCode(request, `132${run}0001`);
  for (const content of XSS_PAYLOADS) {
    const res = await request.post('/api/comment/add', { headers: { token: login.token }, data: { targetType: 'book', targetId: BOOK, content } });
    expect((await res.json()).code).toBe(0);
  }

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const locale of ['cn', 'en'] as const) {
    await chooseLanguage(context, baseURL, locale);
    await page.goto(`/picture/detail/${BOOK}`);
    const more = page.getByRole('button', { name: MESSAGES[locale].Comments.loadMore });
    const shown = page.getByTestId('comment-content');
    await expect(shown.first()).toBeVisible();
    for (let before = await shown.count(); before < XSS_PAYLOADS.length; before = await shown.count()) {
      await more.click();
      await expect.poll(() => shown.count()).toBeGreaterThan(before);
    }
    const texts = await shown.allTextContents();
    for (const payload of XSS_PAYLOADS) expect(texts).toContain(payload);
    // Each comment's content is text only: not one element was made from a payload.
    await expect(shown.locator('*')).toHaveCount(0);
  }
  expect(dialogs).toEqual([]);
});
