/**
 * GET /api/common/search: books (type 1), videos (2) and users (3) by
 * English or Chinese keyword, typo-tolerant, exact titles first, paged;
 * LIKE wildcards taken literally; hidden and private accounts never found; a
 * first-page book or video search that finds something counts towards the
 * keyword suggestions, once per client (see search-suggestions.test.ts).
 */
import { eq } from 'drizzle-orm';

import type { SearchHit, SearchResult } from '@/lib/types/search';
import { books, searchKeywords, users } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { clearSearchCache } from '@/server/services/search/search';

import { testBook } from './helpers/books';
import { call, invalid, officialUserId, ok, SEED_TIMEOUT } from './helpers/calls';
import { createUserWithSession, describeApi } from './helpers/test-app';

type BookHit = Extract<SearchHit, { kind: 'book' }>;
type VideoHit = Extract<SearchHit, { kind: 'video' }>;
type UserHit = Extract<SearchHit, { kind: 'user' }>;

async function hits(db: Db, keyword: string): Promise<number | undefined> {
  const [row] = await db.select({ hits: searchKeywords.hits }).from(searchKeywords).where(eq(searchKeywords.keyword, keyword));
  return row?.hits;
}

describeApi('search', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);
  // Answers are cached for 30 s per process; these tests change the data between searches.
  beforeEach(() => clearSearchCache());

  it('answers a repeated search from the cache: a book added meanwhile shows once the cache is cleared', async () => {
    const before = await search(1, 'qwzrtkv');
    expect(before.total).toBe(0);
    await t.db.insert(books).values(
      testBook({ slug: 'the-qwzrtkv', title: 'The Qwzrtkv', titleCn: '斑马独角兽', searchDoc: 'the qwzrtkv 斑马独角兽', searchWords: 'the qwzrtkv' }),
    );
    expect((await search(1, 'qwzrtkv')).total).toBe(0);
    clearSearchCache();
    expect((await search(1, 'qwzrtkv')).total).toBe(1);
  });

  const search = <T extends SearchHit = SearchHit>(type: number, keyword: string, page = 1) =>
    ok<SearchResult & { list: T[] }>(t, `/api/common/search?type=${type}&keyword=${encodeURIComponent(keyword)}&page=${page}`);
  const titles = (result: { list: SearchHit[] }) => result.list.map((h) => ('title' in h ? h.title : undefined));

  describe('books (type 1)', () => {
    it("finds 'duck' with Little Duck Can Swim first, and the page that mentions it", async () => {
      const result = await search<BookHit>(1, 'duck');
      expect(result).toMatchObject({ type: 1, keyword: 'duck', page: 1, size: 10 });
      expect(result.total).toBeGreaterThanOrEqual(1);
      expect(result.list[0]).toMatchObject({ kind: 'book', title: 'Little Duck Can Swim', titleCn: '小鸭子会游泳了' });
      expect(result.list[0].snippet?.toLowerCase()).toContain('duck');
    });

    it.each([
      ['小鸭', 'Little Duck Can Swim'],
      ['蜜蜂', 'Bella Bee Finds a Garden'],
      ['月饼', 'Fox and the Mooncakes'],
    ])('finds the Chinese keyword %s (%s first, with a Chinese snippet)', async (keyword, title) => {
      const result = await search<BookHit>(1, keyword);
      expect(result.list[0]).toMatchObject({ kind: 'book', title });
      expect(result.list[0].snippet ?? result.list[0].titleCn).toContain(keyword);
    });

    it("finds the garden books by 'garden', and by the typo 'gardn'", async () => {
      const exact = await search(1, 'garden');
      expect(titles(exact)).toEqual(expect.arrayContaining(['Colors in the Garden', 'Bella Bee Finds a Garden']));
      expect(titles(exact).slice(0, 2).sort()).toEqual(['Bella Bee Finds a Garden', 'Colors in the Garden']);
      const typo = await search(1, 'gardn');
      expect(typo.total).toBeGreaterThanOrEqual(2);
      expect(titles(typo)).toEqual(expect.arrayContaining(['Colors in the Garden', 'Bella Bee Finds a Garden']));
      // A typo never drags in the whole library.
      expect(typo.total).toBeLessThan(40);
    });

    it('ranks the book whose title is the keyword first, whatever the case and spacing', async () => {
      for (const keyword of ['snow day', '  SNOW   Day ', 'the windy day', 'the little seed', '一颗小种子']) {
        const result = await search(1, keyword);
        const expected = { 'snow day': 'Snow Day', 'the windy day': 'The Windy Day', 'the little seed': 'The Little Seed', 一颗小种子: 'The Little Seed' }[
          keyword.trim().replace(/\s+/g, ' ').toLowerCase()
        ];
        expect(titles(result)[0]).toBe(expected);
      }
    });

    it('ranks an exact title above a title that only contains the keyword (which level order would put first)', async () => {
      // Level A sorts before Snow Day's level D, so only the exact-title rank puts Snow Day first.
      await t.db.insert(books).values(
        [
          ['a-snow-day-story', 'A Snow Day Story', '一个下雪天的故事'],
          ['snow-day-songs', 'Snow Day Songs', '下雪天之歌'],
        ].map(([slug, title, titleCn]) => testBook({ slug, title, titleCn, level: 'A', wordCount: 1, searchDoc: `${title} ${titleCn}`.toLowerCase() })),
      );
      const result = await search(1, 'snow day');
      expect(titles(result)[0]).toBe('Snow Day');
      expect(titles(result).slice(1, 3).sort()).toEqual(['A Snow Day Story', 'Snow Day Songs']);
      expect(titles(await search(1, '下雪天'))[0]).toBe('Snow Day');
    });

    it('pages a broad keyword without repeating a book', async () => {
      const first = await search(1, 'the');
      expect(first.total).toBeGreaterThan(10);
      expect(first.list).toHaveLength(10);
      const pages = [first];
      for (let p = 2; p <= Math.ceil(first.total / 10); p++) pages.push(await search(1, 'the', p));
      const ids = pages.flatMap((r) => r.list.map((h) => h.id));
      expect(ids).toHaveLength(first.total);
      expect(new Set(ids).size).toBe(first.total);
      const beyond = await search(1, 'the', pages.length + 1);
      expect(beyond).toMatchObject({ list: [], total: first.total, page: pages.length + 1 });
    });

    it('answers an empty list for an empty or blank keyword, and for no match', async () => {
      for (const keyword of ['', '   ', '\t']) {
        expect(await search(1, keyword)).toEqual({ type: 1, keyword: '', list: [], total: 0, page: 1, size: 10 });
      }
      expect(await ok(t, '/api/common/search')).toEqual({ type: 1, keyword: '', list: [], total: 0, page: 1, size: 10 });
      expect((await search(1, 'xylophonequartz')).total).toBe(0);
    });

    it.each(['%', '_', '%%', '__', '%_%', '\\', '\\%'])('takes %j literally (matches no book)', async (keyword) => {
      const result = await search(1, keyword);
      expect(result.total).toBe(0);
      expect(result.list).toEqual([]);
    });
  });

  describe('videos (type 2)', () => {
    it('finds videos in English and Chinese, by typo too', async () => {
      expect(titles(await search<VideoHit>(2, 'weather'))[0]).toBe("How's the Weather?");
      expect(titles(await search<VideoHit>(2, '数到十'))[0]).toBe('Count to Ten');
      expect(titles(await search<VideoHit>(2, 'shapes everywhere'))[0]).toBe('Shapes Everywhere');
      expect(titles(await search<VideoHit>(2, 'weathr'))).toContain("How's the Weather?");
      const result = await search<VideoHit>(2, 'colors');
      expect(result.list.every((h) => h.kind === 'video')).toBe(true);
      expect(titles(result)).toContain('Colors All Around');
      expect(result.list[0]).not.toHaveProperty('snippet');
    });

    it('does not mix books into video results', async () => {
      const result = await search(2, 'duck');
      expect(titles(result)).not.toContain('Little Duck Can Swim');
    });
  });

  describe('users (type 3)', () => {
    it('finds users by nickname, the exact name first; never cancelled or anonymised accounts', async () => {
      const panda = await createUserWithSession(t.db, { nickname: 'Panda', profileVisibility: 'public' });
      const pandaFan = await createUserWithSession(t.db, { nickname: 'Panda Fan 熊猫迷', profileVisibility: 'public' });
      const leaving = await createUserWithSession(t.db, { nickname: 'Panda Leaving', profileVisibility: 'public' });
      const gone = await createUserWithSession(t.db, { nickname: 'Panda Gone', profileVisibility: 'public' });
      await t.db.update(users).set({ status: 'cancelling' }).where(eq(users.id, leaving.userId));
      await t.db.update(users).set({ status: 'anonymised' }).where(eq(users.id, gone.userId));

      const result = await search<UserHit>(3, 'panda');
      expect(result.list.map((u) => u.id)).toEqual([panda.userId, pandaFan.userId]);
      expect(result.total).toBe(2);
      expect(result.list[0]).toMatchObject({ kind: 'user', nickname: 'Panda', avatar: null, followerCount: 0 });
      expect(Object.keys(result.list[0]).sort()).toEqual(['avatar', 'followerCount', 'id', 'introduction', 'kind', 'nickname']);
      expect((await search<UserHit>(3, '熊猫')).list.map((u) => u.id)).toEqual([pandaFan.userId]);
      expect((await search<UserHit>(3, 'pand')).list.map((u) => u.id)).toEqual(expect.arrayContaining([panda.userId, pandaFan.userId]));
      expect((await search<UserHit>(3, 'leaving')).total).toBe(0);
      expect((await search<UserHit>(3, 'gone')).total).toBe(0);
    });

    it('finds the official account, and no anonymised account by its placeholder name', async () => {
      const official = await officialUserId(t.db);
      expect((await search<UserHit>(3, '萌芽英语')).list.map((u) => u.id)).toContain(official);
      const gone = await createUserWithSession(t.db, { nickname: 'deleted user', profileVisibility: 'public' });
      await t.db.update(users).set({ status: 'anonymised' }).where(eq(users.id, gone.userId));
      expect((await search<UserHit>(3, 'deleted user')).list.map((u) => u.id)).not.toContain(gone.userId);
    });

    it('takes % and _ in a nickname search literally', async () => {
      const odd = await createUserWithSession(t.db, { nickname: '100%_real', profileVisibility: 'public' });
      const plain = await createUserWithSession(t.db, { nickname: '100 xreal', profileVisibility: 'public' });
      const result = await search<UserHit>(3, '%_');
      expect(result.list.map((u) => u.id)).toEqual([odd.userId]);
      // As wildcards, '%_r' would match '100 xreal' too.
      const under = await search<UserHit>(3, '%_r');
      expect(under.list.map((u) => u.id)).toEqual([odd.userId]);
      expect((await search<UserHit>(3, 'xreal')).list.map((u) => u.id)).toContain(plain.userId);
    });
  });

  describe('keyword counting', () => {
    const searchFrom = (ip: string, type: number, keyword: string, page = 1) =>
      t.request(`/api/common/search?type=${type}&keyword=${encodeURIComponent(keyword)}&page=${page}`, { ip });

    it('counts a first-page book or video search with results once per client, under the normalised keyword', async () => {
      expect(await hits(t.db, 'mooncakes')).toBeUndefined();
      await searchFrom('192.0.2.101', 1, 'mooncakes');
      expect(await hits(t.db, 'mooncakes')).toBe(1);
      await searchFrom('192.0.2.101', 1, '  MoonCakes ');
      expect(await hits(t.db, 'mooncakes')).toBe(1);
      await searchFrom('192.0.2.102', 1, '  MoonCakes ');
      expect(await hits(t.db, 'mooncakes')).toBe(2);
      // No video is about mooncakes: that search is not counted.
      await searchFrom('192.0.2.103', 2, 'mooncakes');
      expect(await hits(t.db, 'mooncakes')).toBe(2);
      // Video searches with results are.
      const weather = (await hits(t.db, 'weather')) ?? 0;
      await searchFrom('192.0.2.104', 2, 'weather');
      expect(await hits(t.db, 'weather')).toBe(weather + 1);
      // People searches never are.
      await createUserWithSession(t.db, { nickname: 'Mooncakes Fan', profileVisibility: 'public' });
      await searchFrom('192.0.2.105', 3, 'mooncakes');
      expect(await hits(t.db, 'mooncakes')).toBe(2);
    });

    it('does not count later pages, searches without results, or empty keywords', async () => {
      const before = await hits(t.db, 'the');
      await searchFrom('192.0.2.111', 1, 'the', 2);
      expect(await hits(t.db, 'the')).toBe(before);
      await searchFrom('192.0.2.111', 1, 'zzqqxxnothing');
      expect(await hits(t.db, 'zzqqxxnothing')).toBeUndefined();
      const rows = await t.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, ''));
      await searchFrom('192.0.2.111', 1, '   ');
      expect(await t.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, ''))).toEqual(rows);
    });
  });

  describe('bad input', () => {
    it.each([
      ['type=0&keyword=duck', 'type'],
      ['type=4&keyword=duck', 'type'],
      ['type=books&keyword=duck', 'type'],
      ['type=1&keyword=duck&page=0', 'page'],
      ['type=1&keyword=duck&page=x', 'page'],
      [`type=1&keyword=${'a'.repeat(101)}`, 'keyword'],
    ])('refuses %s with 4000 naming "%s"', async (query, field) => {
      expect(await call(t, `/api/common/search?${query}`, { lang: 'en' })).toEqual(invalid(field, 'en'));
      expect(await call(t, `/api/common/search?${query}`)).toEqual(invalid(field, 'cn'));
    });

    it('ignores a parameter it does not know (sort=new)', async () => {
      expect(await ok(t, '/api/common/search?type=1&keyword=duck&sort=new')).toEqual(await ok(t, '/api/common/search?type=1&keyword=duck'));
    });

    it('refuses a keyword with a NUL character with 4000, not a server error', async () => {
      for (const type of [1, 2, 3]) {
        expect(await call(t, `/api/common/search?type=${type}&keyword=du%00ck`, { lang: 'en' })).toEqual(invalid('keyword', 'en'));
      }
    });
  });
});
