import { expect, test, type Page } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// Issue #4 reader: read a book to its end with narration (the spoken word marked, pages turning by
// themselves), arrow keys and buttons; progress saved for a logged-in reader and resumed; the end screen.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `133${run}${String(seq).padStart(4, '0')}`;
}

const counter = (page: Page) => page.getByTestId('page-counter').filter({ visible: true });

test('a logged-in reader listens, pages turn by themselves, and the book is read to its end', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL, 'cn');
  const login = await loginByCode(request, newPhone());
  await keepLogin(context, baseURL, login);

  await page.goto('/picture/read/1');
  await expect(counter(page)).toHaveText('1 / 8');
  await expect(page.getByTestId('page-text').first()).toContainText('Pip');

  await page.getByTestId('reader-play').first().click();
  // The narration marks the word being spoken, then turns to page 2 on its own.
  await expect(page.locator('[data-word][aria-current="true"]').first()).toBeVisible({ timeout: 10_000 });
  await expect(counter(page)).toHaveText('2 / 8', { timeout: 15_000 });
  await page.getByTestId('reader-play').first().click(); // pause

  for (let n = 3; n <= 8; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`${n} / 8`);
  }
  await page.keyboard.press('ArrowRight');
  const end = page.getByTestId('reader-end');
  await expect(end).toBeVisible();
  await expect(end).toContainText(MESSAGES.cn.Reader.endTitle);
  await expect(page.getByTestId('next-book')).toBeVisible();

  // The server knows the book is finished.
  await expect
    .poll(async () => (await (await request.get('/api/picture/book/progress?bookId=1', { headers: { token: login.token } })).json()).data)
    .toEqual({ page: 8, finished: true });
});

test('progress is saved and the reader resumes where it stopped', async ({ page, context, baseURL, request }) => {
  await chooseLanguage(context, baseURL, 'en');
  const login = await loginByCode(request, newPhone());
  await keepLogin(context, baseURL, login);

  await page.goto('/picture/read/2');
  await expect(counter(page)).toHaveText('1 / 8');
  await page.getByTestId('reader-next').first().click();
  await page.getByTestId('reader-next').first().click();
  await expect(counter(page)).toHaveText('3 / 8');
  await expect
    .poll(async () => (await (await request.get('/api/picture/book/progress?bookId=2', { headers: { token: login.token } })).json()).data)
    .toEqual({ page: 3, finished: false });

  await page.goto('/picture/read/2');
  await expect(counter(page)).toHaveText('3 / 8');
  await expect(page.getByTestId('resume-note')).toContainText(MESSAGES.en.Reader.resumed.replace('{page}', '3'));
});

test('a visitor reads with the buttons on a phone, with the translation shown in Chinese @layout', async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL, 'cn');
  const saves: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/picture/book/progress')) saves.push(req.method());
  });
  await page.goto('/picture/read/3');
  await expect(page.getByTestId('page-translation').first()).toBeVisible();
  await page.getByTestId('translation-toggle').first().click();
  await expect(page.getByTestId('page-translation').filter({ visible: true })).toHaveCount(0);

  const total = Number((await counter(page).textContent())!.split('/')[1]);
  for (let n = 2; n <= total; n++) {
    await page.getByTestId('reader-next').first().click();
    await expect(counter(page)).toHaveText(`${n} / ${total}`);
  }
  await page.getByTestId('reader-next').first().click();
  await expect(page.getByTestId('reader-end')).toBeVisible();
  expect(saves).toEqual([]);
});

test('without JavaScript the reader shows the page text and the next page is a link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/picture/read/1?lang=en');
  await expect(page.getByTestId('page-text').first()).toContainText('Pip');
  await page.getByTestId('reader-next').first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(counter(page)).toHaveText('2 / 8');
  await context.close();
});
