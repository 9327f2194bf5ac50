'use client';

import useSWR from 'swr';

import { getRandomKeywords } from '../api/search';

/** Header search suggestions, loaded when the box first opens; `mutate()` draws a fresh list. */
export function useRandomKeywords(enabled: boolean) {
  const { data, error, isLoading, mutate, isValidating } = useSWR(enabled ? ['common/random/keywords', 1] : null, () => getRandomKeywords(1), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { keywords: data ?? [], error: error as Error | undefined, isLoading: isLoading || isValidating, mutate };
}
