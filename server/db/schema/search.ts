import { boolean, date, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

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
