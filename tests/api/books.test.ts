/**
 * The picture-book API as a client sees it: the library list (paging, level
 * and tag filters), the hot list, a book's detail with the viewer's state,
 * its pages for the reader, reading progress (a page past the end refused,
 * a finished read counted once) and the user's own lists.
 */
import { and, eq } from 'drizzle-orm';

import type { BookCard, BookDetail, ReaderPage, ReadingProgressState } from '@/lib/types/books';
import type { PageOf } from '@/lib/types/paging';
import { SEED_BOOKS } from '@/content';
import { readingProgress, users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import {
  bookId,
  bookRow,
  call,
  expectLoginRequired,
  expectSessionExpired,
  invalid,
  notFound,
  ok,
  SEED_TIMEOUT,
  UNKNOWN_ID,
  userNotFound,
} from './helpers/calls';
import { createUserWithSession, describeEachEngine } from './helpers/test-app';

const LIST = '/api/picture/book/page';
const HOT = '/api/picture/book/v1/page/hot';
const DETAIL = '/api/picture/book/detail';
const READ = '/api/picture/book/read';
const PROGRESS = '/api/picture/book/progress';

interface ProgressAnswer extends ReadingProgressState {
  pageCount: number;
}
type HistoryItem = BookCard & { progress: ReadingProgressState };

describeEachEngine('books', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);

  const list = (query: string) => ok<PageOf<BookCard>>(t, `${LIST}${query}`);

  describe('GET /api/picture/book/page/{page}/size/{size}', () => {
    it('pages through all 40 books in reading-level order, each exactly once', async () => {
      const pages = [await list('/1/size/10'), await list('/2/size/10'), await list('/3/size/10'), await list('/4/size/10'), await list('/5/size/10')];
      expect(pages.map((p) => p.list.length)).toEqual([10, 10, 10, 10, 0]);
      pages.forEach((p, i) => expect(p).toMatchObject({ total: 40, page: i + 1, size: 10 }));
      const all = pages.flatMap((p) => p.list);
      expect(new Set(all.map((b) => b.id)).size).toBe(40);
      const levels = all.map((b) => b.level);
      expect(levels).toEqual([...levels].sort());
      expect(new Set(all.map((b) => b.title))).toEqual(new Set(SEED_BOOKS.map((b) => b.title)));
      const duck = all.find((b) => b.title === 'Little Duck Can Swim')!;
      expect(duck).toMatchObject({ titleCn: '小鸭子会游泳了', level: 'B', pageCount: 8, likeCount: 0 });
      expect(duck.cover).toMatch(/^\/media\/seed\/books\/little-duck-can-swim\/.+\?v=[0-9a-f]{12}$/);
    });

    it('filters by level; every level has at least four books', async () => {
      const a = await list('/1/size/50?level=A');
      expect(a.total).toBe(4);
      expect(a.list.map((b) => b.title).sort()).toEqual(['Lantern Night', 'My Red Ball', 'Time for Bed, Bao', 'Where Is Pip?']);
      expect((await list('/1/size/50?level=J')).list.every((b) => b.level === 'J')).toBe(true);
      for (const level of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']) expect((await list(`/1/size/10?level=${level}`)).total).toBeGreaterThanOrEqual(4);
    });

    it('filters by tag, and by level and tag together', async () => {
      const food = await list('/1/size/50?tag=food');
      expect(food.total).toBe(4);
      expect(food.list.map((b) => b.title).sort()).toEqual(['Dumplings for New Year', 'Fox and the Mooncakes', 'Market Day with Grandpa', "What's for Lunch?"]);
      food.list.forEach((b) => expect(b.tags).toContain('food'));
      const both = await list('/1/size/50?level=A&tag=family');
      expect(both.list.map((b) => b.title).sort()).toEqual(['Lantern Night', 'Time for Bed, Bao', 'Where Is Pip?']);
      expect(both.total).toBe(3);
      expect(await list('/1/size/10?tag=pirates')).toEqual({ list: [], total: 0, page: 1, size: 10 });
    });

    it.each([
      ['/0/size/10', 'page'],
      ['/-1/size/10', 'page'],
      ['/abc/size/10', 'page'],
      ['/1.5/size/10', 'page'],
      ['/1/size/0', 'size'],
      ['/1/size/51', 'size'],
      ['/1/size/ten', 'size'],
      ['/1/size/10?level=K', 'level'],
      ['/1/size/10?level=a', 'level'],
      ['/1/size/10?tag=%3Cb%3E', 'tag'],
    ])('refuses %s with 400 / 4000 naming "%s"', async (query, field) => {
      expect(await call(t, `${LIST}${query}`, { lang: 'en' })).toEqual(invalid(field, 'en'));
    });

    it('ignores a parameter it does not know (?colour=red) and answers the plain page', async () => {
      expect(await list('/1/size/10?colour=red')).toEqual(await list('/1/size/10'));
    });
  });

  describe('GET /api/picture/book/v1/page/hot/{page}', () => {
    it('puts the most liked books first, 12 to a page by default', async () => {
      const [windy, seedBook, lighthouse] = await Promise.all(['the-windy-day', 'the-little-seed', 'the-lighthouse-cat'].map((s) => bookId(t.db, s)));
      const likers = await Promise.all(Array.from({ length: 3 }, () => createUserWithSession(t.db)));
      // The lighthouse cat (level J, last in level order) gets 3 likes, the little seed 2, the windy day 1.
      for (const [id, n] of [
        [lighthouse, 3],
        [seedBook, 2],
        [windy, 1],
      ] as const) {
        for (const u of likers.slice(0, n)) await ok(t, `/api/picture/book/like?bookId=${id}`, { method: 'POST', token: u.token });
      }
      const first = await ok<PageOf<BookCard>>(t, `${HOT}/1`);
      expect(first).toMatchObject({ total: 40, page: 1, size: 12 });
      expect(first.list).toHaveLength(12);
      expect(first.list.slice(0, 3).map((b) => [b.id, b.likeCount])).toEqual([
        [lighthouse, 3],
        [seedBook, 2],
        [windy, 1],
      ]);
      const everything = await ok<PageOf<BookCard>>(t, `${HOT}/1?size=40`);
      const likes = everything.list.map((b) => b.likeCount);
      expect(likes).toEqual([...likes].sort((x, y) => y - x));
      const third = await ok<PageOf<BookCard>>(t, `${HOT}/3`);
      const fourth = await ok<PageOf<BookCard>>(t, `${HOT}/4`);
      expect([third.list.length, fourth.list.length]).toEqual([12, 4]);
      const all = [...first.list, ...(await ok<PageOf<BookCard>>(t, `${HOT}/2`)).list, ...third.list, ...fourth.list];
      expect(new Set(all.map((b) => b.id)).size).toBe(40);
    });

    it.each([
      ['/0', 'page'],
      ['/x', 'page'],
      ['/1?size=0', 'size'],
      ['/1?size=51', 'size'],
    ])('refuses %s naming "%s"', async (query, field) => {
      expect(await call(t, `${HOT}${query}`)).toEqual(invalid(field));
    });

    it('ignores a filter the hot list does not have (?level=A)', async () => {
      expect(await ok(t, `${HOT}/1?level=A`)).toEqual(await ok(t, `${HOT}/1`));
    });
  });

  describe('GET /api/picture/book/detail/{id} and /read/{id}', () => {
    it('gives a visitor the book with liked, collected false and progress null', async () => {
      const id = await bookId(t.db, 'little-duck-can-swim');
      const data = await ok<BookDetail>(t, `${DETAIL}/${id}`);
      expect(data).toMatchObject({
        id,
        title: 'Little Duck Can Swim',
        titleCn: '小鸭子会游泳了',
        level: 'B',
        pageCount: 8,
        liked: false,
        collected: false,
        progress: null,
      });
      expect(data.description.length).toBeGreaterThan(10);
      expect(data.descriptionCn.length).toBeGreaterThan(5);
      expect(Number.isNaN(Date.parse(data.createdAt))).toBe(false);
    });

    it("gives a user their own like, collect and progress, and nobody else's", async () => {
      const id = await bookId(t.db, 'snow-day');
      const me = await createUserWithSession(t.db);
      const other = await createUserWithSession(t.db);
      await ok(t, `/api/picture/book/like?bookId=${id}`, { method: 'POST', token: me.token });
      await ok(t, `/api/picture/book/collect?bookId=${id}`, { method: 'POST', token: me.token });
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 3 } });
      const mine = await ok<BookDetail>(t, `${DETAIL}/${id}`, { token: me.token });
      expect(mine).toMatchObject({ liked: true, collected: true, progress: { page: 3, finished: false }, likeCount: 1, collectCount: 1 });
      const theirs = await ok<BookDetail>(t, `${DETAIL}/${id}`, { token: other.token });
      expect(theirs).toMatchObject({ liked: false, collected: false, progress: null, likeCount: 1, collectCount: 1 });
      const visitor = await ok<BookDetail>(t, `${DETAIL}/${id}`);
      expect(visitor).toMatchObject({ liked: false, collected: false, progress: null });
    });

    it('answers the pages in order with text, translation, media and word timings', async () => {
      const id = await bookId(t.db, 'little-duck-can-swim');
      const source = SEED_BOOKS.find((b) => b.id === 'little-duck-can-swim')!;
      const pages = await ok<ReaderPage[]>(t, `${READ}/${id}`);
      expect(pages.map((p) => p.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(pages.map((p) => p.text)).toEqual(source.pages.map((p) => p.text));
      expect(pages[0]).toMatchObject({ text: 'This is Little Duck.', textCn: '这是小鸭子。', image: { width: 1200, height: 800 } });
      expect(pages[0].image.large).toMatch(/^\/media\/seed\/books\/little-duck-can-swim\/p01-1200\.webp\?v=/);
      expect(pages[0].audio.src).toMatch(/^\/media\/seed\/books\/little-duck-can-swim\/p01\.mp3\?v=/);
      expect(pages[0].words.map((w) => w.word)).toEqual(['This', 'is', 'Little', 'Duck']);
      for (const page of pages) {
        expect(page.words.length).toBeGreaterThan(0);
        let last = 0;
        for (const w of page.words) {
          expect(w.startMs).toBeGreaterThanOrEqual(last);
          expect(w.endMs).toBeGreaterThan(w.startMs);
          last = w.startMs;
        }
        expect(page.words.at(-1)!.endMs).toBeLessThanOrEqual(page.audio.durationMs);
      }
    });

    it.each([DETAIL, READ])('%s answers 404 for an unknown book and 4000 for a malformed id', async (base) => {
      expect(await call(t, `${base}/${UNKNOWN_ID}`)).toEqual(notFound('cn'));
      expect(await call(t, `${base}/${UNKNOWN_ID}`, { lang: 'en' })).toEqual(notFound('en'));
      for (const bad of ['0', '-3', 'abc', '1.5', '2147483648']) expect(await call(t, `${base}/${bad}`)).toEqual(invalid('id'));
    });
  });

  describe('reading progress', () => {
    it('refuses visitors and dead sessions', async () => {
      const id = await bookId(t.db, 'snow-day');
      await expectLoginRequired(t, `${PROGRESS}?bookId=${id}`);
      await expectLoginRequired(t, PROGRESS, { method: 'PUT', json: { bookId: id, page: 1 } });
      await expectSessionExpired(t, `${PROGRESS}?bookId=${id}`);
    });

    it('saves and reads back the page; null before the book is opened', async () => {
      const id = await bookId(t.db, 'the-windy-day');
      const me = await createUserWithSession(t.db);
      expect(await ok(t, `${PROGRESS}?bookId=${id}`, { token: me.token })).toBeNull();
      expect(await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 4 } })).toEqual({ page: 4, finished: false, pageCount: 10 });
      expect(await ok(t, `${PROGRESS}?bookId=${id}`, { token: me.token })).toEqual({ page: 4, finished: false });
      // Going back is allowed.
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 2 } });
      expect(await ok(t, `${PROGRESS}?bookId=${id}`, { token: me.token })).toEqual({ page: 2, finished: false });
    });

    it('refuses a page past the end (and page 0) with 4000, keeping the saved page', async () => {
      const id = await bookId(t.db, 'where-is-pip'); // 8 pages
      const me = await createUserWithSession(t.db);
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 5 } });
      for (const page of [9, 1000, 0, -1, 2.5, 'two']) {
        expect(await call(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page }, lang: 'en' })).toEqual(invalid('page', 'en'));
      }
      expect(await ok(t, `${PROGRESS}?bookId=${id}`, { token: me.token })).toEqual({ page: 5, finished: false });
      expect((await bookRow(t.db, id)).readCount).toBe(0);
    });

    it('counts a finished read once per reader, however often the last page is saved', async () => {
      const id = await bookId(t.db, 'my-red-ball'); // 8 pages
      const [a, b] = [await createUserWithSession(t.db), await createUserWithSession(t.db)];
      expect(await ok(t, PROGRESS, { method: 'PUT', token: a.token, json: { bookId: id, page: 8 } })).toEqual({ page: 8, finished: true, pageCount: 8 });
      expect((await bookRow(t.db, id)).readCount).toBe(1);
      await ok(t, PROGRESS, { method: 'PUT', token: a.token, json: { bookId: id, page: 8 } });
      await ok(t, PROGRESS, { method: 'PUT', token: a.token, json: { bookId: id, page: 1 } });
      // Finished stays true when the reader starts over.
      expect(await ok(t, `${PROGRESS}?bookId=${id}`, { token: a.token })).toEqual({ page: 1, finished: true });
      await ok(t, PROGRESS, { method: 'PUT', token: a.token, json: { bookId: id, page: 8 } });
      expect((await bookRow(t.db, id)).readCount).toBe(1);
      await ok(t, PROGRESS, { method: 'PUT', token: b.token, json: { bookId: id, page: 8 } });
      expect((await bookRow(t.db, id)).readCount).toBe(2);
    });

    it('counts one read when the same reader finishes a book in several requests at once', async () => {
      const id = await bookId(t.db, 'time-for-bed-bao'); // 8 pages
      const before = (await bookRow(t.db, id)).readCount;
      const me = await createUserWithSession(t.db);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call<ProgressAnswer>(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 8 } })),
      );
      answers.forEach((a) => expect(a).toMatchObject({ status: 200, code: 0, data: { page: 8, finished: true } }));
      expect((await bookRow(t.db, id)).readCount).toBe(before + 1);
    });

    it('answers 404 for an unknown book and 4000 for bad input', async () => {
      const me = await createUserWithSession(t.db);
      expect(await call(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: UNKNOWN_ID, page: 1 } })).toEqual(notFound());
      expect(await call(t, `${PROGRESS}?bookId=${UNKNOWN_ID}`, { token: me.token })).toEqual(notFound());
      expect(await call(t, `${PROGRESS}?bookId=abc`, { token: me.token })).toEqual(invalid('bookId'));
      expect(await call(t, PROGRESS, { token: me.token })).toEqual(invalid('bookId'));
      expect(await call(t, PROGRESS, { method: 'PUT', token: me.token, json: { page: 1 } })).toEqual(invalid('bookId'));
      expect(await call(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: 'abc', page: 1 } })).toEqual(invalid('bookId'));
      const rows = await t.db.select().from(readingProgress).where(eq(readingProgress.userId, me.userId));
      expect(rows).toEqual([]);
      // A field the endpoint does not know is dropped, not refused: the page is saved.
      const id = await bookId(t.db, 'snow-day');
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 2, finished: true } });
      const saved = await t.db.select().from(readingProgress).where(eq(readingProgress.userId, me.userId));
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ bookId: id, page: 2 });
    });
  });

  describe("the user's book lists", () => {
    it('POST /book/user/{page}/{size} lists the books I opened, most recent first, with progress', async () => {
      const [pip, ball, snow] = await Promise.all(['where-is-pip', 'my-red-ball', 'snow-day'].map((s) => bookId(t.db, s)));
      const me = await createUserWithSession(t.db);
      const other = await createUserWithSession(t.db);
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: pip, page: 2 } });
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: ball, page: 8 } });
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: snow, page: 1 } });
      await ok(t, PROGRESS, { method: 'PUT', token: other.token, json: { bookId: ball, page: 3 } });
      // Reading Pip again makes it the most recent.
      await ok(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: pip, page: 3 } });

      const mine = await ok<PageOf<HistoryItem>>(t, '/api/picture/book/user/1/10', { method: 'POST', token: me.token });
      expect(mine).toMatchObject({ total: 3, page: 1, size: 10 });
      expect(mine.list.map((b) => [b.id, b.progress])).toEqual([
        [pip, { page: 3, finished: false }],
        [snow, { page: 1, finished: false }],
        [ball, { page: 8, finished: true }],
      ]);
      const second = await ok<PageOf<HistoryItem>>(t, '/api/picture/book/user/2/2', { method: 'POST', token: me.token });
      expect(second.list.map((b) => b.id)).toEqual([ball]);
      const theirs = await ok<PageOf<HistoryItem>>(t, '/api/picture/book/user/1/10', { method: 'POST', token: other.token });
      expect(theirs.list.map((b) => [b.id, b.progress.page])).toEqual([[ball, 3]]);
    });

    it.each(['follow', 'collect'] as const)('POST /book/user/%s/{page}/{size} lists liked or collected books; userId absent or 999 means me', async (list) => {
      const kind = list === 'follow' ? 'like' : 'collect';
      const [seedBook, lunch, lighthouse] = await Promise.all(['the-little-seed', 'whats-for-lunch', 'the-lighthouse-cat'].map((s) => bookId(t.db, s)));
      const me = await createUserWithSession(t.db);
      const other = await createUserWithSession(t.db, { profileVisibility: 'public' });
      for (const id of [seedBook, lunch, lighthouse]) await ok(t, `/api/picture/book/${kind}?bookId=${id}`, { method: 'POST', token: me.token });
      await ok(t, `/api/picture/book/${kind}?bookId=${lunch}`, { method: 'POST', token: me.token }); // un-done again
      await ok(t, `/api/picture/book/${kind}?bookId=${lunch}`, { method: 'POST', token: other.token });
      const path = `/api/picture/book/user/${list}`;

      const expected = new Set([seedBook, lighthouse]);
      for (const query of ['', '?userId=999', `?userId=${me.userId}`]) {
        const page = await ok<PageOf<BookCard>>(t, `${path}/1/10${query}`, { method: 'POST', token: me.token });
        expect(page.total).toBe(2);
        expect(new Set(page.list.map((b) => b.id))).toEqual(expected);
      }
      // Another user's list, by their id (their profile is public).
      const theirs = await ok<PageOf<BookCard>>(t, `${path}/1/10?userId=${other.userId}`, { method: 'POST', token: me.token });
      expect(theirs.list.map((b) => b.id)).toEqual([lunch]);
      // Only that kind of reaction.
      const otherKind = list === 'follow' ? 'collect' : 'follow';
      const none = await ok<PageOf<BookCard>>(t, `/api/picture/book/user/${otherKind}/1/10`, { method: 'POST', token: me.token });
      expect(none.total).toBe(0);
      // Paging.
      const one = await ok<PageOf<BookCard>>(t, `${path}/2/1`, { method: 'POST', token: me.token });
      expect(one).toMatchObject({ total: 2, page: 2, size: 1 });
      expect(one.list).toHaveLength(1);
    });

    it.each(['follow', 'collect'] as const)('/book/user/%s answers 404 for an unknown or cancelled user', async (list) => {
      const me = await createUserWithSession(t.db);
      const gone = await createUserWithSession(t.db);
      await t.db.update(users).set({ status: 'cancelling' }).where(eq(users.id, gone.userId));
      const path = `/api/picture/book/user/${list}/1/10`;
      expect(await call(t, `${path}?userId=${UNKNOWN_ID}`, { method: 'POST', token: me.token })).toEqual(userNotFound());
      expect(await call(t, `${path}?userId=${gone.userId}`, { method: 'POST', token: me.token, lang: 'en' })).toEqual(userNotFound('en'));
      expect(await call(t, `${path}?userId=abc`, { method: 'POST', token: me.token })).toEqual(invalid('userId'));
    });

    it.each([
      '/api/picture/book/user/1/10',
      '/api/picture/book/user/follow/1/10',
      '/api/picture/book/user/collect/1/10?userId=999',
    ])('%s refuses visitors and dead sessions, and bad paging', async (path) => {
      await expectLoginRequired(t, path, { method: 'POST' });
      await expectSessionExpired(t, path, { method: 'POST' });
      const me = await createUserWithSession(t.db);
      const base = path.replace('/1/10', '');
      expect(await call(t, base.replace(/(\?.*)?$/, `/0/10$1`), { method: 'POST', token: me.token })).toEqual(invalid('page'));
      expect(await call(t, base.replace(/(\?.*)?$/, `/1/51$1`), { method: 'POST', token: me.token })).toEqual(invalid('size'));
    });
  });

  it('keeps progress rows to their owner (no row written for a refused request)', async () => {
    const me = await createUserWithSession(t.db);
    const id = await bookId(t.db, 'snow-day');
    await call(t, PROGRESS, { method: 'PUT', token: me.token, json: { bookId: id, page: 11 } });
    const rows = await t.db
      .select()
      .from(readingProgress)
      .where(and(eq(readingProgress.userId, me.userId), eq(readingProgress.bookId, id)));
    expect(rows).toEqual([]);
  });
});
