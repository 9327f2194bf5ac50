'use client';

import { useEffect, useRef, useState } from 'react';

import type { ReaderPage } from '@/lib/types/books';

import { PAGE_PICTURE_SIZES, pagePictureSrcSet } from './page-picture';

/**
 * Where the reader is: 1..count for a page, count + 1 for the end screen, and
 * the direction of the last turn (for the slide animation; 0 before any turn).
 * The address follows the position, and the next page's picture is fetched
 * ahead.
 */
export function useReaderPages(pages: ReaderPage[], initialPage: number) {
  const count = pages.length;
  const [view, setView] = useState(() => ({ pos: Math.min(Math.max(initialPage, 1), count + 1), dir: 0 }));
  const { pos, dir } = view;

  /** Moves to `target` (clamped); answers the new position, or null when it is the current one. */
  const turnTo = (target: number): number | null => {
    const nextPos = Math.min(Math.max(target, 1), count + 1);
    if (nextPos === pos) return null;
    setView({ pos: nextPos, dir: nextPos > pos ? 1 : -1 });
    return nextPos;
  };

  // The address follows the page (replaced, not pushed: Back leaves the reader).
  const urlPos = useRef(initialPage);
  useEffect(() => {
    if (pos === urlPos.current) return;
    urlPos.current = pos;
    const url = new URL(window.location.href);
    url.searchParams.set('page', pos > count ? 'end' : String(pos));
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, [pos, count]);

  // The next page's picture is fetched ahead, at the size the browser will pick for it (a detached
  // image rather than <link rel=preload>, which Chrome flags when the reader stays on a page a while).
  useEffect(() => {
    const upcoming = pages[pos];
    if (!upcoming) return;
    const img = new Image();
    img.decoding = 'async';
    img.sizes = PAGE_PICTURE_SIZES;
    img.srcset = pagePictureSrcSet(upcoming.image);
    img.src = upcoming.image.large;
  }, [pages, pos]);

  const atEnd = pos > count;
  return { pos, dir, count, atEnd, page: pages[Math.min(pos, count) - 1], current: Math.min(pos, count), turnTo };
}
