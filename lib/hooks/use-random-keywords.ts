'use client';

import useSWR from 'swr';

import { getRandomKeywords } from '../api/search';
import { KEYS } from './keys';

/** Suggestions of the header search (type 1: books). */
const KEYWORD_TYPE = 1;

/** Header search suggestions, loaded when the box first opens; `mutate()` draws a fresh list. */
export function useRandomKeywords(enabled: boolean) {
  const { data, error, isLoading, mutate, isValidating } = useSWR(enabled ? KEYS.searchKeywords(KEYWORD_TYPE) : null, () => getRandomKeywords(KEYWORD_TYPE), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { keywords: data ?? [], error: error as Error | undefined, isLoading: isLoading || isValidating, mutate };
}
