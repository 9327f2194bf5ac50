import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CoursewarePanel } from '@/components/lessons/courseware-panel';
import { LessonEmbedPage } from '@/components/lessons/lesson-embed-page';
import { parseIdParam } from '@/lib/route-id';
import { getPageUser } from '@/server/web/page-session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Lessons');
  return { title: t('courseware'), robots: { index: false, follow: false } };
}

/** /course/components/courseware?clid=: a class's courseware viewer alone, for the apps; login needed. */
export default async function CoursewareComponentPage({ searchParams }: Props) {
  const lessonId = parseIdParam((await searchParams).clid);
  const signedIn = (await getPageUser()) !== null;
  const t = await getTranslations('Lessons');
  return (
    <LessonEmbedPage title={t('courseware')} signedIn={signedIn} extra={['LessonPreview']}>
      <CoursewarePanel lessonId={lessonId} />
    </LessonEmbedPage>
  );
}
