import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Client errors and chunk-load failures reported by browsers (POST /api/monitor/customEventReport). */
export const clientEvents = pgTable(
  'client_events',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 40 }).notNull(),
    message: text('message').notNull(),
    url: text('url'),
    stack: text('stack'),
    userAgent: text('user_agent'),
    userId: integer('user_id'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_events_created_idx').on(t.createdAt)],
);
