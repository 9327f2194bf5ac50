import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ExercisePageView } from '@/components/lessons/exercise-page-view';
import { LessonsMessages } from '@/components/lessons/lessons-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

type Search = Promise<{ clid?: string | string[]; retry?: string | string[] }>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Exercises');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /course/review/exercise?clid=<lesson id>[&retry=1]: the exercises after a class (all, or the wrong ones again); login needed. */
export default async function ExercisePage({ searchParams }: { searchParams: Search }) {
  const [user, search] = await Promise.all([getPageUser(), searchParams]);
  if (!user) return <VisitorLoginPrompt namespace="Exercises" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <LessonsMessages extra={['Exercises']}>
        <ExercisePageView clid={first(search.clid)} retry={first(search.retry) === '1'} />
      </LessonsMessages>
    </div>
  );
}
