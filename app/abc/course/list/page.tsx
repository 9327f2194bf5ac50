import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { getStaffViewer } from '@/app/abc/components/_shared/staff-viewer';
import { AbcMessages, AbcPageHeading, TeacherNotLinked } from '@/components/abc/abc-page';
import { AbcLoadState } from '@/components/abc/abc-load-state';
import { CourseList } from '@/components/abc/course-list';
import { StaffTabs } from '@/components/abc/staff-tabs';
import { StaffOnlyView } from '@/components/errors/staff-only-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AbcCourse');
  return { title: t('listMetaTitle'), robots: { index: false, follow: false } };
}

/**
 * SPEC §2 /abc/course/list: all courses, filtered by dates, teacher and
 * status (the URL holds the filters). Advisers also get their tools here:
 * trial requests, granting a package and the staff log. A teacher sees only
 * their own classes, so no teacher filter and no tools.
 */
export default async function CourseListPage() {
  const [viewer, t] = await Promise.all([getStaffViewer(), getTranslations('AbcCourse')]);
  if (!viewer) return <StaffOnlyView />;
  if (!viewer.hasClasses) {
    return (
      <>
        <AbcPageHeading title={t('listTitle')} />
        <TeacherNotLinked />
      </>
    );
  }
  return (
    <>
      <AbcPageHeading title={t('listTitle')} intro={viewer.isAdviser ? t('listIntroAdviser') : t('listIntroTeacher')} />
      <AbcMessages>
        <Suspense fallback={<AbcLoadState />}>{viewer.isAdviser ? <StaffTabs /> : <CourseList showTeacherFilter={false} />}</Suspense>
      </AbcMessages>
    </>
  );
}
