import 'server-only';
import { eq } from 'drizzle-orm';

import type { Db } from '../client';
import { searchKeywords } from '../schema';
import { SEED_KEYWORDS } from './keywords';
import { ensureSlots } from '../../services/classes/slots';
import { invalidateShared, TAGS } from '../../services/shared-reads';
import { seedClasses } from './classes';
import { seedContent } from './content';
import { seedLessons } from './lessons';
import { seedStore } from './store';

/**
 * Loads the content a fresh install needs. Safe to run on every start: each
 * step inserts only what is missing and never overwrites what users changed.
 */
export async function seed(db: Db): Promise<void> {
  // The starting terms are curated: suggested without the distinct clients other terms need (hits kept as they are).
  await db
    .insert(searchKeywords)
    .values(SEED_KEYWORDS.map(([keyword, hits]) => ({ keyword, hits, curated: true })))
    .onConflictDoUpdate({ target: searchKeywords.keyword, set: { curated: true }, setWhere: eq(searchKeywords.curated, false) });
  await seedContent(db);
  await seedClasses(db);
  await seedLessons(db);
  await seedStore(db);
  await ensureSlots(db, new Date(), true);
  await invalidateShared(db, [TAGS.books, TAGS.bookPages, TAGS.videos, TAGS.people, TAGS.teachers]);
}
