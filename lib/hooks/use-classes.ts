'use client';

import useSWR from 'swr';

import { getClassConfig, getClassesSummary, getCourseLessonRecord, getStudyNodes } from '../api/classes';
import { KEYS } from './keys';
import { revalidatePrefix } from './mutate';

/** The caller's classes, all of them (the spec's one call with pageSize 300), key ['classes/record']. */
export function useLessonRecord() {
  return useSWR(KEYS.classesRecord(), () => getCourseLessonRecord(0).then((r) => r.Items), { revalidateOnFocus: true });
}

/** Packages, remaining classes, vouchers, trial and notices, key ['classes/summary']. */
export function useClassesSummary() {
  return useSWR(KEYS.classesSummary(), () => getClassesSummary(), { revalidateOnFocus: true });
}

/** The labelled lists of the booking and leave forms (the same for everyone), key ['classes/config']. */
export function useClassConfig() {
  return useSWR(KEYS.classesConfig(), () => getClassConfig(), { revalidateOnFocus: false });
}

/** Course materials by level, key ['classes/materials']. */
export function useStudyNodes() {
  return useSWR(KEYS.classesMaterials(), () => getStudyNodes(), { revalidateOnFocus: false });
}

/** After a booking, a leave or a trial request: the class list and the summary are fetched again. */
export function revalidateClasses(): Promise<unknown> {
  return revalidatePrefix(['classes/record', 'classes/summary']);
}
