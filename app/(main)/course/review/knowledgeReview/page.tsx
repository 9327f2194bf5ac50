import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { KnowledgeReviewPageView } from '@/components/lessons/knowledge-review-view';
import { LessonsMessages } from '@/components/lessons/lessons-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

type Search = Promise<{ clid?: string | string[]; sid?: string | string[] }>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LessonReview');
  return { title: t('knowledgeMetaTitle'), robots: { index: false } };
}

/** /course/review/knowledgeReview?clid=<lesson id> (or ?sid=, the spec's name): the unit's words, sentences and teaching points to revise; login needed. */
export default async function KnowledgeReviewPage({ searchParams }: { searchParams: Search }) {
  const [user, search] = await Promise.all([getPageUser(), searchParams]);
  if (!user) return <VisitorLoginPrompt namespace="LessonReview" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <LessonsMessages extra={['LessonReview']}>
        <KnowledgeReviewPageView id={first(search.clid) ?? first(search.sid)} />
      </LessonsMessages>
    </div>
  );
}
