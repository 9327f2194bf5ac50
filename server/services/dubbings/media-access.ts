import 'server-only';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { dubbingPages } from '../../db/schema';
import { AppError } from '../../errors';
import { findSessionUser } from '../session';
import { assertDubbingVisible } from './dubbings';

/** Who may read a stored file: anyone (avatars), this viewer only (a dubbing's recordings), or nobody (404). */
export type UploadAccess = 'public' | 'private' | 'deny';

/**
 * A dubbing's recordings are a user's voice, often a child's: each read is
 * checked as the dubbing itself is (assertDubbingVisible), with the session
 * of the `user_token` cookie the browser sends with same-origin media. So a
 * recording stops playing for others the moment its owner's profile turns
 * private, a block is made, or the dubbing is deleted: its unguessable URL
 * alone is not enough. Other uploads (avatars) are as public as their URL.
 */
export async function uploadAccess(openDb: () => Promise<Db>, key: string, sessionToken: string | undefined): Promise<UploadAccess> {
  // Avatars never touch the database.
  if (!key.startsWith('dubbings/')) return 'public';
  const db = await openDb();
  const [page] = await db.select({ dubbingId: dubbingPages.dubbingId }).from(dubbingPages).where(eq(dubbingPages.storageKey, key)).limit(1);
  if (!page) return 'deny';
  const viewer = sessionToken ? await findSessionUser(db, sessionToken) : null;
  try {
    await assertDubbingVisible(db, page.dubbingId, viewer?.id);
    return 'private';
  } catch (err) {
    if (err instanceof AppError) return 'deny';
    throw err;
  }
}
