import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';

/** A short video, published by a user (the seed videos by the official account). */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    titleCn: varchar('title_cn', { length: 200 }).notNull(),
    description: text('description').notNull(),
    descriptionCn: text('description_cn').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    durationSec: integer('duration_sec').notNull(),
    src: text('src').notNull(),
    poster: text('poster').notNull(),
    subtitlesEn: text('subtitles_en').notNull(),
    subtitlesCn: text('subtitles_cn').notNull(),
    searchDoc: text('search_doc').notNull().default(''),
    searchWords: text('search_words').notNull().default(''),
    likeCount: integer('like_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_user_idx').on(t.userId, t.id),
    index('videos_search_trgm_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
    index('videos_words_trgm_idx').using('gin', sql`${t.searchWords} gin_trgm_ops`),
  ],
);
