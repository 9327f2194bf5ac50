import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

/**
 * Terms people search for; the header suggestions draw from the most used
 * ones. `hits` counts client-days (a client counts a term once a day),
 * `clients` the distinct clients that searched it; `curated` marks the seed
 * terms, suggested without needing clients (server/services/search/keywords.ts).
 */
export const searchKeywords = pgTable('search_keywords', {
  id: serial('id').primaryKey(),
  keyword: varchar('keyword', { length: 64 }).notNull().unique(),
  hits: integer('hits').notNull().default(0),
  clients: integer('clients').notNull().default(0),
  curated: boolean('curated').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which client counted which term on which day: a keyed hash of the user id
 * or client network (never the id or address itself), the day of its last
 * count. Rows unseen for 30 days are deleted.
 */
export const searchKeywordClients = pgTable(
  'search_keyword_clients',
  {
    keyword: varchar('keyword', { length: 64 }).notNull(),
    client: varchar('client', { length: 32 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyword, t.client] }), index('search_keyword_clients_day_idx').on(t.day)],
);
