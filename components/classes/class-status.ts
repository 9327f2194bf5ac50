import { classLabel, type ClassLabel } from '@/lib/constants/classes';
import type { LessonItem } from '@/lib/types/classes';

/** The label a class shows at `now` (SPEC §4 texts; lib/constants/classes.ts decides). */
export function lessonLabel(lesson: LessonItem, now: number): ClassLabel {
  return classLabel({ status: lesson.Status, isCancel: lesson.IsCancel, startMs: Date.parse(lesson.StartTime), minutes: lesson.Minutes }, now);
}

/** Labels of a class that has not ended: it is still ahead of the family. */
const LIVE: readonly ClassLabel[] = ['pending', 'upcoming', 'inClass'];

export function isComingUp(label: ClassLabel): boolean {
  return LIVE.includes(label);
}

/** The order of the filter chips; the rarer ones show only while a class has them. */
export const FILTER_LABELS: readonly ClassLabel[] = ['pending', 'upcoming', 'inClass', 'ended', 'finished', 'absent', 'unfinished', 'cancelled'];
const ALWAYS_SHOWN: readonly ClassLabel[] = ['pending', 'upcoming', 'inClass', 'finished', 'cancelled'];

export type ClassFilter = 'all' | ClassLabel;

export function isAlwaysShown(label: ClassLabel): boolean {
  return ALWAYS_SHOWN.includes(label);
}

export interface LabelledLesson {
  lesson: LessonItem;
  label: ClassLabel;
}

/** Classes with their labels, split: still to come (soonest first), then past and cancelled (newest first). */
export function arrangeLessons(lessons: readonly LessonItem[], now: number): { comingUp: LabelledLesson[]; past: LabelledLesson[] } {
  const labelled = lessons.map((lesson) => ({ lesson, label: lessonLabel(lesson, now), start: Date.parse(lesson.StartTime) }));
  const comingUp = labelled.filter((l) => isComingUp(l.label)).sort((a, b) => a.start - b.start || a.lesson.Id - b.lesson.Id);
  const past = labelled.filter((l) => !isComingUp(l.label)).sort((a, b) => b.start - a.start || b.lesson.Id - a.lesson.Id);
  const strip = ({ lesson, label }: LabelledLesson) => ({ lesson, label });
  return { comingUp: comingUp.map(strip), past: past.map(strip) };
}

/** How many classes carry each label (the header of the list counts classes per status). */
export function countLabels(lessons: readonly LessonItem[], now: number): Record<ClassLabel, number> {
  const counts = Object.fromEntries(FILTER_LABELS.map((l) => [l, 0])) as Record<ClassLabel, number>;
  for (const lesson of lessons) counts[lessonLabel(lesson, now)] += 1;
  return counts;
}
