import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counters for rate limits, shared by every app process (the store rate-limiter-flexible's Drizzle limiter expects). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
