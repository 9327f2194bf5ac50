import 'server-only';

import { asc, count, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '../client';

/** Rows whose jsonb `tags` array holds `tag` (uses the column's GIN index where there is one). */
export function hasTag(tags: SQLWrapper, tag: string): SQL {
  return sql`${tags} @> ${JSON.stringify([tag])}::jsonb`;
}

/** Every tag of `table`'s jsonb `tags` column with how many rows carry it (of the rows `where` keeps), the most used first. */
export function countTags(db: Db, table: PgTable, tags: SQLWrapper, where?: SQL): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`t.value`;
  return db
    .select({ tag, count: count() })
    .from(sql`${table}, jsonb_array_elements_text(${tags}) as t(value)`)
    .where(where)
    .groupBy(tag)
    .orderBy(desc(count()), asc(tag));
}
