import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LessonsMessages } from '@/components/lessons/lessons-messages';
import { PreviewView } from '@/components/lessons/preview-view';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { parseIdParam } from '@/lib/route-id';
import { getPageUser } from '@/server/web/page-session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LessonPreview');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /course/preview?clid=: a class's preview (courseware, words, key sentences, "Mark preview as done"); login needed, no clid: 404. */
export default async function LessonPreviewPage({ searchParams }: Props) {
  const lessonId = parseIdParam((await searchParams).clid);
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="CourseList" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <LessonsMessages extra={['LessonPreview']}>
        <PreviewView lessonId={lessonId} />
      </LessonsMessages>
    </div>
  );
}
