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
 * The user a page is rendered for, from the `user_token` cookie (the API
 * itself never trusts the cookie). Cached per request, so the header and the
 * page share one lookup.
 */
export const getPageUser = cache(async (): Promise<PageUser | null> => {
  const token = (await cookies()).get(USER_TOKEN_COOKIE)?.value;
  if (!token) return null;
  const user = await findSessionUser(await getDb(), token);
  return user ? { id: user.id, nickname: user.nickname, avatar: user.avatar } : null;
});
