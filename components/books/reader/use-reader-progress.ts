'use client';

import { useCallback, useEffect, useRef } from 'react';

import { saveReadingProgress } from '@/lib/api/books';
import { isLoggedIn } from '@/lib/storage';

/** A reader's page is saved this long after they stop turning pages. */
export const SAVE_DELAY_MS = 800;

/**
 * Reading progress of a logged-in reader: the page is saved quietly once they
 * stay on it for SAVE_DELAY_MS, and when they leave the reader. `savedPage`
 * (what the server has) is not saved again. A failed save is not shown (the
 * call has no toast: it must not interrupt reading); it is only forgotten, so
 * the page is tried again next time.
 */
export function useReaderProgress(bookId: number, page: number, savedPage: number | null) {
  const saved = useRef<number | null>(savedPage);
  const pending = useRef<number | null>(null);

  const flush = useCallback(() => {
    const target = pending.current;
    pending.current = null;
    if (target === null || target === saved.current || !isLoggedIn()) return;
    saved.current = target;
    saveReadingProgress(bookId, target).catch(() => {
      if (saved.current === target) saved.current = null;
    });
  }, [bookId]);

  useEffect(() => {
    if (page === saved.current) return;
    pending.current = page;
    const timer = window.setTimeout(flush, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [page, flush]);
  useEffect(() => () => flush(), [flush]);
}
