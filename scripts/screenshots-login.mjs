// Screenshots of every view of the login dialog and the full-page logins, in
// both languages at 1280 px and 390 px, for a person to look at. The code and
// login calls are answered by the script itself (a fixed code, a new user who
// must set a password), so no SMS or outbox is involved.
// Usage: node scripts/screenshots-login.mjs http://127.0.0.1:3000   (PNG files go to screenshots/login/)
import { mkdirSync } from 'node:fs';

import { chromium, selectors } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = 'screenshots/login';
mkdirSync(out, { recursive: true });

const LOGIN = {
  token: 'screenshot-token',
  uid: 1,
  accountNo: 'SE000001',
  gotoUpdatePwd: true,
  nickName: 'Sprout',
  avatarUrl: null,
  phone: '13800000000',
  dialCode: '86',
  email: null,
};
const ok = (data) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, msg: 'success', data }) });

selectors.setTestIdAttribute('data-test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
});

for (const locale of ['cn', 'en']) {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: name === 'phone', hasTouch: name === 'phone' });
    await context.addCookies([{ name: 'i18n_redirected', value: locale, url: base }]);
    const page = await context.newPage();
    await page.route('**/api/user/login/sendMsgCode', (r) => r.fulfill(ok({ sent: true })));
    await page.route('**/api/user/login/sendEmailCode', (r) => r.fulfill(ok({ sent: true })));
    await page.route('**/api/user/login/checkMsgCode', (r) => r.fulfill(ok(LOGIN)));
    await page.route('**/api/user/login/checkEmailCode', (r) => r.fulfill(ok(LOGIN)));
    const shot = async (label) => {
      const file = `${out}/${label}-${locale}-${name}.png`;
      await page.screenshot({ path: file });
      console.log(file);
    };
    const dialog = page.locator('#loginDv');

    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('header-login').click();
    await dialog.waitFor();
    await page.waitForTimeout(400);
    await shot('1-password');
    await dialog.getByTestId('pwd-login-submit').click();
    await shot('2-password-warning');
    await dialog.getByTestId('area-code').click();
    await dialog.getByRole('combobox').fill(locale === 'cn' ? '新' : 'new');
    await shot('3-area-codes');
    await page.keyboard.press('Escape');

    await dialog.getByTestId(locale === 'cn' ? 'tab-phone' : 'tab-email').click();
    await shot('4-code');
    if (locale === 'cn') {
      // Outside mainland China the security check comes first (its own API, not answered by this script).
      await dialog.getByTestId('phone-input').fill('51234567');
      await dialog.getByTestId('area-code').click();
      await dialog.getByRole('combobox').fill('852');
      await page.keyboard.press('Enter');
      await dialog.getByTestId('get-code').click();
      await page.getByTestId('captcha-dialog').waitFor();
      await page.waitForTimeout(800);
      await shot('5b-captcha');
      await page.getByTestId('captcha-close').click();
      // Switching tabs clears the form again.
      await dialog.getByTestId('tab-pwd').click();
      await dialog.getByTestId('tab-phone').click();
    }
    if (locale === 'cn') await dialog.getByTestId('phone-input').fill('138 0000-0000');
    else await dialog.getByTestId('email-input').fill('lily@example.com');
    await dialog.getByTestId('get-code').click();
    await page.waitForTimeout(1200);
    await shot('5-code-countdown');
    await dialog.getByTestId('code-input').fill('123456');
    await dialog.getByTestId('code-login-submit').click();
    await dialog.getByTestId('set-pwd-form').waitFor();
    await dialog.getByTestId('set-pwd-submit').click();
    await shot('6-set-password');

    await dialog.getByTestId('login-close').click();
    await page.getByTestId('header-login').click();
    await dialog.getByTestId('to-forgot').click();
    await dialog.getByTestId('reset-submit').click();
    await shot('7-forgot');

    for (const path of ['/user/login', '/abc/login']) {
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await shot(`8-page${path.replace(/\//g, '_')}`);
    }
    await context.close();
  }
}
await browser.close();
