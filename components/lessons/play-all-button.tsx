'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { AudioClip } from '@/lib/types/lessons';

import { stopAudioClip } from './audio-clip-button';

/** The pause between two words. */
const GAP_MS = 600;

/**
 * "Play all words": the clips one after another with a short pause, then
 * stops; pressed again it stops at once. A word's own play button stops the
 * run (only one sound at a time), and so does leaving the page.
 */
export function PlayAllButton({ clips, words }: { clips: readonly AudioClip[]; words: readonly string[] }) {
  const t = useTranslations('LessonReview');
  const [current, setCurrent] = useState<number | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const run = useRef(0);

  const clearTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };

  const stop = useCallback(() => {
    run.current += 1;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    audio.current?.pause();
    setCurrent(null);
  }, []);

  useEffect(() => {
    // Another play button on the page takes over the sound.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-test="audio-clip"]')) stop();
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      stop();
    };
  }, [stop]);

  const playFrom = (index: number, id: number) => {
    if (id !== run.current) return;
    if (index >= clips.length) {
      setCurrent(null);
      return;
    }
    const clip = clips[index];
    audio.current ??= new Audio();
    const el = audio.current;
    const next = () => {
      el.onplaying = null;
      el.onerror = null;
      el.pause();
      if (id === run.current) timer.current = setTimeout(() => playFrom(index + 1, id), GAP_MS);
    };
    const url = new URL(clip.src, window.location.href).href;
    if (el.src !== url) el.src = url;
    try {
      el.currentTime = clip.startMs / 1000;
    } catch {
      // Not seekable yet: the browser starts from the beginning.
    }
    el.onplaying = () => {
      clearTimer();
      timer.current = setTimeout(next, Math.max(0, clip.endMs - el.currentTime * 1000));
    };
    el.onerror = next;
    setCurrent(index);
    el.play()?.catch(() => {
      if (id === run.current) stop();
    });
  };

  const start = () => {
    stopAudioClip();
    stop();
    playFrom(0, run.current);
  };

  const playing = current !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant={playing ? 'secondary' : 'primary'} className="inline-flex items-center gap-2 font-semibold" onClick={playing ? stop : start} disabled={clips.length === 0} data-test="play-all">
        <Icon name={playing ? 'stop' : 'play'} className="h-4 w-4" />
        {playing ? t('stopAll') : t('playAll')}
      </Button>
      {playing && (
        <span className="text-sm text-slate-700" data-test="play-all-now">
          {t('playingWord', { current: current + 1, total: clips.length })}{' '}
          <span lang="en" className="font-semibold text-ink">
            {words[current]}
          </span>
        </span>
      )}
    </div>
  );
}
