import 'server-only';
import { getCookie } from 'hono/cookie';

import { USER_TOKEN_COOKIE } from '@/lib/constants/auth';

import { getDb, type Db } from '../db/client';
import { createMediaApp } from '../providers/storage/serve';
import { mayReadBookFile } from '../services/creator/books';
import { CREATED_BOOK_FOLDER } from '../services/creator/creations';
import { mayHearRecording } from '../services/dubbings/media-access';
import { findSessionUser } from '../services/session';

/** Folders whose files only some may read, and who: the viewer is the session of the `user_token` cookie (or null). */
const PRIVATE_FOLDERS: Record<string, (db: Db, key: string, viewerId: number | null) => Promise<boolean>> = {
  // a dubbing's recordings: whoever may see the dubbing
  dubbings: mayHearRecording,
  // a created book's pictures and narration: its author until it is published, then everyone
  [CREATED_BOOK_FOLDER]: mayReadBookFile,
};

/**
 * /media/uploads: the storage provider's files. Avatars are public (and
 * cached for a year, without a database query); a file of a private folder
 * is checked on every read, answered 404 to whoever may not read it (as a
 * missing file) and `private, no-cache` to whoever may.
 */
export function createUploadsApp(openDb: () => Promise<Db> = getDb) {
  return createMediaApp(async (key, c) => {
    const mayRead = PRIVATE_FOLDERS[key.slice(0, key.indexOf('/'))];
    if (!mayRead) return 'public';
    const db = await openDb();
    const token = getCookie(c, USER_TOKEN_COOKIE);
    const viewer = token ? await findSessionUser(db, token) : null;
    return (await mayRead(db, key, viewer?.id ?? null)) ? 'private' : 'deny';
  });
}
