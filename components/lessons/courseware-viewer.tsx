'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { MediaImage } from '@/components/books/media-image';
import { Icon } from '@/components/ui/icons';
import type { CoursewarePage } from '@/lib/types/lessons';

export interface CoursewareViewerProps {
  pages: readonly CoursewarePage[];
  /** The slide shown first (0-based). */
  initialIndex?: number;
  /** Called with the 0-based index of each slide turned to. */
  onChange?: (index: number) => void;
  /** Accessible name of the viewer (defaults to "Courseware"). */
  label?: string;
}

/**
 * The unit's courseware, one 16:9 slide at a time: previous and next
 * buttons, "3 / 8" (announced politely), the arrow keys (and Home/End) while
 * the viewer has focus, and a strip of thumbnails on wide screens.
 */
export function CoursewareViewer({ pages, initialIndex = 0, onChange, label }: CoursewareViewerProps) {
  const t = useTranslations('Lessons');
  const total = pages.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, total - 1)));
  const current = Math.min(index, Math.max(0, total - 1));
  const stripRef = useRef<HTMLOListElement>(null);
  const counterId = useId();

  useEffect(() => {
    // Keep the current thumbnail in view as the slides turn by scrolling the strip sideways only:
    // scrollIntoView would also scroll the page to the strip, which sits below the fold on load.
    const strip = stripRef.current;
    const thumb = strip?.querySelector<HTMLElement>(`[data-index="${current}"]`);
    if (!strip || !thumb) return;
    const box = strip.getBoundingClientRect();
    const at = thumb.getBoundingClientRect();
    if (at.left < box.left) strip.scrollLeft += at.left - box.left;
    else if (at.right > box.right) strip.scrollLeft += at.right - box.right;
  }, [current]);

  if (total === 0) {
    return (
      <p className="rounded-3xl bg-white p-8 text-center text-sm text-slate-600 ring-1 ring-slate-200" data-test="courseware-empty">
        {t('noSlides')}
      </p>
    );
  }

  function go(next: number) {
    const clamped = Math.min(Math.max(0, next), total - 1);
    if (clamped === current) return;
    setIndex(clamped);
    onChange?.(clamped);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  }

  const page = pages[current];
  const name = label ?? t('courseware');

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={name}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-3xl bg-white p-3 ring-1 ring-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-4"
      data-test="courseware-viewer"
    >
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-100">
        <MediaImage
          key={page.image}
          src={page.image}
          alt={page.text}
          width={page.width}
          height={page.height}
          className="h-full w-full object-contain"
          data-test="courseware-slide"
          data-index={current}
        />
      </div>

      <div className="mt-3 flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => go(current - 1)}
          disabled={current === 0}
          aria-label={t('previousSlide')}
          data-test="courseware-prev"
          className="inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500 disabled:ring-slate-200 disabled:hover:bg-transparent"
        >
          <Icon name="chevron-left" className="h-5 w-5" />
          <span className="hidden sm:inline">{t('previous')}</span>
        </button>
        <p id={counterId} aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-slate-700 tabular-nums" data-test="courseware-counter">
          <span className="sr-only">{t('slideOf', { current: current + 1, total })}</span>
          <span aria-hidden="true">{t('counter', { current: current + 1, total })}</span>
        </p>
        <button
          type="button"
          onClick={() => go(current + 1)}
          disabled={current === total - 1}
          aria-label={t('nextSlide')}
          data-test="courseware-next"
          className="inline-flex h-11 items-center gap-1 rounded-full px-4 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500 disabled:ring-slate-200 disabled:hover:bg-transparent"
        >
          <span className="hidden sm:inline">{t('next')}</span>
          <Icon name="chevron-right" className="h-5 w-5" />
        </button>
      </div>

      {total > 1 && (
        <ol ref={stripRef} aria-label={t('thumbnails')} className="mt-3 hidden gap-2 overflow-x-auto pb-1 md:flex" data-test="courseware-thumbnails">
          {pages.map((p, i) => (
            <li key={p.index} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('goToSlide', { n: i + 1, text: p.text })}
                aria-current={i === current ? 'true' : undefined}
                data-index={i}
                className={`block overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  i === current ? 'ring-brand-600' : 'ring-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <MediaImage src={p.image} alt="" width={112} height={63} loading="lazy" className="aspect-video w-28 bg-slate-100 object-cover" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
