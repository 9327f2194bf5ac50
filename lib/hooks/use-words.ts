'use client';

import useSWR from 'swr';

import { addToWordBank, getWordBank, lookupWord, removeFromWordBank } from '../api/words';
import type { WordBankAddInput } from '../types/words';
import { KEYS } from './keys';
import { useRevalidatePrefix } from './mutate';

/** Rows per page of the word bank. */
export const WORD_BANK_PAGE_SIZE = 20;

/** What a tapped word means, fetched once per word and kept (a dictionary answer does not change). */
export function useWordLookup(word: string | null) {
  const { data, error, isLoading, mutate } = useSWR(word ? KEYS.word(word) : null, () => lookupWord(word!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return { lookup: data, error, isLoading, mutate };
}

/** One page of the caller's word bank, key ['words/bank', page]. */
export function useWordBank(page: number) {
  const { data, error, isLoading, mutate } = useSWR(KEYS.wordBank(page), () => getWordBank(page, WORD_BANK_PAGE_SIZE), { keepPreviousData: true });
  return { words: data, error, isLoading, mutate };
}

/** Adding and removing words; each refreshes every cached page of the bank. */
export function useWordBankWrites() {
  const revalidate = useRevalidatePrefix();
  return {
    add: async (input: WordBankAddInput) => {
      const result = await addToWordBank(input);
      await revalidate('words/bank');
      return result;
    },
    remove: async (id: number) => {
      await removeFromWordBank(id);
      await revalidate('words/bank');
    },
  };
}
