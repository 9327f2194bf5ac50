import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { ClassesMessages } from '@/components/classes/classes-messages';
import { CourseListView } from '@/components/classes/course-list-view';
import { FEATURES } from '@/lib/constants/features';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CourseList');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /course/list (SPEC §2): the family's classes, booking and schedule (`?tab=classes|book|schedule`); login needed. */
export default async function CourseListPage() {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="CourseList" />;
  const [t, tf] = await Promise.all([getTranslations('CourseList'), getTranslations('Footer')]);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold text-ink sm:mb-6 sm:text-3xl">{t('title')}</h1>
      <ClassesMessages>
        <CourseListView storeOn={FEATURES.store} adviserContact={tf('contact')} />
      </ClassesMessages>
    </div>
  );
}
