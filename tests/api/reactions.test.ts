/**
 * Likes and collects of books and videos (toggle, explicit state, exact
 * counts under repetition and under concurrent requests), video detail and
 * the video lists (a user's collects, a publisher's videos).
 */
import { and, count, eq } from 'drizzle-orm';

import type { PageOf } from '@/lib/types/paging';
import type { ReactionResult } from '@/lib/types/reactions';
import type { VideoCard, VideoDetail } from '@/lib/types/videos';
import { SEED_VIDEOS } from '@/content';
import { reactions, users } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { seed } from '@/server/db/seed';

import {
  bookId,
  bookRow,
  call,
  expectLoginRequired,
  expectSessionExpired,
  invalid,
  notFound,
  officialUserId,
  ok,
  SEED_TIMEOUT,
  UNKNOWN_ID,
  userNotFound,
  videoId,
  videoRow,
} from './helpers/calls';
import { countRows, createUserWithSession, describeEachEngine, enMessages } from './helpers/test-app';

type Target = 'book' | 'video';
type Kind = 'like' | 'collect';

const reactionPath = (target: Target, kind: Kind) => (target === 'book' ? `/api/picture/book/${kind}` : `/api/video/${kind}`);
const idParam = (target: Target) => (target === 'book' ? 'bookId' : 'videoId');

async function reactionRows(db: Db, target: Target, id: number, kind: Kind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reactions)
    .where(and(eq(reactions.targetType, target), eq(reactions.targetId, id), eq(reactions.kind, kind)));
  return Number(row.n);
}

async function counter(db: Db, target: Target, id: number, kind: Kind): Promise<number> {
  const row = target === 'book' ? await bookRow(db, id) : await videoRow(db, id);
  return kind === 'like' ? row.likeCount : row.collectCount;
}

describeEachEngine('reactions and videos', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);

  const targets: [Target, Kind, string][] = [
    ['book', 'like', 'little-duck-can-swim'],
    ['book', 'collect', 'little-duck-can-swim'],
    ['video', 'like', 'count-to-ten'],
    ['video', 'collect', 'count-to-ten'],
  ];
  const targetIdOf = (target: Target, slug: string) => (target === 'book' ? bookId(t.db, slug) : videoId(t.db, slug));

  describe.each(targets)('POST %s %s', (target, kind, slug) => {
    const path = reactionPath(target, kind);
    const param = idParam(target);

    it('toggles on and off, the count exact each time the same request is repeated', async () => {
      const id = await targetIdOf(target, slug);
      const before = await counter(t.db, target, id, kind);
      const me = await createUserWithSession(t.db);
      const send = () => ok<ReactionResult>(t, `${path}?${param}=${id}`, { method: 'POST', token: me.token });
      expect(await send()).toEqual({ active: true, count: before + 1 });
      expect(await send()).toEqual({ active: false, count: before });
      expect(await send()).toEqual({ active: true, count: before + 1 });
      expect(await counter(t.db, target, id, kind)).toBe(before + 1);
      expect(await reactionRows(t.db, target, id, kind)).toBe(before + 1);
      // The other kind is untouched.
      const other: Kind = kind === 'like' ? 'collect' : 'like';
      expect(await reactionRows(t.db, target, id, other)).toBe(await counter(t.db, target, id, other));
    });

    it('sets the state with state=true|false, idempotently; the id may come in the JSON body', async () => {
      const id = await targetIdOf(target, slug);
      const before = await counter(t.db, target, id, kind);
      const me = await createUserWithSession(t.db);
      const set = (state: string) => ok<ReactionResult>(t, `${path}?${param}=${id}&state=${state}`, { method: 'POST', token: me.token });
      expect(await set('false')).toEqual({ active: false, count: before });
      expect(await set('true')).toEqual({ active: true, count: before + 1 });
      expect(await set('true')).toEqual({ active: true, count: before + 1 });
      expect(await ok(t, path, { token: me.token, json: { [param]: id, state: 'false' } })).toEqual({ active: false, count: before });
      expect(await ok(t, path, { token: me.token, json: { [param]: String(id) } })).toEqual({ active: true, count: before + 1 });
      expect(await counter(t.db, target, id, kind)).toBe(await reactionRows(t.db, target, id, kind));
    });

    it('accepts the spec client\'s JSON content type with an empty body (everything in the query)', async () => {
      const id = await targetIdOf(target, slug);
      const me = await createUserWithSession(t.db);
      const before = await counter(t.db, target, id, kind);
      for (const body of [undefined, '', '  ']) {
        const res = await t.request(`${path}?${param}=${id}&state=true`, {
          method: 'POST',
          headers: { token: me.token, 'content-type': 'application/json' },
          body,
        });
        expect(res.status).toBe(200);
        expect((await res.json()).data).toEqual({ active: true, count: before + 1 });
      }
      const broken = await t.request(`${path}?${param}=${id}`, {
        method: 'POST',
        headers: { token: me.token, 'content-type': 'application/json' },
        body: '{',
      });
      expect(broken.status).toBe(400);
    });

    it('answers 404 for an unknown id, 4000 for a bad one, 4001 for two different ids, storing nothing', async () => {
      const me = await createUserWithSession(t.db);
      const rowsBefore = await countRows(t.db, reactions);
      const post = (query: string, lang: 'cn' | 'en' = 'cn') => call(t, `${path}${query}`, { method: 'POST', token: me.token, lang });
      expect(await post(`?${param}=${UNKNOWN_ID}`)).toEqual(notFound());
      expect(await post(`?${param}=${UNKNOWN_ID}`, 'en')).toEqual(notFound('en'));
      for (const bad of ['', '?x=1', `?${param}=abc`, `?${param}=0`, `?${param}=-1`, `?${param}=1.5`]) {
        expect(await post(bad, 'en')).toEqual(invalid(param, 'en'));
      }
      expect(await post(`?${param}=1&state=yes`, 'en')).toEqual(invalid('state', 'en'));
      const conflict = await post(`?${param}=1&${param}=2`, 'en');
      expect(conflict).toMatchObject({ status: 400, code: 4001 });
      expect(conflict.msg).toBe(enMessages.Errors.PARAMETER_CONFLICT.replace('{field}', param));
      expect(await countRows(t.db, reactions)).toBe(rowsBefore);
    });

    it('refuses visitors (please log in first), dead sessions and cross-site posts', async () => {
      const id = await targetIdOf(target, slug);
      const rowsBefore = await countRows(t.db, reactions);
      await expectLoginRequired(t, `${path}?${param}=${id}`, { method: 'POST' });
      await expectSessionExpired(t, `${path}?${param}=${id}`, { method: 'POST' });
      const me = await createUserWithSession(t.db);
      const cross = await call(t, `${path}?${param}=${id}`, { method: 'POST', token: me.token, headers: { origin: 'https://evil.example' } });
      expect(cross).toMatchObject({ status: 403, code: 4031 });
      expect(await countRows(t.db, reactions)).toBe(rowsBefore);
    });
  });

  it('likes a book and a video apart: the same id in the other table is untouched', async () => {
    const me = await createUserWithSession(t.db);
    const vid = await videoId(t.db, 'animal-sounds');
    const bookBefore = (await bookRow(t.db, vid)).likeCount;
    await ok(t, `/api/video/like?videoId=${vid}`, { method: 'POST', token: me.token });
    expect((await bookRow(t.db, vid)).likeCount).toBe(bookBefore);
    expect(await ok<VideoDetail>(t, `/api/video/detail/${vid}`, { token: me.token })).toMatchObject({ liked: true, collected: false });
  });

  describe('concurrent requests', () => {
    it.each(targets)('%s %s: counter = rows after racing likes from 10 users and toggles from one', async (target, kind, slug) => {
      const id = await targetIdOf(target, slug);
      const path = reactionPath(target, kind);
      const param = idParam(target);
      const before = await reactionRows(t.db, target, id, kind);
      expect(await counter(t.db, target, id, kind)).toBe(before);
      const crowd = await Promise.all(Array.from({ length: 10 }, () => createUserWithSession(t.db)));
      const toggler = await createUserWithSession(t.db);

      const requests = [
        // 20 "like" (state=true) requests, two from each of 10 users …
        ...crowd.flatMap((u) => [0, 1].map(() => call<ReactionResult>(t, `${path}?${param}=${id}&state=true`, { method: 'POST', token: u.token }))),
        // … and 7 toggles from one user at the same time (odd: ends active).
        ...Array.from({ length: 7 }, () => call<ReactionResult>(t, `${path}?${param}=${id}`, { method: 'POST', token: toggler.token })),
      ];
      const answers = await Promise.all(requests);
      answers.forEach((a) => expect(a).toMatchObject({ status: 200, code: 0 }));
      answers.slice(0, 20).forEach((a) => expect(a.data.active).toBe(true));
      const toggles = answers.slice(20).map((a) => a.data.active);
      expect(toggles.filter(Boolean)).toHaveLength(4);
      answers.forEach((a) => {
        expect(a.data.count).toBeGreaterThanOrEqual(before);
        expect(a.data.count).toBeLessThanOrEqual(before + 11);
      });

      expect(await reactionRows(t.db, target, id, kind)).toBe(before + 11);
      expect(await counter(t.db, target, id, kind)).toBe(before + 11);

      // Everyone takes it back at once: back to where it started.
      const undo = await Promise.all(
        [...crowd, toggler].flatMap((u) => [0, 1].map(() => call<ReactionResult>(t, `${path}?${param}=${id}&state=false`, { method: 'POST', token: u.token }))),
      );
      undo.forEach((a) => expect(a).toMatchObject({ status: 200, code: 0, data: { active: false } }));
      expect(await reactionRows(t.db, target, id, kind)).toBe(before);
      expect(await counter(t.db, target, id, kind)).toBe(before);
    });

    it('likes and collects of one book raced together keep both counters exact', async () => {
      const id = await bookId(t.db, 'the-dragon-boat-race');
      const crowd = await Promise.all(Array.from({ length: 8 }, () => createUserWithSession(t.db)));
      await Promise.all(
        crowd.flatMap((u, i) => [
          call(t, `/api/picture/book/like?bookId=${id}`, { method: 'POST', token: u.token }),
          call(t, `/api/picture/book/collect?bookId=${id}`, { method: 'POST', token: u.token }),
          ...(i % 2 ? [call(t, `/api/picture/book/collect?bookId=${id}`, { method: 'POST', token: u.token })] : []),
        ]),
      );
      const book = await bookRow(t.db, id);
      expect(book.likeCount).toBe(8);
      expect(book.collectCount).toBe(4);
      expect(await reactionRows(t.db, 'book', id, 'like')).toBe(8);
      expect(await reactionRows(t.db, 'book', id, 'collect')).toBe(4);
    });
  });

  describe('GET /api/video/detail/{id}', () => {
    it('answers the video with subtitles and its publisher, and the viewer state', async () => {
      const id = await videoId(t.db, 'colors-all-around');
      const source = SEED_VIDEOS.find((v) => v.id === 'colors-all-around')!;
      const official = await officialUserId(t.db);
      const visitor = await ok<VideoDetail>(t, `/api/video/detail/${id}`);
      expect(visitor).toMatchObject({
        id,
        title: 'Colors All Around',
        titleCn: '身边的颜色',
        durationSec: Math.floor(source.durationSec),
        tags: [...source.tags],
        author: { id: official, nickname: '萌芽英语 Sprout English' },
        liked: false,
        collected: false,
      });
      expect(visitor.src).toMatch(/^\/media\/seed\/videos\/.+\?v=[0-9a-f]{12}$/);
      expect(visitor.subtitles.en).toMatch(/\.vtt(\?|$)/);
      expect(visitor.subtitles.cn).toMatch(/\.vtt(\?|$)/);

      const me = await createUserWithSession(t.db);
      await ok(t, `/api/video/collect?videoId=${id}`, { method: 'POST', token: me.token });
      expect(await ok<VideoDetail>(t, `/api/video/detail/${id}`, { token: me.token })).toMatchObject({ liked: false, collected: true });
      const other = await createUserWithSession(t.db);
      expect(await ok<VideoDetail>(t, `/api/video/detail/${id}`, { token: other.token })).toMatchObject({ liked: false, collected: false });
    });

    it('answers 404 for an unknown video and 4000 for a malformed id', async () => {
      expect(await call(t, `/api/video/detail/${UNKNOWN_ID}`, { lang: 'en' })).toEqual(notFound('en'));
      expect(await call(t, `/api/video/detail/${UNKNOWN_ID}`)).toEqual(notFound('cn'));
      for (const bad of ['0', 'abc', '-1', '99999999999']) expect(await call(t, `/api/video/detail/${bad}`)).toEqual(invalid('id'));
    });
  });

  describe('POST /api/video/user/collect/{page}/{size}', () => {
    it('lists collected videos; userId absent or 999 means me, another id that user', async () => {
      const [a, b, c] = await Promise.all(['shapes-everywhere', 'weather-words', 'yummy-food'].map((s) => videoId(t.db, s)));
      const me = await createUserWithSession(t.db);
      const other = await createUserWithSession(t.db, { profileVisibility: 'public' });
      for (const id of [a, b, c]) await ok(t, `/api/video/collect?videoId=${id}`, { method: 'POST', token: me.token });
      await ok(t, `/api/video/collect?videoId=${b}`, { method: 'POST', token: me.token }); // taken back
      await ok(t, `/api/video/like?videoId=${b}`, { method: 'POST', token: me.token }); // a like is not a collect
      await ok(t, `/api/video/collect?videoId=${b}`, { method: 'POST', token: other.token });
      for (const query of ['', '?userId=999', `?userId=${me.userId}`]) {
        const page = await ok<PageOf<VideoCard>>(t, `/api/video/user/collect/1/10${query}`, { method: 'POST', token: me.token });
        expect(page.total).toBe(2);
        expect(new Set(page.list.map((v) => v.id))).toEqual(new Set([a, c]));
      }
      const theirs = await ok<PageOf<VideoCard>>(t, `/api/video/user/collect/1/10?userId=${other.userId}`, { method: 'POST', token: me.token });
      expect(theirs.list.map((v) => v.id)).toEqual([b]);
      const second = await ok<PageOf<VideoCard>>(t, '/api/video/user/collect/2/1', { method: 'POST', token: me.token });
      expect(second).toMatchObject({ total: 2, page: 2, size: 1 });
      expect(second.list).toHaveLength(1);
    });

    it('refuses visitors, bad paging and users without a public profile', async () => {
      await expectLoginRequired(t, '/api/video/user/collect/1/10', { method: 'POST' });
      await expectSessionExpired(t, '/api/video/user/collect/1/10', { method: 'POST' });
      const me = await createUserWithSession(t.db);
      const gone = await createUserWithSession(t.db);
      await t.db.update(users).set({ status: 'anonymised', nickname: 'deleted user' }).where(eq(users.id, gone.userId));
      const post = (path: string) => call(t, path, { method: 'POST', token: me.token });
      expect(await post('/api/video/user/collect/0/10')).toEqual(invalid('page'));
      expect(await post('/api/video/user/collect/1/0')).toEqual(invalid('size'));
      expect(await post('/api/video/user/collect/1/10?userId=x')).toEqual(invalid('userId'));
      expect(await post(`/api/video/user/collect/1/10?userId=${UNKNOWN_ID}`)).toEqual(userNotFound());
      expect(await post(`/api/video/user/collect/1/10?userId=${gone.userId}`)).toEqual(userNotFound());
    });
  });

  describe('GET /api/user/video/page', () => {
    it("lists the official account's 9 videos, and all videos without userId", async () => {
      const official = await officialUserId(t.db);
      const byOfficial = await ok<PageOf<VideoCard>>(t, `/api/user/video/page?userId=${official}&page=1&size=20`);
      expect(byOfficial.total).toBe(9);
      expect(new Set(byOfficial.list.map((v) => v.title))).toEqual(new Set(SEED_VIDEOS.map((v) => v.title)));
      const all = await ok<PageOf<VideoCard>>(t, '/api/user/video/page');
      expect(all).toMatchObject({ total: 9, page: 1, size: 12 });
      expect(all.list).toHaveLength(9);
      const [p1, p2] = [
        await ok<PageOf<VideoCard>>(t, '/api/user/video/page?page=1&size=5'),
        await ok<PageOf<VideoCard>>(t, '/api/user/video/page?page=2&size=5'),
      ];
      expect([p1.list.length, p2.list.length]).toEqual([5, 4]);
      expect(new Set([...p1.list, ...p2.list].map((v) => v.id)).size).toBe(9);
    });

    it('lists nothing for a user who published nothing; 404 for unknown users; 4000 for bad input', async () => {
      const someone = await createUserWithSession(t.db, { profileVisibility: 'public' });
      expect(await ok(t, `/api/user/video/page?userId=${someone.userId}`)).toEqual({ list: [], total: 0, page: 1, size: 12 });
      expect(await call(t, `/api/user/video/page?userId=${UNKNOWN_ID}`, { lang: 'en' })).toEqual(userNotFound('en'));
      expect(await call(t, '/api/user/video/page?page=0')).toEqual(invalid('page'));
      expect(await call(t, '/api/user/video/page?size=51')).toEqual(invalid('size'));
      expect(await call(t, '/api/user/video/page?userId=me')).toEqual(invalid('userId'));
    });
  });
});
