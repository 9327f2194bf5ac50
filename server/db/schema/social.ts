import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import type { MessageData } from '../../../lib/types/messages';

import { users } from './account';

/**
 * Who follows whom. The primary key makes a second identical row impossible,
 * so repeated or raced follows count once; `users.follower_count` moves in the
 * same statement as the row (services/social/follows.ts).
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    check('follows_not_self_ck', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** A user who blocked another: neither can follow or message the other while it stands. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A report of a user to the staff (reason from a fixed list, optional detail); one open report per pair. */
export const userReports = pgTable(
  'user_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 24 }).notNull(),
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 12 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_reports_open_uq').on(t.reporterId, t.reportedId).where(sql`${t.status} = 'open'`)],
);

/**
 * Every message a user receives: private chat messages (group type 1, from
 * `senderId`) and notifications made by events (the other group types;
 * `senderId` is the user who acted, null for the system). One row per
 * recipient; `readAt` is null while unread. `dedupeKey` makes an event that
 * can be seen twice (two processes, a retried job) notify once.
 * Group types are in lib/constants/messages.ts.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupType: smallint('group_type').notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<MessageData>().notNull().default({}),
    dedupeKey: varchar('dedupe_key', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_inbox_idx').on(t.userId, t.groupType, t.id),
    index('messages_unread_idx').on(t.userId, t.groupType).where(sql`${t.readAt} is null`),
    index('messages_sent_idx').on(t.senderId, t.userId, t.id).where(sql`${t.groupType} = 1`),
    uniqueIndex('messages_dedupe_uq').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check('messages_group_type_ck', sql`${t.groupType} between 0 and 5`),
    check('messages_body_len_ck', sql`char_length(${t.body}) <= 1000`),
  ],
);

/**
 * A user's message settings: group types left out of the badge and of pushes,
 * and quiet hours ('HH:mm' in the user's time zone; start after end spans
 * midnight) in which nothing is pushed. No row: nothing muted, and quiet hours
 * 21:30 to 08:00 for a child's account, none otherwise.
 */
export const messageSettings = pgTable('message_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedTypes: smallint('muted_types').array().notNull().default(sql`'{}'::smallint[]`),
  quietStart: varchar('quiet_start', { length: 5 }),
  quietEnd: varchar('quiet_end', { length: 5 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type { MessageData };
