import 'server-only';
import { randomBytes } from 'node:crypto';

import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';

import { NEUTRAL_CHILD_NAME } from '@/lib/constants/creator';
import type { CreatedBook } from '@/lib/types/creator';

import type { Db } from '../../db/client';
import { bookCreations, bookPages, books, comments, dubbingPages, dubbings, reactions, userUploads, users } from '../../db/schema';
import { AppError } from '../../errors';
import { narrate } from '../../providers/story/narration/narrator';
import { getStorage, keyOfPublicUrl, publicUrlOf } from '../../providers/storage';
import { deleteDubbingResponses } from '../dubbings/dubbings';
import { invalidateShared, TAGS } from '../shared-reads';
import { countWords, CREATED_BOOK_FOLDER, createdBookSearch } from './creations';

/** The name as a whole word, any case ("Mia" in "Mia's", not in "Miami"). */
function namePattern(name: string): RegExp {
  return new RegExp(`(?<![A-Za-z])${name.replace(/[-'\s]/g, (c) => `\\${c}`)}(?![A-Za-z])`, 'gi');
}

/** The caller's own created book (row), or NOT_FOUND: another's is never revealed. */
async function ownBook(db: Db, userId: number, bookId: number) {
  const [row] = await db
    .select()
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.ownerId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The child's name a book was made with ('' when unknown). */
async function childNameOf(db: Db, bookId: number): Promise<string> {
  const [row] = await db.select({ input: bookCreations.input }).from(bookCreations).where(eq(bookCreations.bookId, bookId)).limit(1);
  return row?.input.childName ?? '';
}

/** The caller's created books, newest first, with whether each still names the child. */
export async function listCreatedBooks(db: Db, userId: number): Promise<CreatedBook[]> {
  const rows = await db
    .select({
      id: books.id,
      title: books.title,
      titleCn: books.titleCn,
      level: books.level,
      cover: books.coverSmall,
      pageCount: books.pageCount,
      listed: books.listed,
      createdAt: books.createdAt,
      searchDoc: books.searchDoc,
      childName: bookCreations.input,
    })
    .from(books)
    .leftJoin(bookCreations, eq(bookCreations.bookId, books.id))
    .where(eq(books.ownerId, userId))
    .orderBy(desc(books.id));
  return rows.map(({ searchDoc, childName: input, createdAt, ...r }) => {
    const childName = input?.childName ?? '';
    return { ...r, childName, containsChildName: Boolean(childName) && namePattern(childName).test(searchDoc), createdAt: createdAt.toISOString() };
  });
}

/** Stores a page's new narration; returns its URL, length and word timings. */
async function narratePage(text: string, level: string) {
  const n = await narrate(text, level);
  const key = `${CREATED_BOOK_FOLDER}/${randomBytes(16).toString('hex')}.mp3`;
  await getStorage().put(key, n.mp3, 'audio/mpeg');
  return { key, bytes: n.mp3.byteLength, src: publicUrlOf(key), durationMs: n.durationMs, words: n.words };
}

async function refreshBook(db: Db, bookId: number) {
  const [book] = await db.select().from(books).where(eq(books.id, bookId));
  const pages = await db.select({ text: bookPages.text, textCn: bookPages.textCn }).from(bookPages).where(eq(bookPages.bookId, bookId)).orderBy(asc(bookPages.index));
  await db
    .update(books)
    .set({
      wordCount: pages.reduce((sum, p) => sum + countWords(p.text), 0),
      updatedAt: new Date(),
      ...createdBookSearch([book.title, book.titleCn, book.description, book.descriptionCn, ...pages.flatMap((p) => [p.text, p.textCn])]),
    })
    .where(eq(books.id, bookId));
}

/**
 * Replaces pages' text and translation, re-narrating every page whose English
 * text changed (new narration stored first; the old file is deleted only
 * after the change is committed, so a failure changes nothing).
 */
async function rewritePages(db: Db, userId: number, bookId: number, level: string, changes: { index: number; text: string; textCn: string }[]) {
  const current = await db.select().from(bookPages).where(eq(bookPages.bookId, bookId));
  const made: { key: string; bytes: number }[] = [];
  const old: string[] = [];
  const updates: { index: number; set: Partial<typeof bookPages.$inferInsert> }[] = [];
  try {
    for (const change of changes) {
      const page = current.find((p) => p.index === change.index);
      if (!page) throw new AppError('NOT_FOUND');
      if (page.text === change.text) {
        updates.push({ index: change.index, set: { textCn: change.textCn } });
        continue;
      }
      const n = await narratePage(change.text, level);
      made.push({ key: n.key, bytes: n.bytes });
      const oldKey = keyOfPublicUrl(page.audioSrc);
      if (oldKey) old.push(oldKey);
      updates.push({ index: change.index, set: { text: change.text, textCn: change.textCn, audioSrc: n.src, audioMs: n.durationMs, words: n.words } });
    }
    await db.transaction(async (tx) => {
      for (const u of updates) await tx.update(bookPages).set(u.set).where(and(eq(bookPages.bookId, bookId), eq(bookPages.index, u.index)));
      if (made.length) await tx.insert(userUploads).values(made.map((m) => ({ userId, storageKey: m.key, kind: 'picbook', bytes: m.bytes })));
      if (old.length) await tx.delete(userUploads).where(inArray(userUploads.storageKey, old));
    });
  } catch (error) {
    await Promise.allSettled(made.map((m) => getStorage().delete(m.key)));
    throw error;
  }
  await Promise.allSettled(old.map((key) => getStorage().delete(key)));
}

/** Edits one page of the caller's book (text and translation); a changed text is narrated again. */
export async function editCreatedPage(db: Db, userId: number, bookId: number, index: number, input: { text: string; textCn: string }) {
  const book = await ownBook(db, userId, bookId);
  await rewritePages(db, userId, bookId, book.level, [{ index, ...input }]);
  await refreshBook(db, bookId);
  await invalidateShared(db, [TAGS.books, TAGS.bookPages]);
  const [page] = await db.select().from(bookPages).where(and(eq(bookPages.bookId, bookId), eq(bookPages.index, index)));
  return { index: page.index, text: page.text, textCn: page.textCn, audio: { src: page.audioSrc, durationMs: page.audioMs }, words: page.words };
}

/**
 * Publishes the caller's book to the library. A child's account cannot. When
 * the book still contains the child's name, the author must choose: keep it,
 * or replace it everywhere with a neutral name (the pages that change are
 * narrated again).
 */
export async function publishCreatedBook(db: Db, userId: number, bookId: number, choice: 'keep' | 'replace' | undefined) {
  const [user] = await db.select({ isChild: users.isChild, nickname: users.nickname }).from(users).where(eq(users.id, userId));
  if (!user || user.isChild) throw new AppError('BOOK_PUBLISH_CHILD');
  const book = await ownBook(db, userId, bookId);
  const childName = await childNameOf(db, bookId);
  const contains = Boolean(childName) && namePattern(childName).test(book.searchDoc);
  if (contains && !choice) throw new AppError('BOOK_NAME_CHOICE_REQUIRED');
  if (contains && choice === 'replace') {
    const swap = (s: string) => s.replace(namePattern(childName), NEUTRAL_CHILD_NAME);
    const pages = await db.select().from(bookPages).where(eq(bookPages.bookId, bookId));
    const changes = pages.filter((p) => namePattern(childName).test(p.text) || namePattern(childName).test(p.textCn)).map((p) => ({ index: p.index, text: swap(p.text), textCn: swap(p.textCn) }));
    await rewritePages(db, userId, bookId, book.level, changes);
    await db
      .update(books)
      .set({ title: swap(book.title), titleCn: swap(book.titleCn), description: swap(book.description), descriptionCn: swap(book.descriptionCn) })
      .where(eq(books.id, bookId));
    await db
      .update(bookCreations)
      .set({ input: { ...(await db.select({ input: bookCreations.input }).from(bookCreations).where(eq(bookCreations.bookId, bookId)))[0].input, childName: NEUTRAL_CHILD_NAME } })
      .where(eq(bookCreations.bookId, bookId));
    await refreshBook(db, bookId);
  }
  await db.update(books).set({ listed: true, author: user.nickname, updatedAt: new Date() }).where(eq(books.id, bookId));
  await invalidateShared(db, [TAGS.books, TAGS.bookPages]);
  return { id: bookId, listed: true };
}

/** Takes the caller's book out of the library: private again. */
export async function unpublishCreatedBook(db: Db, userId: number, bookId: number) {
  await ownBook(db, userId, bookId);
  await db.update(books).set({ listed: false, updatedAt: new Date() }).where(eq(books.id, bookId));
  await invalidateShared(db, [TAGS.books, TAGS.bookPages]);
  return { id: bookId, listed: false };
}

/** Deletes the caller's book with its pictures, narration, the dubbings of it (and their audio), likes and comments. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes created books inside the caller's transaction, with their likes and
 * comments and the dubbings of them (with theirs); returns the keys of the
 * stored files to remove once the transaction has committed.
 */
export async function deleteCreatedBooksIn(tx: Tx, bookIds: number[]): Promise<string[]> {
  if (!bookIds.length) return [];
  const covers = await tx.select({ l: books.coverLarge, s: books.coverSmall }).from(books).where(inArray(books.id, bookIds));
  const pages = await tx.select({ a: bookPages.audioSrc, l: bookPages.imageLarge, s: bookPages.imageSmall }).from(bookPages).where(inArray(bookPages.bookId, bookIds));
  const dubIds = (await tx.select({ id: dubbings.id }).from(dubbings).where(inArray(dubbings.bookId, bookIds))).map((d) => d.id);
  const dubKeys = dubIds.length
    ? (await tx.select({ key: dubbingPages.storageKey }).from(dubbingPages).where(inArray(dubbingPages.dubbingId, dubIds))).map((r) => r.key)
    : [];
  const keys = [...covers.flatMap((c) => [c.l, c.s]), ...pages.flatMap((p) => [p.a, p.l, p.s])].map(keyOfPublicUrl).filter((k): k is string => Boolean(k));
  const all = [...keys, ...dubKeys];
  await deleteDubbingResponses(tx, dubIds);
  await tx.delete(reactions).where(and(eq(reactions.targetType, 'book'), inArray(reactions.targetId, bookIds)));
  await tx.delete(comments).where(and(eq(comments.targetType, 'book'), inArray(comments.targetId, bookIds)));
  if (all.length) await tx.delete(userUploads).where(inArray(userUploads.storageKey, all));
  // The dubbings of the books and their pages go by cascade.
  await tx.delete(books).where(inArray(books.id, bookIds));
  return all;
}

export async function deleteCreatedBook(db: Db, userId: number, bookId: number) {
  await ownBook(db, userId, bookId);
  const files = await db.transaction((tx) => deleteCreatedBooksIn(tx, [bookId]));
  await Promise.allSettled(files.map((key) => getStorage().delete(key)));
  await invalidateShared(db, [TAGS.books, TAGS.bookPages]);
  return { deleted: true as const };
}

/**
 * Whether `viewerId` may load a created book's stored file (the media guard
 * of /media/uploads/picbooks/...): the book is listed, or it is theirs. Every
 * such file has its `user_uploads` row (a unique key), so the uploader is one
 * index probe: the author is answered at once, and anyone else only makes the
 * author's own books (books_owner_idx) be searched for the file.
 */
export async function mayReadBookFile(db: Db, key: string, viewerId: number | null): Promise<boolean> {
  const [upload] = await db.select({ ownerId: userUploads.userId }).from(userUploads).where(eq(userUploads.storageKey, key)).limit(1);
  if (!upload) return false;
  if (viewerId !== null && upload.ownerId === viewerId) return true;
  const url = publicUrlOf(key);
  const [row] = await db
    .select({ listed: books.listed })
    .from(books)
    .leftJoin(bookPages, eq(bookPages.bookId, books.id))
    .where(
      and(
        eq(books.ownerId, upload.ownerId),
        or(eq(books.coverLarge, url), eq(books.coverSmall, url), eq(bookPages.imageLarge, url), eq(bookPages.imageSmall, url), eq(bookPages.audioSrc, url)),
      ),
    )
    .limit(1);
  return Boolean(row?.listed);
}
