/**
 * Limits on sending codes (security baseline A4): per destination, per client
 * network, per dial code and the daily budget with its circuit breaker, each
 * refused with its own neutral message that never depends on whether an
 * account exists. Production defaults unless a test says otherwise; a clock
 * that moves only Date stands in for waiting.
 */
import { eq, like } from 'drizzle-orm';

import { getLogger } from '@/server/log';
import { authCodes, codeBreakers, outbox, rateLimits, users } from '@/server/db/schema';
import { consumeCaptchaVerification } from '@/server/services/captcha';

import { fakeClock, loginByPhone, newEmail, newIp, newPhone, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { cnMessages, describeApi, enMessages, envelope, healthDetails, setServerEnv, type EngineSuite } from './helpers/test-app';

jest.mock('@/server/services/captcha', () => ({ consumeCaptchaVerification: jest.fn(async () => true) }));

const SEND = '/api/user/login/sendMsgCode';
const SEND_EMAIL = '/api/user/login/sendEmailCode';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER, TRUST_PROXY: undefined });
afterEach(() => jest.useRealTimers());

async function send(t: EngineSuite, phone: string, ip: string, extra: { dialCode?: string; headers?: Record<string, string> } = {}) {
  const res = await t.request(SEND, {
    // Every send carries a captcha proof (the mock redeems any): these tests are about the counts, and
    // from the second code of the hour on, the server asks for one (auth-lockout.test.ts).
    json: { phoneNumber: phone, dialCode: extra.dialCode ?? '86', captchaVerification: 'ok' },
    ip,
    headers: extra.headers,
  });
  return { res, body: await envelope(res) };
}

async function sendEmail(t: EngineSuite, email: string, ip: string) {
  const res = await t.request(SEND_EMAIL, { json: { email, captchaVerification: 'ok' }, ip });
  return { res, body: await envelope(res) };
}

function expectRefused(answer: { res: Response; body: { code: number; msg: string; data: unknown } }, msg: string, status = 429) {
  expect({ status: answer.res.status, msg: answer.body.msg, data: answer.body.data }).toEqual({ status, msg, data: null });
  const retryAfter = Number(answer.res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

const ok = (answer: { body: { code: number } }) => expect(answer.body.code).toBe(0);

describeApi('code send limits', (t) => {
  describe('per destination', () => {
    it('allows one code per 60 s, saying how long to wait, and logs the refusal', async () => {
      const warn = jest.spyOn(getLogger(), 'warn');
      const clock = fakeClock();
      const phone = newPhone();
      ok(await send(t, phone, newIp()));
      clock.advance(59_000);
      const refused = await send(t, phone, newIp());
      const wait = Number(refused.res.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(2);
      expectRefused(refused, cnMessages.Errors.CODE_RESEND_TOO_SOON.replace('{seconds}', String(wait)));
      expect(warn).toHaveBeenCalledWith({ limit: 'code-dest-resend', retryAfter: wait }, 'code send refused by a limit');
      warn.mockRestore();
      clock.advance(2_000);
      ok(await send(t, phone, newIp()));
    });

    it('allows 5 codes an hour, then refuses the 6th until the hour is over', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      for (let i = 0; i < 5; i++) {
        ok(await send(t, phone, newIp()));
        clock.advance(61_000);
      }
      const refused = await send(t, phone, newIp());
      const wait = expectRefused(refused, '该手机号获取验证码次数过多，请稍后再试');
      expect(wait).toBeGreaterThan(50 * 60);
      const codes = await t.db.select({ id: authCodes.id }).from(authCodes).where(eq(authCodes.destination, `+86${phone}`));
      expect(codes).toHaveLength(5); // the refused request issued nothing
      clock.advance(HOUR);
      ok(await send(t, phone, newIp()));
    });

    it('allows 10 codes a day, then refuses the 11th', async () => {
      const clock = fakeClock();
      const phone = newPhone();
      for (let i = 1; i <= 10; i++) {
        ok(await send(t, phone, newIp()));
        clock.advance(i % 5 === 0 ? HOUR : 61_000);
      }
      const wait = expectRefused(await send(t, phone, newIp()), '该手机号获取验证码次数过多，请稍后再试');
      expect(wait).toBeGreaterThan(20 * 3600); // the day's count, not the hour's
      clock.advance(22 * HOUR);
      ok(await send(t, phone, newIp()));
    });

    it('names the e-mail address in the e-mail limit, in English for an English caller', async () => {
      const clock = fakeClock();
      const email = newEmail();
      for (let i = 0; i < 5; i++) {
        ok(await sendEmail(t, email, newIp()));
        clock.advance(61_000);
      }
      const res = await t.request(SEND_EMAIL, { json: { email, captchaVerification: 'ok' }, ip: newIp(), headers: { 'accept-language': 'en' } });
      expectRefused({ res, body: await envelope(res) }, 'Too many codes were requested for this e-mail address. Please try again later');
    });
  });

  describe('per client network', () => {
    it('allows 10 codes an hour from one address, then refuses the 11th; another address goes on', async () => {
      const ip = newIp();
      for (let i = 0; i < 10; i++) ok(await send(t, newPhone(), ip));
      const phone = newPhone();
      expectRefused(await send(t, phone, ip), cnMessages.Errors.CODE_IP_LIMIT);
      expect(await t.db.select().from(outbox).where(eq(outbox.destination, `+86 ${phone}`))).toHaveLength(0);
      ok(await send(t, newPhone(), newIp()));
    });

    it('allows 30 codes a day from one address, then refuses the 31st', async () => {
      const clock = fakeClock();
      const ip = newIp();
      for (let hour = 0; hour < 3; hour++) {
        for (let i = 0; i < 10; i++) ok(await send(t, newPhone(), ip));
        clock.advance(HOUR + MINUTE);
      }
      const wait = expectRefused(await send(t, newPhone(), ip), cnMessages.Errors.CODE_IP_LIMIT);
      expect(wait).toBeGreaterThan(20 * 3600); // the day's count, not the hour's
    });

    it('counts an IPv6 /64 as one network', async () => {
      const base = newIp('v6').replace(/::1$/, '');
      for (let i = 0; i < 10; i++) ok(await send(t, newPhone(), `${base}:${(i + 1).toString(16)}:0:0:${i}`));
      expectRefused(await send(t, newPhone(), `${base}::abcd`), cnMessages.Errors.CODE_IP_LIMIT);
      ok(await send(t, newPhone(), newIp('v6')));
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
      const ip = newIp();
      for (let i = 0; i < 10; i++) ok(await send(t, newPhone(), ip, { headers: { 'x-forwarded-for': `198.18.0.${i + 1}` } }));
      expectRefused(await send(t, newPhone(), ip, { headers: { 'x-forwarded-for': '198.18.1.1' } }), cnMessages.Errors.CODE_IP_LIMIT);

      const restore = setServerEnv({ TRUST_PROXY: 'true' });
      try {
        ok(await send(t, newPhone(), ip, { headers: { 'x-forwarded-for': '198.18.2.1' } }));
      } finally {
        restore();
      }
    });

    it('counts e-mail codes apart from text messages', async () => {
      const ip = newIp();
      for (let i = 0; i < 10; i++) ok(await send(t, newPhone(), ip));
      ok(await sendEmail(t, newEmail(), ip));
    });
  });

  describe('per dial code', () => {
    it('allows SMS_LIMIT_DIAL_CODE_DAY codes a day to one non-86 dial code, then refuses', async () => {
      const restore = setServerEnv({ SMS_LIMIT_DIAL_CODE_DAY: '3' });
      try {
        for (let i = 0; i < 3; i++) ok(await send(t, `9${newPhone().slice(-7)}`, newIp(), { dialCode: '852' }));
        expectRefused(await send(t, `9${newPhone().slice(-7)}`, newIp(), { dialCode: '852' }), cnMessages.Errors.CODE_REGION_LIMIT);
        ok(await send(t, `7${newPhone().slice(-9)}`, newIp(), { dialCode: '44' }));
        for (let i = 0; i < 4; i++) ok(await send(t, newPhone(), newIp())); // 86 has no such limit
        expect(consumeCaptchaVerification).toHaveBeenCalled();
      } finally {
        restore();
      }
    });
  });

  it('answers a known and an unknown number alike, when sending and when refusing (A6)', async () => {
    const clock = fakeClock();
    const known = newPhone();
    await loginByPhone(t, known);
    clock.advance(61_000);
    const unknown = newPhone();
    const a = await send(t, known, newIp());
    const b = await send(t, unknown, newIp());
    expect([a.res.status, a.body]).toEqual([b.res.status, b.body]);
    const c = await send(t, known, newIp());
    const d = await send(t, unknown, newIp());
    expect([c.res.status, c.body, c.res.headers.get('retry-after')]).toEqual([d.res.status, d.body, d.res.headers.get('retry-after')]);
    expect(c.res.status).toBe(429);
  });
});

describeApi('daily code budget', (t) => {
  // Each test starts with a whole day's budget and a closed breaker.
  beforeEach(async () => {
    await t.db.delete(rateLimits).where(like(rateLimits.key, 'code-budget-day%'));
    await t.db.delete(codeBreakers);
  });

  it('trips the breaker at the budget: every send refused, an alert logged, /api/health shows it (SMS only)', async () => {
    const clock = fakeClock();
    const restore = setServerEnv({ SMS_DAILY_BUDGET: '3' });
    const alert = jest.spyOn(getLogger(), 'error');
    try {
      const health = async () => (await healthDetails(t)).codeDelivery;
      expect(await health()).toEqual({ sms: 'ok', email: 'ok' });

      for (let i = 0; i < 3; i++) ok(await send(t, newPhone(), newIp()));
      const tripped = await send(t, newPhone(), newIp());
      expectRefused(tripped, cnMessages.Errors.CODE_SERVICE_PAUSED, 503);
      expect(alert).toHaveBeenCalledWith(
        expect.objectContaining({ alert: 'code-budget-exhausted', channel: 'sms' }),
        expect.stringContaining('ALERT'),
      );
      expect(await health()).toEqual({ sms: 'paused', email: 'ok' });

      const phone = newPhone();
      const res = await t.request(SEND, {
        json: { phoneNumber: phone, dialCode: '86', captchaVerification: 'ok' },
        ip: newIp(),
        headers: { 'accept-language': 'en' },
      });
      expectRefused({ res, body: await envelope(res) }, enMessages.Errors.CODE_SERVICE_PAUSED, 503);
      expect(await t.db.select().from(outbox).where(eq(outbox.destination, `+86 ${phone}`))).toHaveLength(0);

      clock.advance(24 * HOUR + MINUTE);
      expect(await health()).toEqual({ sms: 'ok', email: 'ok' });
      ok(await send(t, newPhone(), newIp()));
    } finally {
      alert.mockRestore();
      restore();
    }
  });

  it('degrades before it stops (budget 10): captcha for all from the 6th send, new numbers held back from the 9th, existing accounts served to the 10th', async () => {
    const restore = setServerEnv({ SMS_DAILY_BUDGET: '10' });
    const warn = jest.spyOn(getLogger(), 'warn');
    const alert = jest.spyOn(getLogger(), 'error');
    try {
      const health = async () => (await healthDetails(t)).codeDelivery.sms;
      const bare = async (phone: string) => {
        const res = await t.request(SEND, { json: { phoneNumber: phone, dialCode: '86' }, ip: newIp() });
        return { res, body: await envelope(res) };
      };
      const delivered = async (phone: string) => (await t.db.select().from(outbox).where(eq(outbox.destination, `+86 ${phone}`))).length;
      // Three numbers that already have an account (made directly: registering by code would spend the budget).
      const known = [newPhone(), newPhone(), newPhone()];
      for (const [i, phone] of known.entries()) {
        await t.db.insert(users).values({ accountNo: `4${phone.slice(-6)}${i}`, nickname: 'x', dialCode: '86', phone });
      }

      for (let i = 0; i < 4; i++) ok(await bare(newPhone())); // a fresh number from a fresh network needs no captcha
      expect(await health()).toBe('ok');
      ok(await bare(newPhone())); // the 5th: half the budget
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ alert: 'code-budget-captcha', channel: 'sms', used: 5, budget: 10 }), expect.stringContaining('ALERT'));
      expect(await health()).toBe('captcha');

      const sixth = await bare(newPhone());
      expect([sixth.res.status, sixth.body.msg]).toEqual([400, cnMessages.Errors.CAPTCHA_REQUIRED]);
      for (let i = 0; i < 3; i++) ok(await send(t, newPhone(), newIp())); // 6th-8th with the captcha
      expect(alert).toHaveBeenCalledWith(expect.objectContaining({ alert: 'code-budget-reserve', channel: 'sms', used: 8, budget: 10 }), expect.stringContaining('ALERT'));
      expect(await health()).toBe('reserve');

      // The reserve: a new number is answered like any other but gets nothing; existing accounts get their codes.
      const stranger = newPhone();
      const heldBack = await send(t, stranger, newIp());
      const served = await send(t, known[0], newIp());
      expect([heldBack.res.status, heldBack.body]).toEqual([served.res.status, served.body]);
      expect(served.body).toEqual({ code: 0, msg: 'success', data: { sent: true } });
      expect(await delivered(stranger)).toBe(0);
      expect(await delivered(known[0])).toBe(1);
      ok(await send(t, newPhone(), newIp())); // held back too, and none of the budget spent on it
      ok(await send(t, known[1], newIp())); // the 10th code of the day
      expect(await delivered(known[1])).toBe(1);

      // Only a spent budget stops everyone, existing accounts last.
      expectRefused(await send(t, known[2], newIp()), cnMessages.Errors.CODE_SERVICE_PAUSED, 503);
      expect(await health()).toBe('paused');
      expectRefused(await send(t, newPhone(), newIp()), cnMessages.Errors.CODE_SERVICE_PAUSED, 503);
    } finally {
      warn.mockRestore();
      alert.mockRestore();
      restore();
    }
  });

  it('keeps the e-mail budget apart and degrades it the same way', async () => {
    const restore = setServerEnv({ EMAIL_DAILY_BUDGET: '5' });
    try {
      const bare = async (email: string) => envelope(await t.request(SEND_EMAIL, { json: { email }, ip: newIp() }));
      for (let i = 0; i < 3; i++) expect((await bare(newEmail())).code).toBe(0); // 3 of 5: the captcha share (50%, rounded up)
      expect((await bare(newEmail())).code).toBe(4106);
      ok(await sendEmail(t, newEmail(), newIp())); // 4 of 5: the last 20% are the reserve
      const stranger = newEmail();
      ok(await sendEmail(t, stranger, newIp()));
      expect(await t.db.select().from(outbox).where(eq(outbox.destination, stranger))).toHaveLength(0);
      const health = { data: await healthDetails(t) };
      expect(health.data.codeDelivery).toMatchObject({ email: 'reserve' });
    } finally {
      restore();
    }
  });

  it('has the same breaker for e-mail', async () => {
    const restore = setServerEnv({ EMAIL_DAILY_BUDGET: '2' });
    try {
      ok(await sendEmail(t, newEmail(), newIp()));
      ok(await sendEmail(t, newEmail(), newIp()));
      expectRefused(await sendEmail(t, newEmail(), newIp()), cnMessages.Errors.CODE_SERVICE_PAUSED, 503);
      const health = { data: await healthDetails(t) };
      expect(health.data.codeDelivery.email).toBe('paused');
    } finally {
      restore();
    }
  });
});
