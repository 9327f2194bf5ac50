import { expect, test } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// The AI picture book (/picture, issue #15): a learner makes a book with the built-in composer, reads it in
// the reader, edits a page, publishes it without the child's name, and another user finds it in the library.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `136${run}${String(seq).padStart(4, '0')}`;
}

for (const locale of ['en', 'cn'] as const) {
  test(`make, read, edit and publish a picture book; another user finds it in the library (${locale}) @layout`, async ({ page, context, baseURL, request, browser }) => {
    test.setTimeout(240_000);
    const t = MESSAGES[locale].Creator;
    const name = locale === 'en' ? 'Mia' : 'Lulu';
    await chooseLanguage(context, baseURL, locale);
    await keepLogin(context, baseURL, await loginByCode(request, newPhone()));

    await page.goto('/picture');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(page.getByTestId('creator-provider')).toHaveText(t.providerLocal);
    await expect(page.getByText(t.noBooks)).toBeVisible();

    // the form checks the name before anything is sent
    await page.getByTestId('creator-name').fill('小明');
    await page.getByTestId('creator-submit').click();
    await expect(page.getByText(t.nameInvalid)).toBeVisible();

    await page.getByTestId('theme-forest').check();
    await page.getByTestId('creator-name').fill(name);
    await page.getByTestId('creator-words').fill('apple, jump');
    await page.getByTestId('creator-level').selectOption('A');
    await page.getByTestId('creator-pages').selectOption('4');
    await page.getByTestId('creator-submit').click();
    await expect(page.getByTestId('creator-progress')).toBeVisible();

    // done: every word was used, so the book opens in the reader
    await expect(page).toHaveURL(/\/picture\/read\/\d+/, { timeout: 120_000 });
    const bookId = Number(/\/picture\/read\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByTestId('page-text').first()).toContainText(name);
    const cover = page.locator('img[src^="/media/uploads/picbooks/"]').first();
    await expect(cover).toBeVisible();
    // Decoded, not only laid out (a busy server sends the picture a moment after the page).
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

    // edit page 2 on /picture
    await page.goto('/picture');
    const item = page.getByTestId('created-book');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('created-book-state')).toHaveText(t.statePrivate);
    await item.getByTestId('created-book-edit').click();
    const second = item.getByTestId('creator-page').nth(1);
    await second.getByTestId('creator-page-text').fill(`${name} likes the big green trees.`);
    await second.getByTestId('creator-page-text-cn').fill(`${name}喜欢绿色的大树。`);
    await second.getByTestId('creator-page-save').click();
    await expect(page.getByText(t.pageSaved.replace('{page}', '2'))).toBeVisible({ timeout: 60_000 });

    // publish: the child's name is replaced
    await item.getByTestId('created-book-publish').click();
    const dialog = page.getByTestId('publish-dialog');
    await expect(dialog).toContainText(name);
    await dialog.getByTestId('publish-replace').click();
    await expect(item.getByTestId('created-book-state')).toHaveText(t.statePublished, { timeout: 60_000 });

    // another user finds it in the library and reads the edited page, without the child's name
    const other = await browser.newContext();
    await chooseLanguage(other, baseURL, locale);
    const visitor = await other.newPage();
    await visitor.goto('/library?type=books&level=A');
    const card = visitor.locator(`a[href="/picture/detail/${bookId}"]`).first();
    await expect(card).toBeVisible();
    await visitor.goto(`/picture/read/${bookId}?page=2`);
    await expect(visitor.getByTestId('page-text').first()).toContainText('Sam likes the big green trees.');

    // the author deletes it (asked twice): it is gone for everyone, and the library holds the seed books only again
    await item.getByTestId('created-book-delete').click();
    await expect(item.getByTestId('created-book-delete')).toHaveText(t.confirmDelete);
    await item.getByTestId('created-book-delete').click();
    await expect(page.getByTestId('created-book')).toHaveCount(0, { timeout: 30_000 });
    expect((await visitor.goto(`/picture/read/${bookId}`))?.status()).toBe(404);
    await other.close();
  });
}

test('a visitor gets the login prompt on /picture', async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL, 'cn');
  await page.goto('/picture');
  await expect(page.getByText(MESSAGES.cn.Creator.loginPromptTitle)).toBeVisible();
});
