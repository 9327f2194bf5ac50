/**
 * Comments on books and videos: listing (newest first, paged, `mine`),
 * adding (blank refused with 'content cannot be empty', 500 characters at
 * most, markup stored and returned exactly as typed, unknown targets 404)
 * and deleting one's own (the count follows; another's comment stays).
 */
import { and, eq } from 'drizzle-orm';

import type { CommentItem } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import { comments } from '@/server/db/schema';
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
  ok,
  SEED_TIMEOUT,
  UNKNOWN_ID,
  videoId,
  videoRow,
} from './helpers/calls';
import { cnMessages, countRows, createUserWithSession, describeApi, enMessages } from './helpers/test-app';

const ADD = '/api/comment/add';
const LIST = '/api/comment/list';

async function commentsOn(db: Db, targetType: 'book' | 'video', targetId: number) {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.targetType, targetType), eq(comments.targetId, targetId)));
}

describeApi('comments', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);

  const add = (token: string, json: unknown, lang: 'cn' | 'en' = 'cn') => call<CommentItem>(t, ADD, { token, json, lang });

  describe('POST /api/comment/add', () => {
    it('adds a comment to a book and to a video, counting it on the target', async () => {
      const me = await createUserWithSession(t.db, { nickname: 'Lily 莉莉' });
      const book = await bookId(t.db, 'snow-day');
      const video = await videoId(t.db, 'count-to-ten');
      const answer = await add(me.token, { targetType: 'book', targetId: book, content: 'I love snow!' });
      expect(answer).toMatchObject({ status: 200, code: 0 });
      expect(answer.data).toMatchObject({ content: 'I love snow!', mine: true, user: { id: me.userId, nickname: 'Lily 莉莉', avatar: null } });
      expect(Number.isNaN(Date.parse(answer.data.createdAt))).toBe(false);
      expect((await bookRow(t.db, book)).commentCount).toBe(1);

      await ok(t, ADD, { token: me.token, json: { targetType: 'video', targetId: video, content: '数到十 🎉' } });
      expect((await videoRow(t.db, video)).commentCount).toBe(1);
      const rows = await commentsOn(t.db, 'video', video);
      expect(rows.map((r) => [r.userId, r.content])).toEqual([[me.userId, '数到十 🎉']]);
      // The book with the video's id is untouched, and the reverse.
      expect((await commentsOn(t.db, 'book', video)).filter((r) => r.userId === me.userId)).toEqual([]);
    });

    it.each([
      ['', 'empty'],
      ['   ', 'spaces'],
      ['\n\t \r\n', 'newlines and tabs'],
      ['\u3000\u3000', 'full-width spaces'],
      ['\u00a0', 'a no-break space'],
    ])('refuses blank content (%j, %s) with 4601, storing nothing', async (content) => {
      const me = await createUserWithSession(t.db);
      const book = await bookId(t.db, 'where-is-pip');
      const before = await countRows(t.db, comments);
      const countBefore = (await bookRow(t.db, book)).commentCount;
      expect(await add(me.token, { targetType: 'book', targetId: book, content }, 'en')).toEqual({
        status: 400,
        code: 4601,
        msg: enMessages.Errors.CONTENT_EMPTY,
        data: null,
      });
      expect(await add(me.token, { targetType: 'book', targetId: book, content })).toEqual({
        status: 400,
        code: 4601,
        msg: cnMessages.Errors.CONTENT_EMPTY,
        data: null,
      });
      expect(enMessages.Errors.CONTENT_EMPTY.toLowerCase()).toBe('content cannot be empty');
      expect(await countRows(t.db, comments)).toBe(before);
      expect((await bookRow(t.db, book)).commentCount).toBe(countBefore);
    });

    it('takes up to 500 characters (counted as characters, not UTF-16 units) and refuses 501', async () => {
      const me = await createUserWithSession(t.db);
      const book = await bookId(t.db, 'the-little-seed');
      for (const content of ['a'.repeat(500), '好'.repeat(500), '🌱'.repeat(500)]) {
        const answer = await add(me.token, { targetType: 'book', targetId: book, content });
        expect(answer).toMatchObject({ status: 200, code: 0, data: { content } });
      }
      const before = await countRows(t.db, comments);
      for (const content of ['a'.repeat(501), '好'.repeat(501), '🌱'.repeat(501), 'x'.repeat(70_000)]) {
        const answer = await add(me.token, { targetType: 'book', targetId: book, content }, 'en');
        if (content.length > 60_000) expect(answer).toMatchObject({ status: 413, code: 4130 });
        else expect(answer).toEqual(invalid('content', 'en'));
      }
      expect(await countRows(t.db, comments)).toBe(before);
    });

    it.each([
      '<script>alert(document.cookie)</script>',
      '<img src=x onerror="alert(1)">',
      '</textarea><svg/onload=alert`1`>',
      '&lt;b&gt;not bold&lt;/b&gt; &amp; &#x3C;',
      "'; DROP TABLE comments; --",
      '{{constructor.constructor("alert(1)")()}}',
      '  leading and trailing spaces kept  \n second line',
      'RTL \u202e txet and zero\u200bwidth, emoji 👩‍👩‍👧, tab\there',
      '100% _real_ \\ backslash',
    ])('stores and returns %j exactly as given', async (content) => {
      const me = await createUserWithSession(t.db);
      const video = await videoId(t.db, 'phonics-short-a');
      const answer = await add(me.token, { targetType: 'video', targetId: video, content });
      expect(answer).toMatchObject({ status: 200, code: 0 });
      expect(answer.data.content).toBe(content);
      const [row] = await t.db.select().from(comments).where(eq(comments.id, answer.data.id));
      expect(row.content).toBe(content);
      const listed = await ok<PageOf<CommentItem>>(t, `${LIST}?targetType=video&targetId=${video}&size=1`);
      expect(listed.list[0]).toMatchObject({ id: answer.data.id, content });
    });

    it('refuses content that cannot be stored as text (NUL, lone surrogates) with 4000', async () => {
      const me = await createUserWithSession(t.db);
      const book = await bookId(t.db, 'the-little-seed');
      const before = await countRows(t.db, comments);
      for (const content of ['nul \u0000 inside', 'lone \ud800 surrogate']) {
        expect(await add(me.token, { targetType: 'book', targetId: book, content }, 'en')).toEqual(invalid('content', 'en'));
      }
      expect(await countRows(t.db, comments)).toBe(before);
    });

    it('answers 404 for an unknown book or video, storing nothing', async () => {
      const me = await createUserWithSession(t.db);
      const before = await countRows(t.db, comments);
      for (const targetType of ['book', 'video']) {
        expect(await add(me.token, { targetType, targetId: UNKNOWN_ID, content: 'hello' })).toEqual(notFound());
        expect(await add(me.token, { targetType, targetId: UNKNOWN_ID, content: 'hello' }, 'en')).toEqual(notFound('en'));
      }
      expect(await countRows(t.db, comments)).toBe(before);
    });

    it.each([
      [{ targetType: 'user', targetId: 1, content: 'hi' }, 'targetType'],
      [{ targetId: 1, content: 'hi' }, 'targetType'],
      [{ targetType: 'book', targetId: 'one', content: 'hi' }, 'targetId'],
      [{ targetType: 'book', targetId: 0, content: 'hi' }, 'targetId'],
      [{ targetType: 'book', targetId: 1 }, 'content'],
      [{ targetType: 'book', targetId: 1, content: 42 }, 'content'],
      [{ targetType: 'book', targetId: 1, content: ['hi'] }, 'content'],
    ])('refuses %j with 4000 naming "%s"', async (json, field) => {
      const me = await createUserWithSession(t.db);
      expect(await add(me.token, json, 'en')).toEqual(invalid(field, 'en'));
    });

    it('takes the author from the session: a userId in the body is dropped', async () => {
      const me = await createUserWithSession(t.db);
      const other = await createUserWithSession(t.db);
      const book = await bookId(t.db, 'snow-day');
      const res = await add(me.token, { targetType: 'book', targetId: book, content: 'mine, not theirs', userId: other.userId });
      expect(res.code).toBe(0);
      const rows = await t.db.select({ userId: comments.userId }).from(comments).where(eq(comments.content, 'mine, not theirs'));
      expect(rows).toEqual([{ userId: me.userId }]);
    });

    it('refuses visitors (please log in first) and dead sessions, storing nothing', async () => {
      const book = await bookId(t.db, 'snow-day');
      const before = await countRows(t.db, comments);
      await expectLoginRequired(t, ADD, { json: { targetType: 'book', targetId: book, content: 'hi' } });
      await expectSessionExpired(t, ADD, { json: { targetType: 'book', targetId: book, content: 'hi' } });
      expect(await countRows(t.db, comments)).toBe(before);
    });
  });

  describe('GET /api/comment/list', () => {
    it('lists newest first, paged, with the author and `mine` for the viewer', async () => {
      const book = await bookId(t.db, 'bears-birthday');
      const [me, other] = [await createUserWithSession(t.db, { nickname: 'Me' }), await createUserWithSession(t.db, { nickname: 'Other' })];
      const ids: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const author = i % 3 === 0 ? other : me;
        const item = await ok<CommentItem>(t, ADD, { token: author.token, json: { targetType: 'book', targetId: book, content: `comment ${i}` } });
        ids.push(item.id);
      }
      const page = (n: number, token?: string) => ok<PageOf<CommentItem>>(t, `${LIST}?targetType=book&targetId=${book}&page=${n}&size=5`, { token });
      const pages = [await page(1, me.token), await page(2, me.token), await page(3, me.token)];
      expect(pages.map((p) => p.list.length)).toEqual([5, 5, 2]);
      pages.forEach((p) => expect(p.total).toBe(12));
      const listed = pages.flatMap((p) => p.list);
      expect(listed.map((c) => c.id)).toEqual([...ids].reverse());
      expect(listed.map((c) => c.content)).toEqual(ids.map((_, i) => `comment ${i + 1}`).reverse());
      for (const c of listed) {
        const byOther = Number(c.content.split(' ')[1]) % 3 === 0;
        expect(c.mine).toBe(!byOther);
        expect(c.user).toMatchObject({ id: byOther ? other.userId : me.userId, nickname: byOther ? 'Other' : 'Me' });
      }
      // A visitor sees the same comments, none of them "mine".
      const visitor = await page(1);
      expect(visitor.list.map((c) => c.id)).toEqual(pages[0].list.map((c) => c.id));
      expect(visitor.list.every((c) => !c.mine)).toBe(true);
      // Defaults: page 1, size 10.
      const defaults = await ok<PageOf<CommentItem>>(t, `${LIST}?targetType=book&targetId=${book}`);
      expect(defaults).toMatchObject({ page: 1, size: 10, total: 12 });
      expect(defaults.list).toHaveLength(10);
      expect((await bookRow(t.db, book)).commentCount).toBe(12);
    });

    it('keeps books and videos apart, and lists nothing for a target without comments', async () => {
      const video = await videoId(t.db, 'days-of-the-week');
      const me = await createUserWithSession(t.db);
      await ok(t, ADD, { token: me.token, json: { targetType: 'video', targetId: video, content: 'Monday!' } });
      const onVideo = await ok<PageOf<CommentItem>>(t, `${LIST}?targetType=video&targetId=${video}`);
      expect(onVideo.list.map((c) => c.content)).toEqual(['Monday!']);
      const quietBook = await bookId(t.db, 'kai-and-the-whale-song');
      expect(await ok(t, `${LIST}?targetType=book&targetId=${quietBook}`)).toEqual({ list: [], total: 0, page: 1, size: 10 });
    });

    it('answers 404 for an unknown target and 4000 for bad input', async () => {
      expect(await call(t, `${LIST}?targetType=book&targetId=${UNKNOWN_ID}`)).toEqual(notFound());
      expect(await call(t, `${LIST}?targetType=video&targetId=${UNKNOWN_ID}`, { lang: 'en' })).toEqual(notFound('en'));
      for (const [query, field] of [
        ['targetType=user&targetId=1', 'targetType'],
        ['targetId=1', 'targetType'],
        ['targetType=book', 'targetId'],
        ['targetType=book&targetId=x', 'targetId'],
        ['targetType=book&targetId=1&page=0', 'page'],
        ['targetType=book&targetId=1&size=51', 'size'],
      ]) {
        expect(await call(t, `${LIST}?${query}`, { lang: 'en' })).toEqual(invalid(field, 'en'));
      }
    });
  });

  describe('DELETE /api/comment/{id}', () => {
    it("deletes one's own comment and decrements the count", async () => {
      const book = await bookId(t.db, 'puddle-jumpers');
      const me = await createUserWithSession(t.db);
      const first = await ok<CommentItem>(t, ADD, { token: me.token, json: { targetType: 'book', targetId: book, content: 'one' } });
      const second = await ok<CommentItem>(t, ADD, { token: me.token, json: { targetType: 'book', targetId: book, content: 'two' } });
      expect((await bookRow(t.db, book)).commentCount).toBe(2);
      expect(await ok(t, `/api/comment/${first.id}`, { method: 'DELETE', token: me.token })).toEqual({ count: 1 });
      expect((await bookRow(t.db, book)).commentCount).toBe(1);
      const listed = await ok<PageOf<CommentItem>>(t, `${LIST}?targetType=book&targetId=${book}`);
      expect(listed.list.map((c) => c.id)).toEqual([second.id]);
      expect(listed.total).toBe(1);
      // Deleting it again: it is gone.
      expect(await call(t, `/api/comment/${first.id}`, { method: 'DELETE', token: me.token })).toEqual(notFound());
      expect((await bookRow(t.db, book)).commentCount).toBe(1);
    });

    it('decrements a video count too', async () => {
      const video = await videoId(t.db, 'abc-b-c-d');
      const me = await createUserWithSession(t.db);
      const item = await ok<CommentItem>(t, ADD, { token: me.token, json: { targetType: 'video', targetId: video, content: 'B C D' } });
      const before = (await videoRow(t.db, video)).commentCount;
      await ok(t, `/api/comment/${item.id}`, { method: 'DELETE', token: me.token });
      expect((await videoRow(t.db, video)).commentCount).toBe(before - 1);
    });

    it("answers 404 for someone else's comment, which stays", async () => {
      const book = await bookId(t.db, 'puddle-jumpers');
      const [author, stranger] = [await createUserWithSession(t.db), await createUserWithSession(t.db)];
      const item = await ok<CommentItem>(t, ADD, { token: author.token, json: { targetType: 'book', targetId: book, content: 'mine, not yours' } });
      const countBefore = (await bookRow(t.db, book)).commentCount;
      expect(await call(t, `/api/comment/${item.id}`, { method: 'DELETE', token: stranger.token, lang: 'en' })).toEqual(notFound('en'));
      const [row] = await t.db.select().from(comments).where(eq(comments.id, item.id));
      expect(row).toMatchObject({ userId: author.userId, content: 'mine, not yours' });
      expect((await bookRow(t.db, book)).commentCount).toBe(countBefore);
      // The stranger's "mine" flag says the same.
      const listed = await ok<PageOf<CommentItem>>(t, `${LIST}?targetType=book&targetId=${book}`, { token: stranger.token });
      expect(listed.list.find((c) => c.id === item.id)?.mine).toBe(false);
    });

    it('refuses visitors and dead sessions, 404 for unknown ids, 4000 for malformed ones', async () => {
      const book = await bookId(t.db, 'puddle-jumpers');
      const me = await createUserWithSession(t.db);
      const item = await ok<CommentItem>(t, ADD, { token: me.token, json: { targetType: 'book', targetId: book, content: 'keep' } });
      await expectLoginRequired(t, `/api/comment/${item.id}`, { method: 'DELETE' });
      await expectSessionExpired(t, `/api/comment/${item.id}`, { method: 'DELETE' });
      expect(await call(t, `/api/comment/${UNKNOWN_ID}`, { method: 'DELETE', token: me.token })).toEqual(notFound());
      for (const bad of ['abc', '0', '-1']) {
        expect(await call(t, `/api/comment/${bad}`, { method: 'DELETE', token: me.token })).toEqual(invalid('id'));
      }
      const cross = await call(t, `/api/comment/${item.id}`, { method: 'DELETE', token: me.token, headers: { origin: 'https://evil.example' } });
      expect(cross).toMatchObject({ status: 403, code: 4031 });
      const [row] = await t.db.select().from(comments).where(eq(comments.id, item.id));
      expect(row?.content).toBe('keep');
    });
  });
});
