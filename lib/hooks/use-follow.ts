'use client';

import useSWR from 'swr';

import { getFollowList, toggleBlock, toggleFollow } from '../api/social';
import { FOLLOW_PAGE_SIZE, type FollowListType } from '../constants/social';
import type { PageOf } from '../types/paging';
import type { FollowEntry, FollowResult } from '../types/social';
import { KEYS } from './keys';
import { revalidatePrefix } from './mutate';
import { useAuthedAction } from './use-authed-action';
import { useSeededCache } from './use-seeded-cache';

export type FollowState = Pick<FollowResult, 'followed' | 'followerCount'>;

/**
 * My follow of a user and their exact follower count, key ['social/follow',
 * userId]: the button and the count on one page read this one entry, seeded
 * from the server's render. `toggle()` flips it; a visitor logs in first and
 * then it is set (not toggled: the account may follow them already). The
 * count shown is always the server's answer.
 */
export function useFollow(userId: number, initial: FollowState) {
  const { value, update } = useSeededCache(KEYS.follow(userId), initial);
  const { run, isBusy } = useAuthedAction((want?: boolean) => toggleFollow(userId, want), {
    argsAfterLogin: (): [want?: boolean] => [true],
    onSuccess: (result) => {
      void update(() => ({ followed: result.followed, followerCount: result.followerCount }));
    },
  });
  return { follow: value, setFollowed: (want: boolean) => run(want), isBusy };
}

/** My block of a user (seeded by the user page); blocking also ends the follows, so their cached states are refetched where shown. */
export function useBlock(userId: number, initial: boolean) {
  const { value, update } = useSeededCache(KEYS.block(userId), initial);
  const { run, isBusy } = useAuthedAction((want: boolean) => toggleBlock(userId, want), {
    onSuccess: (result) => {
      void update(() => result.blocked);
      if (result.blocked) void revalidatePrefix('social/follows');
    },
  });
  return { blocked: value, setBlocked: (want: boolean) => run(want), isBusy };
}

/** One page of my follow lists, key ['social/follows', type, page]; the first page may come from the server's render. */
export function useFollowList(type: FollowListType, page: number, fallback?: PageOf<FollowEntry>) {
  const swr = useSWR(KEYS.followList(type, page), () => getFollowList(type, page, FOLLOW_PAGE_SIZE), {
    fallbackData: page === 1 ? fallback : undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: page !== 1 || !fallback,
  });
  return { list: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}
