import 'server-only';
import { desc, eq, sql, type SQL } from 'drizzle-orm';

import { pageSentences, tokenize } from '@/lib/books/page-words';
import { WORD_BANK_LIMIT } from '@/lib/schemas/words';
import type { PageOf } from '@/lib/types/paging';
import type { ReaderPage } from '@/lib/types/books';
import type { WordBankAddInput, WordBankAddResult, WordBankItem } from '@/lib/types/words';

import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { pageOffset, toPage } from '../../db/queries/paging';
import { books, users, wordBank } from '../../db/schema';
import { AppError } from '../../errors';
import { bookVisibleTo, getBookPages } from '../books/books';
import { getEntry, lookupWord } from './dictionary';

type Row = typeof wordBank.$inferSelect & { title: string; titleCn: string };

/** The sentence of the page that holds word `wordIndex` (the last one starting at or before it). */
function sentenceOf(page: ReaderPage, wordIndex: number): string {
  const sentences = pageSentences(page);
  let found = sentences[0]?.text ?? page.text;
  for (const s of sentences) if (s.firstWord <= wordIndex) found = s.text;
  return found.slice(0, 600);
}

/** The token of the page text that word `wordIndex` is ("Pip?"), as the reader shows it. */
function tokenAt(page: ReaderPage, wordIndex: number): string | null {
  return tokenize(page.text).find((t) => t.word === wordIndex)?.text ?? null;
}

async function toItems(db: Db, rows: Row[]): Promise<WordBankItem[]> {
  const bookIds = [...new Set(rows.map((r) => r.bookId))];
  const pagesByBook = new Map(await Promise.all(bookIds.map(async (id) => [id, await getBookPages(db, id)] as const)));
  return rows.map((r) => {
    const page = pagesByBook.get(r.bookId)?.find((p) => p.index === r.pageIndex);
    const timing = page?.words[r.wordIndex];
    const entry = getEntry(r.lemma);
    return {
      id: r.id,
      word: r.word,
      lemma: r.lemma,
      phonetic: entry?.phonetic ?? '',
      senses: entry?.senses ?? [],
      book: { id: r.bookId, title: r.title, titleCn: r.titleCn },
      page: r.pageIndex,
      wordIndex: r.wordIndex,
      sentence: r.sentence,
      audio: page && timing ? { src: page.audio.src, startMs: timing.startMs, endMs: timing.endMs } : null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

const itemColumns = {
  id: wordBank.id,
  userId: wordBank.userId,
  word: wordBank.word,
  lemma: wordBank.lemma,
  bookId: wordBank.bookId,
  pageIndex: wordBank.pageIndex,
  wordIndex: wordBank.wordIndex,
  sentence: wordBank.sentence,
  createdAt: wordBank.createdAt,
  title: books.title,
  titleCn: books.titleCn,
};

/** A user's kept words with their book's titles. */
function itemQuery(db: Db, userId: number, where?: SQL) {
  return db.select(itemColumns).from(wordBank).innerJoin(books, eq(books.id, wordBank.bookId)).where(whereOwnedBy(wordBank.userId, userId, ...(where ? [where] : [])));
}

/** GET /user/words: the caller's words, newest first. */
export async function listWordBank(db: Db, userId: number, page: number, size: number): Promise<PageOf<WordBankItem>> {
  const [rows, [{ total }]] = await Promise.all([
    itemQuery(db, userId)
      .orderBy(desc(wordBank.createdAt), desc(wordBank.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: sql<number>`count(*)::int` }).from(wordBank).where(whereOwnedBy(wordBank.userId, userId)),
  ]);
  return toPage(await toItems(db, rows), total, { page, size });
}

/**
 * POST /user/words: keeps the word at `wordIndex` of a book's page, with its
 * sentence, both read from the book (NOT_FOUND for an unknown book or page,
 * WORD_NOT_ON_PAGE past the page's words, WORD_UNKNOWN for a name or a word
 * the dictionary lacks). A word already kept is answered as it is
 * (`created: false`); a full bank is WORD_BANK_FULL. The user's row is
 * locked so two adds at once cannot pass the cap together.
 */
export async function addToWordBank(db: Db, userId: number, input: WordBankAddInput): Promise<WordBankAddResult> {
  if (!(await bookVisibleTo(db, input.bookId, userId))) throw new AppError('NOT_FOUND');
  const pages = await getBookPages(db, input.bookId);
  const page = pages.find((p) => p.index === input.page);
  if (!page) throw new AppError('NOT_FOUND');
  const token = input.wordIndex < page.words.length ? tokenAt(page, input.wordIndex) : null;
  if (!token) throw new AppError('WORD_NOT_ON_PAGE');
  const found = lookupWord(token);
  if (found.kind !== 'entry' || !found.entry) throw new AppError('WORD_UNKNOWN');
  const lemma = found.base?.headword ?? found.entry.headword;

  const kept = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select({ id: wordBank.id }).from(wordBank).where(whereOwnedBy(wordBank.userId, userId, eq(wordBank.word, found.word)));
    if (existing) return { id: existing.id, created: false };
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(wordBank).where(whereOwnedBy(wordBank.userId, userId));
    if (n >= WORD_BANK_LIMIT) throw new AppError('WORD_BANK_FULL', { params: { max: WORD_BANK_LIMIT } });
    const [row] = await tx
      .insert(wordBank)
      .values({ userId, word: found.word, lemma, bookId: input.bookId, pageIndex: page.index, wordIndex: input.wordIndex, sentence: sentenceOf(page, input.wordIndex) })
      .returning({ id: wordBank.id });
    return { id: row.id, created: true };
  });
  const [item] = await toItems(db, await itemQuery(db, userId, eq(wordBank.id, kept.id)));
  return { item, created: kept.created };
}

/** DELETE /user/words/{id}: removes one of the caller's words (NOT_FOUND for another's or an unknown id). */
export async function removeFromWordBank(db: Db, userId: number, id: number): Promise<{ id: number }> {
  const deleted = await db
    .delete(wordBank)
    .where(whereOwnedBy(wordBank.userId, userId, eq(wordBank.id, id)))
    .returning({ id: wordBank.id });
  if (!deleted.length) throw new AppError('NOT_FOUND');
  return { id };
}
