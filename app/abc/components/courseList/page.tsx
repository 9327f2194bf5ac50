import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { getStaffViewer } from '@/app/abc/components/_shared/staff-viewer';
import { AbcMessages, TeacherNotLinked } from '@/components/abc/abc-page';
import { AbcLoadState } from '@/components/abc/abc-load-state';
import { CourseList } from '@/components/abc/course-list';
import { StaffOnlyView } from '@/components/errors/staff-only-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AbcCourse');
  return { title: t('listMetaTitle'), robots: { index: false, follow: false } };
}

/** /abc/components/courseList (SPEC §2 component routes): the filtered course list on its own, without the adviser tools. */
export default async function CourseListComponentPage() {
  const [viewer, t] = await Promise.all([getStaffViewer(), getTranslations('AbcCourse')]);
  if (!viewer) return <StaffOnlyView />;
  return (
    <>
      <h1 className="sr-only">{t('listTitle')}</h1>
      {viewer.hasClasses ? (
        <AbcMessages>
          <Suspense fallback={<AbcLoadState />}>
            <CourseList showTeacherFilter={viewer.isAdviser} />
          </Suspense>
        </AbcMessages>
      ) : (
        <TeacherNotLinked />
      )}
    </>
  );
}
