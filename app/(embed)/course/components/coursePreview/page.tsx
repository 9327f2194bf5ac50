import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LessonEmbedPage } from '@/components/lessons/lesson-embed-page';
import { PreviewView } from '@/components/lessons/preview-view';
import { parseIdParam } from '@/lib/route-id';
import { getPageUser } from '@/server/web/page-session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LessonPreview');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /course/components/coursePreview?clid=: a class's preview (courseware, words, sentences) alone, for the apps; login needed. */
export default async function CoursePreviewComponentPage({ searchParams }: Props) {
  const lessonId = parseIdParam((await searchParams).clid);
  const signedIn = (await getPageUser()) !== null;
  const t = await getTranslations('LessonPreview');
  return (
    <LessonEmbedPage title={t('title')} signedIn={signedIn} extra={['LessonPreview']}>
      <PreviewView lessonId={lessonId} embedded />
    </LessonEmbedPage>
  );
}
