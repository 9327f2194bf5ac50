import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LessonsMessages } from '@/components/lessons/lessons-messages';
import { ReviewPageView } from '@/components/lessons/review-view';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LessonReview');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /course/review?clid=<lesson id>: the teacher's review, the family's rating and the exercises, once the class has ended; login needed. */
export default async function LessonReviewPage({ searchParams }: { searchParams: Promise<{ clid?: string | string[] }> }) {
  const [user, { clid }] = await Promise.all([getPageUser(), searchParams]);
  if (!user) return <VisitorLoginPrompt namespace="LessonReview" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <LessonsMessages extra={['LessonReview']}>
        <ReviewPageView clid={Array.isArray(clid) ? clid[0] : clid} />
      </LessonsMessages>
    </div>
  );
}
