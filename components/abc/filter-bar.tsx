'use client';

import { useTranslations } from 'next-intl';

import { STAFF_LESSON_STATUSES, type StaffLessonStatus } from '@/lib/api/abc';
import { useTeacherList } from '@/lib/hooks/use-abc';

import { LabelledInput, LabelledSelect } from './labelled-input';
import { activeQuickRange, QUICK_RANGES, quickRange, type CourseFilters } from './course-filters';

/**
 * The filters of the all-courses list: quick ranges, a date range, the
 * teacher (advisers only: a teacher's list is their own) and the status.
 * Every change goes to the URL at once; the page goes back to 1.
 */
export function FilterBar({
  filters,
  today,
  showTeacher,
  onChange,
}: {
  filters: CourseFilters;
  today: string;
  showTeacher: boolean;
  onChange: (patch: Partial<CourseFilters>) => void;
}) {
  const t = useTranslations('AbcCourse');
  const { data: teachers } = useTeacherList(showTeacher);
  const active = activeQuickRange(filters, today);
  const shownFrom = filters.from ?? (filters.to || filters.allDates ? '' : today);

  return (
    <div className="mb-5 rounded-3xl bg-white p-4 ring-1 ring-slate-200 sm:p-5" data-test="abc-filters">
      <div role="group" aria-label={t('quickRanges')} className="mb-4 flex flex-wrap gap-2">
        {QUICK_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            aria-pressed={active === range}
            onClick={() => onChange(quickRange(range, today))}
            data-test={`abc-range-${range}`}
            className={`rounded-full px-3.5 py-1.5 text-sm font-medium transition ${
              active === range ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
            }`}
          >
            {t(`range.${range}`)}
          </button>
        ))}
      </div>
      <div className={`grid grid-cols-2 gap-3 ${showTeacher ? 'md:grid-cols-4' : 'md:grid-cols-3'}`}>
        <LabelledInput
          label={t('from')}
          type="date"
          value={shownFrom}
          max={filters.to ?? undefined}
          onChange={(e) => onChange({ from: e.target.value || null, allDates: !e.target.value })}
          data-test="abc-filter-from"
        />
        <LabelledInput
          label={t('to')}
          type="date"
          value={filters.to ?? ''}
          min={shownFrom || undefined}
          onChange={(e) =>
            onChange(e.target.value ? { to: e.target.value, from: filters.from ?? (filters.allDates ? null : today) } : { to: null, allDates: !filters.from })
          }
          data-test="abc-filter-to"
        />
        {showTeacher && (
          <LabelledSelect
            label={t('teacher')}
            value={filters.teacherId ?? ''}
            onChange={(e) => onChange({ teacherId: e.target.value ? Number(e.target.value) : null })}
            data-test="abc-filter-teacher"
          >
            <option value="">{t('allTeachers')}</option>
            {teachers?.map((teacher) => (
              <option key={teacher.id} value={teacher.id}>
                {teacher.paused ? t('pausedTeacher', { name: teacher.name }) : teacher.name}
              </option>
            ))}
          </LabelledSelect>
        )}
        <LabelledSelect
          label={t('status')}
          value={filters.status ?? ''}
          onChange={(e) => onChange({ status: (e.target.value || null) as StaffLessonStatus | null })}
          data-test="abc-filter-status"
        >
          <option value="">{t('allStatuses')}</option>
          {STAFF_LESSON_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statusFilter.${status}`)}
            </option>
          ))}
        </LabelledSelect>
      </div>
    </div>
  );
}
