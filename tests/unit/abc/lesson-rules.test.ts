/** When 'Join' and the outcome buttons are offered for a class (ENTER_CLASSROOM_MINUTES before the start until the end). */
import { canJoin, canRecordOutcome, joinNotYetOpen, localToday, recordedOutcome } from '@/components/abc/lesson-rules';
import { ENTER_CLASSROOM_MINUTES } from '@/lib/constants/classes';
import type { LessonItem } from '@/lib/types/classes';

import { lesson as lessonAt } from '../classes/fixtures';

const START = Date.parse('2026-11-26T11:30:00Z');
const MIN = 60_000;

/** A class at 19:30 Beijing time on 26 November 2026, without material or book. */
const lesson = (overrides: Partial<LessonItem> = {}): LessonItem => lessonAt(1, START, { Material: null, Book: null, ...overrides });

describe('staff lesson rules', () => {
  it('Join opens ENTER_CLASSROOM_MINUTES before the start and closes at the end', () => {
    const opens = START - ENTER_CLASSROOM_MINUTES * MIN;
    expect(canJoin(lesson(), opens - 1)).toBe(false);
    expect(joinNotYetOpen(lesson(), opens - 1)).toBe(true);
    expect(canJoin(lesson(), opens)).toBe(true);
    expect(joinNotYetOpen(lesson(), opens)).toBe(false);
    expect(canJoin(lesson(), START + 24 * MIN)).toBe(true);
    expect(canJoin(lesson(), START + 25 * MIN)).toBe(false);
  });

  it('outcomes are offered from the start of a live class, also after its end, never for a cancelled or recorded one', () => {
    expect(canRecordOutcome(lesson(), START - 1)).toBe(false);
    expect(canRecordOutcome(lesson(), START)).toBe(true);
    expect(canRecordOutcome(lesson(), START + 3 * 60 * MIN)).toBe(true);
    expect(canRecordOutcome(lesson({ IsCancel: true, Status: 'cancelled' }), START + MIN)).toBe(false);
    expect(canRecordOutcome(lesson({ Status: 'finished' }), START + MIN)).toBe(false);
    expect(canJoin(lesson({ IsCancel: true }), START)).toBe(false);
  });

  it('names the stored outcome', () => {
    expect(recordedOutcome(lesson())).toBeNull();
    expect(recordedOutcome(lesson({ Status: 'teacher_absent' }))).toBe('teacher_absent');
    expect(recordedOutcome(lesson({ Status: 'absent' }))).toBe('absent');
    expect(recordedOutcome(lesson({ IsCancel: true, Status: 'cancelled' }))).toBeNull();
  });

  it("today is the viewer's zone's date", () => {
    const instant = Date.parse('2026-11-26T20:00:00Z');
    expect(localToday('Asia/Shanghai', instant)).toBe('2026-11-27');
    expect(localToday('America/New_York', instant)).toBe('2026-11-26');
  });
});
