import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';

import { ReactionButton } from '@/components/reactions/reaction-button';
import { pickLocalized } from '@/lib/i18n/localized';
import type { BookCard as BookCardData } from '@/lib/types/books';

import { BookCard, bookPath } from '../book-card';

export interface FinishBook {
  id: number;
  title: string;
  titleCn: string;
  liked: boolean;
  collected: boolean;
  likeCount: number;
  collectCount: number;
}

interface Props {
  book: FinishBook;
  next: BookCardData | null;
  /** in the reader: go back to page 1 without reloading; elsewhere "read again" links to the reader */
  onReadAgain?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

// No 'use client': the reader renders this on the client (with callbacks), the
// /picture/components/finish page on the server (without them). The like and
// collect buttons read the shared reaction cache, so a remount (read again,
// then back to the end) shows the state after the reader's last change.

function Celebration() {
  return (
    <svg viewBox="0 0 96 96" width={88} height={88} aria-hidden="true" focusable="false" className="mx-auto">
      <circle cx="48" cy="50" r="34" className="fill-brand-100" />
      <path
        d="M48 24l7.6 15.4 17 2.5-12.3 12 2.9 16.9L48 62.8l-15.2 8 2.9-16.9-12.3-12 17-2.5z"
        className="fill-accent-400 stroke-accent-500"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <g className="stroke-brand-500" strokeWidth="3.5" strokeLinecap="round">
        <path d="M14 22l5 5M82 22l-5 5M10 52h7M79 52h7M20 82l5-5M76 82l-5-5" />
      </g>
    </svg>
  );
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** What a reader sees after the last page: well done, like and collect, read again, back to the book, and the next book. */
export function FinishScreen({ book, next, onReadAgain, headingRef }: Props) {
  const t = useTranslations('Reader');
  const locale = useLocale();
  const title = pickLocalized(locale, book.title, book.titleCn);
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_220px] md:items-stretch lg:gap-6" data-test="reader-end">
      <div className="flex flex-col items-center justify-center rounded-3xl bg-gradient-to-b from-brand-50 to-white px-5 py-8 text-center ring-1 ring-brand-100 sm:px-10 sm:py-10">
        <Celebration />
        <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-3xl font-bold text-brand-700 outline-none sm:text-4xl">
          {t('endTitle')}
        </h2>
        <p className="mt-3 max-w-md text-base leading-7 text-slate-700 sm:text-lg">{t('endText', { title })}</p>
        <p className="mt-5 text-sm text-slate-500">{t('endReactHint')}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          <ReactionButton
            targetType="book"
            targetId={book.id}
            kind="like"
            initialActive={book.liked}
            initialCount={book.likeCount}
          />
          <ReactionButton
            targetType="book"
            targetId={book.id}
            kind="collect"
            initialActive={book.collected}
            initialCount={book.collectCount}
          />
        </div>
        <div className="mt-6 flex w-full flex-col justify-center gap-3 xs:w-auto xs:flex-row">
          {onReadAgain ? (
            <button type="button" onClick={onReadAgain} className={`${BUTTON} bg-brand-600 text-white shadow-sm hover:bg-brand-700`} data-test="read-again">
              {t('readAgain')}
            </button>
          ) : (
            <a href={`/picture/read/${book.id}?page=1`} className={`${BUTTON} bg-brand-600 text-white shadow-sm hover:bg-brand-700`} data-test="read-again">
              {t('readAgain')}
            </a>
          )}
          <Link href={bookPath(book.id)} className={`${BUTTON} bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50`} data-test="back-to-book">
            {t('backToBook')}
          </Link>
        </div>
      </div>
      {next && (
        <section aria-labelledby="reader-next-book" className="mx-auto w-full max-w-[220px] md:mx-0" data-test="next-book">
          <h3 id="reader-next-book" className="mb-3 text-center text-base font-semibold text-ink md:text-left">
            {t('nextBook')}
          </h3>
          <BookCard book={next} />
        </section>
      )}
    </div>
  );
}
