import 'server-only';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { dubbingPages } from '../../db/schema';
import { AppError } from '../../errors';
import { assertDubbingVisible } from './dubbings';

/**
 * A dubbing's recordings are a user's voice, often a child's: each read is
 * checked as the dubbing itself is (assertDubbingVisible). So a recording
 * stops playing for others the moment its owner's profile turns private, a
 * block is made, or the dubbing is deleted: its unguessable URL alone is not
 * enough. The viewer comes from the session cookie (server/web/uploads.ts).
 */
export async function mayHearRecording(db: Db, key: string, viewerId: number | null): Promise<boolean> {
  const [page] = await db.select({ dubbingId: dubbingPages.dubbingId }).from(dubbingPages).where(eq(dubbingPages.storageKey, key)).limit(1);
  if (!page) return false;
  try {
    await assertDubbingVisible(db, page.dubbingId, viewerId);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}
