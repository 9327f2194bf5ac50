import { expect, test } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// Likes and collects on the book and video pages: exact counts from the server, kept across a reload,
// the collect listed on /user/collect, and a visitor told to log in first.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `134${run}${String(seq).padStart(4, '0')}`;
}

test('a reader likes and collects a book; both stay after a reload and the book is in the collection', async ({ page, context, baseURL, request }) => {
  await chooseLanguage(context, baseURL, 'en');
  await keepLogin(context, baseURL, await loginByCode(request, newPhone()));
  await page.goto('/picture/detail/7');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const like = page.getByTestId('like-button').first();
  const collect = page.getByTestId('collect-button').first();
  const likesBefore = Number(await like.getByTestId('like-count').textContent());

  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText(String(likesBefore + 1));
  await collect.click();
  await expect(collect).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByTestId('like-button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('like-button').first().getByTestId('like-count')).toHaveText(String(likesBefore + 1));

  await page.goto('/user/collect');
  await expect(page.getByTestId('collect-list').getByTestId('book-card')).toHaveCount(1);
  await expect(page.getByTestId('collect-list')).toContainText(title);

  // Un-liking takes the count back.
  await page.goto('/picture/detail/7');
  await page.getByTestId('like-button').first().click();
  await expect(page.getByTestId('like-button').first()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('like-button').first().getByTestId('like-count')).toHaveText(String(likesBefore));
});

test('a video can be liked, and its collect shows in the videos tab of the collection', async ({ page, context, baseURL, request }) => {
  await chooseLanguage(context, baseURL, 'cn');
  await keepLogin(context, baseURL, await loginByCode(request, newPhone()));
  await page.goto('/videoInfo/3');
  const like = page.getByTestId('like-button').first();
  const before = Number(await like.getByTestId('like-count').textContent());
  await like.click();
  await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
  await page.getByTestId('collect-button').first().click();
  await expect(page.getByTestId('collect-button').first()).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/collect?tab=videos');
  await expect(page.getByTestId('collect-list').getByTestId('video-card')).toHaveCount(1);
});

for (const locale of ['cn', 'en'] as const) {
  test(`a visitor's like says 'please log in first' and opens the login dialog (${locale})`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL, locale);
    await page.goto('/picture/detail/2');
    await page.getByTestId('like-button').first().click();
    await expect(page.getByTestId('toast')).toContainText(MESSAGES[locale].Common.loginFirst);
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await expect(page.getByTestId('like-button').first()).toHaveAttribute('aria-pressed', 'false');
  });
}
