'use client';

import { useSyncExternalStore } from 'react';

/** Class labels (upcoming, in class, ended) and today move with the clock; a tick every 30 s keeps them within a minute. */
const TICK_MS = 30_000;

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, TICK_MS);
  return () => clearInterval(timer);
}

/** The current minute (stable between ticks, so a snapshot only changes when the minute does). */
const snapshot = () => Math.floor(Date.now() / 60_000) * 60_000;

/** The current minute as epoch ms in the browser; null in the server render, which must not guess the viewer's today. */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
