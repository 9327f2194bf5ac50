/**
 * Password login, setting and changing the password, and logout (security
 * baseline A6, A7, P1-P3, S1): what is stored, what a client is told, and
 * how wrong passwords are throttled.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';

import { getConfig } from '@/server/config';
import { users } from '@/server/db/schema';
import { findUserById, issueLogin } from '@/server/services/auth/accounts';
import { getAuthSecrets, PEPPER_FILE } from '@/server/services/auth/secrets';

import { ADULT_SIGN_UP,
  fakeClock,
  loginByPhone,
  type LoginData,
  md5,
  newEmail,
  newIp,
  newPhone,
  smsCode,
  TEST_PEPPER,
  withServerEnv,
} from './helpers/auth';
import { cnMessages, describeEachEngine, enMessages, envelope, setServerEnv } from './helpers/test-app';

const PWD = '/api/user/login/pwd';
const UPDATE = '/api/user/pwd/update';
const LOGOUT = '/api/user/logout';
const INFO = '/api/user/info';
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER });
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('configuration', () => {
  it('defaults every limit to its production value', () => {
    const restore = setServerEnv({ PASSWORD_PEPPER: undefined });
    try {
      expect(getConfig()).toMatchObject({
        PASSWORD_HASH_MEMORY_KIB: 19456,
        PASSWORD_HASH_TIME_COST: 2,
        LOGIN_FAILURE_FREE_TRIES: 5,
        LOGIN_FAILURE_DELAY_SECONDS: 30,
        LOGIN_FAILURE_MAX_DELAY_SECONDS: 900,
        LOGIN_FAILURES_PER_HOUR_ACCOUNT: 50,
        LOGIN_FAILURES_PER_HOUR_IP: 100,
        CODE_RESEND_SECONDS: 60,
        CODE_LIMIT_DESTINATION_HOUR: 5,
        CODE_LIMIT_DESTINATION_DAY: 10,
        CODE_LIMIT_IP_HOUR: 10,
        CODE_LIMIT_IP_DAY: 30,
        SMS_LIMIT_DIAL_CODE_DAY: 200,
        SMS_DAILY_BUDGET: 2000,
        EMAIL_DAILY_BUDGET: 2000,
        SMS_PROVIDER: 'outbox',
        EMAIL_PROVIDER: 'outbox',
        DEV_OUTBOX: false,
      });
    } finally {
      restore();
    }
  });

  it('generates a pepper once into .data/secrets/pepper (mode 0600) when none is set, then reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sprout-pepper-'));
    const cwd = process.cwd();
    const g = globalThis as { __sproutAuthSecrets?: unknown };
    const restore = setServerEnv({ PASSWORD_PEPPER: undefined });
    delete g.__sproutAuthSecrets;
    process.chdir(dir);
    try {
      const first = getAuthSecrets();
      const file = path.join(dir, PEPPER_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.pepper.toString('utf8'));
      expect(first.pepper.length).toBeGreaterThanOrEqual(32);
      delete g.__sproutAuthSecrets; // as after a restart
      expect(getAuthSecrets().pepper.equals(first.pepper)).toBe(true);
      expect(getAuthSecrets().codeKey.equals(first.pepper)).toBe(false);
    } finally {
      process.chdir(cwd);
      restore();
      delete g.__sproutAuthSecrets;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses argon2 settings below OWASP’s minimum and a short pepper', () => {
    for (const vars of [{ PASSWORD_HASH_MEMORY_KIB: '8192' }, { PASSWORD_HASH_TIME_COST: '1' }, { PASSWORD_PEPPER: 'short' }]) {
      const restore = setServerEnv(vars);
      try {
        expect(() => getConfig()).toThrow();
      } finally {
        restore();
      }
    }
  });
});

describeEachEngine('passwords', (t) => {
  async function login(username: string, password: string, extra: Record<string, unknown> = {}, ip = newIp()) {
    const res = await t.request(PWD, { json: { username, encryptionPwd: md5(password), ...extra }, ip });
    return { res, body: await envelope<LoginData>(res) };
  }

  async function update(token: string, json: Record<string, unknown>) {
    const res = await t.request(UPDATE, { method: 'PUT', json, headers: { token } });
    return { res, body: await envelope(res) };
  }

  async function expectSessionExpired(token: string) {
    const res = await t.request(INFO, { headers: { token } });
    expect({ status: res.status, code: (await envelope(res)).code }).toEqual({ status: 401, code: 1001 });
  }

  const storedHash = async (uid: number) => (await findUserById(t.db, uid))!.passwordHash;

  describe('storage (P1)', () => {
    it('stores argon2id with m ≥ 19456 KiB, t ≥ 2, p = 1 as a PHC string, peppered', async () => {
      const phone = newPhone();
      const user = await loginByPhone(t, phone, { password: 'Garden-Path-81' });
      const hash = (await storedHash(user.uid))!;
      const [, m, tCost, p] = PHC.exec(hash)!;
      expect(Number(m)).toBeGreaterThanOrEqual(19456);
      expect(Number(tCost)).toBeGreaterThanOrEqual(2);
      expect(Number(p)).toBe(1);
      expect(hash).not.toContain(md5('Garden-Path-81'));
      expect(await argon2.verify(hash, md5('Garden-Path-81'), { secret: Buffer.from(TEST_PEPPER) })).toBe(true);
      expect(await argon2.verify(hash, md5('Garden-Path-81'))).toBe(false); // useless without the pepper
    });

    it('upgrades a hash made with weaker settings at the next login', async () => {
      const phone = newPhone();
      const user = await loginByPhone(t, phone);
      const weak = await argon2.hash(md5('Upgrade-me-42'), { memoryCost: 8192, timeCost: 1, parallelism: 1, secret: Buffer.from(TEST_PEPPER) });
      await t.db.update(users).set({ passwordHash: weak }).where(eq(users.id, user.uid));
      expect((await login(phone, 'Upgrade-me-42')).body.code).toBe(0);
      const upgraded = (await storedHash(user.uid))!;
      expect(upgraded).not.toBe(weak);
      expect(PHC.exec(upgraded)!.slice(1, 4)).toEqual(['19456', '2', '1']);
      expect((await login(phone, 'Upgrade-me-42')).body.code).toBe(0);
    });
  });

  describe('POST /api/user/login/pwd', () => {
    it('logs in by phone number and password with the LoginResponse contract', async () => {
      const phone = newPhone();
      const user = await loginByPhone(t, phone, { password: 'Lantern-Sea-19' });
      const { res, body } = await login(phone, 'Lantern-Sea-19', { dialCode: '86', entrance: 'sprout-cn', channelCode: '1001' });
      expect(res.status).toBe(200);
      expect(body.data).toMatchObject({ uid: user.uid, accountNo: user.accountNo, gotoUpdatePwd: false, phone, dialCode: '86' });
      expect(body.data.token).not.toBe(user.token);
      expect(res.headers.get('set-cookie')).toContain(`user_token=${body.data.token}`);
      expect((await t.request(INFO, { headers: { token: body.data.token } })).status).toBe(200);
    });

    it('logs in by e-mail, whatever its case; the phone dial code defaults to 86', async () => {
      const email = newEmail();
      const code = await (async () => {
        await t.request('/api/user/login/sendEmailCode', { json: { email }, ip: newIp() });
        const { latestCode } = await import('./helpers/auth');
        return latestCode(t.db, email);
      })();
      const reg = await envelope<LoginData>(await t.request('/api/user/login/checkEmailCode', { json: { ...ADULT_SIGN_UP, emailCode: code, email }, ip: newIp() }));
      expect((await update(reg.data.token, { newPwd: md5('Mailbox-Tree-5') })).body.code).toBe(0);
      expect((await login(email.toUpperCase(), 'Mailbox-Tree-5')).body.data.uid).toBe(reg.data.uid);

      const phone = newPhone();
      await loginByPhone(t, phone, { password: 'Default-dial-86' });
      expect((await login(phone, 'Default-dial-86')).body.code).toBe(0);
      expect((await login(phone, 'Default-dial-86', { dialCode: '852' })).res.status).toBe(401);
    });

    it('answers a wrong password, an unknown account and an account without password alike (A6)', async () => {
      const known = newPhone();
      await loginByPhone(t, known, { password: 'Known-user-pass-1' });
      const noPassword = newPhone();
      await loginByPhone(t, noPassword);

      const answers = [
        await login(known, 'wrong-Password-1'),
        await login(newPhone(), 'wrong-Password-1'),
        await login(noPassword, 'wrong-Password-1'),
        await login(newEmail(), 'wrong-Password-1'),
        await login('not a phone', 'wrong-Password-1'),
      ];
      for (const a of answers) {
        expect({ status: a.res.status, body: a.body }).toEqual({
          status: 401,
          body: { code: 4101, msg: cnMessages.Errors.PASSWORD_LOGIN_FAILED, data: null },
        });
      }
      const en = await t.request(PWD, { json: { username: newPhone(), encryptionPwd: md5('x-Password-2') }, ip: newIp(), headers: { 'accept-language': 'en' } });
      expect((await envelope(en)).msg).toBe('Wrong account or password');
    });

    it('spends exactly one argon2 verify on an unknown account, as on a known one (A6)', async () => {
      const known = newPhone();
      await loginByPhone(t, known, { password: 'Known-user-pass-2' });
      await login(newPhone(), 'warm-up-Pass-1'); // the dummy hash is made once
      // The module object the server code calls through (the namespace import above is a copy).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const verify = jest.spyOn(require('@node-rs/argon2') as typeof argon2, 'verify');
      await login(newPhone(), 'wrong-Password-3');
      expect(verify).toHaveBeenCalledTimes(1);
      verify.mockClear();
      await login(known, 'wrong-Password-3');
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it.each([
      [{ username: '13900000000', encryptionPwd: 'E10ADC3949BA59ABBE56E057F20F883E' }, 'encryptionPwd'],
      [{ username: '13900000000', encryptionPwd: '123456' }, 'encryptionPwd'],
      [{ username: '13900000000' }, 'encryptionPwd'],
      [{ encryptionPwd: 'e10adc3949ba59abbe56e057f20f883e' }, 'username'],
      [{ username: '', encryptionPwd: 'e10adc3949ba59abbe56e057f20f883e' }, 'username'],
    ])('refuses %j naming %s', async (json, field) => {
      const res = await t.request(PWD, { json, ip: newIp() });
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe(cnMessages.Errors.VALIDATION_FAILED.replace('{field}', field));
    });

    it('refuses a digest in the body and another in the query', async () => {
      const res = await t.request(`${PWD}?encryptionPwd=${md5('a')}`, { json: { username: newPhone(), encryptionPwd: md5('b') }, ip: newIp() });
      expect(res.status).toBe(400);
      expect((await envelope(res)).code).toBe(4001);
    });
  });

  describe('throttling wrong passwords (A7)', () => {
    it('doubles a delay after 5 failures (429 + Retry-After), while code login still works', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      await loginByPhone(t, phone, { password: 'Right-Password-7' });
      for (let i = 1; i <= 5; i++) expect((await login(phone, `wrong-${i}-Password`)).res.status).toBe(401);

      const sixth = await login(phone, 'Right-Password-7');
      expect(sixth.res.status).toBe(429);
      expect(sixth.res.headers.get('retry-after')).toBe('30');
      expect(sixth.body).toEqual({ code: 4295, msg: '密码错误次数过多，请 30 秒后再试，或使用验证码登录', data: null });

      clock.advance(61_000);
      const code = await smsCode(t, phone);
      const byCode = await envelope<LoginData>(await t.request('/api/user/login/checkMsgCode', { json: { ...ADULT_SIGN_UP, msgCode: code, phoneNumber: phone }, ip: newIp() }));
      expect(byCode.code).toBe(0);

      expect((await login(phone, 'wrong-6-Password')).res.status).toBe(401);
      const locked = await login(phone, 'Right-Password-7');
      expect(locked.res.headers.get('retry-after')).toBe('60');
      clock.advance(60_000);
      expect((await login(phone, 'wrong-7-Password')).res.status).toBe(401);
      const longer = await t.request(PWD, { json: { username: phone, encryptionPwd: md5('x') }, ip: newIp(), headers: { 'accept-language': 'en' } });
      expect(longer.headers.get('retry-after')).toBe('120');
      expect((await envelope(longer)).msg).toBe('Too many wrong passwords. Try again in 2 minutes, or log in with a code');

      clock.advance(120_000);
      const right = await login(phone, 'Right-Password-7');
      expect(right.body.code).toBe(0);
      expect((await login(phone, 'wrong-8-Password')).res.status).toBe(401); // the delay starts over
    });

    it('caps the delay at 15 minutes', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      let wait = 0;
      for (let i = 0; i < 12; i++) {
        const answer = await login(phone, `wrong-${i}-Password`);
        if (answer.res.status === 429) {
          wait = Number(answer.res.headers.get('retry-after'));
          clock.advance(wait * 1000);
          i -= 1;
        }
      }
      await login(phone, 'wrong-last-Password');
      const refused = await login(phone, 'wrong-last-Password');
      expect(Number(refused.res.headers.get('retry-after'))).toBe(900);
    });

    it('throttles an unknown account exactly like a known one', async () => {
      const known = newPhone();
      await loginByPhone(t, known, { password: 'Right-Password-8' });
      const unknown = newPhone();
      for (let i = 0; i < 5; i++) {
        await login(known, `wrong-${i}-Password`);
        await login(unknown, `wrong-${i}-Password`);
      }
      const a = await login(known, 'wrong-x-Password');
      const b = await login(unknown, 'wrong-x-Password');
      expect([a.res.status, a.body, a.res.headers.get('retry-after')]).toEqual([b.res.status, b.body, b.res.headers.get('retry-after')]);
      expect(a.res.status).toBe(429);
    });

    it('refuses every attempt after 50 failures within the hour', async () => {
      const clock = fakeClock();
      const restore = setServerEnv({ LOGIN_FAILURE_FREE_TRIES: '1000' }); // only the hourly cap
      try {
        const phone = newPhone();
        await loginByPhone(t, phone, { password: 'Right-Password-9' });
        for (let i = 1; i <= 50; i++) {
          expect((await login(phone, `wrong-${i}-Password`)).res.status).toBe(401);
          clock.advance(10_000);
        }
        const capped = await login(phone, 'Right-Password-9');
        expect(capped.res.status).toBe(429);
        const wait = Number(capped.res.headers.get('retry-after'));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(3600 - 490);
        clock.advance(wait * 1000);
        expect((await login(phone, 'Right-Password-9')).body.code).toBe(0);
      } finally {
        restore();
      }
    });

    it('refuses a network after LOGIN_FAILURES_PER_HOUR_IP failures, whatever the accounts', async () => {
      const restore = setServerEnv({ LOGIN_FAILURES_PER_HOUR_IP: '6' });
      try {
        const ip = newIp();
        const phone = newPhone();
        await loginByPhone(t, phone, { password: 'Right-Password-10' });
        for (let i = 0; i < 6; i++) expect((await login(newPhone(), 'wrong-Password', {}, ip)).res.status).toBe(401);
        const refused = await login(phone, 'Right-Password-10', {}, ip);
        expect(refused.res.status).toBe(429);
        expect((await login(phone, 'Right-Password-10', {}, newIp())).body.code).toBe(0);
      } finally {
        restore();
      }
    });
  });

  describe('PUT /api/user/pwd/update (P2, P3)', () => {
    it('sets the first password without the old one, then requires the old one', async () => {
      const phone = newPhone();
      const user = await loginByPhone(t, phone);
      expect(user.gotoUpdatePwd).toBe(true);
      expect((await update(user.token, { newPwd: md5('First-Password-1') })).body).toEqual({ code: 0, msg: 'success', data: { updated: true } });

      const without = await update(user.token, { newPwd: md5('Second-Password-2') });
      expect({ status: without.res.status, msg: without.body.msg }).toEqual({ status: 400, msg: cnMessages.Errors.OLD_PASSWORD_REQUIRED });
      const wrong = await update(user.token, { newPwd: md5('Second-Password-2'), oldPwd: md5('not-it-Password') });
      expect({ status: wrong.res.status, msg: wrong.body.msg }).toEqual({ status: 400, msg: cnMessages.Errors.OLD_PASSWORD_WRONG });
      const same = await update(user.token, { newPwd: md5('First-Password-1'), oldPwd: md5('First-Password-1') });
      expect(same.body.msg).toBe(cnMessages.Errors.PASSWORD_UNCHANGED);
      expect((await update(user.token, { newPwd: md5('Second-Password-2'), oldPwd: md5('First-Password-1') })).body.code).toBe(0);
      expect((await login(phone, 'Second-Password-2')).body.code).toBe(0);
      expect((await login(phone, 'First-Password-1')).res.status).toBe(401);
    });

    it('ends the other sessions and keeps this one', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      const here = await loginByPhone(t, phone, { password: 'Keep-this-one-1' });
      clock.advance(61_000);
      const there = await loginByPhone(t, phone);
      const viaPassword = (await login(phone, 'Keep-this-one-1')).body.data;
      expect((await update(here.token, { newPwd: md5('Changed-it-now-2'), oldPwd: md5('Keep-this-one-1') })).body.code).toBe(0);
      expect((await t.request(INFO, { headers: { token: here.token } })).status).toBe(200);
      await expectSessionExpired(there.token);
      await expectSessionExpired(viaPassword.token);
    });

    it('refuses common passwords, brand words and the own phone or e-mail', async () => {
      const phone = newPhone();
      const user = await loginByPhone(t, phone);
      for (const [plain, error] of [
        ['password', 'PASSWORD_TOO_COMMON'],
        ['12345678', 'PASSWORD_TOO_COMMON'],
        ['qwerty123', 'PASSWORD_TOO_COMMON'],
        ['woaini1314', 'PASSWORD_TOO_COMMON'],
        ['sproutenglish', 'PASSWORD_TOO_COMMON'],
        ['Mengya123', 'PASSWORD_TOO_COMMON'],
        [phone, 'PASSWORD_PERSONAL'],
        [`86${phone}`, 'PASSWORD_PERSONAL'],
      ] as const) {
        const answer = await update(user.token, { newPwd: md5(plain) });
        expect([plain, answer.res.status, answer.body.msg]).toEqual([plain, 400, cnMessages.Errors[error]]);
      }
      expect((await storedHash(user.uid))).toBeNull();
      const en = await t.request(UPDATE, { method: 'PUT', json: { newPwd: md5('password') }, headers: { token: user.token, 'accept-language': 'en' } });
      expect((await envelope(en)).msg).toBe(enMessages.Errors.PASSWORD_TOO_COMMON);
    });

    it('lets only one of two concurrent first-password requests through', async () => {
      const user = await loginByPhone(t, newPhone());
      const answers = await Promise.all([
        update(user.token, { newPwd: md5('Race-winner-A1') }),
        update(user.token, { newPwd: md5('Race-winner-B2') }),
      ]);
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
      expect(answers.find((a) => a.body.code !== 0)!.res.status).toBeGreaterThanOrEqual(400);
    });

    it('throttles wrong old passwords like logins', async () => {
      const user = await loginByPhone(t, newPhone(), { password: 'Old-one-here-1' });
      for (let i = 0; i < 5; i++) {
        expect((await update(user.token, { newPwd: md5('New-one-here-2'), oldPwd: md5(`guess-${i}-Password`) })).res.status).toBe(400);
      }
      const locked = await update(user.token, { newPwd: md5('New-one-here-2'), oldPwd: md5('Old-one-here-1') });
      expect(locked.res.status).toBe(429);
    });

    it('needs a session and a valid digest', async () => {
      const res = await t.request(UPDATE, { method: 'PUT', json: { newPwd: md5('whatever-Pass-1') } });
      expect([res.status, (await envelope(res)).code]).toEqual([401, 1001]);
      const user = await loginByPhone(t, newPhone());
      const bad = await update(user.token, { newPwd: 'plain-text-password' });
      expect(bad.body.msg).toBe(cnMessages.Errors.VALIDATION_FAILED.replace('{field}', 'newPwd'));
      // A userId in the body is dropped: the session decides whose password changes.
      const extra = await update(user.token, { newPwd: md5('whatever-Pass-1'), userId: 1 });
      expect(extra.body.code).toBe(0);
    });
  });

  describe('POST /api/user/logout', () => {
    it('ends this session only and clears the cookie', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      const a = await loginByPhone(t, phone);
      clock.advance(61_000);
      const b = await loginByPhone(t, phone);
      const res = await t.request(LOGOUT, { json: {}, headers: { token: a.token } });
      expect(await envelope(res)).toEqual({ code: 0, msg: 'success', data: null });
      expect(res.headers.get('set-cookie')).toMatch(/user_token=;.*Max-Age=0/);
      await expectSessionExpired(a.token);
      expect((await t.request(INFO, { headers: { token: b.token } })).status).toBe(200);
      const again = await t.request(LOGOUT, { json: {}, headers: { token: a.token } });
      expect(again.status).toBe(401);
    });

    it('works with an empty body too', async () => {
      const user = await loginByPhone(t, newPhone());
      const res = await t.request(LOGOUT, { method: 'POST', headers: { token: user.token } });
      expect((await envelope(res)).code).toBe(0);
    });
  });

  it('issues 1,000 distinct tokens for 1,000 logins (S1)', async () => {
    const user = await loginByPhone(t, newPhone());
    const row = (await findUserById(t.db, user.uid))!;
    const tokens = new Set<string>();
    for (let i = 0; i < 1000; i++) tokens.add((await issueLogin(t.db, row, {})).token);
    expect(tokens.size).toBe(1000);
  });
});
