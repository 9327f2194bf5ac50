import 'server-only';
import { and, asc, count, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import type { BookCard, BookDetail, ReaderPage } from '@/lib/types/books';
import type { PageOf } from '@/lib/types/paging';

import type { Db } from '../../db/client';
import { pageOffset, toPage } from '../../db/queries/paging';
import { countTags, hasTag } from '../../db/queries/tags';
import { bookPages, books, reactions, readingProgress } from '../../db/schema';
import { sharedRead, TAGS } from '../shared-reads';

/** Book rows are the same for every visitor: cached until a write to books drops them (server/services/shared-reads.ts). */
const booksTag = [TAGS.books];

export const bookCardColumns = {
  id: books.id,
  title: books.title,
  titleCn: books.titleCn,
  author: books.author,
  level: books.level,
  tags: books.tags,
  cover: books.coverSmall,
  coverLarge: books.coverLarge,
  pageCount: books.pageCount,
  wordCount: books.wordCount,
  likeCount: books.likeCount,
  collectCount: books.collectCount,
  commentCount: books.commentCount,
};

/** Books everyone may find: the seed books and published created books (a created book is private to its owner until published). */
export const listedBookWhere: SQL = eq(books.listed, true);

/**
 * Books a course unit may be built on: listed books without an owner (the seed
 * library). A book a user made with the AI picture book never becomes a unit,
 * published or not (docs/decisions.md, "Created books never become course units").
 */
export const courseBookWhere: SQL = and(isNull(books.ownerId), listedBookWhere)!;

/**
 * Books `viewerId` may open: the listed ones and their own. The one 'visible to
 * this viewer' condition of every list of books shown to someone other than a
 * created book's author (liked, collected, reading history; issue #28 M1).
 */
export function bookVisibleWhere(viewerId: number | null | undefined): SQL {
  return viewerId ? or(eq(books.listed, true), eq(books.ownerId, viewerId))! : listedBookWhere;
}

/** Popularity: likes weigh most, then collects, comments and finished reads. */
export const bookHotScore = sql`(${books.likeCount} * 3 + ${books.collectCount} * 2 + ${books.commentCount} + ${books.readCount})`;

export interface BookListFilter {
  level?: string;
  tag?: string;
}

/** Books, newest first (seed books in reading-level order), optionally of one level or tag. */
export function listBooks(db: Db, page: number, size: number, filter: BookListFilter = {}): Promise<PageOf<BookCard>> {
  return sharedRead(db, `books|${page}|${size}|${filter.level ?? ''}|${filter.tag ?? ''}`, booksTag, () => loadBooks(db, page, size, filter));
}

async function loadBooks(db: Db, page: number, size: number, filter: BookListFilter): Promise<PageOf<BookCard>> {
  const conditions: SQL[] = [listedBookWhere];
  if (filter.level) conditions.push(eq(books.level, filter.level));
  if (filter.tag) conditions.push(hasTag(books.tags, filter.tag));
  const where = and(...conditions);
  const [list, [{ total }]] = await Promise.all([
    db
      .select(bookCardColumns)
      .from(books)
      .where(where)
      .orderBy(asc(books.level), asc(books.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(books).where(where),
  ]);
  return toPage(list, total, { page, size });
}

/** The most popular books; ties keep reading-level order so the list is stable. */
export function listHotBooks(db: Db, page: number, size: number): Promise<PageOf<BookCard>> {
  return sharedRead(db, `hot|${page}|${size}`, booksTag, () => loadHotBooks(db, page, size));
}

async function loadHotBooks(db: Db, page: number, size: number): Promise<PageOf<BookCard>> {
  const [list, [{ total }]] = await Promise.all([
    db
      .select(bookCardColumns)
      .from(books)
      .where(listedBookWhere)
      .orderBy(desc(bookHotScore), asc(books.level), asc(books.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(books).where(listedBookWhere),
  ]);
  return toPage(list, total, { page, size });
}

/** Counts of books per reading level, optionally of the books with one tag (levels without books are left out). */
export function countBooksByLevel(db: Db, filter: Pick<BookListFilter, 'tag'> = {}): Promise<{ level: string; count: number }[]> {
  const where = filter.tag ? and(listedBookWhere, hasTag(books.tags, filter.tag)) : listedBookWhere;
  return sharedRead(db, `levels|${filter.tag ?? ''}`, booksTag, () =>
    db.select({ level: books.level, count: count() }).from(books).where(where).groupBy(books.level).orderBy(asc(books.level)),
  );
}

/** The tags of the books, optionally of one level, with how many books carry each; the most used first. */
export function countBookTags(db: Db, filter: Pick<BookListFilter, 'level'> = {}): Promise<{ tag: string; count: number }[]> {
  return sharedRead(db, `book-tags|${filter.level ?? ''}`, booksTag, () =>
    countTags(db, books, books.tags, filter.level ? and(listedBookWhere, eq(books.level, filter.level)) : listedBookWhere),
  );
}

type BookRow = Omit<BookDetail, 'liked' | 'collected' | 'progress' | 'mine'> & { ownerId: number | null };

/** The book as every visitor sees it (cached); null when there is no such book. */
function getBookRow(db: Db, bookId: number): Promise<BookRow | null> {
  return sharedRead(db, `book|${bookId}`, booksTag, async () => {
    const [row] = await db
      .select({
        ...bookCardColumns,
        description: books.description,
        descriptionCn: books.descriptionCn,
        createdAt: books.createdAt,
        updatedAt: books.updatedAt,
        ownerId: books.ownerId,
        listed: books.listed,
      })
      .from(books)
      .where(eq(books.id, bookId));
    return row ? { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() } : null;
  });
}

/**
 * A book with the viewer's like, collect and progress; null when there is no
 * such book. The book is the shared cached row; the viewer's own state is
 * read every time, and only for a logged-in viewer.
 */
export async function getBookDetail(db: Db, bookId: number, viewerId?: number | null): Promise<BookDetail | null> {
  const found = await getBookRow(db, bookId);
  if (!found || !canSeeBook(found, viewerId)) return null;
  const { ownerId, ...row } = found;
  let liked = false;
  let collected = false;
  let progress: BookDetail['progress'] = null;
  if (viewerId) {
    const [kinds, [saved]] = await Promise.all([
      db
        .select({ kind: reactions.kind })
        .from(reactions)
        .where(and(eq(reactions.userId, viewerId), eq(reactions.targetType, 'book'), eq(reactions.targetId, bookId))),
      db
        .select({ page: readingProgress.page, finished: readingProgress.finished })
        .from(readingProgress)
        .where(and(eq(readingProgress.userId, viewerId), eq(readingProgress.bookId, bookId))),
    ]);
    liked = kinds.some((k) => k.kind === 'like');
    collected = kinds.some((k) => k.kind === 'collect');
    progress = saved ?? null;
  }
  return { ...row, liked, collected, progress, mine: ownerId !== null && ownerId === viewerId };
}

/** A listed book is everyone's; an unlisted (private) one only its owner's. */
function canSeeBook(row: { listed: boolean; ownerId: number | null }, viewerId: number | null | undefined): boolean {
  return row.listed || (row.ownerId !== null && row.ownerId === viewerId);
}

/** Whether the book exists and `viewerId` may open it (a private created book is NOT_FOUND for anyone else). */
export async function bookVisibleTo(db: Db, bookId: number, viewerId: number | null | undefined): Promise<boolean> {
  const row = await getBookRow(db, bookId);
  return Boolean(row && canSeeBook(row, viewerId));
}

/** The pages of a book in order (empty for an unknown book). */
export function getBookPages(db: Db, bookId: number): Promise<ReaderPage[]> {
  return sharedRead(db, `pages|${bookId}`, [TAGS.bookPages], () => loadBookPages(db, bookId));
}

async function loadBookPages(db: Db, bookId: number): Promise<ReaderPage[]> {
  const rows = await db.select().from(bookPages).where(eq(bookPages.bookId, bookId)).orderBy(asc(bookPages.index));
  return rows.map((p) => ({
    index: p.index,
    text: p.text,
    textCn: p.textCn,
    image: { large: p.imageLarge, small: p.imageSmall, width: p.imageWidth, height: p.imageHeight },
    audio: { src: p.audioSrc, durationMs: p.audioMs },
    words: p.words,
  }));
}

/** Books like this one: same level or a shared tag first, then neighbours in level. */
export function listRelatedBooks(db: Db, book: Pick<BookCard, 'id' | 'level' | 'tags'>, limit = 4): Promise<BookCard[]> {
  return sharedRead(db, `related|${book.id}|${book.level}|${JSON.stringify(book.tags)}|${limit}`, booksTag, () => loadRelatedBooks(db, book, limit));
}

async function loadRelatedBooks(db: Db, book: Pick<BookCard, 'id' | 'level' | 'tags'>, limit: number): Promise<BookCard[]> {
  const sharedTags = sql`(select count(*) from jsonb_array_elements_text(${books.tags}) t where t.value in (select jsonb_array_elements_text(${JSON.stringify(book.tags)}::jsonb)))`;
  return db
    .select(bookCardColumns)
    .from(books)
    .where(and(listedBookWhere, ne(books.id, book.id)))
    .orderBy(
      desc(sql`(case when ${books.level} = ${book.level} then 2 else 0 end) + ${sharedTags}`),
      asc(sql`abs(ascii(${books.level}) - ascii(${book.level}))`),
      asc(books.id),
    )
    .limit(limit);
}

/** The book to read after this one: the next in level order, wrapping to the first. */
export function getNextBook(db: Db, book: Pick<BookCard, 'id' | 'level'>): Promise<BookCard | null> {
  return sharedRead(db, `next|${book.id}|${book.level}`, booksTag, () => loadNextBook(db, book));
}

async function loadNextBook(db: Db, book: Pick<BookCard, 'id' | 'level'>): Promise<BookCard | null> {
  const [next] = await db
    .select(bookCardColumns)
    .from(books)
    .where(and(listedBookWhere, or(gt(books.level, book.level), and(eq(books.level, book.level), gt(books.id, book.id)))))
    .orderBy(asc(books.level), asc(books.id))
    .limit(1);
  if (next) return next;
  const [first] = await db.select(bookCardColumns).from(books).where(and(listedBookWhere, ne(books.id, book.id))).orderBy(asc(books.level), asc(books.id)).limit(1);
  return first ?? null;
}

