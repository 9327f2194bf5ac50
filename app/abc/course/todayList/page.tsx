import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { getStaffViewer } from '@/app/abc/components/_shared/staff-viewer';
import { AbcMessages, AbcPageHeading, TeacherNotLinked } from '@/components/abc/abc-page';
import { TodayList } from '@/components/abc/today-list';
import { StaffOnlyView } from '@/components/errors/staff-only-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AbcCourse');
  return { title: t('todayMetaTitle'), robots: { index: false, follow: false } };
}

/** SPEC §2 /abc/course/todayList: today's classes to attend, in the viewer's own time zone, with 'Join' and the outcomes. */
export default async function TodayListPage() {
  const [viewer, t] = await Promise.all([getStaffViewer(), getTranslations('AbcCourse')]);
  if (!viewer) return <StaffOnlyView />;
  return (
    <>
      <AbcPageHeading title={t('todayTitle')} intro={viewer.isAdviser ? t('todayIntroAdviser') : t('todayIntroTeacher')} />
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
