import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';

/**
 * A like or a collect of a book or a video, or a like of a dubbing. The primary key makes a second
 * identical row impossible, so a repeated or raced request cannot count twice.
 */
export const reactions = pgTable(
  'reactions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.kind, t.targetId] }),
    index('reactions_target_idx').on(t.targetType, t.targetId, t.kind),
  ],
);
