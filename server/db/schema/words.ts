import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';
import { books } from './books';

/**
 * A learner's word bank: words kept from the reader, each with the book, page
 * and sentence it came from (and its place among the page's words, to play it
 * again from the page's narration). One row per user and word; private to its
 * owner. Deleting the user or the book deletes the rows.
 */
export const wordBank = pgTable(
  'word_bank',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the word as read, lower case without punctuation ("jumped") */
    word: varchar('word', { length: 64 }).notNull(),
    /** its dictionary entry ("jump"), as shown in the list */
    lemma: varchar('lemma', { length: 64 }).notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** 1-based page of the book */
    pageIndex: smallint('page_index').notNull(),
    /** index of the word among the page's word timings */
    wordIndex: smallint('word_index').notNull(),
    sentence: varchar('sentence', { length: 600 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('word_bank_user_word_idx').on(t.userId, t.word), index('word_bank_user_created_idx').on(t.userId, t.createdAt, t.id)],
);
