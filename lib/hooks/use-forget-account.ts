'use client';

import { useSWRConfig } from 'swr';

import { matchesPrefix } from './mutate';

/**
 * Drops every cached account entry without refetching: after a logout or a
 * cancellation the session is gone, so a refetch would only answer 1001
 * (and send the user home with 'please log in again').
 */
export function useForgetAccount(): () => Promise<unknown[]> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => matchesPrefix(key, ['account']), undefined, { revalidate: false });
}
