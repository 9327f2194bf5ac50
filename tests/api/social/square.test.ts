/**
 * GET /api/user/square: only active, non-child users with a public profile;
 * suggested follows leave out the viewer, the people they follow and anyone
 * a block stands between.
 */
import type { UserSquare } from '@/lib/types/social';
import { readingProgress, videos } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { createAccount } from '../helpers/account';
import { bookId, ok, SEED_TIMEOUT } from '../helpers/calls';
import { describeApi } from '../helpers/test-app';

describeApi('user square', (t) => {
  beforeAll(async () => {
    await seed(t.db);
  }, SEED_TIMEOUT);

  const square = (token?: string) => ok<UserSquare>(t, '/api/user/square', { token });
  const ids = (people: { userId: number }[]) => people.map((p) => p.userId);
  let seq = 0;

  it('lists public readers by latest reading, most-followed suggestions and new videos of public users only', async () => {
    const book = await bookId(t.db, 'little-duck-can-swim');
    const open = await createAccount(t.db, { profileVisibility: 'public', nickname: 'Open Reader', followerCount: 900_001 });
    const later = await createAccount(t.db, { profileVisibility: 'public', nickname: 'Later Reader', followerCount: 900_000 });
    const hidden = await createAccount(t.db, { nickname: 'Hidden Reader', followerCount: 900_002 });
    const child = await createAccount(t.db, { profileVisibility: 'public', isChild: true, followerCount: 900_003 });
    const leaving = await createAccount(t.db, { profileVisibility: 'public', status: 'cancelling', followerCount: 900_004 });
    const base = Date.now();
    for (const [i, u] of [open, later, hidden, child, leaving].entries()) {
      await t.db.insert(readingProgress).values({ userId: u.userId, bookId: book, page: 2, updatedAt: new Date(base + (i === 1 ? 60_000 : i * 1000)) });
    }
    for (const u of [open, hidden, child]) {
      seq += 1;
      await t.db.insert(videos).values({
        slug: `square-${seq}-${u.userId}`,
        userId: u.userId,
        title: `Dub ${seq}`,
        titleCn: `配音 ${seq}`,
        description: '',
        descriptionCn: '',
        durationSec: 10,
        src: '/x.mp4',
        poster: '/x.jpg',
        subtitlesEn: '',
        subtitlesCn: '',
        createdAt: new Date(base + seq * 1000 + 3_600_000),
      });
    }

    const visitor = await square();
    expect(ids(visitor.activeReaders).slice(0, 2)).toEqual([later.userId, open.userId]);
    expect(ids(visitor.suggested).slice(0, 2)).toEqual([open.userId, later.userId]);
    for (const list of [visitor.activeReaders, visitor.suggested]) {
      for (const id of [hidden.userId, child.userId, leaving.userId]) expect(ids(list)).not.toContain(id);
    }
    expect(visitor.suggested[0]).toEqual({ userId: open.userId, nickname: 'Open Reader', avatar: null, introduction: '', followerCount: 900_001 });
    expect(visitor.newVideos[0]).toMatchObject({ title: `Dub ${seq - 2}`, author: { userId: open.userId, nickname: 'Open Reader' } });
    for (const v of visitor.newVideos) expect([hidden.userId, child.userId]).not.toContain(v.author.userId);

    // A viewer: not themself, not whom they follow, not whom a block stands between.
    const viewer = await createAccount(t.db, { profileVisibility: 'public', followerCount: 999_999 });
    await ok(t, `/api/user/follow?userId=${open.userId}`, { method: 'POST', token: viewer.token });
    expect(ids((await square(viewer.token)).suggested)).not.toContain(viewer.userId);
    expect(ids((await square(viewer.token)).suggested)).not.toContain(open.userId);
    await ok(t, `/api/user/block?userId=${viewer.userId}`, { method: 'POST', token: later.token });
    const seen = await square(viewer.token);
    expect(ids(seen.suggested)).not.toContain(later.userId);
    expect(ids(seen.activeReaders)).not.toContain(later.userId);
    // Visitors still see the most followed, the viewer among them.
    expect(ids((await square()).suggested)[0]).toBe(viewer.userId);
  });
});
