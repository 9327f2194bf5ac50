import { expect, test, type APIRequestContext, type Page } from './support/test';

import { chooseLanguage, isPhone } from './support/env';
import { MESSAGES } from './support/messages';
import { ADULT_SIGN_UP, readCode } from './support/session';

// The login dialog and the full-page logins against the production build:
// registration by phone code with the first password, password login, a wrong
// password, a password reset, protected entries and redirects, the /abc login, and e-mail code
// login in English. Codes are read from /dev/outbox (the server runs with DEV_OUTBOX=true).

const CN = MESSAGES.cn.LoginDialog;
const EN = MESSAGES.en.LoginDialog;
const PASSWORD = 'Sprout2026go';

let seq = 0;
const run = String(Date.now()).slice(-4);
/** A mainland mobile number no other test of this run uses. */
function newPhone(): string {
  seq += 1;
  return `137${run}${String(seq).padStart(4, '0')}`;
}
function newEmail(): string {
  seq += 1;
  return `e2e.${run}.${seq}@example.com`;
}


/** A user with a password, registered through the API as the dialog does it (sent once per run and reused). */
let sharedUser: Promise<{ phone: string; password: string }> | undefined;
function registeredUser(request: APIRequestContext) {
  sharedUser ??= (async () => {
    const phone = newPhone();
    const sent = await request.post('/api/user/login/sendMsgCode', { data: { phoneNumber: phone, dialCode: '86', purpose: 'login' } });
    expect((await sent.json()).code).toBe(0);
    const msgCode = await readCode(request, `+86 ${phone}`);
    const login = await request.post('/api/user/login/checkMsgCode', { data: { msgCode, phoneNumber: phone, dialCode: '86', ...ADULT_SIGN_UP } });
    const { data } = await login.json();
    const { createHash } = await import('node:crypto');
    const update = await request.put('/api/user/pwd/update', {
      headers: { token: data.token },
      data: { newPwd: createHash('md5').update(PASSWORD).digest('hex') },
    });
    expect((await update.json()).code).toBe(0);
    return { phone, password: PASSWORD };
  })();
  return sharedUser;
}

const dialog = (page: Page) => page.locator('#loginDv');

/** The sign-up step a new number or e-mail meets: the learner's age group, a guardian's consent if under 14, both documents. */
async function answerSignUp(page: Page, m: typeof CN, { under14 }: { under14: boolean }) {
  const step = dialog(page).getByTestId('sign-up-consent');
  await expect(dialog(page).getByRole('heading', { name: m.consentTitle })).toBeVisible();
  await step.getByRole('button', { name: m.consentSubmit }).click();
  await expect(step.getByTestId('consent-problem')).toHaveText(m.consentNeedAge);
  await step.getByText(under14 ? m.consentUnder14Yes : m.consentUnder14No, { exact: true }).click();
  if (under14) await step.getByTestId('consent-guardian').check();
  await step.getByTestId('consent-agree').check();
  await step.getByRole('button', { name: m.consentSubmit }).click();
}

async function passwordLogin(page: Page, account: string, password: string, m = CN) {
  const box = dialog(page).or(page.getByTestId('pwd-login-form')).first();
  await box.getByLabel(m.account, { exact: true }).fill(account);
  await box.getByLabel(m.password, { exact: true }).fill(password);
  await box.getByRole('button', { name: m.login, exact: true }).click();
}

test.describe('login dialog (Chinese edition)', () => {
  test('register by phone code, set the password, log out, log in with the password', async ({ page, context, request }) => {
    const phone = newPhone();
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('tab', { name: CN.pwdTab })).toHaveAttribute('aria-selected', 'true');

    await dialog(page).getByRole('tab', { name: CN.phoneTab }).click();
    await dialog(page).getByLabel(CN.phone, { exact: true }).pressSequentially('137-' + phone.slice(3));
    await expect(dialog(page).getByLabel(CN.phone, { exact: true })).toHaveValue(phone);
    await dialog(page).getByTestId('get-code').click();
    await expect(dialog(page).getByTestId('get-code')).toHaveText(/60|59|58/);
    await expect(dialog(page).getByTestId('get-code')).toBeDisabled();

    const code = await readCode(request, `+86 ${phone}`);
    await dialog(page).getByLabel(CN.code, { exact: true }).fill(code);
    await expect(dialog(page).getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacy');
    await dialog(page).getByRole('button', { name: CN.loginOrRegister }).click();
    await answerSignUp(page, CN, { under14: false });

    // A new account is logged in at once; a password is offered, not forced.
    await expect(dialog(page).getByRole('heading', { name: CN.setPwdTitle })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_info'))).not.toBeNull();
    await dialog(page).getByRole('button', { name: CN.confirm }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(CN.needSetPwd);
    await dialog(page).getByLabel(CN.setPwd, { exact: true }).fill(PASSWORD);
    await dialog(page).getByLabel(CN.setPwd, { exact: true }).press('Enter');

    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(CN.loginSuccess)).toBeVisible();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('user_token'),
      info: JSON.parse(localStorage.getItem('user_info') ?? 'null'),
      tracking: localStorage.getItem('queryQuickTracking'),
    }));
    expect(stored.token).toMatch(/\S{20,}/);
    expect(stored.info).toMatchObject({ token: stored.token, phone, dialCode: '86' });
    const cookie = (await context.cookies()).find((c) => c.name === 'user_token');
    expect(cookie?.value).toBe(stored.token);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('queryQuickTracking'))).not.toBeNull();

    // Log out as the browser forgets it, then log in with the new password.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByTestId('header-login').click();
    await passwordLogin(page, phone, PASSWORD);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
  });

  test('forgot password: a reset by phone code logs in, and the old password and sessions stop working', async ({ page, request }) => {
    const { createHash } = await import('node:crypto');
    const md5 = (value: string) => createHash('md5').update(value).digest('hex');
    const phone = newPhone();
    // An account with an old password and a session on another device.
    await request.post('/api/user/login/sendMsgCode', { data: { phoneNumber: phone, dialCode: '86', purpose: 'login' } });
    const firstCode = await readCode(request, `+86 ${phone}`);
    const first = await (await request.post('/api/user/login/checkMsgCode', { data: { msgCode: firstCode, phoneNumber: phone, dialCode: '86', ...ADULT_SIGN_UP } })).json();
    const oldToken: string = first.data.token;
    const set = await request.put('/api/user/pwd/update', { headers: { token: oldToken }, data: { newPwd: md5('OldSprout2025') } });
    expect((await set.json()).code).toBe(0);

    await page.goto('/');
    await page.getByTestId('header-login').click();
    await dialog(page).getByTestId('to-forgot').click();
    await expect(dialog(page).getByTestId('forgot-form')).toBeVisible();
    await dialog(page).getByLabel(CN.phone, { exact: true }).fill(phone);
    await dialog(page).getByTestId('get-code').click();
    let resetCode = '';
    await expect
      .poll(async () => {
        resetCode = await readCode(request, `+86 ${phone}`);
        return resetCode;
      })
      .not.toBe(firstCode);
    await dialog(page).getByLabel(CN.code, { exact: true }).fill(resetCode);
    await dialog(page).getByLabel(CN.newPwd, { exact: true }).fill(PASSWORD);
    await dialog(page).getByLabel(CN.repeatPwd, { exact: true }).fill(PASSWORD);
    await dialog(page).getByTestId('reset-submit').click();

    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(CN.resetSuccess)).toBeVisible();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    // The other device is logged out, the old password is refused and the new one works.
    expect((await (await request.get('/api/user/info', { headers: { token: oldToken } })).json()).code).toBe(1001);
    const oldLogin = await request.post('/api/user/login/pwd', { data: { username: phone, encryptionPwd: md5('OldSprout2025'), dialCode: '86' } });
    expect((await oldLogin.json()).code).not.toBe(0);
    const newLogin = await request.post('/api/user/login/pwd', { data: { username: phone, encryptionPwd: md5(PASSWORD), dialCode: '86' } });
    expect((await newLogin.json()).code).toBe(0);
  });

  test('a wrong password is refused with the server message and nothing is stored', async ({ page, request }) => {
    const user = await registeredUser(request);
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await passwordLogin(page, user.phone, 'not-the-password');
    await expect(page.getByTestId('toast').filter({ hasText: MESSAGES.cn.Errors.PASSWORD_LOGIN_FAILED })).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_info'))).toBeNull();
  });

  test('warnings come in order and send nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('header-login').click();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/user/')) calls.push(r.url());
    });
    await dialog(page).getByRole('button', { name: CN.login, exact: true }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(CN.needAccount);
    await dialog(page).getByLabel(CN.account, { exact: true }).fill('13700000000');
    await dialog(page).getByLabel(CN.account, { exact: true }).press('Enter');
    await expect(dialog(page).getByRole('alert')).toHaveText(CN.needPassword);
    await dialog(page).getByRole('button', { name: CN.forgot }).click();
    await dialog(page).getByRole('button', { name: CN.reset }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText(CN.needPhone);
    expect(calls).toEqual([]);
  });

  test('a number outside mainland China gets the security check before any SMS', async ({ page, request }) => {
    const number = `5${String(Date.now()).slice(-7)}`;
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await dialog(page).getByRole('tab', { name: CN.phoneTab }).click();
    await dialog(page).getByTestId('area-code').click();
    await dialog(page).getByRole('combobox', { name: CN.areaSearch }).fill('852');
    await dialog(page).getByRole('option', { name: /中国香港/ }).click();
    await expect(dialog(page).getByTestId('area-code')).toHaveText('+852');
    await dialog(page).getByLabel(CN.phone, { exact: true }).fill(number);
    await dialog(page).getByTestId('get-code').click();

    const captcha = page.getByTestId('captcha-dialog');
    await expect(captcha).toBeVisible();
    await expect(captcha.getByRole('heading', { name: MESSAGES.cn.Captcha.title })).toBeVisible();
    await captcha.getByTestId('captcha-close').click();
    await expect(captcha).toBeHidden();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByTestId('get-code')).toHaveText(CN.getCode);
    const outbox = await (await request.get(`/dev/outbox?to=${encodeURIComponent(`+852 ${number}`)}`)).text();
    expect(outbox).not.toContain('data-test="outbox-message"');
  });

  test('a protected entry continues to its page after login', async ({ page, request }) => {
    const user = await registeredUser(request);
    await page.goto('/');
    await page.getByTestId('header-collect').click();
    await expect(dialog(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await passwordLogin(page, user.phone, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/user/collect');
  });

  test('the dialog is 600 px wide on desktop and a full-screen sheet on a phone @layout', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    const viewport = page.viewportSize()!;
    if (isPhone(testInfo)) {
      expect(Math.round(box!.width)).toBe(viewport.width);
      expect(Math.round(box!.height)).toBeGreaterThanOrEqual(viewport.height - 1);
    } else {
      expect(Math.round(box!.width)).toBe(600);
    }
  });
});

test.describe('full-page logins', () => {
  test('/user/login?redirect=/classStep ends at /classStep', async ({ page, request }) => {
    const user = await registeredUser(request);
    await page.goto('/user/login?redirect=/classStep');
    await expect(page).toHaveTitle(new RegExp(MESSAGES.cn.LoginPage.metaTitle));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('#loginDv')).toHaveCount(0);
    await passwordLogin(page, user.phone, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/classStep');
    await expect(page.getByTestId('header-avatar')).toBeVisible();
  });

  test('a foreign redirect is ignored: /user/login?redirect=//evil.example goes home', async ({ page, request }) => {
    const user = await registeredUser(request);
    await page.goto('/user/login?redirect=//evil.example/x');
    await passwordLogin(page, user.phone, user.password);
    await expect(page).toHaveURL((url) => url.origin === new URL(page.url()).origin && url.pathname === '/');
  });

  test('/abc/login leads into the abc area, to the page the guard came from', async ({ page, request }) => {
    const user = await registeredUser(request);
    await page.goto('/abc/course/list');
    await expect(page).toHaveURL((url) => url.pathname === '/abc/login');
    await expect(page.getByTestId('abc-header')).toBeVisible();
    await passwordLogin(page, user.phone, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/abc/course/list');
    await expect(page.getByTestId('abc-allCourses')).toHaveAttribute('aria-current', 'page');
  });

  test('/abc/login without a redirect goes to today\'s classes', async ({ page, request }) => {
    const user = await registeredUser(request);
    await page.goto('/abc/login');
    await expect(page).toHaveTitle(new RegExp(MESSAGES.cn.LoginPage.abcMetaTitle));
    await passwordLogin(page, user.phone, user.password);
    await expect(page).toHaveURL((url) => url.pathname === '/abc/course/todayList');
    await expect(page.getByTestId('abc-todayList')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('English edition', () => {
  test('e-mail code login registers, offers a password, then logs in', async ({ page, context, baseURL, request }) => {
    await chooseLanguage(context, baseURL, 'en');
    const email = newEmail();
    await page.goto('/');
    await page.getByTestId('header-login').click();
    await expect(dialog(page).getByRole('tab')).toHaveText([EN.pwdTab, EN.emailTab, EN.phoneTab]);
    await dialog(page).getByRole('tab', { name: EN.emailTab }).click();
    await dialog(page).getByLabel(EN.email, { exact: true }).fill(email);
    await dialog(page).getByTestId('get-code').click();
    await expect(dialog(page).getByTestId('get-code')).toBeDisabled();
    const code = await readCode(request, email);
    await dialog(page).getByLabel(EN.code, { exact: true }).fill(code);
    await dialog(page).getByRole('button', { name: EN.loginOrRegister }).click();
    // A parent signing up a learner under 14 confirms they are the guardian and consent.
    await answerSignUp(page, EN, { under14: true });
    await expect(dialog(page).getByRole('heading', { name: EN.setPwdTitle })).toBeVisible();
    await dialog(page).getByLabel(EN.setPwd, { exact: true }).fill(PASSWORD);
    await dialog(page).getByRole('button', { name: EN.confirm }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(EN.loginSuccess)).toBeVisible();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_info') ?? 'null'))).toMatchObject({ email });
  });
});

test.describe('a parent who signs up by phone and reads the site in English', () => {
  test('registers by phone code, closes the password offer, stays logged in, is not asked again', async ({ page, context, baseURL, request }) => {
    await chooseLanguage(context, baseURL, 'en');
    const phone = newPhone();
    const codeLogin = async () => {
      await page.getByTestId('header-login').click();
      await dialog(page).getByRole('tab', { name: EN.phoneTab }).click();
      await dialog(page).getByLabel(EN.phone, { exact: true }).fill(phone);
      await dialog(page).getByTestId('get-code').click();
      await expect(dialog(page).getByTestId('get-code')).toBeDisabled();
      const code = await readCode(request, `+86 ${phone}`);
      await dialog(page).getByLabel(EN.code, { exact: true }).fill(code);
      await dialog(page).getByRole('button', { name: EN.loginOrRegister }).click();
    };

    await page.goto('/');
    await codeLogin();
    await answerSignUp(page, EN, { under14: false });
    await expect(dialog(page).getByRole('heading', { name: EN.setPwdTitle })).toBeVisible();
    await page.getByTestId('login-close').click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByTestId('header-avatar')).toBeVisible();

    // Still logged in after a reload, and the profile offers the password again.
    await page.reload();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    await page.goto('/user/myInfo');
    await expect(page.getByTestId('password-offer')).toBeVisible();

    // A later code login completes at once: no password dialog.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await chooseLanguage(context, baseURL, 'en');
    await page.reload();
    await codeLogin();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText(EN.loginSuccess)).toBeVisible();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
  });
});
