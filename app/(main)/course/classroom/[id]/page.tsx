import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ClassroomView } from '@/components/lessons/classroom-view';
import { LessonsMessages } from '@/components/lessons/lessons-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { parseIdParam } from '@/lib/route-id';
import { getPageUser } from '@/server/web/page-session';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classroom');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /course/classroom/<id>: the built-in classroom (countdown, then the courseware, then the way to the review); entering records attendance. */
export default async function ClassroomPage({ params }: Props) {
  const lessonId = parseIdParam((await params).id);
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="CourseList" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <LessonsMessages extra={['Classroom']}>
        <ClassroomView lessonId={lessonId} />
      </LessonsMessages>
    </div>
  );
}
