import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import type { BookCard, BookDetail, ReaderPage } from '@/lib/types/books';

import { getDb } from '../db/client';
import { getBookDetail, getBookPages, getNextBook } from '../services/books/books';
import { getPageUser } from './page-session';

export interface ReaderBook {
  book: BookDetail;
  pages: ReaderPage[];
  next: BookCard | null;
  /** whether the page is rendered for a logged-in reader */
  signedIn: boolean;
}

/**
 * Everything the reader pages show of a book, for the viewer of this request:
 * the book (with their like, collect and progress), its pages and the book
 * to read next. Cached per request, so metadata and page share one load.
 * An unknown book (or one without pages) is the 404 page.
 */
export const loadReaderBook = cache(async (bookId: number): Promise<ReaderBook> => {
  const [db, viewer] = await Promise.all([getDb(), getPageUser()]);
  const book = await getBookDetail(db, bookId, viewer?.id);
  if (!book) notFound();
  const [pages, next] = await Promise.all([getBookPages(db, bookId), getNextBook(db, book)]);
  if (!pages.length) notFound();
  return { book, pages, next, signedIn: Boolean(viewer) };
});

/**
 * The reader position asked for with `?page=`: a page number (1..count), or
 * `end` (count + 1, the end screen); null when not given. Anything else is
 * the 404 page.
 */
export function parseReaderPage(value: unknown, count: number): number | null {
  if (value === undefined) return null;
  if (value === 'end') return count + 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value)) notFound();
  const page = Number(value);
  if (page > count) notFound();
  return page;
}
