import { ENTER_CLASSROOM_MINUTES } from '@/lib/constants/classes';
import { localParts } from '@/lib/classes/time';
import type { LessonItem } from '@/lib/types/classes';

const MINUTE = 60_000;

function startMs(lesson: LessonItem): number {
  return Date.parse(lesson.StartTime);
}

function endMs(lesson: LessonItem): number {
  return startMs(lesson) + lesson.Minutes * MINUTE;
}

function isLive(lesson: LessonItem): boolean {
  return !lesson.IsCancel && lesson.Status === 'booked';
}

/** When 'Join' opens: ENTER_CLASSROOM_MINUTES before the start. */
export function joinOpensAt(lesson: LessonItem): number {
  return startMs(lesson) - ENTER_CLASSROOM_MINUTES * MINUTE;
}

/** 'Join' is offered from ENTER_CLASSROOM_MINUTES before the start until the end of a class nobody has closed. */
export function canJoin(lesson: LessonItem, now: number): boolean {
  return isLive(lesson) && now >= joinOpensAt(lesson) && now < endMs(lesson);
}

/** Before 'Join' opens (the button shows, disabled, with its opening time). */
export function joinNotYetOpen(lesson: LessonItem, now: number): boolean {
  return isLive(lesson) && now < joinOpensAt(lesson);
}

/** Staff record what happened once a live class has started (the server refuses earlier). */
export function canRecordOutcome(lesson: LessonItem, now: number): boolean {
  return isLive(lesson) && now >= startMs(lesson);
}

/**
 * The teacher's review can be written once a class has started, and after it
 * ended as long as it took place (not cancelled, no no-show recorded).
 */
export function canReview(lesson: LessonItem, now: number): boolean {
  if (lesson.IsCancel || now < startMs(lesson)) return false;
  return lesson.Status === 'booked' || lesson.Status === 'finished';
}

/** The outcome staff recorded, if any. */
export function recordedOutcome(lesson: LessonItem): 'finished' | 'absent' | 'teacher_absent' | null {
  if (lesson.IsCancel) return null;
  return lesson.Status === 'finished' || lesson.Status === 'absent' || lesson.Status === 'teacher_absent' ? lesson.Status : null;
}

/** Today's date (YYYY-MM-DD) in a zone. */
export function localToday(zone: string, now: number): string {
  return localParts(now, zone).date;
}
