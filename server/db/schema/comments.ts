import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';

/** A comment on a book, a video or a dubbing; stored exactly as typed and always rendered as text. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: varchar('target_type', { length: 8 }).notNull(),
    targetId: integer('target_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_target_idx').on(t.targetType, t.targetId, t.id)],
);
