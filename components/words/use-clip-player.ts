'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface Clip {
  src: string;
  startMs: number;
  endMs: number;
}

/**
 * Plays one span of an audio file (a word of a page's narration) with one
 * <audio> element made on first use: seeks to `startMs` once the file can
 * seek, stops at `endMs`. `playing` is the id of the clip being played.
 */
export function useClipPlayer() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const stopAt = useRef(0);
  const [playing, setPlaying] = useState<number | null>(null);

  useEffect(
    () => () => {
      audioRef.current?.pause();
    },
    [],
  );

  const play = useCallback((id: number, clip: Clip): Promise<boolean> => {
    let audio = audioRef.current;
    if (!audio) {
      audio = new Audio();
      audio.preload = 'auto';
      // timeupdate comes about every 250 ms, longer than many words: check every frame while playing.
      audio.addEventListener('play', () => {
        const tick = () => {
          if (!audio || audio.paused) return;
          if (audio.currentTime * 1000 >= stopAt.current) audio.pause();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      audio.addEventListener('pause', () => setPlaying(null));
      audio.addEventListener('ended', () => setPlaying(null));
      audioRef.current = audio;
    }
    const el = audio;
    el.pause();
    stopAt.current = clip.endMs;
    const start = () => {
      el.currentTime = clip.startMs / 1000;
      setPlaying(id);
      return el.play().then(
        () => true,
        () => {
          setPlaying(null);
          return false;
        },
      );
    };
    if (!el.src.endsWith(clip.src)) {
      el.src = clip.src;
      return new Promise((resolve) => {
        el.addEventListener('loadedmetadata', () => void start().then(resolve), { once: true });
        el.addEventListener('error', () => resolve(false), { once: true });
        el.load();
      });
    }
    return start();
  }, []);

  return { play, playing };
}
