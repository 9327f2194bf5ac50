/**
 * Shared reads of books, videos and comments (server/services/shared-reads.ts): what is the
 * same for every visitor is read from the database once and then served from
 * the process until a write that changes it; a like, a collect or a comment
 * shows at once, and the caller's own state is always exact. On PostgreSQL
 * a second instance on the same database drops its copy when the first one
 * writes (NOTIFY on `cache_invalidate`).
 */
import { jest } from '@jest/globals';

import type { BookCard, BookDetail } from '@/lib/types/books';
import type { CommentItem } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import type { VideoCard, VideoDetail } from '@/lib/types/videos';
import { openPostgres, type Db } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { listHotBooks } from '@/server/services/books/books';
import { invalidationListenerReady, sharedReadLoads } from '@/server/services/shared-reads';

import { bookId, ok, SEED_TIMEOUT, videoId } from './helpers/calls';
import { createUserWithSession, describeEachEngine } from './helpers/test-app';

/** Statements the database client runs while `fn` runs. */
async function queriesDuring(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

const ANONYMOUS_READS = [
  '/api/picture/book/v1/page/hot/1',
  '/api/picture/book/page/1/size/10?level=A',
  '/api/user/video/page?page=1&size=8',
];

describeEachEngine('books shared reads', (t) => {
  let duck: number;
  let video: number;

  beforeAll(async () => {
    await seed(t.db);
    duck = await bookId(t.db, 'little-duck-can-swim');
    video = await videoId(t.db, 'count-to-ten');
  }, SEED_TIMEOUT);

  it('serves the lists, a book, its pages and a video to visitors without a query once loaded', async () => {
    const paths = [...ANONYMOUS_READS, `/api/picture/book/detail/${duck}`, `/api/picture/book/read/${duck}`, `/api/video/detail/${video}`];
    for (const path of paths) await ok(t, path);
    const queries = await queriesDuring(t.db, async () => {
      for (let i = 0; i < 3; i++) for (const path of paths) await ok(t, path);
    });
    expect(queries).toBe(0);
  });

  it('shows a like in the hot list and the book at once; each caller sees their own like exactly', async () => {
    const fan = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    const likesIn = async (token?: string) => {
      const hot = await ok<PageOf<BookCard>>(t, '/api/picture/book/v1/page/hot/1?size=50', token ? { token } : {});
      return hot.list.find((b) => b.id === duck)!.likeCount;
    };
    const detail = (token?: string) => ok<BookDetail>(t, `/api/picture/book/detail/${duck}`, token ? { token } : {});
    const before = await likesIn();
    const detailBefore = await detail();
    expect((await detail(fan.token)).liked).toBe(false);

    expect(await ok(t, '/api/picture/book/like', { json: { bookId: duck }, token: fan.token })).toEqual({ active: true, count: before + 1 });
    expect(await likesIn()).toBe(before + 1);
    expect(await detail()).toMatchObject({ likeCount: detailBefore.likeCount + 1, liked: false });
    expect(await detail(fan.token)).toMatchObject({ likeCount: before + 1, liked: true });
    expect(await detail(other.token)).toMatchObject({ likeCount: before + 1, liked: false });

    await ok(t, '/api/picture/book/like', { json: { bookId: duck }, token: fan.token });
    expect(await likesIn()).toBe(before);
    expect(await detail(fan.token)).toMatchObject({ likeCount: before, liked: false });
  });

  it("shows a video's like and collect at once, with the caller's own state", async () => {
    const fan = await createUserWithSession(t.db);
    const before = await ok<VideoDetail>(t, `/api/video/detail/${video}`);
    const listed = async () => (await ok<PageOf<VideoCard>>(t, '/api/user/video/page?page=1&size=20')).list.find((v) => v.id === video)!;
    await listed();
    await ok(t, '/api/video/collect', { json: { videoId: video }, token: fan.token });
    expect(await ok<VideoDetail>(t, `/api/video/detail/${video}`)).toMatchObject({ collectCount: before.collectCount + 1, collected: false });
    expect(await ok<VideoDetail>(t, `/api/video/detail/${video}`, { token: fan.token })).toMatchObject({ collectCount: before.collectCount + 1, collected: true });
    expect((await listed()).collectCount).toBe(before.collectCount + 1);
  });

  it('shows a new comment and its deletion at once; only its author sees it as theirs', async () => {
    const author = await createUserWithSession(t.db);
    const list = (token?: string) => ok<PageOf<CommentItem>>(t, `/api/comment/list?targetType=book&targetId=${duck}`, token ? { token } : {});
    const book = () => ok<BookDetail>(t, `/api/picture/book/detail/${duck}`);
    const before = await list();
    const countBefore = (await book()).commentCount;
    const added = await ok<CommentItem>(t, '/api/comment/add', { json: { targetType: 'book', targetId: duck, content: 'quack' }, token: author.token });
    expect((await list()).list[0]).toMatchObject({ id: added.id, content: 'quack', mine: false });
    expect((await list(author.token)).list[0]).toMatchObject({ id: added.id, mine: true });
    expect((await list()).total).toBe(before.total + 1);
    expect((await book()).commentCount).toBe(countBefore + 1);
    await ok(t, `/api/comment/${added.id}`, { method: 'DELETE', token: author.token });
    expect((await list()).total).toBe(before.total);
    expect((await book()).commentCount).toBe(countBefore);
  });

  it('shows a changed nickname beside comments at once', async () => {
    const author = await createUserWithSession(t.db, { nickname: 'before-name' });
    await ok(t, '/api/comment/add', { json: { targetType: 'book', targetId: duck, content: 'hello' }, token: author.token });
    const first = async () => (await ok<PageOf<CommentItem>>(t, `/api/comment/list?targetType=book&targetId=${duck}`)).list[0].user.nickname;
    expect(await first()).toBe('before-name');
    await ok(t, '/api/user/info/update', { method: 'PUT', json: { nickname: 'after-name' }, token: author.token });
    expect(await first()).toBe('after-name');
  });

  it('writes nothing when the same visitor repeats a search the same day (the page and the API)', async () => {
    const search = () => ok(t, '/api/common/search?type=1&keyword=duck', { headers: {} });
    await search();
    expect(await queriesDuring(t.db, search)).toBe(0);
  });

  if (t.engine === 'postgres') {
    it('on PostgreSQL, a write through one instance drops the copy another instance cached', async () => {
      // A second instance: its own pool, cache and listener on the same database.
      const second = await openPostgres(process.env.DATABASE_URL!);
      try {
        await invalidationListenerReady(second.db);
        const likes = async () => (await listHotBooks(second.db, 1, 50)).list.find((b) => b.id === duck)!.likeCount;
        const before = await likes();
        const loads = sharedReadLoads(second.db);
        expect(await likes()).toBe(before);
        expect(sharedReadLoads(second.db)).toBe(loads); // served from its cache

        const fan = await createUserWithSession(t.db);
        await ok(t, '/api/picture/book/like', { json: { bookId: duck }, token: fan.token });
        let seen = before;
        for (let i = 0; i < 50 && seen === before; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = await likes();
        }
        expect(seen).toBe(before + 1);
      } finally {
        await second.close();
      }
    });
  }
});
