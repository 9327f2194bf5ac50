import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { PagePreview } from '@/components/books/reader/page-preview';
import { previewMetadata, PreviewShell } from '@/components/books/reader/preview-shell';
import { getAppLocale } from '@/lib/i18n/request';
import { pickLocalized } from '@/lib/i18n/localized';
import { parseIdParam } from '@/lib/route-id';
import { loadReaderBook, parseReaderPage } from '@/server/web/reader-book';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const { book } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  return previewMetadata(book, 'picturePreviewTitle');
}

/** /picture/components/picturePreview?bookId&page: one page of a book (picture, text, narration) on its own; page 1 when not given. */
export default async function PicturePreviewPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const { book, pages } = await loadReaderBook(parseIdParam(query.bookId));
  const requested = parseReaderPage(query.page, pages.length) ?? 1;
  // `end` is a reader position, not a page.
  if (requested > pages.length) notFound();
  const page = pages[requested - 1];
  const [t, locale] = await Promise.all([getTranslations('Reader'), getAppLocale()]);
  return (
    <PreviewShell book={book} name="picturePreviewTitle">
      <PagePreview page={page} pictureAlt={t('pictureAlt', { title: pickLocalized(locale, book.title, book.titleCn), page: page.index })} />
    </PreviewShell>
  );
}
