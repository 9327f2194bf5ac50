import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// "Tap a word" in the reader (its meaning from the bundled dictionary, by tap or by keyboard) and the word bank
// (/user/words): add from the reader, see it with its sentence and book, remove and undo.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `135${run}${String(seq).padStart(4, '0')}`;
}

const word = (page: Page, text: string) => page.getByTestId('page-text').first().getByRole('button', { name: text, exact: true });
const popover = (page: Page) => page.getByTestId('word-popover');

/** Serious or critical axe findings (WCAG 2.1 AA) of what the page shows now: the open popover, a filled word bank. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('tapping a word shows its meaning; Enter on a focused word opens it too; a name is a name @layout', async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL, 'cn');
  await page.goto('/picture/read/1?page=2');
  await expect(page.getByTestId('page-text').first()).toContainText('Is Pip in the box?');

  await word(page, 'box?').click();
  await expect(popover(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'box' })).toHaveCount(1);
  await expect(popover(page).getByTestId('word-senses')).toContainText('盒');
  await expect(popover(page).getByTestId('word-pos').first()).toHaveText('n.');
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  // Focus returns to the word.
  await expect(word(page, 'box?')).toBeFocused();

  await word(page, 'Pip').focus();
  await page.keyboard.press('Enter');
  await expect(popover(page).getByTestId('word-name')).toHaveText(MESSAGES.cn.WordPopover.name);
  await page.keyboard.press('Escape');
  // The reader's own keys still turn pages.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('page-counter').first()).toHaveText('3 / 8');
});

test('a learner adds a word from the reader, finds it on /user/words with its sentence, removes it and undoes that', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL, 'en');
  await keepLogin(context, baseURL, await loginByCode(request, newPhone()));
  const t = MESSAGES.en.WordBank;

  await page.goto('/user/words');
  await expect(page.getByText(t.emptyTitle)).toBeVisible();

  await page.goto('/picture/read/1?page=2');
  await word(page, 'box?').click();
  await popover(page).getByTestId('word-add').click();
  await expect(popover(page).getByTestId('word-status')).toContainText(MESSAGES.en.WordPopover.added);
  await popover(page).getByRole('link', { name: MESSAGES.en.WordPopover.open }).click();

  await expect(page).toHaveURL(/\/user\/words$/);
  const item = page.getByTestId('word-bank-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('box');
  await expect(item.getByTestId('word-sentence')).toHaveText('Is Pip in the box?');
  await expect(item.getByTestId('word-book')).toHaveAttribute('href', '/picture/read/1?page=2');
  await expect(item.getByRole('button', { name: t.listenLabel.replace('{word}', 'box') })).toBeEnabled();
  expect(await axeFindings(page)).toEqual([]);

  await item.getByRole('button', { name: t.removeLabel.replace('{word}', 'box') }).click();
  await expect(page.getByText(t.emptyTitle)).toBeVisible();
  await page.getByTestId('word-undo').click();
  await expect(page.getByTestId('word-bank-item')).toHaveCount(1);
  await page.getByTestId('word-remove').click();
  await expect(page.getByText(t.emptyTitle)).toBeVisible();
  await page.reload();
  await expect(page.getByText(t.emptyTitle)).toBeVisible();
});

test('the word bank is linked from My account and asks a visitor to log in', async ({ page, context, baseURL, request }) => {
  await chooseLanguage(context, baseURL, 'cn');
  await page.goto('/user/words');
  await expect(page.getByText(MESSAGES.cn.WordBank.loginPromptTitle)).toBeVisible();
  await keepLogin(context, baseURL, await loginByCode(request, newPhone()));
  await page.goto('/user/my');
  await page.getByRole('link', { name: new RegExp(MESSAGES.cn.MyPage.rows.words) }).click();
  await expect(page).toHaveURL(/\/user\/words$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.cn.WordBank.title);
});
