'use client';

import useSWR from 'swr';

import { getReadyAvatars } from '../api/account';
import { KEYS } from './keys';

/** The ready-made avatars (GET /api/user/ai/avatar/list), loaded when `enabled` (the picker opens). */
export function useReadyAvatars(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? KEYS.readyAvatars() : null, () => getReadyAvatars());
  return { avatars: data?.list, error: error as Error | undefined, isLoading, mutate };
}
