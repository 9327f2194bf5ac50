import type { Metadata } from 'next';

import { FinishScreen } from '@/components/books/reader/finish-screen';
import { previewMetadata, PreviewShell } from '@/components/books/reader/preview-shell';
import { parseIdParam } from '@/lib/route-id';
import { loadReaderBook } from '@/server/web/reader-book';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const { book } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  return previewMetadata(book, 'finishPreviewTitle');
}

/** /picture/components/finish?bookId: the reader's end screen on its own (well done, like and collect, read again, the next book). */
export default async function FinishPreviewPage({ searchParams }: PageProps) {
  const { book, next } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  return (
    <PreviewShell book={book} name="finishPreviewTitle">
      <FinishScreen book={book} next={next} />
    </PreviewShell>
  );
}
