'use client';

import { useSyncExternalStore } from 'react';

import { subscribeAuthChange, getUserInfo, readLocal, STORAGE_KEYS } from '../storage';

export interface CurrentUser {
  nickname: string;
  avatar: string | null;
}

// useSyncExternalStore compares snapshots by identity, so the raw string is the snapshot.
const snapshot = () => readLocal(STORAGE_KEYS.userInfo);

/**
 * Who is logged in, as the spec defines it: user_info in local storage. The
 * server's view (from the cookie) stands in until the browser can be read.
 */
export function useCurrentUser(serverUser: CurrentUser | null): CurrentUser | null {
  const raw = useSyncExternalStore(subscribeAuthChange, snapshot, () => (serverUser ? 'server' : null));
  if (raw === 'server') return serverUser;
  if (!raw) return null;
  const info = getUserInfo();
  if (!info) return null;
  return {
    nickname: String(info.nickName ?? info.nickname ?? serverUser?.nickname ?? ''),
    avatar: (info.avatarUrl ?? info.avatar ?? serverUser?.avatar ?? null) as string | null,
  };
}
