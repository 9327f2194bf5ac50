import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { getStaffViewer } from '@/app/abc/components/_shared/staff-viewer';
import { AbcMessages, TeacherNotLinked } from '@/components/abc/abc-page';
import { TodayList } from '@/components/abc/today-list';
import { StaffOnlyView } from '@/components/errors/staff-only-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AbcCourse');
  return { title: t('todayMetaTitle'), robots: { index: false, follow: false } };
}

/** /abc/components/todayList (SPEC §2 component routes): today's classes on their own, without the page around them. */
export default async function TodayListComponentPage() {
  const [viewer, t] = await Promise.all([getStaffViewer(), getTranslations('AbcCourse')]);
  if (!viewer) return <StaffOnlyView />;
  return (
    <>
      <h1 className="sr-only">{t('todayTitle')}</h1>
      {viewer.hasClasses ? (
        <AbcMessages>
          <TodayList />
        </AbcMessages>
      ) : (
        <TeacherNotLinked />
      )}
    </>
  );
}
