import type { StoreItemKind } from '@/lib/types/store';

/** The store's filter (`/shopping?kind=`): everything, class packages or goods. */
export const STORE_KINDS = ['all', 'package', 'goods'] as const;
export type StoreKindFilter = (typeof STORE_KINDS)[number];

/** `?kind=package|goods` picks a kind; anything else (none, unknown, repeated) shows everything. */
export function parseStoreKind(value: unknown): StoreKindFilter {
  return value === 'package' || value === 'goods' ? value : 'all';
}

/** The kind the API is asked for (null: all of them). */
export function apiKind(filter: StoreKindFilter): StoreItemKind | null {
  return filter === 'all' ? null : filter;
}

/** The URL of a filter: the bare /shopping for all. */
export function storeKindHref(filter: StoreKindFilter): string {
  return filter === 'all' ? '/shopping' : `/shopping?kind=${filter}`;
}

/** Goods: how many may be bought at once (1 to 99, never more than the stock); 0 when sold out. */
export function maxQuantity(stock: number | null): number {
  if (stock === null) return 1;
  return Math.max(0, Math.min(99, stock));
}

/** A typed or stepped quantity brought into 1..max (a non-number becomes 1). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}
