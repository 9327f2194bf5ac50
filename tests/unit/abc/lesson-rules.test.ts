/** When 'Join' and the outcome buttons are offered for a class (ENTER_CLASSROOM_MINUTES before the start until the end). */
import { canJoin, canRecordOutcome, joinNotYetOpen, localToday, recordedOutcome } from '@/components/abc/lesson-rules';
import { ENTER_CLASSROOM_MINUTES } from '@/lib/constants/classes';
import type { LessonItem } from '@/lib/types/classes';

const START = Date.parse('2026-11-26T11:30:00Z');
const MIN = 60_000;

function lesson(overrides: Partial<LessonItem> = {}): LessonItem {
  return {
    Id: 1,
    ClassDate: '2026-11-26',
    Start: '19:30',
    End: '19:55',
    StartTime: new Date(START).toISOString(),
    Minutes: 25,
    Status: 'booked',
    IsCancel: false,
    IsTrial: false,
    Settlement: null,
    CancelReason: null,
    BookedAt: '2026-11-20T00:00:00Z',
    Teacher: { Id: 1, Name: 'Amy Lawson', Avatar: '', Gender: 'female', Nationality: 'US' },
    Material: null,
    Book: null,
    Prefs: {},
    Student: { Id: 2, Nickname: 'Lily' },
    ...overrides,
  };
}

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
