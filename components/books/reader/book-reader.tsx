'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type TouchEvent } from 'react';

import { saveReadingProgress } from '@/lib/api/books';
import { pickLocalized } from '@/lib/i18n/localized';
import type { BookCard, ReaderPage } from '@/lib/types/books';
import { notify } from '@/lib/notify';
import { isLoggedIn } from '@/lib/storage';

import { FinishScreen, type FinishBook } from './finish-screen';
import { PAGE_PICTURE_SIZES, PagePicture, pagePictureSrcSet } from './page-picture';
import { PageText } from './page-text';
import { readerPageHref } from './paths';
import { useNarration } from './use-narration';
import './reader.css';

/** A reader's page is saved this long after they stop turning pages. */
export const SAVE_DELAY_MS = 800;
/** Pause between the end of a page's narration and the automatic page turn. */
export const TURN_DELAY_MS = 700;
/** A horizontal swipe at least this long turns the page. */
const SWIPE_MIN_PX = 50;

interface Props {
  book: FinishBook;
  pages: ReaderPage[];
  next: BookCard | null;
  /** 1..pages.length, or pages.length + 1 for the end screen */
  initialPage: number;
  /** set when the reader was taken back to where they stopped last time */
  resumedFrom?: number | null;
  /** the page the server has saved for this reader, so it is not saved again */
  savedPage?: number | null;
}

function Icon({ children, className = 'h-5 w-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}
const ChevronLeft = () => <Icon>{<path d="M15 5l-7 7 7 7" />}</Icon>;
const ChevronRight = () => <Icon>{<path d="M9 5l7 7-7 7" />}</Icon>;

const NAV =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4';
const NAV_ON = `${NAV} bg-white text-brand-700 ring-brand-200 hover:bg-brand-50`;
const NAV_OFF = `${NAV} cursor-default bg-white text-slate-300 ring-slate-200`;
const CHIP =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function chip(on: boolean): string {
  return `${CHIP} ${on ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-500 ring-slate-200 hover:bg-slate-50'}`;
}

/**
 * The picture-book reader (SPEC /picture/read/{id}): one page at a time with
 * its picture, text and narration. Pages turn with the buttons, the arrow
 * keys or a swipe; Space plays and pauses. While narration plays the spoken
 * word is marked, and with auto-turn on the next page follows when a page's
 * narration ends. A logged-in reader's page is saved as they go. After the
 * last page comes the end screen.
 *
 * The page links are real links (`?page=N`), so the reader also works, and
 * is crawled, without JavaScript; with it they turn the page in place.
 */
export function BookReader({ book, pages, next, initialPage, resumedFrom = null, savedPage = null }: Props) {
  const t = useTranslations('Reader');
  const locale = useLocale();
  const count = pages.length;
  const title = pickLocalized(locale, book.title, book.titleCn);

  const [view, setView] = useState(() => ({ pos: Math.min(Math.max(initialPage, 1), count + 1), dir: 0 }));
  const { pos } = view;
  const atEnd = pos > count;
  const page = pages[Math.min(pos, count) - 1];
  const [showCn, setShowCn] = useState(() => !locale.toLowerCase().startsWith('en'));
  const [autoTurn, setAutoTurn] = useState(true);
  const [resumeNote, setResumeNote] = useState<number | null>(resumedFrom);
  const [reactions, setReactions] = useState({ liked: book.liked, likeCount: book.likeCount, collected: book.collected, collectCount: book.collectCount });

  const translationId = useId();
  const endHeading = useRef<HTMLHeadingElement>(null);
  /** play the page we are turning to (the reader was listening, or auto-turn) */
  const keepPlaying = useRef(false);
  const turnTimer = useRef<number | undefined>(undefined);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const goTo = (target: number, play: boolean) => {
    window.clearTimeout(turnTimer.current);
    const nextPos = Math.min(Math.max(target, 1), count + 1);
    if (nextPos === pos) return;
    keepPlaying.current = play && nextPos <= count;
    setView({ pos: nextPos, dir: nextPos > pos ? 1 : -1 });
    setResumeNote(null);
  };

  const narration = useNarration({
    src: page.audio.src,
    words: page.words,
    onEnded: () => {
      if (autoTurn) turnTimer.current = window.setTimeout(() => goTo(pos + 1, true), TURN_DELAY_MS);
    },
    onError: () => notify('error', t('audioError')),
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

  // Arriving at the end screen moves focus to its heading, so it is announced.
  useEffect(() => {
    if (atEnd && view.dir !== 0) endHeading.current?.focus();
  }, [atEnd, view.dir]);

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

  // Reading progress of a logged-in reader: saved quietly once they stay on a page.
  const saved = useRef<number | null>(savedPage);
  const pending = useRef<number | null>(null);
  const bookId = book.id;
  const flushProgress = useCallback(() => {
    const target = pending.current;
    pending.current = null;
    if (target === null || target === saved.current || !isLoggedIn()) return;
    saved.current = target;
    saveReadingProgress(bookId, target).catch(() => {
      if (saved.current === target) saved.current = null;
    });
  }, [bookId]);
  useEffect(() => {
    const target = Math.min(pos, count);
    if (target === saved.current) return;
    pending.current = target;
    const timer = window.setTimeout(flushProgress, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pos, count, flushProgress]);
  useEffect(() => () => flushProgress(), [flushProgress]);

  // Keyboard: ← → turn pages, Space plays and pauses (not while typing or in a dialog).
  const keys = useRef({ prev: () => {}, next: () => {}, toggle: () => {} });
  useEffect(() => {
    keys.current = {
      prev: () => goTo(pos - 1, narration.playing),
      next: () => goTo(pos + 1, narration.playing),
      toggle: atEnd ? () => {} : togglePlay,
    };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        keys.current.next();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        keys.current.prev();
      } else if (e.key === ' ' || e.key === 'Spacebar') {
        // A focused button or link answers Space itself.
        if (target?.closest('button, a, summary')) return;
        e.preventDefault();
        keys.current.toggle();
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
    goTo(dx < 0 ? pos + 1 : pos - 1, narration.playing);
  };

  const onLink = (target: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    goTo(target, narration.playing);
  };

  const current = Math.min(pos, count);
  const lastPage = pos === count;

  return (
    <div data-test="book-reader">
      {resumeNote !== null && !atEnd && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-brand-50 px-4 py-2.5 text-sm text-brand-700 ring-1 ring-brand-100"
          data-test="resume-note"
        >
          <span>{t('resumed', { page: resumeNote })}</span>
          <a href={readerPageHref(1, count)} onClick={onLink(1)} className="font-semibold underline underline-offset-2 hover:text-brand-600" data-test="start-over">
            {t('startOver')}
          </a>
          <button type="button" onClick={() => setResumeNote(null)} className="ml-auto text-slate-500 hover:text-slate-700">
            {t('dismiss')}
          </button>
        </div>
      )}

      {atEnd ? (
        <FinishScreen
          book={{ ...book, ...reactions }}
          next={next}
          headingRef={endHeading}
          onReadAgain={() => goTo(1, false)}
          onReaction={(kind, state) =>
            setReactions((r) => (kind === 'like' ? { ...r, liked: state.active, likeCount: state.count } : { ...r, collected: state.active, collectCount: state.count }))
          }
        />
      ) : (
        <div className="grid gap-4 landscape-phone:grid-cols-2 landscape-phone:items-start lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)] lg:gap-6">
          <div className="group relative touch-pan-y" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-test="reader-stage">
            <div
              key={pos}
              data-dir={view.dir}
              className="reader-turn mx-auto w-full"
              style={{ maxWidth: 'max(20rem, calc((100dvh - var(--header-height) - 14rem) * 1.5))' }}
            >
              <PagePicture image={page.image} alt={t('pictureAlt', { title, page: pos })} priority={pos === initialPage} />
            </div>
            {/* Big click targets on the picture for mouse users; the labelled links below serve keyboards and screen readers. */}
            {pos > 1 && (
              <button
                type="button"
                tabIndex={-1}
                aria-hidden="true"
                onClick={() => goTo(pos - 1, narration.playing)}
                className="absolute left-3 top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-brand-700 opacity-70 shadow ring-1 ring-slate-200 transition hover:opacity-100 md:flex"
              >
                <ChevronLeft />
              </button>
            )}
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => goTo(pos + 1, narration.playing)}
              className="absolute right-3 top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-brand-700 opacity-70 shadow ring-1 ring-slate-200 transition hover:opacity-100 md:flex"
            >
              <ChevronRight />
            </button>
          </div>
          <div
            key={`text-${pos}`}
            data-dir={view.dir}
            className="reader-turn flex flex-col justify-center rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200 sm:px-6 sm:py-5"
          >
            <p className="mb-2 text-sm font-medium text-brand-600">{t('pageLabel', { page: pos })}</p>
            <PageText text={page.text} textCn={page.textCn} activeWord={narration.activeWord} showTranslation={showCn} translationId={translationId} />
          </div>
        </div>
      )}

      {/* On phones the controls stay at the bottom of the screen while a long page scrolls. */}
      <div
        className={
          atEnd
            ? 'mt-5'
            : 'sticky bottom-0 z-10 -mx-4 mt-2 bg-[#f7faf8]/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 backdrop-blur-sm md:static md:mx-0 md:mt-4 md:bg-transparent md:p-0 md:backdrop-blur-none'
        }
      >
        <div
          className="h-1.5 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={count}
          aria-valuenow={atEnd ? count : current}
          aria-valuetext={atEnd ? t('endPage') : t('pageCounter', { page: current, total: count })}
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${((atEnd ? count : current) / count) * 100}%` }}
            data-test="reader-progress"
          />
        </div>

        {atEnd ? (
          <div className="mt-3 flex items-center justify-between gap-3">
            <p className="text-sm font-semibold text-slate-600" aria-live="polite" data-test="page-counter">
              {t('endPage')}
            </p>
            <a href={readerPageHref(count, count)} onClick={onLink(count)} className={NAV_ON} data-test="reader-prev">
              <ChevronLeft />
              {t('prev')}
            </a>
          </div>
        ) : (
          <div className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-3 md:grid-cols-[1fr_auto_1fr]">
            <div className="col-span-2 row-start-1 flex items-center justify-center gap-2 sm:gap-3 md:col-span-1 md:col-start-2">
              {pos > 1 ? (
                <a href={readerPageHref(pos - 1, count)} onClick={onLink(pos - 1)} className={NAV_ON} data-test="reader-prev">
                  <ChevronLeft />
                  <span className="sr-only sm:not-sr-only">{t('prev')}</span>
                </a>
              ) : (
                <span aria-disabled="true" className={NAV_OFF}>
                  <ChevronLeft />
                  <span className="sr-only sm:not-sr-only">{t('prev')}</span>
                </span>
              )}
              <button
                type="button"
                onClick={togglePlay}
                aria-label={narration.playing ? t('pause') : t('play')}
                className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-md transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                data-test="reader-play"
              >
                {narration.playing ? (
                  <svg viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor" aria-hidden="true" focusable="false">
                    <rect x="6" y="5" width="4" height="14" rx="1.2" />
                    <rect x="14" y="5" width="4" height="14" rx="1.2" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 24 24" className="ml-0.5 h-6 w-6" fill="currentColor" aria-hidden="true" focusable="false">
                    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
                  </svg>
                )}
              </button>
              <a href={readerPageHref(pos + 1, count)} onClick={onLink(pos + 1)} className={NAV_ON} data-test="reader-next">
                <span className="sr-only sm:not-sr-only">{lastPage ? t('finish') : t('next')}</span>
                <ChevronRight />
              </a>
            </div>
            <p className="row-start-2 text-sm font-semibold tabular-nums text-slate-600 md:col-start-1 md:row-start-1" aria-live="polite" data-test="page-counter">
              {t('pageCounter', { page: current, total: count })}
            </p>
            <div className="row-start-2 flex items-center justify-end gap-2 md:col-start-3 md:row-start-1">
              <button type="button" aria-pressed={autoTurn} onClick={() => setAutoTurn((on) => !on)} className={chip(autoTurn)} data-test="auto-turn">
                <Icon className="h-4 w-4">
                  <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7" />
                </Icon>
                {t('autoTurn')}
              </button>
              <button
                type="button"
                aria-pressed={showCn}
                aria-controls={translationId}
                title={showCn ? t('hideTranslation') : t('showTranslation')}
                onClick={() => setShowCn((on) => !on)}
                className={chip(showCn)}
                data-test="translation-toggle"
              >
                <span aria-hidden="true" className="text-xs font-bold">
                  译
                </span>
                {t('translation')}
              </button>
            </div>
          </div>
        )}
      </div>
      {!atEnd && <p className="mt-4 hidden text-center text-xs text-slate-500 md:block">{t('keyboardHint')}</p>}

      <audio {...narration.audioProps} className="hidden" />
    </div>
  );
}
