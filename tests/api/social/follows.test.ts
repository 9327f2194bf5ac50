/**
 * POST /api/user/follow and GET /api/user/follow/list: who may follow whom,
 * exact follower counts under repetition and races, the follow notification,
 * and what the lists show of private profiles.
 */
import { and, count, eq } from 'drizzle-orm';

import type { PageOf } from '@/lib/types/paging';
import type { FollowEntry, FollowResult } from '@/lib/types/social';
import type { Db } from '@/server/db/client';
import { follows, messages, users } from '@/server/db/schema';

import { createAccount, type TestAccount } from '../helpers/account';
import { call, expectLoginRequired, expectSessionExpired, invalid, ok, UNKNOWN_ID, userNotFound, messages as texts } from '../helpers/calls';
import { describeEachEngine } from '../helpers/test-app';

async function followerCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: users.followerCount }).from(users).where(eq(users.id, userId));
  return row.n;
}

async function followRows(db: Db, followeeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, followeeId));
  return row.n;
}

describeEachEngine('follows', (t) => {
  const follow = (token: string, userId: number | string, state?: boolean, lang?: 'cn' | 'en') =>
    call<FollowResult>(t, `/api/user/follow?userId=${userId}${state === undefined ? '' : `&state=${state}`}`, { method: 'POST', token, lang });
  const list = (token: string, query = '', page = 1, size = 10) => ok<PageOf<FollowEntry>>(t, `/api/user/follow/list/${page}/${size}${query}`, { token });
  const publicAccount = (values: Partial<typeof users.$inferInsert> = {}) =>
    createAccount(t.db, { profileVisibility: 'public', avatar: '/avatars/fox.svg', introduction: 'Reads every night', ...values });

  it('visitors and dead sessions are refused', async () => {
    await expectLoginRequired(t, '/api/user/follow?userId=1', { method: 'POST' });
    await expectLoginRequired(t, '/api/user/follow/list/1/10');
    await expectSessionExpired(t, '/api/user/follow?userId=1', { method: 'POST' });
  });

  it('toggles: follow -> followed with the count, again -> unfollowed, state=true sets', async () => {
    const a = await createAccount(t.db);
    const b = await publicAccount();
    expect(await follow(a.token, b.userId)).toEqual({ status: 200, code: 0, msg: expect.any(String), data: { userId: b.userId, followed: true, followerCount: 1 } });
    expect((await follow(a.token, b.userId)).data).toEqual({ userId: b.userId, followed: false, followerCount: 0 });
    expect((await follow(a.token, b.userId, true)).data).toEqual({ userId: b.userId, followed: true, followerCount: 1 });
    expect((await follow(a.token, b.userId, true)).data).toEqual({ userId: b.userId, followed: true, followerCount: 1 });
    expect((await follow(a.token, b.userId, false)).data).toEqual({ userId: b.userId, followed: false, followerCount: 0 });
    expect((await follow(a.token, b.userId, false)).data).toEqual({ userId: b.userId, followed: false, followerCount: 0 });
    expect(await followRows(t.db, b.userId)).toBe(0);
  });

  it('a private profile can be followed too (only children and closed accounts cannot)', async () => {
    const a = await createAccount(t.db);
    const b = await createAccount(t.db);
    expect((await follow(a.token, b.userId)).data.followed).toBe(true);
  });

  it('refuses following oneself, in both languages', async () => {
    const a = await createAccount(t.db);
    for (const lang of ['cn', 'en'] as const) {
      expect(await follow(a.token, a.userId, undefined, lang)).toEqual({ status: 400, code: 4760, msg: texts[lang].Errors.CANNOT_FOLLOW_SELF, data: null });
    }
    expect(texts.en.Errors.CANNOT_FOLLOW_SELF).toBe("You can't follow yourself");
  });

  it("refuses unknown users, a child's account and closed accounts with the same not-found answer", async () => {
    const a = await createAccount(t.db);
    const child = await createAccount(t.db, { isChild: true });
    const cancelling = await publicAccount({ status: 'cancelling' });
    const gone = await publicAccount({ status: 'anonymised' });
    for (const id of [UNKNOWN_ID, child.userId, cancelling.userId, gone.userId]) {
      expect(await follow(a.token, id)).toEqual(userNotFound());
    }
    expect(await followRows(t.db, child.userId)).toBe(0);
    expect(await followerCount(t.db, child.userId)).toBe(0);
  });

  it('an existing follow of a user who closed their account can still be undone', async () => {
    const a = await createAccount(t.db);
    const b = await publicAccount();
    await follow(a.token, b.userId);
    await t.db.update(users).set({ status: 'cancelling' }).where(eq(users.id, b.userId));
    expect((await follow(a.token, b.userId)).data).toEqual({ userId: b.userId, followed: false, followerCount: 0 });
  });

  it('refuses bad input', async () => {
    const a = await createAccount(t.db);
    expect(await follow(a.token, 'abc')).toEqual(invalid('userId'));
    expect(await follow(a.token, 0)).toEqual(invalid('userId'));
    expect(await follow(a.token, '99999999999')).toEqual(invalid('userId'));
    expect(await call(t, '/api/user/follow', { method: 'POST', token: a.token })).toEqual(invalid('userId'));
    expect(await call(t, '/api/user/follow/list/0/10', { token: a.token })).toMatchObject({ status: 400, code: 4000 });
    expect(await call(t, '/api/user/follow/list/1/10?type=friends', { token: a.token })).toMatchObject({ status: 400, code: 4000 });
  });

  it('one user cannot act as another: the follow is always the caller’s own', async () => {
    const a = await createAccount(t.db);
    const b = await publicAccount();
    const c = await publicAccount();
    // A body or query naming another follower is not a thing the API reads.
    await call(t, `/api/user/follow?userId=${c.userId}&followerId=${b.userId}`, { method: 'POST', token: a.token });
    const rows = await t.db.select().from(follows).where(eq(follows.followeeId, c.userId));
    expect(rows.map((r) => r.followerId)).toEqual([a.userId]);
    // Each caller sees only their own lists.
    expect((await list(b.token, '?type=following')).total).toBe(0);
    expect((await list(a.token, '?type=following')).list.map((e) => e.userId)).toEqual([c.userId]);
  });

  it('notifies the followee once per follower, never on unfollow', async () => {
    const a = await createAccount(t.db);
    const b = await publicAccount();
    await follow(a.token, b.userId);
    await follow(a.token, b.userId);
    await follow(a.token, b.userId);
    const rows = await t.db
      .select({ kind: messages.kind, senderId: messages.senderId, groupType: messages.groupType })
      .from(messages)
      .where(and(eq(messages.userId, b.userId), eq(messages.kind, 'follow')));
    expect(rows).toEqual([{ kind: 'follow', senderId: a.userId, groupType: 4 }]);
  });

  it('the count equals the rows after ~10 users race follows and one user races toggles', async () => {
    const target = await publicAccount();
    const crowd: TestAccount[] = [];
    for (let i = 0; i < 10; i++) crowd.push(await createAccount(t.db));
    const toggler = await createAccount(t.db);
    const answers = await Promise.all([
      ...crowd.flatMap((u) => [0, 1].map(() => follow(u.token, target.userId, true))),
      ...Array.from({ length: 7 }, () => follow(toggler.token, target.userId)),
    ]);
    answers.forEach((a) => expect(a).toMatchObject({ status: 200, code: 0 }));
    expect(answers.slice(20).filter((a) => a.data.followed)).toHaveLength(4);
    expect(await followRows(t.db, target.userId)).toBe(11);
    expect(await followerCount(t.db, target.userId)).toBe(11);

    const undo = await Promise.all([...crowd, toggler].flatMap((u) => [0, 1].map(() => follow(u.token, target.userId, false))));
    undo.forEach((a) => expect(a).toMatchObject({ status: 200, code: 0, data: { followed: false } }));
    expect(await followRows(t.db, target.userId)).toBe(0);
    expect(await followerCount(t.db, target.userId)).toBe(0);

    // Mixed: everyone toggles once while the target's follows are also being undone.
    const mixed = await Promise.all(crowd.map((u, i) => follow(u.token, target.userId, i % 2 === 0 ? undefined : true)));
    mixed.forEach((a) => expect(a.status).toBe(200));
    expect(await followerCount(t.db, target.userId)).toBe(await followRows(t.db, target.userId));
    expect(await followRows(t.db, target.userId)).toBe(10);
  });

  describe('lists', () => {
    it('following and followers, newest first, paged, with both directions flagged', async () => {
      const me = await createAccount(t.db);
      const p1 = await publicAccount({ nickname: 'Panda One' });
      const p2 = await publicAccount({ nickname: 'Panda Two' });
      const p3 = await publicAccount({ nickname: 'Panda Three' });
      for (const p of [p1, p2, p3]) await follow(me.token, p.userId);
      await follow(p2.token, me.userId);

      const first = await list(me.token, '', 1, 2);
      expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
      expect(first.list.map((e) => e.userId)).toEqual([p3.userId, p2.userId]);
      expect(first.list[1]).toEqual({
        userId: p2.userId,
        nickname: 'Panda Two',
        avatar: '/avatars/fox.svg',
        introduction: 'Reads every night',
        followerCount: 1,
        visibility: 'public',
        followed: true,
        followsMe: true,
      });
      expect((await list(me.token, '', 2, 2)).list.map((e) => e.userId)).toEqual([p1.userId]);

      const followers = await list(me.token, '?type=followers');
      expect(followers.total).toBe(1);
      expect(followers.list[0]).toMatchObject({ userId: p2.userId, followed: true, followsMe: true });
      const theirFollowers = await list(p1.token, '?type=followers');
      expect(theirFollowers.list[0]).toMatchObject({ userId: me.userId, followed: false, followsMe: true });
    });

    it('a private profile (or a child who follows me) shows only its nickname and the default avatar', async () => {
      const me = await publicAccount();
      const hidden = await createAccount(t.db, { nickname: 'Quiet Owl', avatar: '/avatars/owl.svg', introduction: 'secret', followerCount: 0 });
      const child = await createAccount(t.db, { nickname: 'Little Kid', avatar: '/avatars/cat.svg', isChild: true, profileVisibility: 'public' });
      await follow(me.token, hidden.userId);
      await follow(child.token, me.userId);
      expect((await list(me.token)).list).toEqual([
        { userId: hidden.userId, nickname: 'Quiet Owl', avatar: null, visibility: 'private', followed: true, followsMe: false },
      ]);
      expect((await list(me.token, '?type=followers')).list).toEqual([
        { userId: child.userId, nickname: 'Little Kid', avatar: null, visibility: 'private', followed: false, followsMe: true },
      ]);
    });

    it('simple=1 answers ids and nicknames only; closed accounts leave the list', async () => {
      const me = await createAccount(t.db);
      const p1 = await publicAccount({ nickname: 'Kite' });
      const p2 = await publicAccount({ nickname: 'Leaving' });
      await follow(me.token, p1.userId);
      await follow(me.token, p2.userId);
      await t.db.update(users).set({ status: 'cancelling' }).where(eq(users.id, p2.userId));
      expect(await list(me.token, '?simple=1')).toEqual({ list: [{ userId: p1.userId, nickname: 'Kite' }], total: 1, page: 1, size: 10 });
    });
  });
});
