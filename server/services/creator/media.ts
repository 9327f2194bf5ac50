import 'server-only';

import { USER_TOKEN_COOKIE } from '@/lib/constants/auth';

import type { Db } from '../../db/client';
import { findSessionUser } from '../session';
import { mayReadBookFile } from './books';
import { CREATED_BOOK_FOLDER } from './creations';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/**
 * The media guard of created books' files (server.ts hands it to the
 * /media/uploads app): a private book's pictures and narration are served to
 * its owner only (by the session cookie), a published book's to everyone.
 */
export function createdBookMediaGuards(getDb: () => Promise<Db>) {
  return {
    [CREATED_BOOK_FOLDER]: async (key: string, cookieHeader: string | undefined) => {
      const db = await getDb();
      const token = cookieValue(cookieHeader, USER_TOKEN_COOKIE);
      const viewer = token ? await findSessionUser(db, token) : null;
      return mayReadBookFile(db, key, viewer?.id ?? null);
    },
  };
}
