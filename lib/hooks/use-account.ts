'use client';

import { useLayoutEffect } from 'react';
import useSWR from 'swr';

import { getUserInfo, type UserProfile } from '../api/account';
import { syncStoredUser } from '../store/stored-user';
import { KEYS } from './keys';
import { useRevalidatePrefix } from './mutate';

/** What the account cache holds: a page may seed it with only the fields it edits. */
export type AccountProfile = Pick<
  UserProfile,
  'nickname' | 'gender' | 'birthday' | 'introduction' | 'compulsoryEducation' | 'avatar' | 'profileVisibility' | 'isChild'
>;

/** Views of the profile cached under other keys (anyone's card), refreshed after the profile changes. */
const PROFILE_VIEW_PREFIXES = ['account/public'] as const;

/**
 * The signed-in user's own profile (GET /api/user/info), KEYS.accountMe().
 * A page that rendered the profile on the server passes it as `seed`: it
 * becomes the cached value on mount (it is the freshest read, and it replaces
 * what another login may have left in the cache) and nothing is fetched.
 * Without a seed the profile is fetched.
 */
export function useAccount(seed?: AccountProfile) {
  const revalidatePrefix = useRevalidatePrefix();
  const { data, error, isLoading, mutate } = useSWR<AccountProfile>(KEYS.accountMe(), () => getUserInfo(), {
    fallbackData: seed,
    // A seeded page refreshes through router.refresh() and its writes; a fetch on focus would add requests (and a 1001 logout) the page never made.
    revalidateOnMount: !seed,
    revalidateOnFocus: !seed,
    revalidateOnReconnect: !seed,
  });
  // Before paint, so a profile left in the cache by an earlier login is never shown; a refreshed page seeds again.
  useLayoutEffect(() => {
    if (seed) void mutate(seed, { revalidate: false });
  }, [seed, mutate]);

  /**
   * Stores what the server answered to a change (PUT info/update, an avatar
   * upload) as the profile: the answer is the new state, so this key is not
   * refetched; the other views of the profile are, and the header's
   * user_info takes the new nickname and avatar.
   */
  const updateAccount = async (next: AccountProfile | ((current: AccountProfile) => AccountProfile)) => {
    const stored = await mutate(typeof next === 'function' ? (current) => current && next(current) : next, { revalidate: false });
    if (stored) syncStoredUser({ nickname: stored.nickname, avatar: stored.avatar });
    void revalidatePrefix(PROFILE_VIEW_PREFIXES);
    return stored;
  };

  return { account: data, error: error as Error | undefined, isLoading, mutate, updateAccount };
}
