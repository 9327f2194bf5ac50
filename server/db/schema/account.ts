import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { users } from './users';

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
