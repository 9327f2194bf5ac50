import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import type { WordTiming } from '../../../lib/types/books';
import { users } from './account';

/**
 * A picture book. `slug` is the stable name of seed content (its JSON file);
 * `searchDoc` is the lower-cased text the search matches (titles in both
 * languages, author, tags, description and every page) for substring
 * matches; `searchWords` its distinct Latin words, short enough for pg_trgm's
 * word similarity (typos) to stay cheap, with a trigram index.
 * The counters are kept exact by the reaction and comment services, which
 * change them in the same transaction as the row they count.
 * `ownerId` is set for a book a user made with the AI picture book
 * (server/services/creator); such a book is private to its owner until
 * published (`listed`). Seed books have no owner and are always listed.
 */
export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    titleCn: varchar('title_cn', { length: 200 }).notNull(),
    author: varchar('author', { length: 100 }).notNull(),
    level: varchar('level', { length: 2 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    descriptionCn: text('description_cn').notNull(),
    wordCount: integer('word_count').notNull(),
    pageCount: integer('page_count').notNull(),
    coverLarge: text('cover_large').notNull(),
    coverSmall: text('cover_small').notNull(),
    searchDoc: text('search_doc').notNull().default(''),
    searchWords: text('search_words').notNull().default(''),
    likeCount: integer('like_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    readCount: integer('read_count').notNull().default(0),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('books_level_idx').on(t.level, t.id),
    index('books_owner_idx').on(t.ownerId, t.id),
    index('books_search_trgm_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
    index('books_words_trgm_idx').using('gin', sql`${t.searchWords} gin_trgm_ops`),
  ],
);

/** A page of a book: illustration, English text, Chinese translation, narration and its word timings. */
export const bookPages = pgTable(
  'book_pages',
  {
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    text: text('text').notNull(),
    textCn: text('text_cn').notNull(),
    imageLarge: text('image_large').notNull(),
    imageSmall: text('image_small').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    audioSrc: text('audio_src').notNull(),
    audioMs: integer('audio_ms').notNull(),
    words: jsonb('words').$type<WordTiming[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.index] })],
);

/** Where a logged-in reader stopped in a book; `finished` once the last page was reached. */
export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    finished: boolean('finished').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] }), index('reading_progress_recent_idx').on(t.userId, t.updatedAt)],
);
