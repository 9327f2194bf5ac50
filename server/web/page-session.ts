import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';

import { USER_TOKEN_COOKIE } from '@/lib/constants/auth';

import { getDb } from '../db/client';
import { findSessionUser } from '../services/session';

export interface PageUser {
  id: number;
  nickname: string;
  avatar: string | null;
}

/**
 * The live session behind the `user_token` cookie, or null (the API itself
 * never trusts the cookie). Cached per request, so every lookup of a render
 * (the header, the page, the /abc access check) shares one query.
 */
export const getPageSession = cache(async () => {
  const token = (await cookies()).get(USER_TOKEN_COOKIE)?.value;
  if (!token) return null;
  return findSessionUser(await getDb(), token);
});

/** The user a page is rendered for (getPageSession), as pages and the header show it. */
export async function getPageUser(): Promise<PageUser | null> {
  const user = await getPageSession();
  return user ? { id: user.id, nickname: user.nickname, avatar: user.avatar } : null;
}
