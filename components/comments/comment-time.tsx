'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

import { fromIntlLocale } from '@/lib/i18n/locales';

import { absoluteTime, commentTime, SITE_TIME_ZONE } from './format-time';

/** A shared clock for relative times: ticks every 30 s while some comment time is on screen. */
const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const listener of listeners) listener();
    }, TICK_MS);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** When a comment was written: a date in the server HTML, relative ("3 分钟前") once in the browser. */
export function CommentTime({ iso }: { iso: string }) {
  const locale = fromIntlLocale(useLocale());
  const t = useTranslations('Comments');
  const current = useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
  return (
    <time dateTime={iso} title={absoluteTime(iso, locale, SITE_TIME_ZONE)} className="text-xs text-slate-500">
      {commentTime(iso, locale, current, t('justNow'))}
    </time>
  );
}
