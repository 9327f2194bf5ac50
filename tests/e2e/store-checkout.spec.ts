import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

import { chooseLanguage, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode } from './support/session';

// The store's buying flow (issue #12 "done when"; SPEC §3 Order, §4 paid / pending shipment / payment failure):
// a new user buys the 10-class package through checkout, pays by opening the QR code's pay URL (the sandbox
// gateway's page) in a second page, and the order page turns paid by itself; /course/list then shows the
// classes. Goods go to a new address; a failed payment shows 'payment failure' and a retry succeeds;
// /shopping/purchases lists the orders with their labels. The gateway notifies the app over real HTTP.

const LOCALES: readonly AppLocale[] = ['cn', 'en'];
let phoneSeq = 0;

interface CatalogueItem {
  id: number;
  slug: string;
  kind: 'package' | 'goods';
  name: string;
  stock: number | null;
}

async function newBuyer(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, locale: AppLocale) {
  const phone = `135${String(Date.now() + phoneSeq++).slice(-8)}`;
  const login = await loginByCode(request, phone);
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, locale);
  return login;
}

async function catalogue(request: APIRequestContext, locale: AppLocale): Promise<CatalogueItem[]> {
  const res = await request.get('/api/shop/items', { headers: { 'Accept-Language': locale === 'cn' ? 'zh-CN' : 'en-US' } });
  return (await res.json()).data as CatalogueItem[];
}

/** The package of 10 classes, and goods with stock, as the seeded store has them. */
async function pickItems(request: APIRequestContext, locale: AppLocale) {
  const items = await catalogue(request, locale);
  const tenClasses = items.find((i) => i.kind === 'package' && i.slug === 'package-10');
  const goods = items.find((i) => i.kind === 'goods' && (i.stock ?? 0) >= 10);
  expect(tenClasses, 'the seeded 10-class package').toBeTruthy();
  expect(goods, 'seeded goods in stock').toBeTruthy();
  return { tenClasses: tenClasses!, goods: goods! };
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The sandbox gateway's buttons, in the page's language. */
function gatewayButton(pay: Page, locale: AppLocale, which: 'pay' | 'fail') {
  return pay.getByRole('button', { name: MESSAGES[locale].SandboxPay[which], exact: true });
}

/** Starts a payment on the order page and answers the pay URL that the QR code shows (and links to). */
async function startPayment(page: Page, method: 'alipay' | 'wechat'): Promise<string> {
  await page.locator('label', { has: page.getByTestId(`pay-method-${method}`) }).click();
  await expect(page.getByTestId(`pay-method-${method}`)).toBeChecked();
  await page.getByTestId('order-go-pay').click();
  const qr = page.getByTestId('pay-qr');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const payUrl = (await page.getByTestId('pay-link').getAttribute('href'))!;
  expect(payUrl).toMatch(/^https?:\/\//);
  await expect(qr).toHaveAttribute('data-url', payUrl);
  await expect(page.getByTestId('order-countdown')).toHaveText(/\d{2}:\d{2}/);
  return payUrl;
}

/** Opens the pay URL in a second page, as a phone scanning the code would, and presses Pay or Fail there. */
async function answerAtGateway(context: BrowserContext, payUrl: string, locale: AppLocale, which: 'pay' | 'fail') {
  const pay = await context.newPage();
  await pay.goto(payUrl);
  await gatewayButton(pay, locale, which).click();
  return pay;
}

test.describe('buying a class package @layout', () => {
  for (const locale of LOCALES) {
    test(`${locale}: checkout, pay by the QR code's page, the order turns paid by itself, the classes arrive`, async ({ page, context, request, baseURL }) => {
      test.setTimeout(90_000);
      const C = MESSAGES[locale].Checkout;
      const O = MESSAGES[locale].Order;
      await newBuyer(context, request, baseURL, locale);
      const { tenClasses } = await pickItems(request, locale);

      await page.goto(`/shopping/checkout?item=${tenClasses.id}`);
      await expect(page.getByRole('heading', { level: 1, name: C.title })).toBeVisible();
      const line = page.getByTestId('order-line');
      await expect(line).toContainText(tenClasses.name);
      await expect(line).toContainText('¥1,280.00');
      await expect(page.getByTestId('package-terms')).toContainText(locale === 'cn' ? '10 课时' : '10 classes');
      await expect(page.getByTestId('checkout-total')).toHaveText('¥1,280.00');
      await expectAccessible(page);
      await page.getByTestId('checkout-place').click();

      await expect(page).toHaveURL(/\/shopping\/order\/\d{18}$/);
      const orderNo = page.url().split('/').pop()!;
      await expect(page.getByTestId('order-no')).toHaveText(orderNo);
      await expect(page.getByTestId('order-status')).toHaveText(locale === 'cn' ? '待支付' : 'Awaiting payment');
      await expectAccessible(page);

      const payUrl = await startPayment(page, locale === 'cn' ? 'alipay' : 'wechat');
      await expectAccessible(page);
      const pay = await answerAtGateway(context, payUrl, locale, 'pay');

      // No reload: the order page polls while its QR code is shown.
      const paid = page.getByTestId('order-paid');
      await expect(paid).toContainText(O.successTitle, { timeout: 15_000 });
      await expect(page.getByTestId('order-status')).toHaveText(locale === 'cn' ? '已支付' : 'Paid');
      await expect(page.getByTestId('order-packages')).toContainText(locale === 'cn' ? '剩余 10/10 课时' : '10 of 10 classes left');
      await expectAccessible(page);
      await pay.close();

      await page.getByTestId('order-book-classes').click();
      await expect(page).toHaveURL(/\/course\/list\?tab=book/);
      await page.goto('/course/list');
      await expect(page.getByTestId('classes-remaining')).toHaveText('10');

      await page.goto('/shopping/purchases');
      const card = page.locator(`[data-test="purchase"][data-order-no="${orderNo}"]`);
      await expect(card.getByTestId('order-status')).toHaveText(locale === 'cn' ? '已支付' : 'Paid');
      await expect(card.getByTestId('purchase-remaining')).toContainText(locale === 'cn' ? '剩余 10/10 课时' : '10 of 10 classes left');
      await expectAccessible(page);
    });
  }
});

test.describe('buying goods', () => {
  for (const locale of LOCALES) {
    test(`${locale}: to a new address; a failed payment shows payment failure, a retry succeeds; purchases list it`, async ({ page, context, request, baseURL }) => {
      test.setTimeout(120_000);
      const C = MESSAGES[locale].Checkout;
      const O = MESSAGES[locale].Order;
      const A = MESSAGES[locale].Address;
      await newBuyer(context, request, baseURL, locale);
      const { goods } = await pickItems(request, locale);

      await page.goto(`/shopping/checkout?item=${goods.id}&quantity=2`);
      await expect(page.getByTestId('order-line')).toContainText(goods.name);
      await page.getByTestId('checkout-place').click();
      await expect(page.getByTestId('checkout-address-required')).toHaveText(C.addressRequired);
      await expect(page).toHaveURL(/\/shopping\/checkout/);

      await page.getByTestId('address-add').click();
      const dialog = page.getByTestId('address-dialog');
      await dialog.getByRole('textbox', { name: A.addressee }).fill('王小明');
      await dialog.getByRole('textbox', { name: A.phone }).fill('13800138000');
      await dialog.getByRole('combobox', { name: A.province }).selectOption({ label: '浙江省' });
      await dialog.getByRole('combobox', { name: A.city }).selectOption({ label: '杭州市' });
      await dialog.getByRole('combobox', { name: A.district }).selectOption({ label: '西湖区' });
      await dialog.getByRole('textbox', { name: A.detail }).fill('文三路 90 号');
      await dialog.getByTestId('address-save').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('checkout-address')).toContainText('文三路 90 号');
      await expect(page.getByTestId('checkout-address-required')).toBeHidden();
      await expectAccessible(page);
      await page.getByTestId('checkout-place').click();

      await expect(page).toHaveURL(/\/shopping\/order\/\d{18}$/);
      const orderNo = page.url().split('/').pop()!;
      await expect(page.getByTestId('order-address')).toContainText('浙江省 杭州市 西湖区 文三路 90 号');

      const firstUrl = await startPayment(page, 'alipay');
      const gateway = await answerAtGateway(context, firstUrl, locale, 'fail');
      await expect(page.getByTestId('order-failed')).toContainText(O.failureTitle, { timeout: 15_000 });
      await expect(page.getByTestId('pay-qr')).toBeHidden();
      await expect(page.getByTestId('order-status')).toHaveText(locale === 'cn' ? '待支付' : 'Awaiting payment');
      await expectAccessible(page);

      const secondUrl = await startPayment(page, 'wechat');
      expect(secondUrl).not.toBe(firstUrl);
      await expect(page.getByTestId('order-failed')).toBeHidden();
      await gateway.goto(secondUrl);
      await gatewayButton(gateway, locale, 'pay').click();
      const paid = page.getByTestId('order-paid');
      await expect(paid).toContainText(O.successTitle, { timeout: 15_000 });
      await expect(page.getByTestId('order-pending-shipment')).toHaveText(O.successGoods);
      await expect(paid).toContainText('文三路 90 号');
      await expect(page.getByTestId('order-status')).toHaveText(locale === 'cn' ? '待发货' : 'Pending shipment');
      await gateway.close();

      await page.goto('/shopping/purchases');
      const card = page.locator(`[data-test="purchase"][data-order-no="${orderNo}"]`);
      await expect(card.getByTestId('order-status')).toHaveText(locale === 'cn' ? '待发货' : 'Pending shipment');
      await expect(card).toContainText(goods.name);
      await expect(card).toContainText(locale === 'cn' ? '微信支付' : 'WeChat Pay');
      await expect(card).toContainText('文三路 90 号');
      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/shopping/order/${orderNo}$`));
    });
  }
});

test('a visitor is asked to log in on checkout, the order page and purchases @layout', async ({ page, context, baseURL }) => {
  for (const locale of LOCALES) {
    await chooseLanguage(context, baseURL, locale);
    for (const [path, ns] of [
      ['/shopping/checkout?item=1', 'Checkout'],
      ['/shopping/order/20261126000000000001', 'Order'],
      ['/shopping/purchases', 'Purchases'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('login-prompt')).toContainText(MESSAGES[locale][ns].loginPromptTitle);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  }
});
