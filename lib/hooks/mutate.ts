'use client';

import { mutate as globalMutate, useSWRConfig, type ScopedMutator } from 'swr';

/** Whether a cache key (as the hooks build it, see keys.ts) belongs to one of the prefixes. */
export function matchesPrefix(key: unknown, prefixes: readonly string[]): boolean {
  const head = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && prefixes.some((p) => head === p || head.startsWith(`${p}/`));
}

/**
 * Refetches every cached entry whose key starts with one of `prefixes` (dub's
 * lib/swr/mutate.ts). Only keys with a fetcher refetch; the data stays on
 * screen meanwhile (no `undefined` is written, so nothing flashes). Pass the
 * `mutate` of `useSWRConfig()` when a component runs under its own SWR cache.
 */
export function revalidatePrefix(prefixes: string | readonly string[], mutate: ScopedMutator = globalMutate): Promise<unknown[]> {
  const list = typeof prefixes === 'string' ? [prefixes] : prefixes;
  return mutate((key) => matchesPrefix(key, list));
}

/** `revalidatePrefix` bound to the SWR cache of the calling component. */
export function useRevalidatePrefix(): (prefixes: string | readonly string[]) => Promise<unknown[]> {
  const { mutate } = useSWRConfig();
  return (prefixes) => revalidatePrefix(prefixes, mutate);
}
