'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';

import { addToCart, getCart, getStoreItem, getStoreItems, removeFromCart, setCartQuantity, type Cart, type StoreItem, type StoreItemKind } from '../api/store';
import { fromIntlLocale } from '../i18n/locales';
import { formatFen } from '../store/money';
import { uiState } from '../store/ui-state';
import { KEYS } from './keys';

/**
 * The store's items, all or of one kind, key ['store/items', kind]. The page
 * renders the server's list first (`fallbackData`); the client refreshes it on
 * focus, since stock and sold counts move.
 */
export function useStoreItems(kind: StoreItemKind | null, fallbackData?: StoreItem[]) {
  return useSWR(KEYS.storeItems(kind ?? 'all'), () => getStoreItems(kind ?? undefined), { fallbackData, revalidateOnFocus: true, revalidateOnMount: !fallbackData });
}

/** One item, key ['store/item', id], seeded by the server render. */
export function useStoreItem(id: number, fallbackData?: StoreItem) {
  return useSWR(KEYS.storeItem(id), () => getStoreItem(id), { fallbackData, revalidateOnFocus: true, revalidateOnMount: !fallbackData });
}

/**
 * The caller's cart, key ['store/cart'] (nothing is fetched while `enabled`
 * is false: visitors have no cart). Its `count` is the header's cart number,
 * mirrored into the global UI state (`cartnumber`, SPEC §3).
 */
export function useCart(enabled = true) {
  const swr = useSWR(enabled ? KEYS.storeCart() : null, () => getCart(), { revalidateOnFocus: true });
  const count = enabled ? (swr.data?.count ?? 0) : 0;
  useEffect(() => {
    uiState.setState({ cartnumber: count });
  }, [count]);
  return { cart: enabled ? swr.data : undefined, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}

/**
 * The cart's writes. Each answers the whole cart, which replaces the cached
 * one (the header number and the sheet update at once, no second request).
 */
export function useCartActions() {
  const { mutate } = useSWRConfig();
  const store = useCallback((cart: Cart) => mutate(KEYS.storeCart(), cart, { revalidate: false }).then(() => cart), [mutate]);
  return {
    add: useCallback((itemId: number, quantity: number) => addToCart(itemId, quantity).then(store), [store]),
    setQuantity: useCallback((itemId: number, quantity: number) => setCartQuantity(itemId, quantity).then(store), [store]),
    remove: useCallback((itemId: number) => removeFromCart(itemId).then(store), [store]),
  };
}

/** `formatFen` in the page's language: `const money = useMoney(); money(128000)` → ¥1,280.00. */
export function useMoney(): (fen: number) => string {
  const locale = fromIntlLocale(useLocale());
  return useCallback((fen: number) => formatFen(fen, locale), [locale]);
}
