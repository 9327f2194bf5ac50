'use client';

import useSWR from 'swr';

import { getStaffActions, getStaffLessons, getTrialRequests, type StaffLessonPage, type StaffLessonQuery } from '../api/abc';
import { getTeachers } from '../api/classes';
import { revalidatePrefix } from './mutate';

/** How often today's classes are fetched again (a colleague may record an outcome, a family may cancel). */
export const TODAY_REFRESH_MS = 60_000;
/** Rows per page of the all-courses list. */
export const STAFF_PAGE_SIZE = 20;
/** The most rows the staff API gives per request; today's classes are read in pages of this size. */
const STAFF_MAX_SIZE = 100;

/**
 * Cache keys of the staff area, shaped as lib/hooks/keys.ts describes
 * (`['abc/<resource>', ...ids]`), so `revalidateAbc` refreshes all of them.
 */
export const ABC_KEYS = {
  lessons: (query: StaffLessonQuery) => ['abc/lessons', JSON.stringify(query)] as const,
  today: (date: string) => ['abc/today', date] as const,
  trials: () => ['abc/trials'] as const,
  actions: () => ['abc/actions'] as const,
  teachers: () => ['abc/teachers'] as const,
};

/** One page of classes for the all-courses list, key ['abc/lessons', query]. */
export function useStaffLessons(query: StaffLessonQuery | null) {
  return useSWR(query ? ABC_KEYS.lessons(query) : null, () => getStaffLessons(query!), { keepPreviousData: true });
}

/** Every class of one local day (all pages), refreshed every minute; nothing until the day is known (the browser's clock). */
export function useTodayLessons(date: string | null) {
  return useSWR(date ? ABC_KEYS.today(date) : null, () => fetchWholeDay(date!), { refreshInterval: TODAY_REFRESH_MS, revalidateOnFocus: true });
}

async function fetchWholeDay(date: string): Promise<StaffLessonPage> {
  const first = await getStaffLessons({ date, page: 1, size: STAFF_MAX_SIZE });
  const pages = Math.ceil(first.total / STAFF_MAX_SIZE);
  if (pages <= 1) return first;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => getStaffLessons({ date, page: i + 2, size: STAFF_MAX_SIZE })));
  return { ...first, list: [first, ...rest].flatMap((p) => p.list) };
}

/** Trial requests (advisers), key ['abc/trials']. */
export function useTrialRequests(enabled = true) {
  return useSWR(enabled ? ABC_KEYS.trials() : null, () => getTrialRequests(), { revalidateOnFocus: true });
}

/** The staff log (advisers), key ['abc/actions']. */
export function useStaffActions(enabled = true) {
  return useSWR(enabled ? ABC_KEYS.actions() : null, () => getStaffActions(), { revalidateOnFocus: true });
}

/** Every teacher, for the teacher filter, key ['abc/teachers']. */
export function useTeacherList(enabled = true) {
  return useSWR(enabled ? ABC_KEYS.teachers() : null, () => getTeachers(), { revalidateOnFocus: false });
}

/** After an outcome, a grant or an arranged trial: the staff lists (and the free times of the booking pages) are fetched again. */
export function revalidateAbc(): Promise<unknown> {
  return revalidatePrefix(['abc/lessons', 'abc/today', 'abc/trials', 'abc/actions', 'classes/schedule']);
}
