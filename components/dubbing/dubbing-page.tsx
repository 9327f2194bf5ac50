'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { PagePicture } from '@/components/books/reader/page-picture';
import { Button } from '@/components/ui/button';
import { LANG_TAG } from '@/lib/i18n/locales';
import type { ReaderPage } from '@/lib/types/books';

interface Props {
  page: ReaderPage;
  /** How many pages the book has. */
  pages: number;
  /** Id of the page's (screen-reader) heading, which its section is labelled by. */
  headingId: string;
  textTestId: string;
  /** The controls under the text: recording in the recorder, playing in the player. */
  children: ReactNode;
}

/**
 * One page of a book as dubbing shows it, in the recorder and the player:
 * the illustration, then a card with "Page n of m", the English text, its
 * Chinese translation and the controls.
 */
export function DubbingPage({ page, pages, headingId, textTestId, children }: Props) {
  const t = useTranslations('Dubbing');
  const pageOf = t('pageOf', { page: page.index, pages });
  return (
    <>
      <h2 id={headingId} className="sr-only">
        {pageOf}
      </h2>
      <PagePicture image={page.image} alt={t('illustrationAlt', { page: page.index })} priority />
      <div className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
        <p className="text-xs font-semibold text-brand-700" aria-hidden="true">
          {pageOf}
        </p>
        <p lang="en" className="mt-1 text-xl font-semibold leading-8 text-ink sm:text-2xl" data-test={textTestId}>
          {page.text}
        </p>
        {page.textCn && (
          <p lang={LANG_TAG.cn} className="mt-1 text-sm leading-6 text-slate-500">
            {page.textCn}
          </p>
        )}
        {children}
      </div>
    </>
  );
}

/**
 * Previous and next page under a dubbing page, with "n / m" between them
 * (hidden from screen readers: the page's heading says it).
 */
export function DubbingPageNav({ index, count, onGo, testIdPrefix }: { index: number; count: number; onGo: (index: number) => void; testIdPrefix: string }) {
  const t = useTranslations('Dubbing');
  return (
    <div className="mt-4 flex items-center justify-between gap-3">
      <Button variant="neutral" size="sm" onClick={() => onGo(index - 1)} disabled={index === 0} data-test={`${testIdPrefix}-previous`}>
        <span aria-hidden="true">← </span>
        {t('previous')}
      </Button>
      <span className="text-sm tabular-nums text-slate-500" aria-hidden="true">
        {index + 1} / {count}
      </span>
      <Button variant="neutral" size="sm" onClick={() => onGo(index + 1)} disabled={index === count - 1} data-test={`${testIdPrefix}-next`}>
        {t('next')}
        <span aria-hidden="true"> →</span>
      </Button>
    </div>
  );
}
