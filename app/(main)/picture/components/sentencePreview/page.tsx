import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { previewMetadata, PreviewShell } from '@/components/books/reader/preview-shell';
import { SentenceList } from '@/components/books/reader/sentence-list';
import { parseIdParam } from '@/lib/route-id';
import { loadReaderBook } from '@/server/web/reader-book';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const { book } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  return previewMetadata(book, 'sentencePreviewTitle');
}

/** /picture/components/sentencePreview?bookId: the book's sentences, page by page, each playable on its own. */
export default async function SentencePreviewPage({ searchParams }: PageProps) {
  const { book, pages } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  const t = await getTranslations('Reader');
  return (
    <PreviewShell book={book} name="sentencePreviewTitle" intro={t('sentencePreviewIntro')}>
      <SentenceList pages={pages} />
    </PreviewShell>
  );
}
