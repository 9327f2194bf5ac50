/**
 * Profile visibility (security baseline PR1): a profile is private unless
 * its owner makes it public, and always private for a child's account.
 * Others (a visitor, user B) see a private profile as its nickname and the
 * default avatar only: no photo, introduction or counts from open/info, no
 * entry in people search, and every `?userId=` list of it answers exactly
 * what an unknown user gets. The owner always sees their own.
 */
import { eq } from 'drizzle-orm';

import type { CommentItem } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import type { SearchHit, SearchResult } from '@/lib/types/search';
import { users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { clearSearchCache, countSearchHits } from '@/server/services/search/search';

import { bookId, call, ok, SEED_TIMEOUT, UNKNOWN_ID, userNotFound, videoId } from './helpers/calls';
import { createAccount, SAME_ORIGIN, type TestAccount } from './helpers/account';
import { describeApi } from './helpers/test-app';

type UserHit = Extract<SearchHit, { kind: 'user' }>;

const PHOTO = '/avatars/fox.svg';

describeApi('profile visibility (PR1)', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);
  beforeEach(() => clearSearchCache());

  let seq = 0;
  /** Owner A with a photo, an introduction, counts, a liked and a collected book and a collected video. */
  async function owner(values: Partial<typeof users.$inferInsert> = {}): Promise<TestAccount & { nickname: string }> {
    const nickname = `Zebrafinch${++seq}`;
    const a = await createAccount(t.db, { nickname, avatar: PHOTO, introduction: 'I am 8 and live in Hangzhou', followerCount: 4, likeCount: 6, ...values });
    const book = await bookId(t.db, 'little-duck-can-swim');
    const video = await videoId(t.db, 'count-to-ten');
    await ok(t, `/api/picture/book/like?bookId=${book}`, { method: 'POST', token: a.token });
    await ok(t, `/api/picture/book/collect?bookId=${book}`, { method: 'POST', token: a.token });
    await ok(t, `/api/video/collect?videoId=${video}`, { method: 'POST', token: a.token });
    return { ...a, nickname };
  }

  const setVisibility = (token: string, profileVisibility: unknown) =>
    call(t, '/api/user/info/update', { method: 'PUT', token, json: { profileVisibility }, headers: SAME_ORIGIN, lang: 'en' });

  const openInfo = (userId: number, token?: string) => call<Record<string, unknown>>(t, `/api/user/open/info?userId=${userId}`, { token });

  const LISTS = (userId: number) => [
    `/api/picture/book/user/follow/1/10?userId=${userId}`,
    `/api/picture/book/user/collect/1/10?userId=${userId}`,
    `/api/video/user/collect/1/10?userId=${userId}`,
  ];

  const peopleSearch = (keyword: string, token?: string) =>
    ok<Omit<SearchResult, 'list'> & { list: UserHit[] }>(t, `/api/common/search?type=3&keyword=${encodeURIComponent(keyword)}&page=1`, { token });

  it('a new profile is private, and its owner sees the setting', async () => {
    const a = await createAccount(t.db);
    const me = await ok<Record<string, unknown>>(t, '/api/user/info', { token: a.token });
    expect(me).toMatchObject({ profileVisibility: 'private', isChild: false });
  });

  it('others get only the nickname and the default avatar of a private profile; the owner gets all of it', async () => {
    const a = await owner();
    const b = await createAccount(t.db);
    const hidden = { userId: a.userId, nickname: a.nickname, avatar: null, visibility: 'private' };
    expect(await openInfo(a.userId)).toEqual({ status: 200, code: 0, msg: expect.any(String), data: hidden });
    expect((await openInfo(a.userId, b.token)).data).toEqual(hidden);
    expect((await openInfo(a.userId, a.token)).data).toEqual({
      userId: a.userId,
      nickname: a.nickname,
      avatar: PHOTO,
      introduction: 'I am 8 and live in Hangzhou',
      followerCount: 4,
      likeCount: 6,
      visibility: 'private',
    });
  });

  it("people search never shows a private profile, to a visitor or to user B; a public one it does", async () => {
    const a = await owner();
    const b = await createAccount(t.db);
    for (const token of [undefined, b.token, a.token]) {
      expect((await peopleSearch(a.nickname, token)).list.map((u) => u.id)).not.toContain(a.userId);
    }
    // The /search page's users tab counts through the same service.
    expect((await countSearchHits(t.db, a.nickname))[3]).toBe(0);

    expect((await setVisibility(a.token, 'public')).status).toBe(200);
    clearSearchCache();
    const found = await peopleSearch(a.nickname, b.token);
    expect(found.list.filter((u) => u.id === a.userId)).toEqual([
      { kind: 'user', id: a.userId, nickname: a.nickname, avatar: PHOTO, introduction: 'I am 8 and live in Hangzhou', followerCount: 4 },
    ]);
    expect((await countSearchHits(t.db, a.nickname))[3]).toBe(1);
  });

  it("user B gets the same 404 for a private profile's lists as for an unknown user; the owner reads their own", async () => {
    const a = await owner();
    const b = await createAccount(t.db);
    for (const path of LISTS(a.userId)) {
      expect(await call(t, path, { method: 'POST', token: b.token })).toEqual(userNotFound());
      expect(await call(t, path.replace(`userId=${a.userId}`, `userId=${UNKNOWN_ID}`), { method: 'POST', token: b.token })).toEqual(userNotFound());
      const own = await ok<PageOf<unknown>>(t, path, { method: 'POST', token: a.token });
      expect(own.total).toBe(1);
    }
    // A user's published videos: visitors and B alike.
    for (const token of [undefined, b.token]) {
      expect(await call(t, `/api/user/video/page?userId=${a.userId}`, { token })).toEqual(userNotFound());
    }
    expect((await ok<PageOf<unknown>>(t, `/api/user/video/page?userId=${a.userId}`, { token: a.token })).total).toBe(0);
  });

  it('a public profile shows its card and lists to visitors and other users', async () => {
    const a = await owner();
    const b = await createAccount(t.db);
    const saved = await setVisibility(a.token, 'public');
    expect(saved).toMatchObject({ status: 200, code: 0, data: { profileVisibility: 'public' } });
    expect((await openInfo(a.userId)).data).toEqual({
      userId: a.userId,
      nickname: a.nickname,
      avatar: PHOTO,
      introduction: 'I am 8 and live in Hangzhou',
      followerCount: 4,
      likeCount: 6,
      visibility: 'public',
    });
    for (const path of LISTS(a.userId)) {
      expect((await ok<PageOf<unknown>>(t, path, { method: 'POST', token: b.token })).total).toBe(1);
    }
    expect((await call(t, `/api/user/video/page?userId=${a.userId}`)).status).toBe(200);

    // Back to private: hidden again at once.
    expect((await setVisibility(a.token, 'private')).status).toBe(200);
    clearSearchCache();
    expect((await openInfo(a.userId, b.token)).data).toEqual({ userId: a.userId, nickname: a.nickname, avatar: null, visibility: 'private' });
    expect(await call(t, LISTS(a.userId)[0], { method: 'POST', token: b.token })).toEqual(userNotFound());
    expect((await peopleSearch(a.nickname)).list.map((u) => u.id)).not.toContain(a.userId);
  });

  it("a child's account stays private: the setting is refused, and a stored 'public' is ignored", async () => {
    const a = await owner({ isChild: true });
    const b = await createAccount(t.db);
    expect((await ok<Record<string, unknown>>(t, '/api/user/info', { token: a.token })).isChild).toBe(true);
    const refused = await setVisibility(a.token, 'public');
    expect(refused).toMatchObject({ status: 400, code: 4614, data: null });
    expect(refused.msg).toMatch(/child/i);

    await t.db.update(users).set({ profileVisibility: 'public' }).where(eq(users.id, a.userId));
    clearSearchCache();
    expect((await openInfo(a.userId)).data).toEqual({ userId: a.userId, nickname: a.nickname, avatar: null, visibility: 'private' });
    expect((await peopleSearch(a.nickname, b.token)).list.map((u) => u.id)).not.toContain(a.userId);
    for (const path of LISTS(a.userId)) expect(await call(t, path, { method: 'POST', token: b.token })).toEqual(userNotFound());
  });

  it('the setting takes only private or public', async () => {
    const a = await createAccount(t.db);
    for (const bad of ['friends', '', 1, null]) {
      const answer = await setVisibility(a.token, bad);
      expect(answer).toMatchObject({ status: 400, code: 4000 });
      expect(answer.msg).toContain('profileVisibility');
    }
  });

  it("a private author's comments show the default avatar to others, their photo to the author", async () => {
    const a = await owner();
    const b = await createAccount(t.db);
    const book = await bookId(t.db, 'little-duck-can-swim');
    await ok(t, '/api/comment/add', { token: a.token, json: { targetType: 'book', targetId: book, content: 'Quack!' }, headers: SAME_ORIGIN });
    const list = (token?: string) => ok<PageOf<CommentItem>>(t, `/api/comment/list?targetType=book&targetId=${book}&size=50`, { token });
    for (const token of [undefined, b.token]) {
      const mine = (await list(token)).list.find((c) => c.user.id === a.userId);
      expect(mine?.user).toEqual({ id: a.userId, nickname: a.nickname, avatar: null });
    }
    expect((await list(a.token)).list.find((c) => c.user.id === a.userId)?.user.avatar).toBe(PHOTO);
  });
});
