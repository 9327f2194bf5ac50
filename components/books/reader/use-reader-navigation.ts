'use client';

import { useEffect, useRef, type MouseEvent, type TouchEvent } from 'react';

/** A horizontal swipe at least this long turns the page. */
const SWIPE_MIN_PX = 50;

interface Actions {
  prev: () => void;
  next: () => void;
  /** Space: play or pause (nothing on the end screen) */
  toggle: () => void;
  /** a page link was followed in place */
  open: (target: number) => void;
}

/**
 * The ways to turn a page besides the buttons: ← → and Space on the keyboard
 * (not while typing or in a dialog), a horizontal swipe, and the page links,
 * which turn in place for a plain left click (a modified click keeps the
 * browser's behaviour, e.g. a new tab).
 */
export function useReaderNavigation(actions: Actions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        latest.current.next();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        latest.current.prev();
      } else if (e.key === ' ' || e.key === 'Spacebar') {
        // A focused button or link answers Space itself.
        if (target?.closest('button, a, summary')) return;
        e.preventDefault();
        latest.current.toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    touchStart.current = e.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = e.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    if (dx < 0) latest.current.next();
    else latest.current.prev();
  };

  const onLink = (target: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    latest.current.open(target);
  };

  return { onTouchStart, onTouchEnd, onLink };
}
