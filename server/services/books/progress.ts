import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { BookCard, ReadingProgressState } from '@/lib/types/books';
import type { PageOf } from '@/lib/types/paging';

import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { pageOffset, toPage } from '../../db/queries/paging';
import { books, reactions, readingProgress } from '../../db/schema';
import { AppError } from '../../errors';
import { invalidateShared, TAGS } from '../shared-reads';
import { bookCardColumns, bookVisibleWhere } from './books';

export interface ProgressResult extends ReadingProgressState {
  pageCount: number;
}

/**
 * Saves where a reader is in a book. A page past the end is refused; the
 * book counts one more finished read the first time its last page is reached.
 */
export async function saveProgress(db: Db, userId: number, bookId: number, page: number): Promise<ProgressResult> {
  const saved = await db.transaction(async (tx) => {
    const [book] = await tx.select({ pageCount: books.pageCount }).from(books).where(eq(books.id, bookId));
    if (!book) throw new AppError('NOT_FOUND');
    if (page > book.pageCount) throw new AppError('VALIDATION_FAILED', { params: { field: 'page' } });
    const reachedEnd = page === book.pageCount;
    const mine = whereOwnedBy(readingProgress.userId, userId, eq(readingProgress.bookId, bookId));
    // Whether this request is the one that finished the book is decided by the
    // row it changed: a first insert, or the update that flipped `finished`
    // (a concurrent request waits for that row and then finds it already true).
    let finishedNow = false;
    const inserted = await tx
      .insert(readingProgress)
      .values({ userId, bookId, page, finished: reachedEnd })
      .onConflictDoNothing({ target: [readingProgress.userId, readingProgress.bookId] })
      .returning({ page: readingProgress.page, finished: readingProgress.finished });
    let row = inserted[0];
    if (row) finishedNow = reachedEnd;
    else {
      if (reachedEnd) {
        const flipped = await tx
          .update(readingProgress)
          .set({ finished: true })
          .where(and(mine, eq(readingProgress.finished, false)))
          .returning({ page: readingProgress.page });
        finishedNow = flipped.length > 0;
      }
      [row] = await tx
        .update(readingProgress)
        .set({ page, updatedAt: sql`now()` })
        .where(mine)
        .returning({ page: readingProgress.page, finished: readingProgress.finished });
    }
    if (finishedNow) {
      await tx.update(books).set({ readCount: sql`${books.readCount} + 1` }).where(eq(books.id, bookId));
    }
    return { result: { page: row.page, finished: row.finished, pageCount: book.pageCount }, finishedNow };
  });
  // A finished read moves the book in the hot order.
  if (saved.finishedNow) await invalidateShared(db, [TAGS.books]);
  return saved.result;
}

export async function getProgress(db: Db, userId: number, bookId: number): Promise<ReadingProgressState | null> {
  const [row] = await db
    .select({ page: readingProgress.page, finished: readingProgress.finished })
    .from(readingProgress)
    .where(whereOwnedBy(readingProgress.userId, userId, eq(readingProgress.bookId, bookId)));
  return row ?? null;
}

export interface ReadingListItem extends BookCard {
  progress: ReadingProgressState;
}

/**
 * POST /api/picture/book/user/{page}/{size}: the books a user has opened, most
 * recent first, with where they stopped; only books the user may still open
 * (a created book its author unpublished drops out).
 */
export async function listReadingHistory(db: Db, userId: number, page: number, size: number): Promise<PageOf<ReadingListItem>> {
  const where = and(eq(readingProgress.userId, userId), bookVisibleWhere(userId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...bookCardColumns, progressPage: readingProgress.page, finished: readingProgress.finished })
      .from(readingProgress)
      .innerJoin(books, eq(books.id, readingProgress.bookId))
      .where(where)
      .orderBy(desc(readingProgress.updatedAt), desc(books.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(readingProgress).innerJoin(books, eq(books.id, readingProgress.bookId)).where(where),
  ]);
  const list = rows.map(({ progressPage, finished, ...card }) => ({ ...card, progress: { page: progressPage, finished } }));
  return toPage(list, total, { page, size });
}

/**
 * Books a user liked (`like`) or collected (`collect`), most recent first, as
 * `viewerId` may see them (issue #28 M1): a created book that is not
 * published is listed to its author only, whoever's list it is in.
 */
export async function listReactedBooks(
  db: Db,
  userId: number,
  kind: 'like' | 'collect',
  page: number,
  size: number,
  viewerId: number | null | undefined,
): Promise<PageOf<BookCard>> {
  const where = and(eq(reactions.userId, userId), eq(reactions.targetType, 'book'), eq(reactions.kind, kind), bookVisibleWhere(viewerId));
  const [list, [{ total }]] = await Promise.all([
    db
      .select(bookCardColumns)
      .from(reactions)
      .innerJoin(books, eq(books.id, reactions.targetId))
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(books.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(reactions).innerJoin(books, eq(books.id, reactions.targetId)).where(where),
  ]);
  return toPage(list, total, { page, size });
}
