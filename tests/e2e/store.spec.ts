import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

import { FEATURES } from '../../lib/constants/features';
import type { StoreItem } from '../../lib/types/store';
import { ACCEPT_LANGUAGE, chooseLanguage, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// The store, part 1 (SPEC §2 "/shopping, /shopping/{id}: store, item; store needs login"): a visitor is asked to log
// in; a family browses class packages and goods, filters them by kind (kept in the URL), reads a package's terms and
// works out a refund, and keeps goods in the cart, whose number the header shows once the store is offered there.

const LOCALES: readonly AppLocale[] = ['cn', 'en'];
let phoneSeq = 0;

async function newFamily(request: APIRequestContext): Promise<Login> {
  return loginByCode(request, `135${String(Date.now() + phoneSeq++).slice(-8)}`);
}

async function openAs(context: BrowserContext, baseURL: string | undefined, login: Login, locale: AppLocale) {
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, locale);
}

/** The catalogue as the API answers it (public), to know the seed items without hard-coding their ids. */
async function catalogue(request: APIRequestContext, locale: AppLocale): Promise<StoreItem[]> {
  const body = await (await request.get('/api/shop/items', { headers: { 'Accept-Language': ACCEPT_LANGUAGE[locale] } })).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data as StoreItem[];
}

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function expectClean(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const serious = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

test.describe('/shopping @layout', () => {
  test('a visitor is asked to log in', async ({ page, context, baseURL }) => {
    for (const locale of LOCALES) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/shopping');
      await expect(page.getByTestId('login-prompt')).toContainText(MESSAGES[locale].Store.loginPromptTitle);
      await expect(page).toHaveTitle(new RegExp(MESSAGES[locale].Store.metaTitle));
      await expect(page.getByTestId('store-filter')).toHaveCount(0);
      await page.getByTestId('login-prompt-button').click();
      await expect(page.locator('#loginDv')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });

  for (const locale of LOCALES) {
    test(`browse, filter and read a package with its refund calculator (${locale})`, async ({ page, context, request, baseURL }) => {
      const t = MESSAGES[locale];
      const items = await catalogue(request, locale);
      const first = items.find((i) => i.kind === 'package')!;
      await openAs(context, baseURL, await newFamily(request), locale);

      await page.goto('/shopping');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Store.title);
      const packages = page.getByTestId('store-package-card');
      const goods = page.getByTestId('store-goods-card');
      await expect(packages).toHaveCount(items.filter((i) => i.kind === 'package').length);
      await expect(goods).toHaveCount(items.filter((i) => i.kind === 'goods').length);
      await expect(packages.first()).toContainText(yuan(first.priceFen));
      await expect(packages.first().getByTestId('store-card-per-class')).toContainText(yuan(first.pricePerClassFen!));
      await expectClean(page);

      const filter = page.getByTestId('store-filter');
      await filter.getByRole('link', { name: t.Store.kindGoods }).click();
      await expect(page).toHaveURL(/\/shopping\?kind=goods$/);
      await expect(filter.getByRole('link', { name: t.Store.kindGoods })).toHaveAttribute('aria-current', 'page');
      await expect(packages).toHaveCount(0);
      await expect(goods).toHaveCount(items.filter((i) => i.kind === 'goods').length);
      await filter.getByRole('link', { name: t.Store.kindPackage }).click();
      await expect(page).toHaveURL(/\/shopping\?kind=package$/);
      await expect(goods).toHaveCount(0);

      await packages.first().click();
      await expect(page).toHaveURL(new RegExp(`/shopping/${first.id}$`));
      await expect(page.getByTestId('store-item-name')).toHaveText(first.name);
      await expect(page.getByTestId('store-item-price')).toHaveText(yuan(first.priceFen));
      await expect(page.getByTestId('term-length')).toContainText('25');
      await expect(page.getByTestId('refund-rule')).toHaveText(first.terms!.refundRule);
      const used = page.getByTestId('refund-used');
      await used.fill('3');
      const classes = first.terms!.classes;
      const refund = Math.max(0, Math.round(first.priceFen - 3 * (first.priceFen / classes)));
      await expect(page.getByTestId('refund-amount')).toHaveText(yuan(refund));
      await used.fill(String(classes));
      await expect(page.getByTestId('refund-amount')).toHaveText('¥0.00');
      await expect(page.getByTestId('store-buy-now')).toHaveAttribute('href', `/shopping/checkout?item=${first.id}&quantity=1`);
      await expectClean(page);
    });
  }

  test('a compulsory-education student sees the packages over the cap as not available', async ({ page, context, request, baseURL }) => {
    const login = await newFamily(request);
    const res = await request.put('/api/user/info/update', { headers: { token: login.token }, data: { compulsoryEducation: true } });
    expect((await res.json()).code).toBe(0);
    const over = (await catalogue(request, 'en')).find((i) => i.kind === 'package' && (i.terms!.classes > 60 || i.terms!.validityDays > 90))!;
    const within = (await catalogue(request, 'en')).find((i) => i.kind === 'package' && i.terms!.classes <= 60 && i.terms!.validityDays <= 90)!;
    await openAs(context, baseURL, login, 'en');
    await page.goto('/shopping?kind=package');
    await expect(page.locator(`[data-item="${over.id}"]`).getByTestId('store-card-not-allowed')).toHaveText(MESSAGES.en.Store.notAllowed);
    await expect(page.locator(`[data-item="${within.id}"]`).getByTestId('store-card-not-allowed')).toHaveCount(0);
    await page.goto(`/shopping/${over.id}`);
    await expect(page.getByTestId('store-item-notAllowed')).toContainText(MESSAGES.en.StoreItem.notAllowedReason);
    await expect(page.getByTestId('store-buy-now')).toBeDisabled();
    await expectClean(page);
    await page.goto(`/shopping/${within.id}`);
    await expect(page.getByTestId('store-buy-now')).toHaveAttribute('href', `/shopping/checkout?item=${within.id}&quantity=1`);
  });

  test('an unknown or malformed item id is the 404 page', async ({ page, context, request, baseURL }) => {
    await openAs(context, baseURL, await newFamily(request), 'en');
    for (const path of ['/shopping/999999', '/shopping/abc', '/shopping/0']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByTestId('error-page')).toBeVisible();
    }
  });

  for (const locale of LOCALES) {
    test(`goods go into the cart; its number, quantity and remove (${locale})`, async ({ page, context, request, baseURL }) => {
      const t = MESSAGES[locale];
      const item = (await catalogue(request, locale)).find((i) => i.kind === 'goods' && (i.stock ?? 0) >= 3)!;
      await openAs(context, baseURL, await newFamily(request), locale);

      await page.goto(`/shopping/${item.id}`);
      await expect(page.getByTestId('store-gallery-main')).toBeVisible();
      await page.getByTestId('quantity-increase').click();
      await expect(page.getByTestId('quantity-input')).toHaveValue('2');
      await expect(page.getByTestId('store-buy-now')).toHaveAttribute('href', `/shopping/checkout?item=${item.id}&quantity=2`);
      await page.getByTestId('store-add-to-cart').click();
      await expect(page.getByText(t.StoreItem.added)).toBeVisible();
      await expectClean(page);

      const header = page.getByTestId('header-cart');
      if (FEATURES.store) {
        await expect(header.getByTestId('cart-number')).toHaveText('2');
      } else {
        // Not offered in the header until the store is switched on (lib/constants/features.ts).
        await expect(header).toHaveCount(0);
      }

      await page.goto('/shopping');
      await expect(page.getByTestId('store-cart-count')).toHaveText('2');
      await page.getByTestId('store-cart-open').click();
      const sheet = page.getByTestId('cart-sheet');
      await expect(sheet.getByRole('heading', { name: t.Cart.title })).toBeVisible();
      const line = sheet.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('cart-line-name')).toHaveText(item.name);
      await expect(sheet.getByTestId('cart-total')).toHaveText(yuan(item.priceFen * 2));
      await expect(sheet.getByTestId('cart-checkout')).toHaveAttribute('href', '/shopping/checkout?from=cart');
      await expectClean(page);

      await line.getByTestId('cart-line-quantity-increase').click();
      await expect(sheet.getByTestId('cart-total')).toHaveText(yuan(item.priceFen * 3));
      await expect(page.getByTestId('store-cart-count')).toHaveText('3');
      if (FEATURES.store) await expect(header.getByTestId('cart-number')).toHaveText('3');

      await line.getByTestId('cart-line-remove').click();
      await expect(sheet.getByTestId('cart-empty')).toContainText(t.Cart.empty);
      await expect(page.getByTestId('store-cart-count')).toHaveCount(0);
      if (FEATURES.store) await expect(header.getByTestId('cart-number')).toHaveCount(0);
      await sheet.getByTestId('cart-browse-goods').click();
      await expect(page).toHaveURL(/\/shopping\?kind=goods$/);

      // The cart is the server's: after a reload it is still empty.
      await page.reload();
      await expect(page.getByTestId('store-cart-count')).toHaveCount(0);
    });
  }
});
