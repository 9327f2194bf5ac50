import 'server-only';
import { randomInt } from 'node:crypto';

import { desc, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { searchKeywords } from '../db/schema';

const POOL_SIZE = 40;
const PICK = 8;

/**
 * Suggestions for the header search: a random draw of eight from the forty
 * most searched terms, so each "replace" shows a fresh but relevant list.
 */
export async function listRandomKeywords(db: Db): Promise<string[]> {
  const pool = await db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .orderBy(desc(searchKeywords.hits), desc(searchKeywords.id))
    .limit(POOL_SIZE);
  const words = pool.map((r) => r.keyword);
  for (let i = words.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [words[i], words[j]] = [words[j], words[i]];
  }
  return words.slice(0, PICK);
}

/** Counts a search so that popular terms rise in the suggestions. */
export async function countKeyword(db: Db, keyword: string): Promise<void> {
  const value = keyword.trim().slice(0, 64);
  if (!value) return;
  await db
    .insert(searchKeywords)
    .values({ keyword: value, hits: 1 })
    .onConflictDoUpdate({ target: searchKeywords.keyword, set: { hits: sql`${searchKeywords.hits} + 1` } });
}
