import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';
import { books } from './books';

/**
 * A user's dubbing of a picture book: their own reading of every page, with
 * pronunciation scores. It starts as a draft (`finishedAt` null, pages
 * uploaded one by one) and becomes a finished dubbing once every page has a
 * recording; only then does it get the whole dubbing's scores and may others
 * see it. A user has at most one draft per book (re-opening the recorder
 * resumes it); every finish keeps its own dubbing, which its owner may delete
 * (docs/decisions.md). The counters are kept by the reaction and comment
 * services in the same transaction as their rows.
 */
export const dubbings = pgTable(
  'dubbings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    accuracy: smallint('accuracy'),
    fluency: smallint('fluency'),
    integrity: smallint('integrity'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dubbings_draft_uq').on(t.userId, t.bookId).where(sql`${t.finishedAt} is null`),
    index('dubbings_user_idx').on(t.userId, t.finishedAt),
    index('dubbings_recent_idx').on(t.finishedAt),
    check('dubbings_scores_ck', sql`${t.finishedAt} is null or (${t.accuracy} between 0 and 100 and ${t.fluency} between 0 and 100 and ${t.integrity} between 0 and 100)`),
  ],
);

/**
 * One page's recording in a dubbing: the stored WAV (a server-generated,
 * unguessable key), its length and its scores (SPEC section 3). Re-recording
 * a page replaces the row and deletes the old file.
 */
export const dubbingPages = pgTable(
  'dubbing_pages',
  {
    dubbingId: integer('dubbing_id')
      .notNull()
      .references(() => dubbings.id, { onDelete: 'cascade' }),
    /** 1-based, as the reader's pages */
    page: integer('page').notNull(),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    bytes: integer('bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    accuracy: smallint('accuracy').notNull(),
    fluency: smallint('fluency').notNull(),
    integrity: smallint('integrity').notNull(),
    tips: jsonb('tips').$type<string[]>().notNull().default([]),
    weakWords: jsonb('weak_words').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dubbingId, t.page] }),
    // Every read of a recording looks its dubbing up by the file's key (server/services/dubbings/media-access.ts).
    uniqueIndex('dubbing_pages_storage_key_uq').on(t.storageKey),
    check('dubbing_pages_scores_ck', sql`${t.accuracy} between 0 and 100 and ${t.fluency} between 0 and 100 and ${t.integrity} between 0 and 100`),
  ],
);
