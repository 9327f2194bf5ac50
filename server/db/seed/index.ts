import 'server-only';
import type { Db } from '../client';
import { searchKeywords } from '../schema';
import { SEED_KEYWORDS } from './keywords';
import { seedLibrary } from './library';

/**
 * Loads the content a fresh install needs. Safe to run on every start: each
 * step inserts only what is missing and never overwrites what users changed.
 */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(searchKeywords)
    .values(SEED_KEYWORDS.map(([keyword, hits]) => ({ keyword, hits })))
    .onConflictDoNothing({ target: searchKeywords.keyword });
  await seedLibrary(db);
}
