import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { ButtonLink } from '@/components/ui/button';
import { pickLocalized } from '@/lib/i18n/localized';
import { getAppLocale } from '@/lib/i18n/request';

import { bookPath } from '../book-card';
import { readerPath } from './paths';
import { ReaderMessages } from './reader-messages';

export type PreviewName = 'picturePreviewTitle' | 'sentencePreviewTitle' | 'questionPreviewTitle' | 'finishPreviewTitle';

interface PreviewBook {
  id: number;
  title: string;
  titleCn: string;
}

/** Title of a /picture/components page; these previews are not for search engines. */
export async function previewMetadata(book: PreviewBook, name: PreviewName): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations('Reader'), getAppLocale()]);
  return {
    title: t('previewMetaTitle', { name: t(name), title: pickLocalized(locale, book.title, book.titleCn) }),
    robots: { index: false, follow: true },
  };
}

/** The frame of a /picture/components page: its name, the book with links to the book and its reader, then the piece itself. */
export async function PreviewShell({ book, name, intro, children }: { book: PreviewBook; name: PreviewName; intro?: string; children: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('Reader'), getAppLocale()]);
  const title = pickLocalized(locale, book.title, book.titleCn);
  return (
    <div className="mx-auto max-w-[1200px] px-4 pb-12 pt-5 sm:pt-8">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t(name)}</h1>
          <p className="mt-1 text-sm text-slate-600">
            <Link href={bookPath(book.id)} className="font-medium text-brand-700 hover:underline">
              {title}
            </Link>
            {intro && <span className="ml-2">{intro}</span>}
          </p>
        </div>
        <ButtonLink href={readerPath(book.id)} variant="outline" size="sm" className="bg-white font-semibold" data-test="preview-read">
          {t('startReading')} →
        </ButtonLink>
      </div>
      <ReaderMessages>{children}</ReaderMessages>
    </div>
  );
}
