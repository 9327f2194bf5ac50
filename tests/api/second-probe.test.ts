/**
 * The Low findings of the second security probe (issue #28), each as the
 * probe reproduced it:
 * - L1: a chat's refusal does not tell a non-staff caller why (child, private
 *   or blocked read the same), so nobody learns which accounts are children;
 * - L2: browser error reports are for advisers (the highest staff role) and
 *   the operator token, not teachers;
 * - L3: the avatar is one of the user's avatar uploads, never another kind;
 * - L6: where the documented input is a boolean (`state`), JSON `true`/`false`
 *   is taken as well as the strings, in the body or the query.
 */
import { and, eq } from 'drizzle-orm';

import type { ReactionResult } from '@/lib/types/reactions';
import { books, follows, reactions, userBlocks, userUploads, videos } from '@/server/db/schema';
import { ERROR_CODES } from '@/server/errors';
import { createSession } from '@/server/services/session';

import { createAccount, SAME_ORIGIN, userRow } from './helpers/account';
import { testBook } from './helpers/books';
import { call, ok } from './helpers/calls';
import { createUserWithSession, describeApi, enMessages, insertTestUser, setServerEnv } from './helpers/test-app';

describeApi('second probe, Low findings (#28)', (t) => {
  /** A logged-in user; a child's account or a role when asked. */
  async function person(values: { isChild?: boolean; role?: string; profileVisibility?: 'public' | 'private' } = {}) {
    const userId = await insertTestUser(t.db, { nickname: `p${Math.random().toString(36).slice(2, 8)}`, profileVisibility: 'private', role: 'user', ...values });
    const { token } = await createSession(t.db, { userId });
    return { userId, token };
  }

  describe('L1: GET /api/msg/group/detail and POST /api/msg/send refuse child, private and blocked alike', () => {
    const peer = async (me: { token: string }, friendId: number) =>
      (await ok<{ peer: { canMessage: boolean; reason: string | null } }>(t, `/api/msg/group/detail?friendId=${friendId}&page=1&size=20`, { token: me.token })).peer;
    const send = (me: { token: string }, friendId: number) => call(t, '/api/msg/send', { token: me.token, json: { friendId, content: 'hello' }, lang: 'en' });

    it('gives a grown-up the same answer for a child, a private profile and someone who blocked them', async () => {
      const grownUp = await person({ profileVisibility: 'public' });
      const child = await person({ isChild: true });
      const privateAdult = await person();
      const blocker = await person({ profileVisibility: 'public' });
      await t.db.insert(userBlocks).values({ blockerId: blocker.userId, blockedId: grownUp.userId });

      const refusal = { status: 403, code: 4785, msg: enMessages.Errors.MESSAGE_NOT_ALLOWED, data: null };
      for (const target of [child, privateAdult, blocker]) {
        expect(await peer(grownUp, target.userId)).toMatchObject({ canMessage: false, reason: 'private' });
        expect(await send(grownUp, target.userId)).toEqual(refusal);
      }
      // A child's account hears the same refusal about a grown-up.
      expect(await peer(child, grownUp.userId)).toMatchObject({ canMessage: false, reason: 'private' });
      expect(await send(child, grownUp.userId)).toEqual(refusal);
      expect(JSON.stringify(await peer(grownUp, child.userId))).not.toMatch(/child/);
    });

    it('still tells staff the reason, and lets them write to a child', async () => {
      const adviser = await person({ role: 'adviser' });
      const child = await person({ isChild: true });
      const blocker = await person({ profileVisibility: 'public' });
      await t.db.insert(userBlocks).values({ blockerId: blocker.userId, blockedId: adviser.userId });
      expect(await peer(adviser, child.userId)).toMatchObject({ canMessage: true, reason: null });
      expect(await peer(adviser, blocker.userId)).toMatchObject({ canMessage: false, reason: 'blocked' });
      expect((await send(adviser, blocker.userId)).code).toBe(4783);
    });
  });

  describe('L2: GET /api/monitor/events', () => {
    let restore: () => void;
    beforeAll(() => {
      restore = setServerEnv({ OPERATOR_TOKEN: 'op-secret-28-l2' });
    });
    afterAll(() => restore());

    it('refuses a teacher (403, 4030) and answers an adviser and the operator token', async () => {
      const teacher = await createUserWithSession(t.db, { role: 'teacher' });
      const adviser = await createUserWithSession(t.db, { role: 'adviser' });
      expect(await call(t, '/api/monitor/events', { token: teacher.token, lang: 'en' })).toEqual({ status: 403, code: 4030, msg: enMessages.Errors.FORBIDDEN, data: null });
      expect((await call(t, '/api/monitor/events', { token: adviser.token })).status).toBe(200);
      expect((await call(t, '/api/monitor/events', { headers: { 'x-operator-token': 'op-secret-28-l2' } })).status).toBe(200);
    });
  });

  describe('L3: the avatar is an upload of the avatar kind', () => {
    const put = (token: string, avatar: string) =>
      call(t, '/api/user/info/update', { method: 'PUT', token, json: { avatar }, lang: 'en', headers: SAME_ORIGIN });

    it('refuses the user’s own dubbing recording or book picture, and takes their avatar upload', async () => {
      const a = await createAccount(t.db, { avatar: null });
      const wav = 'dubbings/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.wav';
      const picture = 'picbooks/cccccccccccccccccccccccccccccccc.webp';
      const avatar = 'avatars/dddddddddddddddddddddddddddddddd.webp';
      await t.db.insert(userUploads).values([
        { userId: a.userId, storageKey: wav, kind: 'dubbing', bytes: 100 },
        { userId: a.userId, storageKey: picture, kind: 'picbook', bytes: 100 },
        { userId: a.userId, storageKey: avatar, kind: 'avatar', bytes: 100 },
      ]);
      for (const key of [wav, picture]) {
        expect(await put(a.token, `/media/uploads/${key}`)).toEqual({ status: 400, code: 4607, msg: enMessages.Errors.AVATAR_NOT_UPLOADED, data: null });
        expect((await userRow(t.db, a.userId)).avatar).toBeNull();
      }
      expect((await put(a.token, `/media/uploads/${avatar}`)).status).toBe(200);
      expect((await userRow(t.db, a.userId)).avatar).toBe(`/media/uploads/${avatar}`);
    });
  });

  describe('L6: JSON booleans for `state`', () => {
    it('follows and blocks with state true/false as JSON, as strings and in the query', async () => {
      const me = await person();
      const other = await person({ profileVisibility: 'public' });
      const followed = async () => (await t.db.select().from(follows).where(and(eq(follows.followerId, me.userId), eq(follows.followeeId, other.userId)))).length;
      const blocked = async () => (await t.db.select().from(userBlocks).where(and(eq(userBlocks.blockerId, me.userId), eq(userBlocks.blockedId, other.userId)))).length;
      // The same state twice sets it (a toggle would undo the first).
      for (const state of [true, true, 'true']) expect((await call(t, '/api/user/follow', { token: me.token, json: { userId: other.userId, state } })).code).toBe(0);
      expect(await followed()).toBe(1);
      for (const state of [false, false, 'false']) expect((await call(t, '/api/user/follow', { token: me.token, json: { userId: other.userId, state } })).code).toBe(0);
      expect(await followed()).toBe(0);
      expect((await call(t, `/api/user/block?userId=${other.userId}&state=true`, { token: me.token, json: { state: true } })).code).toBe(0);
      expect((await call(t, '/api/user/block', { token: me.token, json: { userId: other.userId, state: true } })).code).toBe(0);
      expect(await blocked()).toBe(1);
      expect((await call(t, '/api/user/block', { token: me.token, json: { userId: other.userId, state: false } })).code).toBe(0);
      expect(await blocked()).toBe(0);
      // Anything else is still refused.
      for (const state of [1, 'yes', null]) expect((await call(t, '/api/user/follow', { token: me.token, json: { userId: other.userId, state } })).code).toBe(4000);
      // A body and a query that disagree are refused, as for every input.
      expect((await call(t, `/api/user/follow?userId=${other.userId}&state=false`, { token: me.token, json: { state: true } })).code).toBe(ERROR_CODES.PARAMETER_CONFLICT.code);
    });

    it('likes and collects books and videos with state true/false as JSON', async () => {
      const me = await person();
      const [{ id: bookId }] = await t.db
        .insert(books)
        .values(testBook({ slug: 'l6-state-book', title: 'State Book', titleCn: '状态', searchDoc: 'state' }))
        .returning({ id: books.id });
      const [{ id: videoId }] = await t.db
        .insert(videos)
        .values({ slug: 'l6-state-video', title: 'V', titleCn: 'V', description: 'x', descriptionCn: 'x', durationSec: 10, src: '/v.mp4', poster: '/p.webp', subtitlesEn: '', subtitlesCn: '' })
        .returning({ id: videos.id });
      for (const [path, field, id] of [
        ['/api/picture/book', 'bookId', bookId],
        ['/api/video', 'videoId', videoId],
      ] as const) {
        for (const kind of ['like', 'collect'] as const) {
          for (const state of [true, true]) {
            expect(await ok<ReactionResult>(t, `${path}/${kind}`, { token: me.token, json: { [field]: id, state } })).toEqual({ active: true, count: 1 });
          }
          expect(await ok<ReactionResult>(t, `${path}/${kind}?${field}=${id}`, { token: me.token, json: { state: false } })).toEqual({ active: false, count: 0 });
          expect(await ok<ReactionResult>(t, `${path}/${kind}?${field}=${id}&state=true`, { token: me.token, json: {} })).toEqual({ active: true, count: 1 });
        }
      }
      const rows = await t.db.select().from(reactions).where(eq(reactions.userId, me.userId));
      expect(rows).toHaveLength(4);
    });
  });
});
