import { classLabel, type ClassLabel } from '@/lib/constants/classes';
import { localParts } from '@/lib/classes/time';
import type { LessonItem } from '@/lib/types/classes';

import { beijingBeside, type BeijingTime } from './schedule-dates';

/** One class as the schedule draws it: its local date and times in the viewer's zone, Beijing time beside when it differs, and its label. */
export interface ScheduledClass {
  id: number;
  startMs: number;
  /** YYYY-MM-DD in the viewer's zone */
  date: string;
  /** HH:mm in the viewer's zone */
  start: string;
  end: string;
  beijing: BeijingTime | null;
  label: ClassLabel;
  cancelled: boolean;
  trial: boolean;
  teacher: string;
  material: string | null;
  book: string | null;
}

/**
 * Places the classes by their UTC start in `zone` (never by the server's
 * ClassDate/Start, which follow the zone the request named), sorted by start.
 */
export function scheduleClasses(items: readonly LessonItem[], zone: string, nowMs: number): ScheduledClass[] {
  return items
    .map((item) => {
      const startMs = new Date(item.StartTime).getTime();
      const start = localParts(startMs, zone);
      const label = classLabel({ status: item.Status, isCancel: item.IsCancel, startMs, minutes: item.Minutes }, nowMs);
      return {
        id: item.Id,
        startMs,
        date: start.date,
        start: start.time,
        end: localParts(startMs + item.Minutes * 60_000, zone).time,
        beijing: beijingBeside(startMs, zone),
        label,
        cancelled: label === 'cancelled',
        trial: item.IsTrial,
        teacher: item.Teacher.Name,
        material: item.Material?.Name ?? null,
        book: item.Book?.Title ?? null,
      };
    })
    .sort((a, b) => a.startMs - b.startMs || a.id - b.id);
}

/** The classes of each local date; dates without classes are absent. */
export function classesByDate(classes: readonly ScheduledClass[]): Map<string, ScheduledClass[]> {
  const byDate = new Map<string, ScheduledClass[]>();
  for (const c of classes) {
    const list = byDate.get(c.date);
    if (list) list.push(c);
    else byDate.set(c.date, [c]);
  }
  return byDate;
}

/** How many classes fall on the dates from `first` to `last` (inclusive). */
export function countBetween(byDate: Map<string, ScheduledClass[]>, first: string, last: string): number {
  let n = 0;
  for (const [date, list] of byDate) if (date >= first && date <= last) n += list.length;
  return n;
}
