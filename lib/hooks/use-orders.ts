'use client';

import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';

import { getOrder, getOrders, type OrderView } from '../api/store';
import { KEYS } from './keys';
import { revalidatePrefix } from './mutate';

/** How often an order is fetched again while its QR code is on screen. */
export const ORDER_POLL_MS = 2000;
/** Orders per page of /shopping/purchases. */
export const PURCHASES_PAGE_SIZE = 10;

/**
 * One of my orders, key ['store/orders/detail', orderNo]. While `poll` says so
 * (a QR code is on screen and the order is unpaid) it is fetched again every
 * 2 s, so the page turns paid by itself once the gateway's notification has settled the order.
 */
export function useOrder(orderNo: string, { poll }: { poll?: (order: OrderView | undefined) => boolean } = {}) {
  // SWR restarts its timer whenever refreshInterval changes identity, so it only changes with `poll` (keep that stable).
  const refreshInterval = useMemo(() => (poll ? (latest: OrderView | undefined) => (poll(latest) ? ORDER_POLL_MS : 0) : 0), [poll]);
  const swr = useSWR(KEYS.storeOrder(orderNo), () => getOrder(orderNo), { revalidateOnFocus: true, refreshInterval });
  return { order: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}

/** One page of my orders, newest first, key ['store/orders', page]. */
export function useOrders(page: number) {
  const swr = useSWR(KEYS.storeOrders(page), () => getOrders(page, PURCHASES_PAGE_SIZE), { revalidateOnFocus: true, keepPreviousData: true });
  return { orders: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}

/** After an order is made or paid: every cached order, order list and the cart are fetched again. */
export function revalidateOrders(): Promise<unknown> {
  return revalidatePrefix(['store/orders', 'store/cart']);
}

/** The current time, re-read every second while `on` (the payment countdown). */
export function useSecondClock(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}
