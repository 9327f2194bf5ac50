import { STAFF_LESSON_STATUSES, type StaffLessonQuery, type StaffLessonStatus } from '@/lib/api/abc';
import { addDays } from '@/lib/classes/time';

/**
 * The filters of the all-courses list, as the URL query holds them
 * (`from`, `to`, `dates=all`, `teacherId`, `status`, `page`), so a filtered
 * list can be reloaded, shared and gone back to. Without dates the list
 * starts today (what is coming up); `dates=all` lifts that.
 */
export interface CourseFilters {
  from: string | null;
  to: string | null;
  allDates: boolean;
  teacherId: number | null;
  status: StaffLessonStatus | null;
  page: number;
}

/** The query keys the filters own; any other key of the URL (a tab) is kept. */
export const FILTER_KEYS = ['from', 'to', 'dates', 'teacherId', 'status', 'page'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(value: string | null): string | null {
  return value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
}

function positive(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

export function readFilters(params: Pick<URLSearchParams, 'get'>): CourseFilters {
  const status = params.get('status');
  return {
    from: date(params.get('from')),
    to: date(params.get('to')),
    allDates: params.get('dates') === 'all',
    teacherId: positive(params.get('teacherId')),
    status: STAFF_LESSON_STATUSES.includes(status as StaffLessonStatus) ? (status as StaffLessonStatus) : null,
    page: Math.min(positive(params.get('page')) ?? 1, 10_000),
  };
}

/** What the API is asked for: a reversed range is read the right way round; no dates means from today on. */
export function filtersToQuery(filters: CourseFilters, today: string, size: number): StaffLessonQuery {
  let { from, to } = filters;
  if (from && to && from > to) [from, to] = [to, from];
  if (!from && !to && !filters.allDates) from = today;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(filters.teacherId ? { teacherId: filters.teacherId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: filters.page,
    size,
  };
}

/** The URL query of `filters`, beside the other keys of `current` (defaults are left out). */
export function filtersToSearch(filters: CourseFilters, current: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(current);
  for (const key of FILTER_KEYS) params.delete(key);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.allDates && !filters.from && !filters.to) params.set('dates', 'all');
  if (filters.teacherId) params.set('teacherId', String(filters.teacherId));
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type QuickRange = 'today' | 'week' | 'upcoming' | 'all';
export const QUICK_RANGES: readonly QuickRange[] = ['today', 'week', 'upcoming', 'all'];

/** The dates of a quick range, from the viewer's today. */
export function quickRange(range: QuickRange, today: string): Pick<CourseFilters, 'from' | 'to' | 'allDates'> {
  if (range === 'today') return { from: today, to: today, allDates: false };
  if (range === 'week') return { from: today, to: addDays(today, 6), allDates: false };
  if (range === 'all') return { from: null, to: null, allDates: true };
  return { from: null, to: null, allDates: false };
}

/** Which quick range the filters are, if any (so its chip shows pressed). */
export function activeQuickRange(filters: CourseFilters, today: string): QuickRange | null {
  return QUICK_RANGES.find((range) => {
    const r = quickRange(range, today);
    return r.from === filters.from && r.to === filters.to && r.allDates === (filters.allDates && !filters.from && !filters.to);
  }) ?? null;
}

