/**
 * What a stranger can do to someone else's codes (issue #17 item 3; security
 * baseline A2, A3, A4, A5, A6): the answers of a code check tell nothing about
 * whether a code is pending, failed checks are throttled per client network,
 * wrong guesses from other networks never kill the code the owner requested,
 * and a second code for one number, or from one network, within the hour
 * needs the captcha.
 */
import { eq } from 'drizzle-orm';

import { authCodes } from '@/server/db/schema';
import { consumeCaptchaVerification } from '@/server/services/captcha';

import { ADULT_SIGN_UP, fakeClock, latestCode, newEmail, newIp, newPhone, redeemOkOnce, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { cnMessages, describeApi, envelope, setServerEnv, type EngineSuite } from './helpers/test-app';

jest.mock('@/server/services/captcha', () => ({ consumeCaptchaVerification: jest.fn() }));

// Stands in for the captcha service: a verification starting with 'ok-' is good exactly once.
redeemOkOnce(consumeCaptchaVerification);
let proofs = 0;
const proof = () => `ok-lockout-${++proofs}`;

const SEND = '/api/user/login/sendMsgCode';
const SEND_EMAIL = '/api/user/login/sendEmailCode';
const CHECK = '/api/user/login/checkMsgCode';
const CHECK_EMAIL = '/api/user/login/checkEmailCode';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER, TRUST_PROXY: undefined });
afterEach(() => jest.useRealTimers());

type Answer = { status: number; body: { code: number; msg: string; data: unknown }; retryAfter: string | null };

async function answer(res: Response): Promise<Answer> {
  return { status: res.status, body: await envelope(res), retryAfter: res.headers.get('retry-after') };
}

const wrongFor = (code: string, step = 1) => String((Number(code) + step) % 1_000_000).padStart(6, '0');

describeApi('codes a stranger cannot spoil', (t: EngineSuite) => {
  const send = async (phone: string, ip: string, captchaVerification?: string) =>
    answer(await t.request(SEND, { json: { phoneNumber: phone, dialCode: '86', ...(captchaVerification ? { captchaVerification } : {}) }, ip }));
  const sendEmail = async (email: string, ip: string, captchaVerification?: string) =>
    answer(await t.request(SEND_EMAIL, { json: { email, ...(captchaVerification ? { captchaVerification } : {}) }, ip }));
  const check = async (phone: string, msgCode: string, ip: string) =>
    answer(await t.request(CHECK, { json: { ...ADULT_SIGN_UP, msgCode, phoneNumber: phone, dialCode: '86' }, ip }));

  /** A code texted to a fresh number from `ip`. */
  async function pending(ip: string) {
    const phone = newPhone();
    expect((await send(phone, ip)).body.code).toBe(0);
    return { phone, code: await latestCode(t.db, `+86 ${phone}`) };
  }

  describe('uniform answers', () => {
    it('answers a wrong code exactly like a check of a number with no code pending', async () => {
      const { phone, code } = await pending(newIp());
      const wrong = await check(phone, wrongFor(code), newIp());
      const none = await check(newPhone(), wrongFor(code), newIp());
      expect(none).toEqual(wrong);
      expect(wrong).toEqual({ status: 400, body: { code: 4102, msg: cnMessages.Errors.CODE_INCORRECT, data: null }, retryAfter: null });
    });

    it('answers alike for an expired, a used, a replaced and a killed code', async () => {
      const clock = fakeClock();
      const ip = newIp();
      const expired = await pending(newIp());
      const used = await pending(newIp());
      expect((await check(used.phone, used.code, newIp())).body.code).toBe(0);
      const killed = await pending(ip);
      for (let i = 0; i < 5; i++) await check(killed.phone, wrongFor(killed.code), ip);
      const answers = [await check(killed.phone, killed.code, ip), await check(used.phone, used.code, newIp())];
      clock.advance(5 * MINUTE + 1000);
      answers.push(await check(expired.phone, expired.code, newIp()), await check(newPhone(), '123456', newIp()));
      for (const a of answers) expect(a).toEqual(answers[3]);
    });

    it('answers e-mail checks the same way', async () => {
      const email = newEmail();
      expect((await sendEmail(email, newIp())).body.code).toBe(0);
      const code = await latestCode(t.db, email);
      const wrong = await answer(await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: wrongFor(code), email }, ip: newIp() }));
      const none = await answer(await t.request(CHECK_EMAIL, { json: { ...ADULT_SIGN_UP, emailCode: wrongFor(code), email: newEmail() }, ip: newIp() }));
      expect(none).toEqual(wrong);
      expect(wrong.body.code).toBe(4102);
    });
  });

  describe('wrong guesses from other networks', () => {
    it("never kill the owner's code: ten strangers' guesses later the owner still logs in", async () => {
      const owner = newIp();
      const { phone, code } = await pending(owner);
      for (let i = 0; i < 10; i++) expect((await check(phone, wrongFor(code, i + 1), newIp())).body.code).toBe(4102);
      const mine = await check(phone, code, owner);
      expect(mine.body.code).toBe(0);
    });

    it('close the code to every other network after five, while the owner keeps five tries of their own', async () => {
      const owner = newIp();
      const { phone, code } = await pending(owner);
      for (let i = 0; i < 5; i++) await check(phone, wrongFor(code, i + 1), newIp());
      // A sixth network, even with the right code, is refused: at most 5 foreign guesses per code.
      expect((await check(phone, code, newIp())).body.code).toBe(4102);
      for (let i = 0; i < 4; i++) expect((await check(phone, wrongFor(code, 20 + i), owner)).body.code).toBe(4102);
      expect((await check(phone, code, owner)).body.code).toBe(0);
    });

    it("still let the requester's own five wrong tries kill the code (A3)", async () => {
      const owner = newIp();
      const { phone, code } = await pending(owner);
      for (let i = 0; i < 5; i++) await check(phone, wrongFor(code, i + 1), owner);
      expect((await check(phone, code, owner)).body.code).toBe(4102);
    });

    it('keep no client address in the code row, only a keyed digest of its network', async () => {
      const owner = '203.0.113.77';
      const { phone } = await pending(owner);
      const [row] = await t.db.select().from(authCodes).where(eq(authCodes.destination, `+86${phone}`));
      expect(row.requesterKey).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('203.0.113');
    });
  });

  describe('failed checks per client network', () => {
    it('allows 20 failed checks an hour from one network, then answers 429 whatever is checked; others go on', async () => {
      const clock = fakeClock();
      const attacker = newIp();
      for (let i = 0; i < 20; i++) expect((await check(newPhone(), '000000', attacker)).status).toBe(400);
      const owner = newIp();
      const { phone, code } = await pending(owner);
      const refused = await check(phone, code, attacker);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 4296, msg: cnMessages.Errors.CODE_CHECK_THROTTLED, data: null });
      expect(Number(refused.retryAfter)).toBeGreaterThan(50 * 60);
      // The refused check spent none of the code's tries: the owner logs in.
      expect((await check(phone, code, owner)).body.code).toBe(0);
      clock.advance(HOUR + MINUTE);
      expect((await check(newPhone(), '000000', attacker)).status).toBe(400);
    });

    it('does not count successful checks', async () => {
      const ip = newIp();
      for (let i = 0; i < 19; i++) await check(newPhone(), '000000', ip);
      for (let i = 0; i < 3; i++) {
        const { phone, code } = await pending(newIp());
        expect((await check(phone, code, ip)).body.code).toBe(0);
      }
      expect((await check(newPhone(), '000000', ip)).status).toBe(400);
      expect((await check(newPhone(), '000000', ip)).status).toBe(429);
    });
  });

  describe('captcha after the first code of the hour', () => {
    it('asks for it at the second code to one number, from any network, and sends with it', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      expect((await send(phone, newIp())).body.code).toBe(0);
      clock.advance(61_000);
      const again = await send(phone, newIp());
      expect(again).toMatchObject({ status: 400, body: { code: 4106, msg: cnMessages.Errors.CAPTCHA_REQUIRED, data: null } });
      expect((await send(phone, newIp(), 'forged')).body.code).toBe(4107);
      expect((await send(phone, newIp(), proof())).body).toEqual({ code: 0, msg: 'success', data: { sent: true } });
      clock.advance(HOUR);
      expect((await send(phone, newIp())).body.code).toBe(0);
    });

    it('asks for it at the second code from one network, whatever the number', async () => {
      const clock = fakeClock();
      const ip = newIp();
      expect((await send(newPhone(), ip)).body.code).toBe(0);
      expect((await send(newPhone(), ip)).body.code).toBe(4106);
      expect((await send(newPhone(), ip, proof())).body.code).toBe(0);
      clock.advance(HOUR + MINUTE);
      expect((await send(newPhone(), ip)).body.code).toBe(0);
    });

    it('lets CODE_CAPTCHA_FREE_PER_HOUR codes go without it (a relaxed setting for test servers)', async () => {
      const restore = setServerEnv({ CODE_CAPTCHA_FREE_PER_HOUR: '2' });
      try {
        const ip = newIp();
        expect((await send(newPhone(), ip)).body.code).toBe(0);
        expect((await send(newPhone(), ip)).body.code).toBe(0);
        expect((await send(newPhone(), ip)).body.code).toBe(4106);
      } finally {
        restore();
      }
    });

    it('does the same for e-mail codes', async () => {
      const email = newEmail();
      const ip = newIp();
      expect((await sendEmail(email, ip)).body.code).toBe(0);
      expect((await sendEmail(newEmail(), ip)).body.code).toBe(4106);
      expect((await sendEmail(newEmail(), ip, proof())).body.code).toBe(0);
    });

    it('counts nothing for a send refused for want of a captcha', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      expect((await send(phone, newIp())).body.code).toBe(0);
      for (let i = 0; i < 12; i++) {
        clock.advance(61_000);
        expect((await send(phone, newIp())).body.code).toBe(4106);
      }
      // Four more sends with a captcha fit in the hour's five.
      for (let i = 0; i < 4; i++) {
        clock.advance(61_000);
        expect((await send(phone, newIp(), proof())).body.code).toBe(0);
      }
      clock.advance(61_000);
      expect((await send(phone, newIp(), proof())).body.code).toBe(4292);
    });
  });
});
