import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges waiting for their one check (AJ-Captcha's
 * `RUNNING:CAPTCHA:<token>`). The row is deleted by the check that reads it,
 * so a token is judged at most once; `captchaType` binds it to its variant.
 * `answer` is the slider x, the three click points, or the text code.
 * `clientUid` and `addressKey` name the client that fetched it: only that
 * client's check can pass, and its lock (6202) stops the token too.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    token: varchar('token', { length: 32 }).primaryKey(),
    captchaType: varchar('captcha_type', { length: 16 }).notNull(),
    secretKey: varchar('secret_key', { length: 16 }),
    answer: jsonb('answer').notNull(),
    clientUid: varchar('client_uid', { length: 80 }),
    addressKey: text('address_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Second-stage proofs of a passed check (AJ-Captcha's
 * `RUNNING:CAPTCHA:second-<captchaVerification>`), stored as the SHA-256 of
 * the value so the table never holds a usable proof; redeemed once.
 */
export const captchaVerifications = pgTable(
  'captcha_verifications',
  {
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    token: varchar('token', { length: 32 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_verifications_expires_idx').on(t.expiresAt)],
);

/**
 * Failed checks per client (address or clientUid) in a 60 s window, and the
 * lock on new challenges that too many of them set (repCode 6202).
 */
export const captchaFailures = pgTable(
  'captcha_failures',
  {
    clientKey: text('client_key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('captcha_failures_window_idx').on(t.windowEndsAt)],
);
