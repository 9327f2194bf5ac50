'use client';

import { useCallback, useMemo } from 'react';
import useSWR, { type Key } from 'swr';

/** A cache entry together with the server-rendered value it grew from. */
interface SeededEntry<T> {
  value: T;
  /** JSON of the seed the value was derived from */
  seed: string;
}

/**
 * Client state that several components share under one SWR key and that a
 * server-rendered page seeds (the first paint needs no request, so nothing
 * is fetched here). Which value wins:
 * - the cache, when it grew from the same seed this component got: a write
 *   made on this page (or a remount, like the reader's end screen) is newer;
 * - the seed, when the server rendered something else since (another page,
 *   another login): the server's read is newer than the cache's.
 * `update` derives the next value from the winner and stores it for every
 * component on the key. Seeds are small (a count, a page of comments), so
 * comparing their JSON is cheap.
 */
export function useSeededCache<T>(key: Key, seed: T) {
  const seedJson = useMemo(() => JSON.stringify(seed), [seed]);
  const { data, mutate } = useSWR<SeededEntry<T>>(key, null, { revalidateOnFocus: false, revalidateOnReconnect: false });
  const value = data && data.seed === seedJson ? data.value : seed;

  const update = useCallback(
    (next: (current: T) => T) =>
      mutate((entry) => ({ value: next(entry && entry.seed === seedJson ? entry.value : (JSON.parse(seedJson) as T)), seed: seedJson }), {
        revalidate: false,
      }),
    [mutate, seedJson],
  );

  return { value, update };
}
