'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';

import { Icon } from '@/components/ui/icons';
import type { AudioClip } from '@/lib/types/lessons';

/**
 * One audio element for the whole page: playing a clip stops the one before,
 * so two words never talk over each other. `owner` is the button whose clip
 * plays; buttons subscribe to it to show their pressed state.
 */
let shared: HTMLAudioElement | null = null;
let owner: string | null = null;
let stopAtSeconds = 0;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function clearStopTimer() {
  if (stopTimer !== null) clearTimeout(stopTimer);
  stopTimer = null;
}

function audioElement(): HTMLAudioElement {
  if (shared) return shared;
  const audio = new Audio();
  audio.preload = 'auto';
  // timeupdate comes about 4 times a second; the timer set on 'playing' ends the clip on time, this is the safety net.
  audio.addEventListener('timeupdate', () => {
    if (owner !== null && audio.currentTime >= stopAtSeconds) stopAudioClip();
  });
  audio.addEventListener('playing', () => {
    clearStopTimer();
    if (owner === null) return;
    const left = Math.max(0, (stopAtSeconds - audio.currentTime) * 1000);
    stopTimer = setTimeout(() => {
      if (owner !== null) stopAudioClip();
    }, left);
  });
  audio.addEventListener('ended', () => stopAudioClip());
  audio.addEventListener('error', () => stopAudioClip());
  shared = audio;
  return audio;
}

/** Stops whatever clip plays (e.g. when a page changes or a dialog closes). */
export function stopAudioClip(): void {
  clearStopTimer();
  if (shared && !shared.paused) shared.pause();
  if (owner !== null) {
    owner = null;
    emit();
  }
}

function playAudioClip(id: string, clip: AudioClip): void {
  const audio = audioElement();
  clearStopTimer();
  if (!audio.paused) audio.pause();
  const url = new URL(clip.src, window.location.href).href;
  if (audio.src !== url) audio.src = url;
  owner = id;
  stopAtSeconds = clip.endMs / 1000;
  emit();
  try {
    audio.currentTime = clip.startMs / 1000;
  } catch {
    // Not seekable yet: the browser keeps the position as the default start.
  }
  const played = audio.play();
  played?.catch(() => {
    if (owner === id) stopAudioClip();
  });
}

export interface AudioClipButtonProps {
  clip: AudioClip;
  /** The button's accessible name, e.g. "Listen: kite". */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A round button that plays a stretch of a page's narration (`clip.src` from
 * `startMs` to `endMs`); pressed again it stops. `aria-pressed` says whether
 * its clip is playing.
 */
export function AudioClipButton({ clip, label, size = 'md', className = '' }: AudioClipButtonProps) {
  const id = useId();
  const playing = useSyncExternalStore(
    subscribe,
    () => owner === id,
    () => false,
  );
  // A button that goes away while its clip plays takes the sound with it.
  useEffect(
    () => () => {
      if (owner === id) stopAudioClip();
    },
    [id],
  );

  const dims = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={playing}
      title={label}
      data-test="audio-clip"
      onClick={() => (playing ? stopAudioClip() : playAudioClip(id, clip))}
      className={`inline-flex shrink-0 items-center justify-center rounded-full ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${dims} ${
        playing ? 'bg-brand-600 text-white ring-brand-600' : 'bg-brand-50 text-brand-700 ring-brand-200 hover:bg-brand-100'
      } ${className}`}
    >
      <Icon name={playing ? 'stop' : 'play'} className={size === 'sm' ? 'h-4 w-4' : 'h-5 w-5'} />
    </button>
  );
}
