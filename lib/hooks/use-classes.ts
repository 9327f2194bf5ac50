'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';

import type { TimePeriod } from '../constants/classes';
import { getClassConfig, getClassesSummary, getClassSchedule, getCourseLessonRecord, getLeaveOptions, getStudyNodes } from '../api/classes';
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

/** Teachers and their free times on a local date in a time period, key ['classes/schedule', date, period]; nothing until both are chosen. */
export function useClassSchedule(date: string | null, timePeriod: TimePeriod | null) {
  return useSWR(date && timePeriod ? KEYS.classesSchedule(date, timePeriod) : null, () => getClassSchedule(date!, timePeriod!), { revalidateOnFocus: true });
}

/**
 * The leave policy and vouchers of one class, key ['classes/leave', lessonId];
 * fetched afresh each time a leave form opens (the policy depends on the clock).
 */
export function useLeaveOptions(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.classesLeave(lessonId) : null, () => getLeaveOptions(lessonId!), { revalidateOnFocus: false, revalidateOnMount: true, dedupingInterval: 0 });
}

/** How often the class pages look at the clock again: a class moves from pending to upcoming to in progress without a reload. */
export const CLASS_CLOCK_MS = 30_000;

/** The current time, re-read every `intervalMs` (no refetch: labels that depend on the clock are recomputed from it). */
export function useClassClock(intervalMs: number = CLASS_CLOCK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function subscribeToClock(onChange: () => void) {
  const timer = setInterval(onChange, CLASS_CLOCK_MS);
  return () => clearInterval(timer);
}

/** The current minute (stable between ticks, so a snapshot only changes when the minute does). */
const minuteSnapshot = () => Math.floor(Date.now() / 60_000) * 60_000;

/**
 * The current minute as epoch ms in the browser, for views that mark "today"
 * or "now" (the schedule, the staff lists); null in the server render, which
 * must not guess the viewer's today.
 */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(subscribeToClock, minuteSnapshot, () => null);
}

/** After a booking, a leave or a trial request: the class list, the summary and the free times are fetched again. */
export function revalidateClasses(): Promise<unknown> {
  return revalidatePrefix(['classes/record', 'classes/summary', 'classes/schedule', 'classes/leave']);
}
