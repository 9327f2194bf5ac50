import { expect, test, type Locator, type Page } from './support/test';

import { dragSlider, findPieceX, retrySlider, solveSliderCaptcha } from './support/captcha';
import { isPhone } from './support/env';
import { MESSAGES } from './support/messages';

// SPEC §2 Captcha overlay, §4 Captcha, §9 sizes and delays: the security check a number outside mainland
// China gets before an SMS. It is solved here the way a person does it: look at the picture, move the slider.

const CN = MESSAGES.cn.Captcha;
const SEND_PATH = '/api/user/login/sendMsgCode';

/** Opens the captcha as a user meets it: code login with a Hong Kong number, then 'get code'. */
async function openCaptcha(page: Page): Promise<{ captcha: Locator; number: string }> {
  const number = `6${String(Date.now()).slice(-7)}`;
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const login = page.getByTestId('login-dialog');
  await login.getByRole('tab', { name: MESSAGES.cn.LoginDialog.phoneTab }).click();
  await login.getByTestId('area-code').click();
  await login.getByRole('combobox', { name: MESSAGES.cn.LoginDialog.areaSearch }).fill('852');
  await login.getByRole('option', { name: /中国香港/ }).click();
  await login.getByLabel(MESSAGES.cn.LoginDialog.phone, { exact: true }).fill(number);
  await login.getByTestId('get-code').click();
  const captcha = page.getByTestId('captcha-dialog');
  await expect(captcha.getByRole('heading', { name: CN.title })).toBeVisible();
  await expect(captcha.getByTestId('captcha-piece')).toBeVisible();
  return { captcha, number };
}

async function imageSources(captcha: Locator): Promise<[string, string]> {
  return [(await captcha.getByTestId('captcha-image').getAttribute('src'))!, (await captcha.getByTestId('captcha-piece').getAttribute('src'))!];
}

test.describe('captcha', () => {
  test('a wrong drag shows "verification failed" in red, then a new picture with the slider back at the start', async ({ page }) => {
    const { captcha } = await openCaptcha(page);
    const [image] = await imageSources(captcha);
    const slider = captcha.getByRole('slider', { name: CN.sliderLabel });
    // The hole is never this close to the left edge (the answer lies between 100 and 262 px).
    await dragSlider(page, slider, 20);
    const failure = captcha.getByTestId('captcha-failure');
    await expect(failure).toHaveText(CN.failed);
    await expect(failure).toBeHidden({ timeout: 3000 });
    await expect.poll(async () => (await imageSources(captcha))[0]).not.toBe(image);
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(captcha).toBeVisible();
  });

  test('moving the piece into its hole passes, sends the SMS with a one-time proof, and the code registers the number', async ({ page, request }) => {
    const { captcha, number } = await openCaptcha(page);
    // The send as the browser makes it (read at the network layer, then let through).
    let sentBody: { captchaVerification?: string; dialCode?: string; phoneNumber?: string } | undefined;
    await page.route(`**${SEND_PATH}`, async (route) => {
      sentBody = JSON.parse(route.request().postData() ?? '{}');
      await route.continue();
    });
    const sent = page.waitForResponse((r) => r.url().includes(SEND_PATH));
    await solveSliderCaptcha(page);
    await expect(captcha.getByTestId('captcha-success')).toBeVisible();
    await expect(captcha.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    expect((await (await sent).json()).code).toBe(0);
    await expect(captcha).toBeHidden();
    expect(sentBody?.dialCode).toBe('852');
    expect(sentBody?.captchaVerification).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // The proof is spent: the same value cannot send another SMS.
    const replay = await request.post(SEND_PATH, { data: { ...sentBody, phoneNumber: `7${String(Date.now()).slice(-7)}` } });
    expect(await replay.json()).toMatchObject({ code: 4107, msg: MESSAGES.cn.Errors.CAPTCHA_INVALID });

    // The code reaches +852 and registers the number like any code login: the sign-up step, then the first password.
    let code: string | null = null;
    await expect
      .poll(async () => {
        const html = await (await request.get(`/dev/outbox?to=${encodeURIComponent(`+852 ${number}`)}`)).text();
        code = /data-test="outbox-code"[^>]*>(\d{6})</.exec(html)?.[1] ?? null;
        return code;
      })
      .not.toBeNull();
    const login = page.getByTestId('login-dialog');
    await login.getByLabel(MESSAGES.cn.LoginDialog.code, { exact: true }).fill(code!);
    await login.getByRole('button', { name: MESSAGES.cn.LoginDialog.loginOrRegister }).click();
    // A new number answers the sign-up step first.
    const signUp = login.getByTestId('sign-up-consent');
    await signUp.getByText(MESSAGES.cn.LoginDialog.consentUnder14No, { exact: true }).click();
    await signUp.getByTestId('consent-agree').check();
    await signUp.getByRole('button', { name: MESSAGES.cn.LoginDialog.consentSubmit }).click();
    await expect(login.getByRole('heading', { name: MESSAGES.cn.LoginDialog.setPwdTitle })).toBeVisible();
  });

  test('the slider works from the keyboard: arrow keys move it, Enter checks', async ({ page }) => {
    const { captcha } = await openCaptcha(page);
    const slider = captcha.getByRole('slider', { name: CN.sliderLabel });
    // The picture is read by template matching, which misses now and then: a miss brings a new picture.
    await retrySlider(page, 3, async (image, piece) => {
      const x = await findPieceX(image, piece);
      await slider.focus();
      for (let i = 0; i < Math.floor(x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
      for (let i = 0; i < x % 10; i++) await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuenow', String(x));
      await page.keyboard.press('Enter');
    });
    await expect(captcha.getByTestId('captcha-success')).toBeVisible();
    await expect(captcha).toBeHidden();
  });

  test('the typed-code alternative refuses a wrong code and shows a new one', async ({ page }) => {
    const { captcha } = await openCaptcha(page);
    await captcha.getByRole('button', { name: CN.useTextCode }).click();
    const input = captcha.getByLabel(CN.textHint);
    await expect(captcha.getByRole('img', { name: CN.textImageAlt })).toBeVisible();
    const before = await captcha.getByTestId('captcha-image').getAttribute('src');
    // No generated code contains the letter O (it is left out as too like 0).
    await input.fill('OOOO');
    await captcha.getByRole('button', { name: CN.submit, exact: true }).click();
    await expect(captcha.getByTestId('captcha-failure')).toHaveText(CN.failed);
    await expect.poll(() => captcha.getByTestId('captcha-image').getAttribute('src')).not.toBe(before);
    await expect(input).toHaveValue('');
  });

  test('the 330 px popup fits the screen and the slider follows the finger or the mouse @layout', async ({ page }, testInfo) => {
    const { captcha } = await openCaptcha(page);
    const box = (await captcha.boundingBox())!;
    expect(Math.round(box.width)).toBe(330);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const image = (await captcha.getByTestId('captcha-image').boundingBox())!;
    expect([Math.round(image.width), Math.round(image.height)]).toEqual([310, 155]);

    const slider = captcha.getByRole('slider');
    if (isPhone(testInfo)) {
      // A touch drag of 60 px, through Chromium's touch input.
      const handle = (await slider.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const y = handle.y + handle.height / 2;
      const x0 = handle.x + handle.width / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
      for (let step = 1; step <= 6; step++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x0 + step * 10, y }] });
      }
      await expect(slider).toHaveAttribute('aria-valuenow', '60');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await dragSlider(page, slider, 60);
    }
    // 60 px is left of every hole: the check runs and fails.
    await expect(captcha.getByTestId('captcha-failure')).toBeVisible();
  });
});
