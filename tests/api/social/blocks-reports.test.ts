/**
 * POST /api/user/block, GET /api/user/block/list, GET /api/user/relation and
 * POST /api/user/report: blocking removes follows both ways with exact
 * counts and stops new ones; one open report per pair.
 */
import { and, eq } from 'drizzle-orm';

import type { BlockedUser, BlockResult, FollowResult, Relation } from '@/lib/types/social';
import { follows, userReports, users } from '@/server/db/schema';

import { createAccount } from '../helpers/account';
import { call, expectLoginRequired, invalid, ok, UNKNOWN_ID, userNotFound, messages as texts } from '../helpers/calls';
import { describeEachEngine, setServerEnv } from '../helpers/test-app';

describeEachEngine('blocks and reports', (t) => {
  const follow = (token: string, userId: number) => call<FollowResult>(t, `/api/user/follow?userId=${userId}`, { method: 'POST', token });
  const block = (token: string, userId: number | string, lang?: 'cn' | 'en') => call<BlockResult>(t, `/api/user/block?userId=${userId}`, { method: 'POST', token, lang });
  const report = (token: string, json: unknown, lang?: 'cn' | 'en') => call<{ reportId: number }>(t, '/api/user/report', { method: 'POST', token, json, lang });
  const counts = async (...ids: number[]) => {
    const out: number[] = [];
    for (const id of ids) out.push((await t.db.select({ n: users.followerCount }).from(users).where(eq(users.id, id)))[0].n);
    return out;
  };

  it('visitors are refused', async () => {
    await expectLoginRequired(t, '/api/user/block?userId=1', { method: 'POST' });
    await expectLoginRequired(t, '/api/user/block/list');
    await expectLoginRequired(t, '/api/user/report', { method: 'POST', json: { userId: 1, reason: 'spam' } });
    await expectLoginRequired(t, '/api/user/relation?userId=1');
  });

  it('blocking removes the follows both ways with exact counts, and neither can follow the other until unblocked', async () => {
    const a = await createAccount(t.db, { profileVisibility: 'public' });
    const b = await createAccount(t.db, { profileVisibility: 'public' });
    const c = await createAccount(t.db);
    await follow(a.token, b.userId);
    await follow(b.token, a.userId);
    await follow(c.token, b.userId);
    expect(await counts(a.userId, b.userId)).toEqual([1, 2]);

    expect(await ok<Relation>(t, `/api/user/relation?userId=${b.userId}`, { token: a.token })).toEqual({ followed: true, followsMe: true, blockedByMe: false, canFollow: true });
    expect((await block(a.token, b.userId)).data).toEqual({ userId: b.userId, blocked: true });
    expect(await counts(a.userId, b.userId)).toEqual([0, 1]);
    expect(await t.db.select().from(follows).where(eq(follows.followeeId, b.userId))).toHaveLength(1);
    expect(await ok<Relation>(t, `/api/user/relation?userId=${b.userId}`, { token: a.token })).toEqual({ followed: false, followsMe: false, blockedByMe: true, canFollow: false });
    // The blocked side is not told they are blocked; they just cannot follow.
    expect(await ok<Relation>(t, `/api/user/relation?userId=${a.userId}`, { token: b.token })).toEqual({ followed: false, followsMe: false, blockedByMe: false, canFollow: false });

    for (const [who, whom] of [
      [a, b],
      [b, a],
    ]) {
      expect(await call(t, `/api/user/follow?userId=${whom.userId}`, { method: 'POST', token: who.token, lang: 'en' })).toEqual({
        status: 403,
        code: 4761,
        msg: texts.en.Errors.FOLLOW_BLOCKED,
        data: null,
      });
    }
    expect(await counts(a.userId, b.userId)).toEqual([0, 1]);

    const listed = await ok<{ list: BlockedUser[] }>(t, '/api/user/block/list', { token: a.token });
    expect(listed.list).toEqual([{ userId: b.userId, nickname: expect.any(String), avatar: null, blockedAt: expect.any(String) }]);
    expect((await ok<{ list: BlockedUser[] }>(t, '/api/user/block/list', { token: b.token })).list).toEqual([]);

    expect((await block(a.token, b.userId)).data).toEqual({ userId: b.userId, blocked: false });
    expect((await follow(b.token, a.userId)).data).toEqual({ userId: a.userId, followed: true, followerCount: 1 });
  });

  it('raced blocks and follows of one pair leave counts equal to rows', async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => follow(a.token, b.userId)),
      ...Array.from({ length: 5 }, () => follow(b.token, a.userId)),
      call(t, `/api/user/block?userId=${b.userId}&state=true`, { method: 'POST', token: a.token }),
    ]);
    answers.forEach((x) => expect([200, 403]).toContain(x.status));
    const rows = await t.db.select().from(follows).where(and(eq(follows.followerId, a.userId), eq(follows.followeeId, b.userId)));
    const back = await t.db.select().from(follows).where(and(eq(follows.followerId, b.userId), eq(follows.followeeId, a.userId)));
    expect(rows).toHaveLength(0);
    expect(back).toHaveLength(0);
    expect(await counts(a.userId, b.userId)).toEqual([0, 0]);
  });

  it('refuses blocking oneself, unknown users and bad input', async () => {
    const a = await createAccount(t.db);
    expect(await block(a.token, a.userId, 'en')).toEqual({ status: 400, code: 4762, msg: texts.en.Errors.CANNOT_BLOCK_SELF, data: null });
    expect(await block(a.token, UNKNOWN_ID)).toEqual(userNotFound());
    expect(await block(a.token, 'x')).toEqual(invalid('userId'));
  });

  it("a child's account can be blocked", async () => {
    const a = await createAccount(t.db);
    const child = await createAccount(t.db, { isChild: true });
    expect((await block(a.token, child.userId)).data.blocked).toBe(true);
  });

  describe('reports', () => {
    it('files one open report per pair; a repeat answers a clear message', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      const first = await report(a.token, { userId: b.userId, reason: 'harassment', detail: '  rude comments  ' });
      expect(first).toMatchObject({ status: 200, code: 0, data: { reportId: expect.any(Number) } });
      const [row] = await t.db.select().from(userReports).where(eq(userReports.id, first.data.reportId));
      expect(row).toMatchObject({ reporterId: a.userId, reportedId: b.userId, reason: 'harassment', detail: 'rude comments', status: 'open' });

      for (const lang of ['cn', 'en'] as const) {
        expect(await report(a.token, { userId: b.userId, reason: 'spam' }, lang)).toEqual({ status: 409, code: 4764, msg: texts[lang].Errors.REPORT_EXISTS, data: null });
      }
      // Another reporter may report the same user; once the staff close the report, a new one may be filed.
      expect((await report(b.token, { userId: a.userId, reason: 'other' })).status).toBe(200);
      await t.db.update(userReports).set({ status: 'closed' }).where(eq(userReports.id, first.data.reportId));
      expect((await report(a.token, { userId: b.userId, reason: 'spam' })).status).toBe(200);
    });

    it('raced reports of one pair store exactly one', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      const answers = await Promise.all(Array.from({ length: 6 }, () => report(a.token, { userId: b.userId, reason: 'spam' })));
      expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
      expect(answers.filter((x) => x.status === 409)).toHaveLength(5);
    });

    it('refuses self-reports, unknown users, unknown reasons and long details', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      expect(await report(a.token, { userId: a.userId, reason: 'spam' }, 'en')).toEqual({ status: 400, code: 4763, msg: texts.en.Errors.CANNOT_REPORT_SELF, data: null });
      expect(await report(a.token, { userId: UNKNOWN_ID, reason: 'spam' })).toEqual(userNotFound());
      expect(await report(a.token, { userId: b.userId, reason: 'boring' })).toEqual(invalid('reason'));
      expect(await report(a.token, { userId: b.userId })).toEqual(invalid('reason'));
      expect(await report(a.token, { userId: b.userId, reason: 'other', detail: 'x'.repeat(501) })).toEqual(invalid('detail'));
      expect((await report(a.token, { userId: b.userId, reason: 'other', detail: 'x'.repeat(500) })).status).toBe(200);
    });

    it('is rate-limited per user', async () => {
      const restore = setServerEnv({ REPORTS_PER_DAY: '2' });
      try {
        const a = await createAccount(t.db);
        const targets = [await createAccount(t.db), await createAccount(t.db), await createAccount(t.db)];
        expect((await report(a.token, { userId: targets[0].userId, reason: 'spam' })).status).toBe(200);
        expect((await report(a.token, { userId: targets[1].userId, reason: 'spam' })).status).toBe(200);
        expect(await report(a.token, { userId: targets[2].userId, reason: 'spam' })).toMatchObject({ status: 429, code: 4290 });
      } finally {
        restore();
      }
    });
  });
});
