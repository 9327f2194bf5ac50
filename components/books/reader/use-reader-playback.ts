'use client';

import { useEffect, useRef, useState } from 'react';

import type { ReaderPage } from '@/lib/types/books';

import { useNarration } from './use-narration';

/** Pause between the end of a page's narration and the automatic page turn. */
export const TURN_DELAY_MS = 700;

interface Options {
  page: ReaderPage;
  pos: number;
  count: number;
  /** the page turn of useReaderPages: answers the new position, or null when nothing moved */
  turnTo: (target: number) => number | null;
  onTurn: () => void;
  onAudioError: () => void;
}

/**
 * Narration across page turns: `goTo(target, play)` turns the page and goes
 * on narrating the new one when `play` (the reader was listening); with
 * auto-turn on, the end of a page's narration turns to the next page after
 * TURN_DELAY_MS. The end screen is silent.
 */
export function useReaderPlayback({ page, pos, count, turnTo, onTurn, onAudioError }: Options) {
  const [autoTurn, setAutoTurn] = useState(true);
  /** play the page we are turning to (the reader was listening, or auto-turn) */
  const keepPlaying = useRef(false);
  const turnTimer = useRef<number | undefined>(undefined);

  const goTo = (target: number, play: boolean) => {
    window.clearTimeout(turnTimer.current);
    const nextPos = turnTo(target);
    if (nextPos === null) return;
    keepPlaying.current = play && nextPos <= count;
    onTurn();
  };

  const narration = useNarration({
    src: page.audio.src,
    words: page.words,
    onEnded: () => {
      if (autoTurn) turnTimer.current = window.setTimeout(() => goTo(pos + 1, true), TURN_DELAY_MS);
    },
    onError: onAudioError,
  });
  const { play, pause } = narration;

  const togglePlay = () => {
    window.clearTimeout(turnTimer.current);
    narration.toggle();
  };

  // A new page: go on narrating if the reader was listening; the end screen is silent.
  useEffect(() => {
    if (keepPlaying.current) {
      keepPlaying.current = false;
      play();
    } else if (pos > count) {
      pause();
    }
  }, [pos, count, play, pause]);

  useEffect(() => () => window.clearTimeout(turnTimer.current), []);

  return { narration, goTo, togglePlay, autoTurn, toggleAutoTurn: () => setAutoTurn((on) => !on) };
}
