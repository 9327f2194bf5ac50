import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A person with an account. Phone (with dial code) and e-mail are each
 * unique when present; `accountNo` is the public "product account number".
 * `status` follows cancellation: active -> cancelling (cooling-off) ->
 * anonymised (personal columns cleared, login impossible).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountNo: varchar('account_no', { length: 16 })
      .notNull()
      .unique()
      .default(sql`(10000000 + floor(random() * 89999999))::bigint::text`),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: text('avatar'),
    gender: varchar('gender', { length: 8 }).notNull().default('unknown'),
    birthday: date('birthday'),
    introduction: varchar('introduction', { length: 500 }).notNull().default(''),
    /** Pupils in compulsory education may not book after 21:00 (SPEC §5). */
    compulsoryEducation: boolean('compulsory_education').notNull().default(false),
    /** The IANA time zone the learner last booked from: the 21:00 rule and the calendar feed read it. */
    timeZone: varchar('time_zone', { length: 64 }),
    /**
     * Who sees the profile beyond its nickname (security baseline PR1):
     * 'private' (only the owner; the default) or 'public' (everyone).
     */
    profileVisibility: varchar('profile_visibility', { length: 8 }).notNull().default('private'),
    /** A child's account: its profile is private whatever `profileVisibility` says. */
    isChild: boolean('is_child').notNull().default(false),
    dialCode: varchar('dial_code', { length: 8 }),
    phone: varchar('phone', { length: 32 }),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    role: varchar('role', { length: 16 }).notNull().default('user'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    followerCount: integer('follower_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_uq').on(t.dialCode, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
  ],
);

/**
 * A login. Only a SHA-256 of the opaque token is stored, so a copy of the
 * database logs nobody in. Revoked or expired rows answer code 1001.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A request to close an account (SPEC §4 Account cancellation). It waits in
 * `submitted` for the cooling-off period; the user may withdraw it meanwhile
 * (`withdrawn`); once `effectiveAt` has passed the anonymiser clears the
 * user's personal data and marks it `completed`. At most one application per
 * user is open at a time.
 */
export const cancellationApplications = pgTable(
  'cancellation_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reasonCode: varchar('reason_code', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cancellation_open_uq').on(t.userId).where(sql`${t.status} = 'submitted'`),
    index('cancellation_due_idx').on(t.status, t.effectiveAt),
  ],
);

/**
 * Files a user uploaded (avatars), by the server-generated storage key. An
 * avatar URL is accepted on a profile only when it names one of the user's
 * own uploads (or a ready-made avatar); the rows also let anonymisation
 * delete the files.
 */
export const userUploads = pgTable(
  'user_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 128 }).notNull().unique(),
    kind: varchar('kind', { length: 16 }).notNull().default('avatar'),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_uploads_user_idx').on(t.userId)],
);

/**
 * What a person agreed to when their account was made (issue #10, PIPL
 * art. 31): the version of the user agreement and privacy policy
 * (lib/constants/legal.ts), whether the learner is under 14 and, if so,
 * that the person signing up said they are the guardian and consent. One row
 * per agreement; a new version of the documents adds a row, never edits one.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentsVersion: varchar('documents_version', { length: 16 }).notNull(),
    learnerUnder14: boolean('learner_under_14').notNull(),
    guardianConsent: boolean('guardian_consent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_idx').on(t.userId)],
);
