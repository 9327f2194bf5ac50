/**
 * One phone, one spelling (issue #17 item 6): `86`+`139…`, `8`+`6139…` and
 * `861`+`39…` reach the same handset, so codes, limits, accounts and
 * password logins treat them as the one canonical E.164 number, and a +86
 * number must be a valid 11-digit mobile number. The wire format keeps the
 * spec's two fields.
 */
import { and, eq } from 'drizzle-orm';

import { authCodes, dataRepairs, users } from '@/server/db/schema';
import { getLogger } from '@/server/log';
import { normaliseStoredPhones } from '@/server/services/auth/phone-repair';

import { ADULT_SIGN_UP, fakeClock, latestCode, type LoginData, md5, newIp, newPhone, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { cnMessages, describeApi, envelope, type EngineSuite } from './helpers/test-app';

jest.mock('@/server/services/captcha', () => ({ consumeCaptchaVerification: jest.fn(async () => true) }));

const SEND = '/api/user/login/sendMsgCode';
const CHECK = '/api/user/login/checkMsgCode';

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER });
afterEach(() => jest.useRealTimers());

/** The three spellings of one mainland number. */
const spellings = (phone: string) => [
  { dialCode: '86', phoneNumber: phone },
  { dialCode: '8', phoneNumber: `6${phone}` },
  { dialCode: '861', phoneNumber: phone.slice(1) },
];

describeApi('phone numbers in one canonical form', (t: EngineSuite) => {
  // Every send carries a captcha proof (the mock redeems any), so only the limits can refuse.
  const send = async (json: { dialCode: string; phoneNumber: string }, ip = newIp()) => {
    const res = await t.request(SEND, { json: { ...json, captchaVerification: 'ok' }, ip });
    return { status: res.status, body: await envelope(res) };
  };
  const check = async (json: { dialCode: string; phoneNumber: string }, msgCode: string) => {
    const res = await t.request(CHECK, { json: { ...ADULT_SIGN_UP, ...json, msgCode }, ip: newIp() });
    return envelope<LoginData>(res);
  };

  it('counts the three spellings of one number as one destination for every send limit', async () => {
    const clock = fakeClock();
    const phone = newPhone();
    const [plain, split, shifted] = spellings(phone);
    expect((await send(plain)).body.code).toBe(0);
    expect((await send(split)).body.code).toBe(4291); // one code per 60 s
    expect((await send(shifted)).body.code).toBe(4291);
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000);
      expect((await send(spellings(phone)[i % 3])).body.code).toBe(0);
    }
    clock.advance(61_000);
    expect((await send(shifted)).body.code).toBe(4292); // 5 an hour, whatever the spelling
    const rows = await t.db.select({ destination: authCodes.destination }).from(authCodes).where(eq(authCodes.destination, `+86${phone}`));
    expect(rows).toHaveLength(5);
  });

  it('texts the canonical number and keeps one account for every spelling', async () => {
    const clock = fakeClock();
    const phone = newPhone();
    const [plain, split, shifted] = spellings(phone);
    expect((await send(split)).body.code).toBe(0);
    const first = await check(shifted, await latestCode(t.db, `+86 ${phone}`));
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ dialCode: '86', phone });

    clock.advance(61_000);
    expect((await send(plain)).body.code).toBe(0);
    const second = await check(split, await latestCode(t.db, `+86 ${phone}`));
    expect(second.data.uid).toBe(first.data.uid);
    const accounts = await t.db.select({ dialCode: users.dialCode, phone: users.phone }).from(users).where(eq(users.id, first.data.uid));
    expect(accounts).toEqual([{ dialCode: '86', phone }]);
  });

  it('logs in by password whatever the spelling typed', async () => {
    const phone = newPhone();
    expect((await send(spellings(phone)[0])).body.code).toBe(0);
    const login = await check(spellings(phone)[0], await latestCode(t.db, `+86 ${phone}`));
    const set = await t.request('/api/user/pwd/update', { method: 'PUT', json: { newPwd: md5('Canonical-phone-9') }, headers: { token: login.data.token } });
    expect((await envelope(set)).code).toBe(0);
    for (const spelling of spellings(phone)) {
      const res = await t.request('/api/user/login/pwd', {
        json: { username: spelling.phoneNumber, dialCode: spelling.dialCode, encryptionPwd: md5('Canonical-phone-9') },
        ip: newIp(),
      });
      expect((await envelope<LoginData>(res)).data.uid).toBe(login.data.uid);
    }
  });

  it.each([
    ['8', '613900'], // +86 with 6 digits
    ['861', '390000000'], // +86 1390000000: 10 digits
    ['86', '10012345678'], // 11 digits, but no mobile range starts with 100
    ['8', '623900000000'], // +86 23900000000: 11 digits, not a mobile number
  ])('refuses %s + %s: not a valid mainland mobile number', async (dialCode, phoneNumber) => {
    const sent = await send({ dialCode, phoneNumber });
    expect(sent).toEqual({ status: 400, body: { code: 4000, msg: cnMessages.Errors.VALIDATION_FAILED.replace('{field}', 'phoneNumber'), data: null } });
    const checked = await check({ dialCode, phoneNumber }, '123456');
    expect(checked.code).toBe(4000);
  });

  it('keeps numbers elsewhere to a possible length for their country', async () => {
    expect((await send({ dialCode: '852', phoneNumber: '61234567' })).body.code).toBe(0);
    expect((await send({ dialCode: '852', phoneNumber: '6123' })).body.code).toBe(4000);
  });

  it('rewrites numbers stored in another spelling once at start, leaving a conflicting duplicate for an operator', async () => {
    const warn = jest.spyOn(getLogger(), 'warn');
    await t.db.delete(dataRepairs);
    const lone = newPhone();
    const taken = newPhone();
    const [{ id: loneId }] = await t.db.insert(users).values({ accountNo: `7${lone.slice(-7)}`, nickname: 'a', dialCode: '8', phone: `6${lone}` }).returning({ id: users.id });
    const [{ id: ownerId }] = await t.db.insert(users).values({ accountNo: `6${taken.slice(-7)}`, nickname: 'b', dialCode: '86', phone: taken }).returning({ id: users.id });
    const [{ id: dupId }] = await t.db.insert(users).values({ accountNo: `5${taken.slice(-7)}`, nickname: 'c', dialCode: '861', phone: taken.slice(1) }).returning({ id: users.id });

    const result = await normaliseStoredPhones(t.db);
    expect(result.changed).toBeGreaterThanOrEqual(1);
    expect(result.conflicts).toBeGreaterThanOrEqual(1);
    const [loneRow] = await t.db.select({ dialCode: users.dialCode, phone: users.phone }).from(users).where(eq(users.id, loneId));
    expect(loneRow).toEqual({ dialCode: '86', phone: lone });
    const [dupRow] = await t.db.select({ dialCode: users.dialCode, phone: users.phone }).from(users).where(eq(users.id, dupId));
    expect(dupRow).toEqual({ dialCode: '861', phone: taken.slice(1) });
    expect(warn).toHaveBeenCalledWith({ userId: dupId, sameNumberAs: ownerId }, expect.stringContaining('canonical'));
    warn.mockRestore();

    // Once only: a second start leaves even a new odd spelling alone.
    await t.db.update(users).set({ dialCode: '8', phone: `6${lone}` }).where(and(eq(users.id, loneId)));
    expect(await normaliseStoredPhones(t.db)).toEqual({ changed: 0, conflicts: 0 });
  });
});
