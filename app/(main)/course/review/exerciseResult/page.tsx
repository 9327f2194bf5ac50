import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ExerciseResultPageView } from '@/components/lessons/exercise-result-view';
import { LessonsMessages } from '@/components/lessons/lessons-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Exercises');
  return { title: t('resultMetaTitle'), robots: { index: false } };
}

/** /course/review/exerciseResult?clid=<lesson id>: the score, each answer beside the right one, and the saved questions; login needed. */
export default async function ExerciseResultPage({ searchParams }: { searchParams: Promise<{ clid?: string | string[] }> }) {
  const [user, { clid }] = await Promise.all([getPageUser(), searchParams]);
  if (!user) return <VisitorLoginPrompt namespace="Exercises" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <LessonsMessages extra={['Exercises']}>
        <ExerciseResultPageView clid={Array.isArray(clid) ? clid[0] : clid} />
      </LessonsMessages>
    </div>
  );
}
