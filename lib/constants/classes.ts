/**
 * Live classes: the spec's constants (SPEC §4, §5, §9) and our policy
 * figures (docs/decisions.md "Live classes, part 1"). The config lists are
 * served by GET /api/eclass/config/list with their labels; clients read
 * them from there, these are the values the server accepts.
 */

/** SPEC §9: max classes per booking. */
export const MAX_CLASSES_PER_BOOKING = 15;
/** SPEC §9: lesson record page size. */
export const LESSON_RECORD_PAGE_SIZE = 300;
/** SPEC §9: the upcoming window, minutes before start. */
export const UPCOMING_WINDOW_MINUTES = 180;
/** Every class is one 25-minute slot (a slot starts every 30 minutes). */
export const LESSON_MINUTES = 25;
export const SLOT_STEP_MINUTES = 30;
/** How far ahead slots exist and may be booked. */
export const BOOKING_HORIZON_DAYS = 14;
/** SPEC §5: compulsory-education students cannot book a class that starts at or after 21:00 local time, nor one longer than 30 minutes. */
export const MINOR_CUTOFF_HOUR = 21;
export const MINOR_MAX_LESSON_MINUTES = 30;
/** Leave policy: free cancellation within this many minutes of booking ... */
export const FREE_CANCEL_AFTER_BOOKING_MINUTES = 10;
/** ... and up to this many hours before the start; later (until the start) the class hour is kept only with a leave voucher. */
export const FREE_CANCEL_HOURS_BEFORE = 6;
/** Entering the classroom opens this many minutes before the start (part 2 builds the classroom). */
export const ENTER_CLASSROOM_MINUTES = 10;
/** The time zone the teachers' availability is written in, and shown beside the learner's own. */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';

export const CLASS_TOOLS = ['whiteboard', 'slides', 'picture-book', 'flashcards'] as const;
export const SPEECH_SPEEDS = ['slow', 'normal', 'natural'] as const;
export const CORRECTION_MODES = ['immediate', 'after-sentence', 'end-of-class'] as const;
export const MATERIAL_USE_FORMS = ['read-along', 'discuss', 'role-play'] as const;
export const ATMOSPHERES = ['calm', 'lively', 'encouraging'] as const;
/** The time periods a learner picks before teachers and times, by local start hour [from, to). */
export const TIME_PERIODS = { morning: [6, 12], afternoon: [12, 18], evening: [18, 24] } as const;
export type TimePeriod = keyof typeof TIME_PERIODS;

/** Why a class is cancelled (the leave flow). */
export const LEAVE_REASONS = ['sick', 'school', 'travel', 'family', 'network', 'other'] as const;

/** The preferences asked when booking, with their default values. */
export const CLASS_PREFERENCES = {
  classTool: CLASS_TOOLS,
  speechSpeed: SPEECH_SPEEDS,
  correctionMode: CORRECTION_MODES,
  materialUseForm: MATERIAL_USE_FORMS,
  atmosphere: ATMOSPHERES,
} as const;
export type ClassPreferenceName = keyof typeof CLASS_PREFERENCES;

/** Teacher tags (seed content and filters). */
export const TEACHER_TAGS = [
  'phonics',
  'picture-books',
  'conversation',
  'young-learners',
  'teens',
  'pronunciation',
  'grammar',
  'exam-prep',
  'storytelling',
  'science',
] as const;

/**
 * SPEC §4 computed class status by minutes until start: more than 180 -> 1
 * 'Pending Classes'; 180 or fewer and above 0 -> 2 'Upcoming'; 0 or less -> 3
 * 'In Progress'.
 */
export function computedClassStatus(startMs: number, nowMs: number): 1 | 2 | 3 {
  const minutes = (startMs - nowMs) / 60_000;
  if (minutes > UPCOMING_WINDOW_MINUTES) return 1;
  if (minutes > 0) return 2;
  return 3;
}

/**
 * The label a class shows (SPEC §4 texts): a live booked class is pending,
 * upcoming, in class or ended by the clock; the rest by what happened.
 */
export type ClassLabel = 'pending' | 'upcoming' | 'inClass' | 'ended' | 'finished' | 'absent' | 'unfinished' | 'cancelled';

export function classLabel(item: { status: string; isCancel: boolean; startMs: number; minutes: number }, nowMs: number): ClassLabel {
  if (item.isCancel) return 'cancelled';
  if (item.status === 'finished') return 'finished';
  if (item.status === 'absent') return 'absent';
  if (item.status === 'teacher_absent') return 'unfinished';
  if (nowMs >= item.startMs + item.minutes * 60_000) return 'ended';
  const computed = computedClassStatus(item.startMs, nowMs);
  return computed === 1 ? 'pending' : computed === 2 ? 'upcoming' : 'inClass';
}

/**
 * The status a lesson shows: a booked class that has ended is 'finished' when
 * the student entered the classroom and 'absent' when nobody did; what staff
 * recorded (finished, absent, teacher no-show) and cancellations stand.
 */
export function shownStatus(row: { status: string; isCancel: boolean; startsAt: Date; minutes: number; enteredAt: Date | null }, now: Date): string {
  if (row.isCancel) return 'cancelled';
  if (row.status !== 'booked') return row.status;
  if (now.getTime() < row.startsAt.getTime() + row.minutes * 60_000) return 'booked';
  return row.enteredAt ? 'finished' : 'absent';
}
