/**
 * The reads behind /library: books by level and tag with per-level counts
 * (also of one tag), the tags of books and videos with their counts, and the
 * video list filtered by tag (the user's video list keeps working).
 */
import { SEED_BOOKS, SEED_VIDEOS } from '@/content';
import type { PageOf } from '@/lib/types/paging';
import type { VideoCard } from '@/lib/types/videos';
import { seed } from '@/server/db/seed';
import { countBooksByLevel, countBookTags, listBooks } from '@/server/services/books/books';
import { countVideoTags, listVideos } from '@/server/services/videos/videos';

import { ok, SEED_TIMEOUT } from './helpers/calls';
import { describeApi } from './helpers/test-app';

/** How many seed items carry each tag. */
function tagCounts(items: readonly { tags: string[] }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

describeApi('library reads', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);

  it('counts books per level, of all books or of one tag', async () => {
    const all = await countBooksByLevel(t.db);
    expect(all.reduce((n, l) => n + l.count, 0)).toBe(SEED_BOOKS.length);
    expect(all.find((l) => l.level === 'A')?.count).toBe(4);

    const friendship = await countBooksByLevel(t.db, { tag: 'friendship' });
    const expected = new Map<string, number>();
    for (const b of SEED_BOOKS.filter((b) => b.tags.includes('friendship'))) expected.set(b.level, (expected.get(b.level) ?? 0) + 1);
    expect(new Map(friendship.map((l) => [l.level, l.count]))).toEqual(expected);
    expect(await countBooksByLevel(t.db, { tag: 'no-such-tag' })).toEqual([]);
  });

  it('lists the tags of the books and of the videos with their counts, the most used first', async () => {
    const bookTags = await countBookTags(t.db);
    expect(new Map(bookTags.map((r) => [r.tag, r.count]))).toEqual(tagCounts(SEED_BOOKS));
    expect(bookTags.map((r) => r.count)).toEqual([...bookTags.map((r) => r.count)].sort((a, b) => b - a));

    const videoTags = await countVideoTags(t.db);
    expect(new Map(videoTags.map((r) => [r.tag, r.count]))).toEqual(tagCounts(SEED_VIDEOS));
  });

  it('filters books by level and tag together', async () => {
    const page = await listBooks(t.db, 1, 20, { level: 'A', tag: 'friendship' });
    expect(page.total).toBe(SEED_BOOKS.filter((b) => b.level === 'A' && b.tags.includes('friendship')).length);
    expect(page.list.every((b) => b.level === 'A' && b.tags.includes('friendship'))).toBe(true);
  });

  it('filters videos by tag, and pages through them', async () => {
    const phonics = await listVideos(t.db, 1, 12, { tag: 'phonics' });
    expect(phonics.total).toBe(SEED_VIDEOS.filter((v) => v.tags.includes('phonics')).length);
    expect(phonics.list.every((v) => v.tags.includes('phonics'))).toBe(true);
    expect((await listVideos(t.db, 1, 12, { tag: 'no-such-tag' })).total).toBe(0);

    const all = await listVideos(t.db, 1, 12);
    expect(all.total).toBe(SEED_VIDEOS.length);
    const second = await listVideos(t.db, 2, 5);
    expect(second.list.map((v) => v.id)).toEqual(all.list.slice(5, 10).map((v) => v.id));
  });

  it('GET /api/user/video/page still lists every video', async () => {
    const page = await ok<PageOf<VideoCard>>(t, '/api/user/video/page?page=1&size=20');
    expect(page.total).toBe(SEED_VIDEOS.length);
  });
});
