/**
 * Account cancellation (SPEC §4, security baseline B5 and S3): the reasons
 * lookup, the application (own account only, all sessions end at once), the
 * withdrawal during the cooling-off period, and the anonymisation after it,
 * driven with a fake `now`.
 */
import { mkdtemp, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, count, eq, lte, or } from 'drizzle-orm';

import { CANCELLATION_REASONS } from '@/lib/constants/profile';
import { cancellationApplications, sessions, userUploads, users } from '@/server/db/schema';
import { ANONYMISED_NICKNAME, anonymiseDueAccounts } from '@/server/services/account/anonymise';
import { createSession } from '@/server/services/session';

import { createAccount, SAME_ORIGIN, userRow } from './helpers/account';
import { fakeClock, newIp, smsCode } from './helpers/auth';
import { cnMessages, describeEachEngine, enMessages, envelope, setServerEnv, validationMessage } from './helpers/test-app';

const APPLY = '/api/user/cancellationApplicationNew';
const REASONS = '/api/user/getUserCancellationApplyReasonNew';
const WITHDRAW = '/api/user/cancellation/withdraw';
const INFO = '/api/user/info';
const DAY_MS = 24 * 60 * 60 * 1000;

interface Reasons {
  list: { code: string; label: string }[];
  application: { status: string; reasonCode: string; effectiveAt: string; createdAt: string } | null;
}

describeEachEngine('account cancellation', (t) => {
  const apply = (token: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(APPLY, { method: 'POST', json, headers: { token, ...SAME_ORIGIN, ...headers } });
  const withdraw = (token: string) => t.request(WITHDRAW, { method: 'POST', json: {}, headers: { token, ...SAME_ORIGIN } });
  const infoStatus = async (token: string) => (await t.request(INFO, { headers: { token } })).status;

  describe('GET /api/user/getUserCancellationApplyReasonNew', () => {
    it('lists the seven reasons of SPEC §9 with labels in the caller’s language', async () => {
      const cn = await envelope<Reasons>(await t.request(REASONS));
      expect(cn.data.list.map((r) => r.code)).toEqual([...CANCELLATION_REASONS]);
      expect(cn.data.list.map((r) => r.label)).toEqual(CANCELLATION_REASONS.map((c) => cnMessages.Logoff.reasons[c]));
      expect(cn.data.list[1].label).toBe('电话联系过于频繁');
      expect(cn.data.application).toBeNull();
      const en = await envelope<Reasons>(await t.request(`${REASONS}?phoneNumber=13800000000`, { headers: { 'accept-language': 'en' } }));
      expect(en.data.list.map((r) => r.label)).toEqual([
        'Unknown problem',
        'Too-frequent phone contact',
        'Functional lag',
        'Teacher problem',
        'Course package problem',
        'Textbook problem',
        'Other problem',
      ]);
      expect(en.data.application).toBeNull();
    });

    it('shows the caller’s own open application, and never someone else’s by phone number', async () => {
      const a = await createAccount(t.db);
      await apply(a.token, { account: a.phone, reasonCode: 'lag', agreed: true });
      const { token } = await createSession(t.db, { userId: a.userId }); // logged in again during cooling-off
      const own = await envelope<Reasons>(await t.request(`${REASONS}?phoneNumber=${a.phone}`, { headers: { token } }));
      expect(own.data.application).toMatchObject({ status: 'submitted', reasonCode: 'lag' });
      const noPhone = await envelope<Reasons>(await t.request(REASONS, { headers: { token } }));
      expect(noPhone.data.application).toMatchObject({ status: 'submitted' });
      // A stranger, or a visitor, asking by A's number learns nothing.
      const b = await createAccount(t.db);
      const stranger = await envelope<Reasons>(await t.request(`${REASONS}?phoneNumber=${a.phone}`, { headers: { token: b.token } }));
      expect(stranger.data.application).toBeNull();
      const visitor = await envelope<Reasons>(await t.request(`${REASONS}?phoneNumber=${a.phone}`));
      expect(visitor.data.application).toBeNull();
    });
  });

  describe('POST /api/user/cancellationApplicationNew', () => {
    it('files the application, marks the account and ends ALL its sessions at once', async () => {
      const a = await createAccount(t.db);
      const { token: otherDevice } = await createSession(t.db, { userId: a.userId });
      const bystander = await createAccount(t.db);
      const before = Date.now();
      const res = await apply(a.token, { account: a.phone, reasonCode: 'teacher', agreed: true });
      expect(res.status).toBe(200);
      const { code, data } = await envelope<{ status: string; effectiveAt: string }>(res);
      expect(code).toBe(0);
      expect(data.status).toBe('submitted');
      const effective = Date.parse(data.effectiveAt);
      expect(effective).toBeGreaterThanOrEqual(before + 15 * DAY_MS);
      expect(effective).toBeLessThanOrEqual(Date.now() + 15 * DAY_MS);

      // The old tokens are dead (S3): 401 / 1001 on the next call.
      for (const token of [a.token, otherDevice]) {
        const next = await t.request(INFO, { headers: { token } });
        expect(next.status).toBe(401);
        expect((await envelope(next)).code).toBe(1001);
      }
      expect(await infoStatus(bystander.token)).toBe(200);
      const row = await userRow(t.db, a.userId);
      expect(row.status).toBe('cancelling');
      expect(row.phone).toBe(a.phone); // nothing is deleted before the period ends
      const apps = await t.db.select().from(cancellationApplications).where(eq(cancellationApplications.userId, a.userId));
      expect(apps).toEqual([expect.objectContaining({ status: 'submitted', reasonCode: 'teacher' })]);
    });

    it.each([
      ['the phone number with spaces', (a: { phone: string }) => ` ${a.phone.slice(0, 3)} ${a.phone.slice(3)} `],
      ['the phone number with +86', (a: { phone: string }) => `+86 ${a.phone}`],
      ['the e-mail in capitals', (a: { email: string }) => a.email.toUpperCase()],
    ])('accepts %s as the account', async (_label, typed) => {
      const a = await createAccount(t.db);
      expect((await apply(a.token, { account: typed(a), reasonCode: 'other', agreed: true })).status).toBe(200);
    });

    it('uses the configured cooling-off period', async () => {
      const restore = setServerEnv({ CANCELLATION_COOLING_OFF_DAYS: '3' });
      try {
        const a = await createAccount(t.db);
        const { data } = await envelope<{ effectiveAt: string }>(await apply(a.token, { account: a.phone, reasonCode: 'lag', agreed: true }));
        expect(Math.round((Date.parse(data.effectiveAt) - Date.now()) / DAY_MS)).toBe(3);
      } finally {
        restore();
      }
    });

    it.each([
      ['cn', 'zh-CN', cnMessages.Errors.CANCELLATION_ACCOUNT_MISMATCH],
      ['en', 'en', enMessages.Errors.CANCELLATION_ACCOUNT_MISMATCH],
    ])('refuses (%s) an account that is not the user’s own; nothing changes', async (_l, lang, msg) => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      for (const account of [b.phone, b.email, '13800000000', a.phone.slice(0, -1), 'not-an-account']) {
        const res = await apply(a.token, { account, reasonCode: 'lag', agreed: true }, { 'accept-language': lang });
        expect(res.status).toBe(400);
        expect(await envelope(res)).toEqual({ code: 4610, msg, data: null });
      }
      expect(await infoStatus(a.token)).toBe(200);
      expect((await userRow(t.db, a.userId)).status).toBe('active');
      expect((await userRow(t.db, b.userId)).status).toBe('active');
    });

    it.each([
      ['reasonCode', { reasonCode: 'bored' }],
      ['reasonCode', { reasonCode: undefined }],
      ['agreed', { agreed: false }],
      ['agreed', { agreed: 'true' }],
      ['agreed', { agreed: undefined }],
      ['account', { account: '   ' }],
      ['account', { account: 'x'.repeat(255) }],
    ])('refuses a bad body (%s) with 400 and keeps the sessions', async (field, patch) => {
      const a = await createAccount(t.db);
      const body = { account: a.phone, reasonCode: 'lag', agreed: true, ...patch };
      const res = await apply(a.token, body);
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe(validationMessage('cn', field));
      expect(await infoStatus(a.token)).toBe(200);
      expect(await t.db.select().from(cancellationApplications).where(eq(cancellationApplications.userId, a.userId))).toEqual([]);
    });

    it('drops a userId or status in the body: the caller applies for their own account, which starts the cooling-off period', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      const res = await apply(a.token, { account: a.phone, reasonCode: 'lag', agreed: true, userId: b.userId, status: 'anonymised' });
      expect((await envelope(res)).code).toBe(0);
      expect((await userRow(t.db, a.userId)).status).toBe('cancelling');
      expect((await userRow(t.db, b.userId)).status).toBe('active');
    });

    it('refuses a second application while one is open (409)', async () => {
      const a = await createAccount(t.db);
      await apply(a.token, { account: a.phone, reasonCode: 'lag', agreed: true });
      const { token } = await createSession(t.db, { userId: a.userId });
      const res = await apply(token, { account: a.phone, reasonCode: 'other', agreed: true });
      expect(res.status).toBe(409);
      expect((await envelope(res)).code).toBe(4611);
    });

    it('of two applications sent at once, exactly one is filed', async () => {
      const a = await createAccount(t.db);
      const { token: second } = await createSession(t.db, { userId: a.userId });
      const results = await Promise.all([
        apply(a.token, { account: a.phone, reasonCode: 'lag', agreed: true }),
        apply(second, { account: a.phone, reasonCode: 'other', agreed: true }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await t.db.select().from(cancellationApplications).where(eq(cancellationApplications.userId, a.userId))).toHaveLength(1);
    });

    it('user B can never file for user A', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      expect((await apply(b.token, { account: a.phone, reasonCode: 'lag', agreed: true })).status).toBe(400);
      expect((await apply(b.token, { account: a.phone, reasonCode: 'lag', agreed: true, userId: a.userId })).status).toBe(400);
      expect(await infoStatus(a.token)).toBe(200);
      expect((await userRow(t.db, a.userId)).status).toBe('active');
    });
  });

  describe('withdrawal and anonymisation', () => {
    let uploadDir: string;
    let restoreEnv: () => void;
    beforeAll(async () => {
      uploadDir = await mkdtemp(path.join(tmpdir(), 'sprout-cancel-test-'));
      restoreEnv = setServerEnv({ UPLOAD_DIR: uploadDir });
    });
    afterAll(async () => {
      restoreEnv();
      await rm(uploadDir, { recursive: true, force: true });
    });

    /** Applies, then logs in again (a cooling-off login is allowed) and returns the new token. */
    async function cancelled(values: Partial<typeof users.$inferInsert> = {}) {
      const a = await createAccount(t.db, values);
      const { data } = await envelope<{ effectiveAt: string }>(await apply(a.token, { account: a.phone, reasonCode: 'package', agreed: true }));
      const { token } = await createSession(t.db, { userId: a.userId });
      return { ...a, token, effectiveAt: new Date(data.effectiveAt) };
    }

    it('a withdrawal inside the window keeps every piece of data, and the anonymiser later leaves it alone', async () => {
      const a = await cancelled({ nickname: 'Keeper', introduction: 'stay', birthday: '2015-05-05' });
      const res = await withdraw(a.token);
      expect(res.status).toBe(200);
      expect((await envelope(res)).data).toEqual({ status: 'withdrawn' });
      const row = await userRow(t.db, a.userId);
      expect(row).toMatchObject({ status: 'active', nickname: 'Keeper', phone: a.phone, email: a.email, introduction: 'stay', birthday: '2015-05-05' });
      expect(row.passwordHash).not.toBeNull();

      await anonymiseDueAccounts(t.db, new Date(a.effectiveAt.getTime() + DAY_MS));
      expect(await userRow(t.db, a.userId)).toEqual(row);
      expect(await infoStatus(a.token)).toBe(200);
      // The user may apply again later.
      expect((await apply(a.token, { account: a.phone, reasonCode: 'other', agreed: true })).status).toBe(200);
    });

    it('logging in during the cooling-off period does not withdraw: the answer says when the account closes', async () => {
      const a = await cancelled();
      const clock = fakeClock();
      const code = await smsCode(t, a.phone);
      const res = await t.request('/api/user/login/checkMsgCode', { json: { msgCode: code, phoneNumber: a.phone, dialCode: '86' }, ip: newIp() });
      const login = await envelope<{ token: string; cancellationEffectiveAt: string | null }>(res);
      expect(login.code).toBe(0);
      expect(login.data.cancellationEffectiveAt).toBe(a.effectiveAt.toISOString());
      expect((await userRow(t.db, a.userId)).status).toBe('cancelling');
      const [application] = await t.db.select().from(cancellationApplications).where(eq(cancellationApplications.userId, a.userId));
      expect(application.status).toBe('submitted');
      // Withdrawing is the user's choice, with the new session.
      expect((await withdraw(login.data.token)).status).toBe(200);
      clock.advance(61_000);
      const again = await envelope<{ cancellationEffectiveAt: string | null }>(
        await t.request('/api/user/login/checkMsgCode', { json: { msgCode: await smsCode(t, a.phone, { ip: newIp() }), phoneNumber: a.phone, dialCode: '86' }, ip: newIp() }),
      );
      expect(again.data.cancellationEffectiveAt).toBeNull();
      jest.useRealTimers();
    });

    it('withdraw without an application: 404; after the period: 409', async () => {
      const a = await createAccount(t.db);
      const none = await withdraw(a.token);
      expect(none.status).toBe(404);
      expect((await envelope(none)).code).toBe(4612);

      const late = await cancelled();
      await t.db
        .update(cancellationApplications)
        .set({ effectiveAt: new Date(Date.now() - 60_000) })
        .where(eq(cancellationApplications.userId, late.userId));
      const res = await withdraw(late.token);
      expect(res.status).toBe(409);
      expect((await envelope(res)).code).toBe(4613);
      expect((await userRow(t.db, late.userId)).status).toBe('cancelling');
    });

    it('nothing happens before the period ends; after it every personal column is cleared and login is impossible', async () => {
      const a = await cancelled({
        nickname: 'Soon Gone',
        introduction: 'private words',
        birthday: '2013-03-03',
        gender: 'female',
        avatar: null,
        compulsoryEducation: true,
      });
      // An uploaded avatar file that must go too.
      const key = 'avatars/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp';
      await mkdir(path.join(uploadDir, 'avatars'), { recursive: true });
      await writeFile(path.join(uploadDir, key), 'image');
      await t.db.insert(userUploads).values({ userId: a.userId, storageKey: key, bytes: 5 });
      await t.db.update(users).set({ avatar: `/media/uploads/${key}` }).where(eq(users.id, a.userId));
      const untouched = await userRow(t.db, a.userId);

      // (Other suites' applications may be due; only this user's row is asserted.)
      await anonymiseDueAccounts(t.db, new Date(a.effectiveAt.getTime() - 1000));
      expect(await userRow(t.db, a.userId)).toEqual(untouched);

      expect(await anonymiseDueAccounts(t.db, new Date(a.effectiveAt.getTime() + 1000))).toBeGreaterThanOrEqual(1);
      const row = await userRow(t.db, a.userId);
      expect(row).toMatchObject({
        status: 'anonymised',
        phone: null,
        dialCode: null,
        email: null,
        nickname: ANONYMISED_NICKNAME,
        avatar: null,
        birthday: null,
        introduction: '',
        gender: 'unknown',
        compulsoryEducation: false,
        passwordHash: null,
      });
      // No way in: the session from the cooling-off login is dead, and no account answers to the phone or e-mail.
      expect(await infoStatus(a.token)).toBe(401);
      const live = await t.db.select().from(sessions).where(and(eq(sessions.userId, a.userId)));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      const byContact = await t.db
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.phone, a.phone), eq(users.email, a.email)));
      expect(byContact).toEqual([]);
      // The uploaded file and its record are gone; the public card is gone.
      await expect(stat(path.join(uploadDir, key))).rejects.toThrow();
      expect(await t.db.select().from(userUploads).where(eq(userUploads.userId, a.userId))).toEqual([]);
      expect((await t.request(`/api/user/open/info?userId=${a.userId}`)).status).toBe(404);
      const [app] = await t.db.select().from(cancellationApplications).where(eq(cancellationApplications.userId, a.userId));
      expect(app.status).toBe('completed');
      expect(app.completedAt).not.toBeNull();

      // A second run does nothing more; withdrawing is no longer possible.
      await anonymiseDueAccounts(t.db, new Date(a.effectiveAt.getTime() + 2 * DAY_MS));
      expect(await userRow(t.db, a.userId)).toEqual(row);
      expect((await withdraw(a.token)).status).toBe(401);
    });

    it('two anonymiser runs at once (two instances) handle each account exactly once', async () => {
      const a = await cancelled();
      const b = await cancelled();
      const now = new Date(Math.max(a.effectiveAt.getTime(), b.effectiveAt.getTime()) + 1000);
      const [{ n: due }] = await t.db
        .select({ n: count() })
        .from(cancellationApplications)
        .where(and(eq(cancellationApplications.status, 'submitted'), lte(cancellationApplications.effectiveAt, now)));
      const runs = await Promise.all([anonymiseDueAccounts(t.db, now), anonymiseDueAccounts(t.db, now)]);
      expect(runs[0] + runs[1]).toBe(Number(due));
      for (const u of [a, b]) expect((await userRow(t.db, u.userId)).status).toBe('anonymised');
    });

    it('the phone number is free for a new account afterwards', async () => {
      const a = await cancelled();
      await anonymiseDueAccounts(t.db, new Date(a.effectiveAt.getTime() + 1000));
      const fresh = await createAccount(t.db, { phone: a.phone, dialCode: '86', email: a.email });
      expect(fresh.userId).not.toBe(a.userId);
    });
  });
});
