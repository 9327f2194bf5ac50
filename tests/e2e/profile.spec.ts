import { expect, test } from './support/test';
import sharp from 'sharp';

import { chooseLanguage } from './support/env';
import { keepLogin, loginByCode } from './support/session';
import { MESSAGES } from './support/messages';

// Profile and account pages against the production build: a user registered
// through the real code flow (codes read from /dev/outbox) edits the nickname
// and sees it in the header, uploads an avatar, applies for cancellation and
// is logged out, then logs in again during the cooling-off period and
// withdraws. Visitors get the login prompt.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `136${run}${String(seq).padStart(4, '0')}`;
}

test.describe('profile', () => {
  test('edit the nickname and see it in the header, upload an avatar', async ({ page, context, request, baseURL }) => {
    const M = MESSAGES.cn;
    const login = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, login);

    await page.goto('/user/my');
    await expect(page.getByTestId('profile-nickname')).toHaveText(login.nickName);
    await expect(page.getByTestId('profile-account-no')).toContainText(String(login.accountNo));
    await expect(page.getByTestId('my-rows').getByRole('link')).toHaveCount(9);
    await page.getByTestId('edit-profile').click();
    await expect(page).toHaveURL(/\/user\/myInfo$/);

    // Nothing changed yet: the form says so without calling the server.
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(M.MyInfo.notUpdated)).toBeVisible();

    await page.getByTestId('nickname-input').fill('  ');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-form').getByRole('alert')).toHaveText(M.MyInfo.contentEmpty);

    await page.getByTestId('nickname-input').fill('小狐狸 Fox');
    await page.getByTestId('profile-save').click();
    await expect(page.getByText(M.MyInfo.saved)).toBeVisible();
    await expect(page.getByTestId('header-avatar')).toHaveAttribute('title', '小狐狸 Fox');

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2fa866' } }).png().toBuffer();
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText(M.MyInfo.avatarUploaded)).toBeVisible();
    const avatar = page.getByAltText(M.MyInfo.avatarAlt);
    await expect(avatar).toHaveAttribute('src', /^\/media\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const src = (await avatar.getAttribute('src'))!;
    await expect(page.getByTestId('header-avatar').locator('img')).toHaveAttribute('src', src);
    const file = await request.get(src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect(file.headers()['content-disposition']).toMatch(/^inline/);

    // A text file is refused in the browser before any upload.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(page.getByText(M.MyInfo.onlyTypes)).toBeVisible();

    // After a reload, the server's data says the same.
    await page.goto('/user/my');
    await expect(page.getByTestId('profile-nickname')).toHaveText('小狐狸 Fox');
    await expect(page.getByTestId('profile-card').getByAltText(M.MyPage.avatarAlt.replace('{name}', '小狐狸 Fox'))).toHaveAttribute('src', src);

    // Logging out ends the session on the server too.
    const token = await page.evaluate(() => localStorage.getItem('user_token'));
    await page.getByTestId('logout-button').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await request.get('/api/user/info', { headers: { token: token! } })).status()).toBe(401);
  });

  test('apply for cancellation, be logged out, log in again and withdraw @layout', async ({ page, context, request, baseURL }) => {
    const M = MESSAGES.en.Logoff;
    await chooseLanguage(context, baseURL, 'en');
    const phone = newPhone();
    const login = await loginByCode(request, phone);
    await keepLogin(context, baseURL, login);

    await page.goto('/user/logoff');
    await expect(page.getByTestId('footer-logoff')).toHaveCount(0);
    await page.getByTestId('logoff-account').fill(phone);
    await page.getByTestId('logoff-next').click();
    await expect(page.getByTestId('logoff-agreement')).toContainText('15-day cooling-off period');
    await page.getByTestId('logoff-next').click();
    await expect(page.getByText(M.agreementRequired)).toBeVisible();
    await page.getByTestId('logoff-agree').check();
    await page.getByTestId('logoff-next').click();
    await page.getByTestId('logoff-next').click();
    await expect(page.getByText(M.reasonRequired)).toBeVisible();
    await page.getByLabel(MESSAGES.en.Logoff.reasons.textbook).check();
    await page.getByTestId('logoff-next').click();
    await page.getByTestId('logoff-confirm-ok').click();

    await expect(page.getByRole('heading', { name: M.statusTitle })).toBeVisible();
    await expect(page.getByText(M.statusCall)).toBeVisible();
    await expect(page.getByTestId('logoff-effective')).toContainText(/\d{4}/);
    // Logged out here and on the server: the header offers login, the old token is dead.
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user_token'))).toBeNull();
    const old = await request.get('/api/user/info', { headers: { token: login.token } });
    expect(old.status()).toBe(401);
    expect((await old.json()).code).toBe(1001);

    // During the cooling-off period the user may log in again and keep the account.
    const again = await loginByCode(request, phone);
    const fresh = await context.browser()!.newContext({ viewport: page.viewportSize()! });
    await chooseLanguage(fresh, baseURL, 'en');
    await keepLogin(fresh, baseURL, again);
    const page2 = await fresh.newPage();
    await page2.goto('/user/my');
    await expect(page2.getByTestId('cancellation-banner')).toBeVisible();
    // Nothing sticks out sideways, on the phone either.
    expect(await page2.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page2.getByRole('link', { name: MESSAGES.en.MyPage.cancellingAction }).click();
    await page2.getByTestId('logoff-withdraw').click();
    await expect(page2.getByText(M.withdrawn)).toBeVisible();
    await expect(page2).toHaveURL(/\/user\/my$/);
    await expect(page2.getByTestId('profile-card')).toBeVisible();
    await expect(page2.getByTestId('cancellation-banner')).toHaveCount(0);
    await fresh.close();
  });

  test('visitors get a login prompt on the user pages @layout', async ({ page }) => {
    for (const path of ['/user/my', '/user/myInfo', '/user/logoff']) {
      await page.goto(path);
      await expect(page.getByTestId('login-prompt')).toBeVisible();
    }
    await page.getByTestId('login-prompt-button').click();
    await expect(page.locator('#loginDv')).toBeVisible();
  });
});
