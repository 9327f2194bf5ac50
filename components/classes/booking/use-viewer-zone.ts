'use client';

import { useSyncExternalStore } from 'react';

import { browserTimeZone } from '@/lib/classes/zone';

const subscribe = () => () => {};

/**
 * The viewer's IANA time zone, read in the browser; null in the server
 * render, which does not know it (so dates and times wait for the browser
 * instead of flashing in the server's zone).
 */
export function useViewerZone(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => browserTimeZone() || 'UTC',
    () => null,
  );
}
