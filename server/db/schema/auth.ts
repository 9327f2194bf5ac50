// Tables of the auth feature: one-time codes, the local message outbox,
// password-failure throttles, the code-delivery circuit breaker and
// first-visit attribution.
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';

/**
 * A one-time code sent by SMS or e-mail. Only an HMAC of
 * (purpose, channel, destination, code) is kept; the newest row of a
 * destination is the only one that can be used. `attempts` counts tries
 * from the client network that requested the code (claimed before each
 * comparison), so a code dies after five of them; `foreign_attempts` counts
 * tries from every other network, which after five are refused without
 * touching the requester's own tries (see server/services/auth/codes.ts).
 */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    /** 'sms' | 'email' */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** The E.164 number ('+8613912345678') or the lower-case e-mail address. */
    destination: varchar('destination', { length: 300 }).notNull(),
    /** 'auth' (login or reset), 'login' or 'reset'. */
    purpose: varchar('purpose', { length: 8 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** HMAC of the requesting client's network (IPv4 address or IPv6 /64); null on rows from before it was kept. */
    requesterKey: varchar('requester_key', { length: 64 }),
    foreignAttempts: integer('foreign_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** Set when a newer code for the same destination was sent. */
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_codes_destination_idx').on(t.channel, t.destination, t.id),
    index('auth_codes_created_idx').on(t.createdAt),
  ],
);

/**
 * Messages of the local delivery providers (no SMS gateway or SMTP server
 * configured): shown at /dev/outbox outside production. The only place a
 * code is stored readable, inside `body`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** 'sms' | 'email' */
    channel: varchar('channel', { length: 8 }).notNull(),
    /** `+<dialCode> <phone>` or the e-mail address. */
    destination: varchar('destination', { length: 300 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/**
 * Wrong-password counters, one row per account name (`p:<dial>:<phone>`,
 * `e:<email>`, `u:<userId>`) or client network (`ip:<address or /64>`):
 * consecutive failures drive the growing delay, the hourly window the hard cap.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: varchar('key', { length: 320 }).primaryKey(),
  consecutive: integer('consecutive').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowCount: integer('window_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The daily sending budget per channel: when exhausted, every send is refused until `resumesAt`. */
export const codeBreakers = pgTable('code_breakers', {
  channel: varchar('channel', { length: 8 }).primaryKey(),
  trippedAt: timestamp('tripped_at', { withTimezone: true }).notNull(),
  resumesAt: timestamp('resumes_at', { withTimezone: true }).notNull(),
});

/** One-off data repairs done at start (name of the repair, when it finished), so each runs once. */
export const dataRepairs = pgTable('data_repairs', {
  name: varchar('name', { length: 64 }).primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
});

/** Where a user first came from (SPEC §7 tracking call after login); the first report wins. */
export const userFirstVisits = pgTable('user_first_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** As the browser reported it: 'YYYY-MM-DD HH:mm:ss' in the visitor's local time. */
  firstVisitTime: varchar('first_visit_time', { length: 19 }),
  referrerHost: varchar('referrer_host', { length: 255 }),
  referrerPath: varchar('referrer_path', { length: 2000 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
