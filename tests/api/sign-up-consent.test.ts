/**
 * Consent at sign-up (issue #10, PIPL art. 31): a code that would create an
 * account needs the answers of the sign-up step — the current user agreement
 * and privacy policy agreed to, whether the learner is under 14, and for a
 * learner under 14 the guardian's consent. The record says which version and
 * when; a learner under 14 gets a child's (always private) account. The
 * question comes only after the code is known to be right, and leaves it
 * usable, so asking says nothing about which contacts have accounts.
 */
import { eq } from 'drizzle-orm';

import { LEGAL_DOCUMENTS_VERSION } from '@/lib/constants/legal';
import { userConsents, users } from '@/server/db/schema';

import { SAME_ORIGIN } from './helpers/account';
import { ADULT_SIGN_UP, emailCode, fakeClock, loginByPhone, newEmail, newIp, newPhone, smsCode } from './helpers/auth';
import { cnMessages, describeApi, enMessages, envelope } from './helpers/test-app';

const CHECK = '/api/user/login/checkMsgCode';
const CHECK_EMAIL = '/api/user/login/checkEmailCode';

describeApi('consent at sign-up', (t) => {
  afterEach(() => jest.useRealTimers());
  const accountsOf = (phone: string) => t.db.select({ id: users.id, isChild: users.isChild }).from(users).where(eq(users.phone, phone));
  const consentsOf = (userId: number) => t.db.select().from(userConsents).where(eq(userConsents.userId, userId));

  it('asks a new number for the sign-up answers (4113), creates nothing, and the same code then creates the account', async () => {
    const phone = newPhone();
    const code = await smsCode(t, phone);
    const ip = newIp();
    const asked = await t.request(CHECK, { json: { msgCode: code, phoneNumber: phone, dialCode: '86' }, ip, headers: { 'accept-language': 'en' } });
    expect(asked.status).toBe(400);
    expect(await envelope(asked)).toEqual({ code: 4113, msg: enMessages.Errors.CONSENT_REQUIRED, data: null });
    expect(await accountsOf(phone)).toEqual([]);

    const before = Date.now();
    const created = await envelope<{ uid: number }>(
      await t.request(CHECK, { json: { msgCode: code, phoneNumber: phone, dialCode: '86', ...ADULT_SIGN_UP }, ip }),
    );
    expect(created.code).toBe(0);
    expect(await accountsOf(phone)).toEqual([{ id: created.data.uid, isChild: false }]);
    const [record] = await consentsOf(created.data.uid);
    expect(record).toMatchObject({ documentsVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: false, guardianConsent: false });
    expect(record.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records a guardian's consent for a learner under 14, and the account is a child's: private whatever it asks", async () => {
    const email = newEmail();
    const code = await emailCode(t, email);
    const json = { emailCode: code, email, agreementVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: true };
    const withoutGuardian = await t.request(CHECK_EMAIL, { json, ip: newIp() });
    expect(await envelope(withoutGuardian)).toEqual({ code: 4114, msg: cnMessages.Errors.GUARDIAN_CONSENT_REQUIRED, data: null });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const login = await envelope<{ uid: number; token: string }>(await t.request(CHECK_EMAIL, { json: { ...json, guardianConsent: true }, ip: newIp() }));
    expect(login.code).toBe(0);
    const [row] = await t.db.select({ isChild: users.isChild }).from(users).where(eq(users.id, login.data.uid));
    expect(row.isChild).toBe(true);
    expect(await consentsOf(login.data.uid)).toMatchObject([{ documentsVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: true, guardianConsent: true }]);

    const toPublic = await t.request('/api/user/info/update', {
      method: 'PUT',
      json: { profileVisibility: 'public' },
      headers: { token: login.data.token, ...SAME_ORIGIN },
    });
    expect((await envelope(toPublic)).code).toBe(4614);
  });

  it.each([
    ['an old version of the documents', { agreementVersion: '2020-01-01', learnerUnder14: false }, 4113],
    ['no answer to the age question', { agreementVersion: LEGAL_DOCUMENTS_VERSION }, 4113],
    ['no agreement', { learnerUnder14: false }, 4113],
    ['a learner under 14 whose guardian did not consent', { agreementVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: true, guardianConsent: false }, 4114],
  ])('refuses %s and creates nothing', async (_label, answers, code) => {
    const phone = newPhone();
    const msgCode = await smsCode(t, phone);
    const res = await t.request(CHECK, { json: { msgCode, phoneNumber: phone, dialCode: '86', ...answers }, ip: newIp() });
    expect((await envelope(res)).code).toBe(code);
    expect(await accountsOf(phone)).toEqual([]);
  });

  it('a wrong code is a wrong code, account or not: the question is only asked once the code is right', async () => {
    const phone = newPhone();
    const code = await smsCode(t, phone);
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    const res = await t.request(CHECK, { json: { msgCode: wrong, phoneNumber: phone, dialCode: '86' }, ip: newIp() });
    expect((await envelope(res)).code).toBe(4102);
  });

  it('does not ask an existing account again, and adds no record', async () => {
    const clock = fakeClock();
    const phone = newPhone();
    const first = await loginByPhone(t, phone);
    clock.advance(61_000); // past the resend interval
    const code = await smsCode(t, phone);
    const again = await envelope<{ uid: number }>(await t.request(CHECK, { json: { msgCode: code, phoneNumber: phone, dialCode: '86' }, ip: newIp() }));
    expect(again).toMatchObject({ code: 0, data: { uid: first.uid } });
    expect(await consentsOf(first.uid)).toHaveLength(1);
  });
});
