'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import type { WordTiming } from '@/lib/types/books';

import { wordIndexAt } from '@/lib/books/page-words';

interface Options {
  /** the narration MP3 of the page being shown */
  src: string;
  /** its word timings, for the spoken word */
  words: readonly WordTiming[];
  /** the narration played to its end (not called when stopped at a sentence's end) */
  onEnded?: () => void;
  /** playing failed for another reason than the browser's autoplay rule */
  onError?: () => void;
}

/**
 * One <audio> element for a page's narration: play, pause, play a span (one
 * sentence), and the index of the word being spoken, followed every animation
 * frame while playing (and on seeks, so a paused position is marked too).
 *
 * One element serves all pages (its `src` changes): mobile Safari lets an
 * element that the user started once play again without another tap, which
 * auto-turning pages needs.
 */
export function useNarration({ src, words, onEnded, onError }: Options) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [spoken, setSpoken] = useState({ src: '', word: -1 });
  const latest = useRef({ src, words, onEnded, onError });
  /** when playing one sentence: where to stop (ms) */
  const stopAt = useRef<number | null>(null);

  useEffect(() => {
    latest.current = { src, words, onEnded, onError };
  });

  const sync = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const ms = audio.currentTime * 1000;
    if (stopAt.current !== null && ms >= stopAt.current) {
      stopAt.current = null;
      audio.pause();
    }
    const { src: current, words: timings } = latest.current;
    const word = wordIndexAt(timings, ms);
    setSpoken((prev) => (prev.src === current && prev.word === word ? prev : { src: current, word }));
  }, []);

  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function tick() {
      sync();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, sync]);

  const start = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const result = audio.play() as Promise<void> | undefined;
    result?.catch((error: unknown) => {
      const name = (error as { name?: string } | null)?.name;
      // A new page's narration replaced the one being started: nothing went wrong.
      if (name === 'AbortError') return;
      setPlaying(false);
      // NotAllowedError: the browser wants a tap first; the play button is there for it.
      if (name !== 'NotAllowedError') latest.current.onError?.();
    });
  }, []);

  const play = useCallback(() => {
    stopAt.current = null;
    start();
  }, [start]);

  const pause = useCallback(() => {
    stopAt.current = null;
    audioRef.current?.pause();
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) play();
    else pause();
  }, [play, pause]);

  /** Plays from `fromMs` and stops at `toMs` (one sentence). */
  const playSpan = useCallback(
    (fromMs: number, toMs: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = fromMs / 1000;
      stopAt.current = toMs;
      start();
    },
    [start],
  );

  const audioProps = {
    ref: audioRef,
    src,
    preload: 'auto' as const,
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      sync();
    },
    // A new source: the element stops without a pause event.
    onEmptied: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      setSpoken({ src: '', word: -1 });
      if (stopAt.current !== null) {
        stopAt.current = null;
        return;
      }
      latest.current.onEnded?.();
    },
    onTimeUpdate: sync,
    onSeeked: sync,
  };

  return { audioProps, playing, activeWord: spoken.src === src ? spoken.word : -1, play, pause, toggle, playSpan };
}
