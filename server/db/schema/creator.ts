import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';
import { books } from './books';

/**
 * One run of the AI picture book (server/services/creator): what was asked,
 * how far it got (pages composed, pages narrated), and its end: the book it
 * made, or the error or cancellation that made none. Rows are also the count
 * the hourly and daily creation limits read.
 */
export const bookCreations = pgTable(
  'book_creations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** running | done | failed | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('running'),
    /** the request: theme, childName, words, level, pages */
    input: jsonb('input').$type<{ theme: string; childName: string; words: string[]; level: string; pages: number }>().notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    pagesTotal: integer('pages_total').notNull(),
    pagesComposed: integer('pages_composed').notNull().default(0),
    pagesNarrated: integer('pages_narrated').notNull().default(0),
    unplaced: jsonb('unplaced').$type<{ word: string; reason: string }[]>().notNull().default([]),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    /** the error code (server/errors.ts) of a failed creation */
    error: varchar('error', { length: 48 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('book_creations_user_idx').on(t.userId, t.createdAt)],
);
