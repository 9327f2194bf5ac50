'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { useViewerZone } from '@/components/classes/booking/use-viewer-zone';
import { useMinuteClock } from '@/lib/hooks/use-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Pager } from '@/components/ui/pager';
import { STAFF_PAGE_SIZE, useStaffLessons } from '@/lib/hooks/use-abc';

import { AbcLoadState } from './abc-load-state';
import { filtersToQuery, filtersToSearch, readFilters, type CourseFilters } from './course-filters';
import { FilterBar } from './filter-bar';
import { localToday } from './lesson-rules';
import { StaffLessonList } from './staff-lesson-list';
import { ZoneNote } from './zone-note';

/**
 * SPEC §2 /abc/course/list: every class (a teacher's own, which the API
 * decides), filtered by dates, teacher and status, a page at a time; the
 * URL holds the filters.
 */
export function CourseList({ showTeacherFilter }: { showTeacherFilter: boolean }) {
  const t = useTranslations('AbcCourse');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const zone = useViewerZone();
  const now = useMinuteClock();
  const filters = readFilters(params);
  const today = zone && now !== null ? localToday(zone, now) : null;
  const { data, error, isLoading, mutate } = useStaffLessons(today ? filtersToQuery(filters, today, STAFF_PAGE_SIZE) : null);

  const hrefOf = (next: CourseFilters) => `${pathname}${filtersToSearch(next, new URLSearchParams(params.toString()))}`;
  const change = (patch: Partial<CourseFilters>) => router.replace(hrefOf({ ...filters, ...patch, page: 1 }), { scroll: false });

  if (!zone || now === null || !today) return <AbcLoadState />;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <section aria-labelledby="abc-course-results" data-test="abc-course-list">
      <FilterBar filters={filters} today={today} showTeacher={showTeacherFilter} onChange={change} />
      <div className="mb-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <h2 id="abc-course-results" className="text-base font-semibold text-ink" aria-live="polite" aria-busy={isLoading} data-test="abc-course-total">
          {data ? t('total', { total: data.total }) : t('loading')}
        </h2>
        <ZoneNote zone={zone} />
      </div>
      {error && !data ? (
        <AbcLoadState error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <AbcLoadState />
      ) : data.list.length === 0 ? (
        <EmptyState title={t('listEmpty')} hint={t('listEmptyHint')} data-test="abc-list-empty" />
      ) : (
        <div className={isLoading ? 'opacity-60 transition-opacity' : undefined}>
          <StaffLessonList lessons={data.list} now={now} zone={zone} showDate caption={t('listCaption')} />
        </div>
      )}
      <Pager page={filters.page} pages={pages} href={(page) => hrefOf({ ...filters, page })} />
    </section>
  );
}
