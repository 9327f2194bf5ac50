/**
 * SMS and e-mail codes as a client sees them (security baseline A1-A3, A5,
 * P4): sending, logging in or registering with a code, resetting the
 * password with one, and every way a code is refused.
 */
import { eq } from 'drizzle-orm';

import { authCodes, outbox, users } from '@/server/db/schema';
import { codeDigest, generateCode } from '@/server/services/auth/codes';
import { consumeCaptchaVerification } from '@/server/services/captcha';

import { ADULT_SIGN_UP,
  emailCode,
  fakeClock,
  latestCode,
  latestOutbox,
  loginByPhone,
  md5,
  newEmail,
  newIp,
  newPhone,
  redeemOkOnce,
  smsCode,
  TEST_PEPPER,
  withServerEnv,
  type LoginData,
} from './helpers/auth';
import { cnMessages, describeEachEngine, envelope } from './helpers/test-app';

jest.mock('@/server/services/captcha', () => ({ consumeCaptchaVerification: jest.fn() }));

/** Stands in for the captcha service: a verification starting with 'ok-' is good exactly once. */
const consumeMock = redeemOkOnce(consumeCaptchaVerification);

const SEND = '/api/user/login/sendMsgCode';
const SEND_EMAIL = '/api/user/login/sendEmailCode';
const CHECK = '/api/user/login/checkMsgCode';
const CHECK_EMAIL = '/api/user/login/checkEmailCode';
const INFO = '/api/user/info';

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER });
afterEach(() => jest.useRealTimers());

describe('code generation (A1)', () => {
  it('draws six digits, each digit equally likely (chi-square, p > 0.001)', () => {
    const counts = Array(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const code = generateCode();
      expect(code).toMatch(/^\d{6}$/);
      for (const d of code) counts[Number(d)] += 1;
    }
    const expected = 60_000 / 10;
    const chi2 = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });
});

describeEachEngine('codes', (t) => {
  async function check(json: Record<string, unknown>, init: { ip?: string; headers?: Record<string, string> } = {}) {
    const res = await t.request(CHECK, { json: { ...ADULT_SIGN_UP, dialCode: '86', ...json }, ip: init.ip ?? newIp(), headers: init.headers });
    return { res, body: await envelope<LoginData>(res) };
  }

  /** Checks a refusal; takes a Response, or a `check()` result whose body was already read. */
  async function expectError(
    answer: Response | { res: Response; body: { msg: string; data: unknown } },
    name: keyof typeof cnMessages.Errors,
    status: number,
  ) {
    const { res, body } = answer instanceof Response ? { res: answer, body: await envelope(answer) } : answer;
    expect({ status: res.status, msg: body.msg }).toEqual({ status, msg: cnMessages.Errors[name] });
    expect(body.data).toBeNull();
  }

  describe('POST /api/user/login/sendMsgCode', () => {
    it('sends a code to a +86 number without a captcha and answers { sent: true }', async () => {
      consumeMock.mockClear();
      const phone = newPhone();
      const res = await t.request(SEND, { json: { phoneNumber: phone, dialCode: '86' }, ip: newIp() });
      expect(res.status).toBe(200);
      expect(await envelope(res)).toEqual({ code: 0, msg: 'success', data: { sent: true } });
      const message = await latestOutbox(t.db, `+86 ${phone}`);
      expect(message.channel).toBe('sms');
      expect(message.body).toMatch(/^【萌芽英语】你的验证码是 \d{6}，5 分钟内有效/);
      expect(consumeMock).not.toHaveBeenCalled();
    });

    it('writes the message in English for an English caller, and says when it is for a reset', async () => {
      const phone = newPhone();
      await t.request(SEND, { json: { phoneNumber: phone, dialCode: 86, purpose: 'reset' }, ip: newIp(), headers: { 'accept-language': 'en' } });
      expect((await latestOutbox(t.db, `+86 ${phone}`)).body).toMatch(/^\[Sprout English\] Your password reset code is \d{6}\. It expires in 5 minutes/);
    });

    it('stores only an HMAC of the code, bound to purpose, channel and destination (A1)', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const rows = await t.db.select().from(authCodes).where(eq(authCodes.destination, `+86${phone}`));
      expect(rows).toHaveLength(1);
      expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].codeHash).toBe(codeDigest('auth', 'sms', `+86${phone}`, code));
      expect(rows[0].codeHash).not.toBe(codeDigest('login', 'sms', `+86${phone}`, code));
      expect(JSON.stringify(rows)).not.toContain(code);
      expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(5 * 60_000);
    });

    it.each([
      [{ phoneNumber: '1390000abcd', dialCode: '86' }, 'phoneNumber'],
      [{ phoneNumber: '1390000000', dialCode: '86' }, 'phoneNumber'], // 10 digits: not a mainland mobile
      [{ phoneNumber: '23900000000', dialCode: '86' }, 'phoneNumber'],
      [{ phoneNumber: '13900000000', dialCode: 'x86' }, 'dialCode'],
      [{ dialCode: '86' }, 'phoneNumber'],
      [{ phoneNumber: '13900000000', dialCode: '86', purpose: 'signup' }, 'purpose'],
    ])('refuses %j naming %s', async (json, field) => {
      const res = await t.request(SEND, { json, ip: newIp() });
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe(cnMessages.Errors.VALIDATION_FAILED.replace('{field}', field));
    });

    it('accepts the inputs in the query string, as the spec lists them', async () => {
      const phone = newPhone();
      const res = await t.request(`${SEND}?phoneNumber=${phone}&dialCode=86`, { method: 'POST', ip: newIp() });
      expect((await envelope(res)).code).toBe(0);
      expect(await latestOutbox(t.db, `+86 ${phone}`)).toBeDefined();
    });

    it('accepts the same value in body and query but refuses different ones', async () => {
      const phone = newPhone();
      const same = await t.request(`${SEND}?dialCode=86`, { json: { phoneNumber: phone, dialCode: 86 }, ip: newIp() });
      expect((await envelope(same)).code).toBe(0);
      const other = newPhone();
      const conflict = await t.request(`${SEND}?phoneNumber=${newPhone()}`, { json: { phoneNumber: other, dialCode: '86' }, ip: newIp() });
      expect(conflict.status).toBe(400);
      expect(await envelope(conflict)).toEqual({
        code: 4001,
        msg: cnMessages.Errors.PARAMETER_CONFLICT.replace('{field}', 'phoneNumber'),
        data: null,
      });
      expect(await latestOutbox(t.db, `+86 ${other}`)).toBeUndefined();
    });

    it('refuses a parameter repeated in the query with different values', async () => {
      const res = await t.request(`${SEND}?phoneNumber=${newPhone()}&phoneNumber=${newPhone()}&dialCode=86`, { method: 'POST', ip: newIp() });
      expect(res.status).toBe(400);
      expect((await envelope(res)).code).toBe(4001);
    });
  });

  describe('captcha outside mainland China (A5)', () => {
    beforeEach(() => consumeMock.mockClear());

    it('refuses a non-86 number without a captchaVerification', async () => {
      const res = await t.request(SEND, { json: { phoneNumber: '91234567', dialCode: '852' }, ip: newIp() });
      await expectError(res, 'CAPTCHA_REQUIRED', 400);
      expect(await latestOutbox(t.db, '+852 91234567')).toBeUndefined();
    });

    it('refuses a verification the captcha service does not redeem, and a replayed one', async () => {
      const forged = await t.request(SEND, { json: { phoneNumber: '91234568', dialCode: '852', captchaVerification: 'forged' }, ip: newIp() });
      await expectError(forged, 'CAPTCHA_INVALID', 400);

      const good = `ok-${newPhone()}`;
      const first = await t.request(SEND, { json: { phoneNumber: '91234569', dialCode: '852', captchaVerification: good }, ip: newIp() });
      expect((await envelope(first)).data).toEqual({ sent: true });
      expect(await latestCode(t.db, '+852 91234569')).toMatch(/^\d{6}$/);
      expect(consumeMock).toHaveBeenLastCalledWith(expect.anything(), good);

      const replay = await t.request(SEND, { json: { phoneNumber: '91234570', dialCode: '852', captchaVerification: good }, ip: newIp() });
      await expectError(replay, 'CAPTCHA_INVALID', 400);
    });

    it('logs a non-86 user in with the code the captcha unlocked', async () => {
      await t.request(SEND, { json: { phoneNumber: '7700900123', dialCode: '+44', captchaVerification: `ok-${newPhone()}` }, ip: newIp() });
      const code = await latestCode(t.db, '+44 7700900123');
      const { body } = await check({ msgCode: code, phoneNumber: '7700900123', dialCode: '44' });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ phone: '7700900123', dialCode: '44', gotoUpdatePwd: true });
    });
  });

  describe('POST /api/user/login/checkMsgCode', () => {
    it('registers a new number: a token, gotoUpdatePwd, a default nickname, no avatar', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const { res, body } = await check({ msgCode: code, phoneNumber: phone, entrance: 'sprout-cn', channelCode: '1001' });
      expect(res.status).toBe(200);
      expect(body.code).toBe(0);
      const data = body.data;
      expect(Object.keys(data).sort()).toEqual(
        ['accountNo', 'avatarUrl', 'cancellationEffectiveAt', 'dialCode', 'email', 'gotoUpdatePwd', 'id', 'nickName', 'phone', 'token', 'uid'].sort(),
      );
      expect(data).toMatchObject({ gotoUpdatePwd: true, avatarUrl: null, phone, dialCode: '86', email: null });
      expect(data.accountNo).toMatch(/^\d{8}$/);
      expect(data.nickName).toBe(`萌芽学员${data.accountNo.slice(-4)}`);
      expect(data.token.length).toBeGreaterThanOrEqual(43);

      const info = await t.request(INFO, { headers: { token: data.token } });
      expect((await envelope<{ uid: number }>(info)).data.uid).toBe(data.uid);
    });

    it('logs a new code-registered user in at once: the cookie is set while a password is only offered', async () => {
      const phone = newPhone();
      const { res, body } = await check({ msgCode: await smsCode(t, phone), phoneNumber: phone });
      expect(body.data.gotoUpdatePwd).toBe(true);
      expect(res.headers.get('set-cookie') ?? '').toContain(`user_token=${body.data.token}`);
      const info = await t.request(INFO, { headers: { token: body.data.token } });
      expect(info.status).toBe(200);
    });

    it('sets the user_token cookie for 30 days, Path=/, SameSite=Lax (S4)', async () => {
      const phone = newPhone();
      await loginByPhone(t, phone, { password: 'sprout-cookie-2026' });
      const res = await t.request('/api/user/login/pwd', {
        json: { username: phone, encryptionPwd: md5('sprout-cookie-2026'), dialCode: '86' },
      });
      const body = await envelope<{ token: string; gotoUpdatePwd: boolean }>(res);
      expect(body.data.gotoUpdatePwd).toBe(false);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`user_token=${body.data.token}`);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/HttpOnly/); // the client reads and clears it
      expect(cookie).not.toMatch(/Secure/); // SITE_URL is http in the tests
    });

    it('names an English registration in English', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const { body } = await check({ msgCode: code, phoneNumber: phone }, { headers: { 'accept-language': 'en' } });
      expect(body.data.nickName).toBe(`Learner ${body.data.accountNo.slice(-4)}`);
    });

    it('logs an existing user in again: same account, a new token each time (S1)', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      const first = await loginByPhone(t, phone);
      clock.advance(61_000);
      const second = await loginByPhone(t, phone);
      expect(second.uid).toBe(first.uid);
      expect(second.token).not.toBe(first.token);
      const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      expect(rows).toHaveLength(1);
    });

    it('offers a password once, on the login that created the account (gotoUpdatePwd)', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      expect((await loginByPhone(t, phone, { password: 'sprout-garden-42' })).gotoUpdatePwd).toBe(true);
      clock.advance(61_000);
      expect((await loginByPhone(t, phone)).gotoUpdatePwd).toBe(false);
    });

    it('does not ask again at later code logins of an account that declined a password', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      const first = await loginByPhone(t, phone);
      expect(first.gotoUpdatePwd).toBe(true);
      clock.advance(61_000);
      const again = await loginByPhone(t, phone);
      expect(again.uid).toBe(first.uid);
      expect(again.gotoUpdatePwd).toBe(false);
    });

    it('accepts a code at 4:59 and refuses one at 5:01 (A2)', async () => {
      const clock = fakeClock();
      const early = newPhone();
      const earlyCode = await smsCode(t, early);
      clock.advance(4 * 60_000 + 59_000);
      expect((await check({ msgCode: earlyCode, phoneNumber: early })).body.code).toBe(0);

      const late = newPhone();
      const lateCode = await smsCode(t, late);
      clock.advance(5 * 60_000 + 1000);
      await expectError(await check({ msgCode: lateCode, phoneNumber: late }), 'CODE_INCORRECT', 400);
    });

    it('refuses a code the second time (A2)', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      expect((await check({ msgCode: code, phoneNumber: phone })).body.code).toBe(0);
      await expectError(await check({ msgCode: code, phoneNumber: phone }), 'CODE_INCORRECT', 400);
    });

    it('accepts only the newest code of a number (A2)', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      const first = await smsCode(t, phone);
      clock.advance(61_000);
      let second = await smsCode(t, phone);
      while (second === first) {
        clock.advance(61_000);
        second = await smsCode(t, phone);
      }
      await expectError(await check({ msgCode: first, phoneNumber: phone }), 'CODE_INCORRECT', 400);
      expect((await check({ msgCode: second, phoneNumber: phone })).body.code).toBe(0);
    });

    it('kills a code after five wrong tries, even for the right code then (A3)', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 1; i <= 4; i++) {
        await expectError(await check({ msgCode: wrong, phoneNumber: phone }), 'CODE_INCORRECT', 400);
      }
      await expectError(await check({ msgCode: wrong, phoneNumber: phone }), 'CODE_INCORRECT', 400);
      await expectError(await check({ msgCode: code, phoneNumber: phone }), 'CODE_INCORRECT', 400);
    });

    it('accepts the right code after four wrong tries', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 1; i <= 4; i++) await check({ msgCode: wrong, phoneNumber: phone });
      expect((await check({ msgCode: code, phoneNumber: phone })).body.code).toBe(0);
    });

    it("refuses A's code with B's number (A3)", async () => {
      const a = newPhone();
      const b = newPhone();
      const codeA = await smsCode(t, a);
      await expectError(await check({ msgCode: codeA, phoneNumber: b }), 'CODE_INCORRECT', 400);
      const codeB = await smsCode(t, b);
      if (codeB !== codeA) await expectError(await check({ msgCode: codeA, phoneNumber: b }), 'CODE_INCORRECT', 400);
      expect((await check({ msgCode: codeA, phoneNumber: a })).body.code).toBe(0);
    });

    it('binds a code to its purpose: a login code cannot reset, a reset code cannot log in (A3)', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      await loginByPhone(t, phone, { password: 'first-Password-1' });
      clock.advance(61_000);
      const loginCode = await smsCode(t, phone, { purpose: 'login' });
      const reset = await check({ msgCode: loginCode, phoneNumber: phone, newPwd: md5('second-Password-2') });
      await expectError(reset, 'CODE_WRONG_PURPOSE', 400);

      clock.advance(61_000);
      const resetCode = await smsCode(t, phone, { purpose: 'reset' });
      await expectError(await check({ msgCode: resetCode, phoneNumber: phone }), 'CODE_WRONG_PURPOSE', 400);
      expect((await check({ msgCode: resetCode, phoneNumber: phone, newPwd: md5('second-Password-2') })).body.code).toBe(0);
    });

    it('never accepts an e-mail code for a phone number, or the reverse', async () => {
      const phone = newPhone();
      const email = newEmail();
      const mailed = await emailCode(t, email);
      await expectError(await check({ msgCode: mailed, phoneNumber: phone }), 'CODE_INCORRECT', 400);
      const texted = await smsCode(t, phone);
      const res = await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: texted, email: newEmail() }, ip: newIp() });
      await expectError(res, 'CODE_INCORRECT', 400);
    });

    it('lets exactly one of two concurrent checks of one code through, and registers one account', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const results = await Promise.all([
        check({ msgCode: code, phoneNumber: phone }),
        check({ msgCode: code, phoneNumber: phone }),
        check({ msgCode: code, phoneNumber: phone }),
      ]);
      expect(results.map((r) => r.body.code).filter((c) => c === 0)).toHaveLength(1);
      expect(results.filter((r) => r.res.status === 400)).toHaveLength(2);
      const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      expect(rows).toHaveLength(1);
    });

    it.each([
      [{ msgCode: '12345' }, 'msgCode'],
      [{ msgCode: '12345a' }, 'msgCode'],
      [{ msgCode: '123456', newPwd: 'E10ADC3949BA59ABBE56E057F20F883E' }, 'newPwd'],
      [{ msgCode: '123456', newPwd: 'hunter2' }, 'newPwd'],
    ])('refuses %j naming %s', async (json, field) => {
      const { res, body } = await check({ phoneNumber: newPhone(), ...json });
      expect(res.status).toBe(400);
      expect(body.msg).toBe(cnMessages.Errors.VALIDATION_FAILED.replace('{field}', field));
    });

    it('refuses a code given in the body and a different one in the query', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      const res = await t.request(`${CHECK}?msgCode=000000`, { json: { ...ADULT_SIGN_UP, msgCode: code, phoneNumber: phone, dialCode: '86' }, ip: newIp() });
      expect(res.status).toBe(400);
      expect((await envelope(res)).code).toBe(4001);
      expect((await check({ msgCode: code, phoneNumber: phone })).body.code).toBe(0); // the refused request spent nothing
    });
  });

  describe('password reset by code (P2, P4)', () => {
    it('revokes every session of the account, then issues one new token', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      const a = await loginByPhone(t, phone, { password: 'old-Password-1' });
      clock.advance(61_000);
      const b = await loginByPhone(t, phone);
      clock.advance(61_000);
      const code = await smsCode(t, phone, { purpose: 'reset' });
      const { body } = await check({ msgCode: code, phoneNumber: phone, newPwd: md5('new-Password-2') });
      expect(body.code).toBe(0);
      expect(body.data).toMatchObject({ uid: a.uid, gotoUpdatePwd: false });

      for (const old of [a.token, b.token]) {
        const res = await t.request(INFO, { headers: { token: old } });
        expect({ status: res.status, code: (await envelope(res)).code }).toEqual({ status: 401, code: 1001 });
      }
      expect((await t.request(INFO, { headers: { token: body.data.token } })).status).toBe(200);

      const login = (pwd: string) =>
        t.request('/api/user/login/pwd', { json: { username: phone, encryptionPwd: md5(pwd), dialCode: '86' }, ip: newIp() });
      expect((await envelope(await login('new-Password-2'))).code).toBe(0);
      expect((await login('old-Password-1')).status).toBe(401);
    });

    it('refuses a common password or the own phone number without spending the code', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone);
      await expectError(await check({ msgCode: code, phoneNumber: phone, newPwd: md5('123456') }), 'PASSWORD_TOO_COMMON', 400);
      await expectError(await check({ msgCode: code, phoneNumber: phone, newPwd: md5('password1') }), 'PASSWORD_TOO_COMMON', 400);
      await expectError(await check({ msgCode: code, phoneNumber: phone, newPwd: md5('萌芽英语') }), 'PASSWORD_TOO_COMMON', 400);
      await expectError(await check({ msgCode: code, phoneNumber: phone, newPwd: md5('Sprout123') }), 'PASSWORD_TOO_COMMON', 400);
      await expectError(await check({ msgCode: code, phoneNumber: phone, newPwd: md5(phone) }), 'PASSWORD_PERSONAL', 400);
      await expectError(await check({ msgCode: code, phoneNumber: phone, newPwd: md5(`+86${phone}`) }), 'PASSWORD_PERSONAL', 400);
      expect((await check({ msgCode: code, phoneNumber: phone, newPwd: md5('a-Rare-passphrase-9') })).body.code).toBe(0);
    });

    it('registers an unknown number with the new password', async () => {
      const phone = newPhone();
      const code = await smsCode(t, phone, { purpose: 'reset' });
      const { body } = await check({ msgCode: code, phoneNumber: phone, newPwd: md5('brand-New-user-7') });
      expect(body.data).toMatchObject({ phone, gotoUpdatePwd: false });
    });
  });

  describe('e-mail codes', () => {
    it('sends, then logs in or registers with the code', async () => {
      const email = newEmail();
      const res = await t.request(SEND_EMAIL, { json: { email: email.toUpperCase() }, ip: newIp(), headers: { 'accept-language': 'en' } });
      expect(await envelope(res)).toEqual({ code: 0, msg: 'success', data: { sent: true } });
      const message = await latestOutbox(t.db, email);
      expect(message).toMatchObject({ channel: 'email', subject: 'Sprout English: your sign-in code' });
      expect(message.body).toMatch(/Your code: \d{6}/);
      const code = await latestCode(t.db, email);

      const login = await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: code, email }, ip: newIp(), headers: { 'accept-language': 'en' } });
      const body = await envelope<LoginData>(login);
      expect(body.data).toMatchObject({ email, phone: null, dialCode: null, gotoUpdatePwd: true });
      expect(body.data.nickName).toBe(`Learner ${body.data.accountNo.slice(-4)}`);
    });

    it('resets the password by e-mail code and refuses the own address as a password', async () => {
      const email = newEmail();
      const code = await emailCode(t, email, { purpose: 'reset' });
      const personal = await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: code, email, newPwd: md5(email) }, ip: newIp() });
      await expectError(personal, 'PASSWORD_PERSONAL', 400);
      const ok = await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: code, email, newPwd: md5('Mail-reset-pass-3') }, ip: newIp() });
      expect((await envelope<LoginData>(ok)).data.gotoUpdatePwd).toBe(false);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email'],
      [{ email: `${'a'.repeat(250)}@x.io` }, 'email'],
      [{}, 'email'],
    ])('refuses %j', async (json, field) => {
      const res = await t.request(SEND_EMAIL, { json, ip: newIp() });
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe(cnMessages.Errors.VALIDATION_FAILED.replace('{field}', field));
    });
  });

  it('keeps codes in the outbox text only: no raw code in any auth_codes column', async () => {
    const phone = newPhone();
    const code = await smsCode(t, phone);
    const rows = await t.db.select().from(authCodes);
    expect(JSON.stringify(rows)).not.toMatch(new RegExp(`"${code}"`));
    const messages = await t.db.select().from(outbox).where(eq(outbox.destination, `+86 ${phone}`));
    expect(messages[0].body).toContain(code);
  });
});

