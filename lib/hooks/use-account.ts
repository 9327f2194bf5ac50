'use client';

import { useLayoutEffect } from 'react';
import useSWR from 'swr';

import { getUserInfo, type UserProfile } from '../api/account';

const ACCOUNT_KEY = ['account/me'] as const;

/** What the account cache holds: a page may seed it with only the fields it edits. */
export type AccountProfile = Pick<
  UserProfile,
  'nickname' | 'gender' | 'birthday' | 'introduction' | 'compulsoryEducation' | 'avatar' | 'profileVisibility' | 'isChild'
>;

/**
 * The signed-in user's own profile (GET /api/user/info), key ['account/me'].
 * A page that rendered the profile on the server passes it as `seed`: it
 * becomes the cached value on mount (it is the freshest read, and it replaces
 * what another login may have left in the cache) and nothing is fetched.
 * Without a seed the profile is fetched.
 * `updateAccount` writes the answer of a change into the cache.
 */
export function useAccount(seed?: AccountProfile) {
  const { data, error, isLoading, mutate } = useSWR<AccountProfile>(ACCOUNT_KEY, getUserInfo, {
    fallbackData: seed,
    // A seeded page refreshes through router.refresh() and writes; a fetch on focus would add requests (and a 1001 logout) the page never made.
    revalidateOnMount: !seed,
    revalidateOnFocus: !seed,
    revalidateOnReconnect: !seed,
  });
  // Before paint, so a profile left in the cache by an earlier login is never shown; a refreshed page seeds again.
  useLayoutEffect(() => {
    if (seed) void mutate(seed, { revalidate: false });
  }, [seed, mutate]);

  /** Puts what the server answered to a change into the cache; no refetch, the answer is the new state. */
  const updateAccount = (next: AccountProfile | ((current: AccountProfile) => AccountProfile)) =>
    mutate(typeof next === 'function' ? (current) => current && next(current) : next, { revalidate: false });

  return { account: data, error: error as Error | undefined, isLoading, mutate, updateAccount };
}
