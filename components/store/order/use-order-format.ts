'use client';

import { useFormatter } from 'next-intl';
import { useMemo } from 'react';

import type { OrderView } from '@/lib/types/store';

/** Order times and addresses as the order pages show them (the site's time zone, the page's language). */
export function useOrderFormat() {
  const format = useFormatter();
  return useMemo(
    () => ({
      /** 'Nov 26, 2026, 10:12' / '2026年11月26日 10:12'. */
      time: (iso: string) => format.dateTime(new Date(iso), { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
      /** A calendar day: 'Feb 24, 2027'. */
      day: (iso: string) => format.dateTime(new Date(iso), { year: 'numeric', month: 'short', day: 'numeric' }),
    }),
    [format],
  );
}

/** The address of an order on two lines: who and which phone, then where. */
export function addressLines(address: NonNullable<OrderView['address']>): [string, string] {
  return [`${address.addressee} +${address.dialCode} ${address.phone}`, `${address.region.text} ${address.detail}`.trim()];
}

/** 'mm:ss' of a number of milliseconds (never negative). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
