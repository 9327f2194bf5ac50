import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CoursewareDownload } from '@/components/lessons/courseware-download';
import { LessonEmbedPage } from '@/components/lessons/lesson-embed-page';
import { parseIdParam } from '@/lib/route-id';
import { getPageUser } from '@/server/web/page-session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LessonPreview');
  return { title: t('downloadTitle'), robots: { index: false, follow: false } };
}

/** /course/components/download?clid=: the class's courseware as a PDF (a signed link made on the server), for the apps; login needed. */
export default async function CoursewareDownloadComponentPage({ searchParams }: Props) {
  const lessonId = parseIdParam((await searchParams).clid);
  const signedIn = (await getPageUser()) !== null;
  const t = await getTranslations('LessonPreview');
  return (
    <LessonEmbedPage title={t('downloadTitle')} signedIn={signedIn} extra={['LessonPreview']}>
      <CoursewareDownload lessonId={lessonId} />
    </LessonEmbedPage>
  );
}
