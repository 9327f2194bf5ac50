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

/** Counters for rate limits, shared by every app process (the store rate-limiter-flexible's Drizzle limiter expects). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/** Terms people search for; the header suggestions draw from the most used ones. */
export const searchKeywords = pgTable('search_keywords', {
  id: serial('id').primaryKey(),
  keyword: varchar('keyword', { length: 64 }).notNull().unique(),
  hits: integer('hits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
