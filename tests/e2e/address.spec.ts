import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

import { chooseLanguage, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// The address book, /user/address (SPEC §2 login needed, §3 Shipping address): a new user adds a mainland
// address through the three dependent selects and one abroad as free text, edits one, makes another the
// default (the list re-sorts) and deletes one after confirming; a reload shows the same list. A visitor is
// asked to log in. The page, the form with its errors and the delete dialog pass axe in both languages.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `137${run}${String(seq).padStart(4, '0')}`;
}

const items = (page: Page) => page.getByTestId('address-item');

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('address book', () => {
  test('add a mainland and a foreign address, edit, make default, delete; a reload shows the same', async ({ page, context, request, baseURL }) => {
    test.setTimeout(60_000);
    const A = MESSAGES.en.Address;
    await chooseLanguage(context, baseURL, 'en');
    await keepLogin(context, baseURL, await loginByCode(request, newPhone()));
    await page.goto('/user/address');
    await expect(page.getByRole('heading', { level: 1, name: A.title })).toBeVisible();
    await expect(page.getByTestId('addresses-empty')).toContainText(A.emptyTitle);

    // The first address: the browser refuses an empty form, then the mainland address goes through.
    await page.getByTestId('address-add-first').click();
    const dialog = page.getByTestId('address-dialog');
    await expect(dialog.getByRole('checkbox', { name: A.makeDefault })).toBeChecked();
    await dialog.getByRole('button', { name: A.save }).click();
    await expect(dialog.getByRole('textbox', { name: A.addressee })).toBeFocused();
    await expect(dialog.getByTestId('address-field-error')).toHaveCount(4);
    await dialog.getByRole('textbox', { name: A.addressee }).fill('王小明');
    await dialog.getByRole('textbox', { name: A.phone }).fill('13800138000');
    await dialog.getByRole('combobox', { name: A.province }).selectOption({ label: '浙江省' });
    await dialog.getByRole('combobox', { name: A.city }).selectOption({ label: '杭州市' });
    await dialog.getByRole('combobox', { name: A.district }).selectOption({ label: '西湖区' });
    await dialog.getByRole('textbox', { name: A.detail }).fill('文三路 90 号');
    await dialog.getByRole('button', { name: A.save }).click();
    await expect(dialog).toBeHidden();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('王小明');
    await expect(items(page).first()).toContainText('+86 138 0013 8000');
    await expect(items(page).first()).toContainText('浙江省 杭州市 西湖区 文三路 90 号');
    await expect(items(page).first().getByTestId('address-default-badge')).toHaveText(A.defaultBadge);

    // The second one abroad: another dial code and the region as free text.
    await page.getByTestId('address-add').click();
    await expect(dialog.getByRole('checkbox', { name: A.makeDefault })).not.toBeChecked();
    await dialog.getByRole('textbox', { name: A.addressee }).fill('Ann Lee');
    await dialog.getByRole('combobox', { name: A.dialCode }).selectOption({ label: 'United Kingdom +44' });
    await dialog.getByRole('textbox', { name: A.phone }).fill('7700900123');
    // The tile's radio is visually hidden: its label is what people click.
    await dialog.getByText(A.areaOther, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: A.areaOther })).toBeChecked();
    await dialog.getByRole('textbox', { name: A.regionText }).fill('United Kingdom, London');
    await dialog.getByRole('textbox', { name: A.detail }).fill('1 Main Street');
    await dialog.getByRole('button', { name: A.save }).click();
    await expect(dialog).toBeHidden();
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).nth(1)).toContainText('Ann Lee');
    await expect(items(page).nth(1)).toContainText('+44 7700900123');
    await expect(items(page).nth(1)).toContainText('1 Main Street, United Kingdom, London');

    // Edit the first: another district of the same city, another street.
    await page.getByRole('button', { name: 'Edit the address for 王小明' }).click();
    await expect(dialog.getByRole('combobox', { name: A.district })).toHaveValue('330106');
    await dialog.getByRole('combobox', { name: A.district }).selectOption({ label: '上城区' });
    await dialog.getByRole('textbox', { name: A.detail }).fill('解放路 1 号');
    await dialog.getByRole('button', { name: A.save }).click();
    await expect(dialog).toBeHidden();
    await expect(items(page).first()).toContainText('浙江省 杭州市 上城区 解放路 1 号');

    // Make the foreign one the default: one badge, and it comes first.
    await page.getByRole('button', { name: 'Make default (the address for Ann Lee)' }).click();
    await expect(items(page).first()).toContainText('Ann Lee');
    await expect(page.getByTestId('address-default-badge')).toHaveCount(1);
    await expect(items(page).first().getByTestId('address-default-badge')).toBeVisible();

    // Delete the mainland one: "Keep it" keeps it, "Delete" deletes it.
    await page.getByRole('button', { name: 'Delete the address for 王小明' }).click();
    const confirm = page.getByTestId('address-delete-dialog');
    await expect(confirm).toContainText(A.deleteTitle);
    await confirm.getByRole('button', { name: A.deleteCancel }).click();
    await expect(confirm).toBeHidden();
    await expect(items(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete the address for 王小明' }).click();
    await confirm.getByRole('button', { name: A.deleteConfirm }).click();
    await expect(items(page)).toHaveCount(1);

    await page.reload();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('Ann Lee');
    await expect(items(page).first()).toContainText('1 Main Street, United Kingdom, London');
    await expect(items(page).first().getByTestId('address-default-badge')).toBeVisible();
    await expect(page.getByText('王小明')).toHaveCount(0);
  });

  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/user/address');
    await expect(page.getByTestId('login-prompt')).toContainText(MESSAGES.cn.Address.loginPromptTitle);
    await expect(page.getByTestId('address-book')).toHaveCount(0);
  });

  for (const locale of ['cn', 'en'] as const satisfies readonly AppLocale[]) {
    test(`axe: the list, the form with errors and the delete dialog, ${locale}, phone to desktop`, async ({ page, context, request, baseURL }) => {
      // Twelve axe runs on a shared machine.
      test.setTimeout(120_000);
      const A = MESSAGES[locale].Address;
      await chooseLanguage(context, baseURL, locale);
      const login = await loginByCode(request, newPhone());
      await keepLogin(context, baseURL, login);
      const created = await request.post('/api/user/address', {
        headers: { token: login.token },
        data: {
          addressee: '李雷',
          dialCode: '86',
          phone: '13912345678',
          region: { country: 'CN', provinceCode: '110000', cityCode: '110100', districtCode: '110105', text: '北京市 北京市 朝阳区' },
          detail: '建国路 88 号',
        },
      });
      expect((await created.json()).code).toBe(0);
      for (const width of [390, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/user/address');
        await expect(items(page)).toHaveCount(1);
        expect(await seriousViolations(page), `list at ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

        await page.getByTestId('address-add').click();
        const dialog = page.getByTestId('address-dialog');
        await dialog.getByRole('button', { name: A.save }).click();
        await expect(dialog.getByTestId('address-field-error').first()).toBeVisible();
        expect(await seriousViolations(page), `form at ${width}`).toEqual([]);
        await dialog.getByText(A.areaOther, { exact: true }).click();
        await expect(dialog.getByRole('radio', { name: A.areaOther })).toBeChecked();
        expect(await seriousViolations(page), `form, other region, at ${width}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await page.getByTestId('address-delete').click();
        await expect(page.getByTestId('address-delete-dialog')).toBeVisible();
        expect(await seriousViolations(page), `delete dialog at ${width}`).toEqual([]);
        await page.getByTestId('address-delete-cancel').click();
      }
    });
  }
});
