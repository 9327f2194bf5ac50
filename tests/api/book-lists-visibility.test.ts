/**
 * Issue #28 M1: every list of books shown to someone other than a created
 * book's author (a user's liked and collected books, a reader's history)
 * uses the one 'visible to this viewer' condition (`bookVisibleWhere`): an
 * unpublished created book is listed to its author only, also after it was
 * published and unpublished again.
 */
import { eq } from 'drizzle-orm';

import type { BookCard } from '@/lib/types/books';
import type { PageOf } from '@/lib/types/paging';
import { books } from '@/server/db/schema';
import { invalidateShared, TAGS } from '@/server/services/shared-reads';

import { testBook } from './helpers/books';
import { ok } from './helpers/calls';
import { createUserWithSession, describeApi } from './helpers/test-app';

describeApi('lists of books and unpublished created books (#28 M1)', (t) => {
  it('shows an unpublished created book in no one’s list but its author’s, before and after publishing', async () => {
    const author = await createUserWithSession(t.db, { profileVisibility: 'public' });
    const other = await createUserWithSession(t.db, { profileVisibility: 'public' });
    const [{ id: bookId }] = await t.db
      .insert(books)
      .values(testBook({ slug: `zelda-${author.userId}`, title: 'Zelda and Zip in Space', titleCn: 'Zelda 和小齐', searchDoc: 'zelda', ownerId: author.userId, listed: false, pageCount: 2 }))
      .returning({ id: books.id });
    // Publishing and unpublishing, as the creator service writes them (the cached book rows dropped with them).
    const setListed = async (listed: boolean) => {
      await t.db.update(books).set({ listed }).where(eq(books.id, bookId));
      await invalidateShared(t.db, [TAGS.books]);
    };

    // The author likes, collects and reads their private book.
    for (const kind of ['like', 'collect']) await ok(t, `/api/picture/book/${kind}?bookId=${bookId}&state=true`, { token: author.token, json: {} });
    await ok(t, '/api/picture/book/progress', { method: 'PUT', token: author.token, json: { bookId, page: 1 } });

    /** Every list that can show the book, as `viewer` asks for `owner`'s (or their own). */
    type Person = { userId: number; token: string };
    const lists = async (viewer: Person, owner: Person) => {
      const q = `?userId=${owner.userId}`;
      return {
        liked: await ok<PageOf<BookCard>>(t, `/api/picture/book/user/follow/1/20${q}`, { token: viewer.token, json: {} }),
        collected: await ok<PageOf<BookCard>>(t, `/api/picture/book/user/collect/1/20${q}`, { token: viewer.token, json: {} }),
        history: owner.userId === viewer.userId ? await ok<PageOf<BookCard>>(t, '/api/picture/book/user/1/20', { token: viewer.token, json: {} }) : null,
      };
    };
    const ids = (page: PageOf<BookCard> | null) => page && { ids: page.list.map((b) => b.id), total: page.total };
    const shown = async (viewer: Person, owner: Person) => {
      const all = await lists(viewer, owner);
      return { liked: ids(all.liked), collected: ids(all.collected), history: ids(all.history) };
    };

    const mine = { ids: [bookId], total: 1 };
    const none = { ids: [], total: 0 };
    expect(await shown(author, author)).toEqual({ liked: mine, collected: mine, history: mine });
    expect(await shown(other, author)).toEqual({ liked: none, collected: none, history: null });

    // Published: others see it in the author's lists, and may react to and read it themselves.
    await setListed(true);
    expect(await shown(other, author)).toEqual({ liked: mine, collected: mine, history: null });
    for (const kind of ['like', 'collect']) await ok(t, `/api/picture/book/${kind}?bookId=${bookId}&state=true`, { token: other.token, json: {} });
    await ok(t, '/api/picture/book/progress', { method: 'PUT', token: other.token, json: { bookId, page: 2 } });
    expect(await shown(other, other)).toEqual({ liked: mine, collected: mine, history: mine });

    // Unpublished again: gone from every list but the author's own, the reader's own lists included.
    await setListed(false);
    expect(await shown(other, author)).toEqual({ liked: none, collected: none, history: null });
    expect(await shown(other, other)).toEqual({ liked: none, collected: none, history: none });
    expect(await shown(author, author)).toEqual({ liked: mine, collected: mine, history: mine });
    const third = await createUserWithSession(t.db);
    expect(await shown(third, other)).toEqual({ liked: none, collected: none, history: null });
  });
});
