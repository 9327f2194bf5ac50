import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { previewMetadata, PreviewShell } from '@/components/books/reader/preview-shell';
import { QuestionList } from '@/components/books/reader/question-list';
import { buildQuestions } from '@/components/books/reader/questions';
import { parseIdParam } from '@/lib/route-id';
import { loadReaderBook } from '@/server/web/reader-book';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const { book } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  return previewMetadata(book, 'questionPreviewTitle');
}

/** /picture/components/questionPreview?bookId: a short quiz made from the book's pages (the same questions every time). */
export default async function QuestionPreviewPage({ searchParams }: PageProps) {
  const { book, pages } = await loadReaderBook(parseIdParam((await searchParams).bookId));
  const t = await getTranslations('Reader');
  const questions = buildQuestions(pages);
  // Only the pages the questions show go to the browser.
  const shown = new Set(questions.flatMap((q) => (q.kind === 'picture' ? q.options : [q.page])));
  const slim = pages.map((p) => (shown.has(p.index) ? { ...p, words: [] } : { ...p, words: [], text: '', textCn: '' }));
  return (
    <PreviewShell book={book} name="questionPreviewTitle" intro={t('questionPreviewIntro')}>
      <QuestionList book={{ title: book.title, titleCn: book.titleCn }} pages={slim} questions={questions} />
    </PreviewShell>
  );
}
