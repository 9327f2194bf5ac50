'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

import { Icon } from '@/components/ui/icons';
import { speakWord } from '@/components/words/speak';
import { WordPopover, wordText, type TappedWord } from '@/components/words/word-popover';
import { pickLocalized } from '@/lib/i18n/localized';
import { notify } from '@/lib/notify';
import type { BookCard, ReaderPage } from '@/lib/types/books';

import { FinishScreen, type FinishBook } from './finish-screen';
import { PagePicture } from './page-picture';
import { PageText } from './page-text';
import { readerPageHref } from './paths';
import { ReaderControls } from './reader-controls';
import { useReaderNavigation } from './use-reader-navigation';
import { useReaderPages } from './use-reader-pages';
import { useReaderPlayback } from './use-reader-playback';
import { useReaderProgress } from './use-reader-progress';
import './reader.css';

export { SAVE_DELAY_MS } from './use-reader-progress';
export { TURN_DELAY_MS } from './use-reader-playback';

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

const SIDE_BUTTON =
  'absolute top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-brand-700 opacity-70 shadow ring-1 ring-slate-200 transition hover:opacity-100 md:flex';

/**
 * The picture-book reader (SPEC /picture/read/{id}): one page at a time with
 * its picture, text and narration. Pages turn with the buttons, the arrow
 * keys or a swipe; Space plays and pauses. While narration plays the spoken
 * word is marked, and with auto-turn on the next page follows when a page's
 * narration ends. A logged-in reader's page is saved as they go. After the
 * last page comes the end screen. Tapping a word (or Enter on it) plays it
 * and opens its meaning (WordPopover), from where it can go to the word bank.
 *
 * The page links are real links (`?page=N`), so the reader also works, and
 * is crawled, without JavaScript; with it they turn the page in place.
 */
export function BookReader({ book, pages, next, initialPage, resumedFrom = null, savedPage = null }: Props) {
  const t = useTranslations('Reader');
  const locale = useLocale();
  const title = pickLocalized(locale, book.title, book.titleCn);
  const [showCn, setShowCn] = useState(() => !locale.toLowerCase().startsWith('en'));
  const [resumeNote, setResumeNote] = useState<number | null>(resumedFrom);
  const translationId = useId();
  const endHeading = useRef<HTMLHeadingElement>(null);
  const [tapped, setTapped] = useState<TappedWord | null>(null);

  const { pos, dir, count, atEnd, page, current, turnTo } = useReaderPages(pages, initialPage);
  const { narration, goTo, togglePlay, autoTurn, toggleAutoTurn } = useReaderPlayback({
    page,
    pos,
    count,
    turnTo,
    onTurn: () => setResumeNote(null),
    onAudioError: () => notify('error', t('audioError')),
  });
  useReaderProgress(book.id, current, savedPage);
  const { onTouchStart, onTouchEnd, onLink } = useReaderNavigation({
    prev: () => goTo(pos - 1, narration.playing),
    next: () => goTo(pos + 1, narration.playing),
    toggle: atEnd ? () => {} : togglePlay,
    open: (target) => goTo(target, narration.playing),
  });

  /** A tapped word plays its span of the page's narration; a word without one is spoken by the browser when it can. */
  const playWord = (word: TappedWord): boolean => {
    const timing = word.page === pos ? page.words[word.wordIndex] : undefined;
    if (timing) {
      narration.playSpan(timing.startMs, timing.endMs);
      return true;
    }
    return speakWord(wordText(word.token));
  };
  const openWord = (wordIndex: number, token: string) => {
    const word = { token, bookId: book.id, page: pos, wordIndex };
    setTapped(word);
    playWord(word);
  };

  // Arriving at the end screen moves focus to its heading, so it is announced.
  useEffect(() => {
    if (atEnd && dir !== 0) endHeading.current?.focus();
  }, [atEnd, dir]);

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
        <FinishScreen book={book} next={next} headingRef={endHeading} onReadAgain={() => goTo(1, false)} />
      ) : (
        <div className="grid gap-4 landscape-phone:grid-cols-2 landscape-phone:items-start lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)] lg:gap-6">
          <div className="group relative touch-pan-y" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-test="reader-stage">
            <div
              key={pos}
              data-dir={dir}
              className="reader-turn mx-auto w-full"
              style={{ maxWidth: 'max(20rem, calc((100dvh - var(--header-height) - 14rem) * 1.5))' }}
            >
              <PagePicture image={page.image} alt={t('pictureAlt', { title, page: pos })} priority={pos === initialPage} />
            </div>
            {/* Big click targets on the picture for mouse users; the labelled links below serve keyboards and screen readers. */}
            {pos > 1 && (
              <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => goTo(pos - 1, narration.playing)} className={`left-3 ${SIDE_BUTTON}`}>
                <Icon name="chevron-left" className="h-5 w-5" strokeWidth={2.4} />
              </button>
            )}
            <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => goTo(pos + 1, narration.playing)} className={`right-3 ${SIDE_BUTTON}`}>
              <Icon name="chevron-right" className="h-5 w-5" strokeWidth={2.4} />
            </button>
          </div>
          <div
            key={`text-${pos}`}
            data-dir={dir}
            className="reader-turn flex flex-col justify-center rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200 sm:px-6 sm:py-5"
          >
            <p className="mb-2 text-sm font-medium text-brand-600">{t('pageLabel', { page: pos })}</p>
            <PageText
              text={page.text}
              textCn={page.textCn}
              activeWord={narration.activeWord}
              showTranslation={showCn}
              translationId={translationId}
              onWord={openWord}
            />
          </div>
        </div>
      )}

      <ReaderControls
        pos={pos}
        count={count}
        playing={narration.playing}
        autoTurn={autoTurn}
        showCn={showCn}
        translationId={translationId}
        onLink={onLink}
        onTogglePlay={togglePlay}
        onToggleAutoTurn={toggleAutoTurn}
        onToggleCn={() => setShowCn((on) => !on)}
      />
      {!atEnd && <p className="mt-4 hidden text-center text-xs text-slate-500 md:block">{t('keyboardHint')}</p>}

      <audio {...narration.audioProps} className="hidden" />
      <WordPopover word={tapped} onClose={() => setTapped(null)} onPlay={playWord} />
    </div>
  );
}
