'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { BookClassPanel } from '@/components/classes/booking/book-class-panel';
import { MySchedule } from '@/components/classes/schedule/my-schedule';
import { Tabs } from '@/components/ui/tabs';
import { revalidateClasses, useClassesSummary, useLessonRecord } from '@/lib/hooks/use-classes';

import { ClassNotices } from './class-notices';
import { COURSE_TABS, parseCourseTab, type CourseTab } from './course-tabs';
import { LoadState } from './load-state';
import { MyClassList } from './my-class-list';
import { SummaryBand } from './summary-band';
import { WaysForward } from './ways-forward';

export interface CourseListViewProps {
  storeOn: boolean;
  adviserContact: string;
}

/**
 * /course/list for a logged-in family: notices, the balance (or the ways
 * forward when no class is left), then My classes | Book classes | My
 * schedule. The tab is kept in `?tab=` without a server round trip, and
 * follows the URL when a link (the booking panel's trial link) changes it.
 */
export function CourseListView({ storeOn, adviserContact }: CourseListViewProps) {
  const t = useTranslations('CourseList');
  const urlTab = parseCourseTab(useSearchParams()?.get('tab'));
  const [tab, setTab] = useState<CourseTab>(urlTab);
  const [seenUrlTab, setSeenUrlTab] = useState(urlTab);
  if (urlTab !== seenUrlTab) {
    setSeenUrlTab(urlTab);
    setTab(urlTab);
  }
  const tabsRef = useRef<HTMLDivElement>(null);
  const { data: summary, error, mutate } = useClassesSummary();
  const { data: lessons } = useLessonRecord();

  function select(next: CourseTab) {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'classes') url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }

  function openBooking() {
    select('book');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    tabsRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[COURSE_TABS.indexOf('book')]?.focus({ preventScroll: true });
  }

  const noClasses = summary !== undefined && summary.remaining === 0;

  return (
    <div className="flex flex-col gap-5 sm:gap-6">
      {summary ? (
        <>
          <ClassNotices notices={summary.notices} lessons={lessons} />
          {noClasses && <WaysForward summary={summary} storeOn={storeOn} adviserContact={adviserContact} />}
          {(!noClasses || summary.packages.length > 0) && <SummaryBand summary={summary} onBook={openBooking} />}
        </>
      ) : (
        <LoadState error={error} onRetry={() => void mutate()} />
      )}

      <div ref={tabsRef} className="scroll-mt-20">
        <Tabs
          selectedIndex={COURSE_TABS.indexOf(tab)}
          onChange={(index) => select(COURSE_TABS[index])}
          listClassName="mb-5 flex gap-6 overflow-x-auto border-b border-slate-200 sm:gap-10"
          items={[
            { label: t('tabClasses'), panel: <MyClassList />, 'data-test': 'course-tab-classes' },
            { label: t('tabBook'), panel: <BookClassPanel onBooked={() => void revalidateClasses()} />, 'data-test': 'course-tab-book' },
            { label: t('tabSchedule'), panel: <MySchedule />, 'data-test': 'course-tab-schedule' },
          ]}
        />
      </div>
    </div>
  );
}
