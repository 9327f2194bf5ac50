import { MAX_CLASSES_PER_BOOKING, MINOR_CUTOFF_HOUR, type TimePeriod } from '@/lib/constants/classes';
import { localParts } from '@/lib/classes/time';

/** Morning starts at 06:00: a class before it is the same night as one after 21:00 (the server refuses both). */
const MINOR_EARLIEST_HOUR = 6;

/** One chosen class in the basket: a slot of a teacher, kept while the learner looks at other dates. */
export interface BasketItem {
  slotId: number;
  /** The UTC instant of the start (ISO). */
  startTime: string;
  /** YYYY-MM-DD and HH:mm in the viewer's zone. */
  date: string;
  start: string;
  teacherId: number;
  teacherName: string;
}

/** The booking rules of SPEC §5 a client can check itself, named after their messages (BookClass.rules.*). */
export type BookingRule = 'dateRequired' | 'periodRequired' | 'materialRequired' | 'timeRequired' | 'tooMany' | 'exceedsRemaining' | 'inPast' | 'afterCutoff';

export interface BookingDraft {
  date: string | null;
  timePeriod: TimePeriod | null;
  bookId: number | null;
  materialId: number | null;
  basket: readonly BasketItem[];
}

export interface BookingContext {
  /** Classes left on valid packages (summary.remaining). */
  remaining: number;
  /** A compulsory-education student: no class at or after 21:00 in their own zone. */
  compulsoryEducation: boolean;
  /** The viewer's IANA zone. */
  zone: string;
  now: number;
}

export interface BrokenRule {
  rule: BookingRule;
  /** The class the rule is about (the past or late one). */
  item?: BasketItem;
}

/** Whether a compulsory-education student may not take a class starting at this instant (21:00 to 06:00 in their zone). */
export function isAfterCutoff(startTime: string, zone: string): boolean {
  const { hour } = localParts(startTime, zone);
  return hour >= MINOR_CUTOFF_HOUR || hour < MINOR_EARLIEST_HOUR;
}

/**
 * The first rule a booking breaks, in the spec's order (SPEC §5, the same
 * order the server answers in): a date first; a time period, a picture book
 * and its material; at least one time; at most 15; no more than the classes
 * left; nothing earlier than now; for a compulsory-education student nothing
 * at or after 21:00. Null when the booking may be sent.
 */
export function firstBrokenRule(draft: BookingDraft, ctx: BookingContext): BrokenRule | null {
  if (!draft.date) return { rule: 'dateRequired' };
  if (!draft.timePeriod) return { rule: 'periodRequired' };
  if (!draft.bookId || !draft.materialId) return { rule: 'materialRequired' };
  if (draft.basket.length === 0) return { rule: 'timeRequired' };
  if (draft.basket.length > MAX_CLASSES_PER_BOOKING) return { rule: 'tooMany' };
  if (draft.basket.length > ctx.remaining) return { rule: 'exceedsRemaining' };
  const past = draft.basket.find((item) => Date.parse(item.startTime) <= ctx.now);
  if (past) return { rule: 'inPast', item: past };
  if (ctx.compulsoryEducation) {
    const late = draft.basket.find((item) => isAfterCutoff(item.startTime, ctx.zone));
    if (late) return { rule: 'afterCutoff', item: late };
  }
  return null;
}

/** Why one more class cannot go into the basket (the 15 first, as the spec orders them), or null. */
export function basketLimit(size: number, remaining: number): 'tooMany' | 'exceedsRemaining' | null {
  if (size >= MAX_CLASSES_PER_BOOKING) return 'tooMany';
  if (size >= remaining) return 'exceedsRemaining';
  return null;
}

export type BasketRefusal = 'tooMany' | 'exceedsRemaining' | 'timeClash';

/**
 * Adds a class to the basket, or takes it out when it is there already. An
 * addition past a limit, or at the start of a class already chosen with
 * another teacher, leaves the basket as it is and names the reason. The
 * basket stays sorted by start time.
 */
export function toggleBasket(basket: readonly BasketItem[], item: BasketItem, remaining: number): { basket: readonly BasketItem[]; refused: BasketRefusal | null } {
  if (basket.some((b) => b.slotId === item.slotId)) return { basket: basket.filter((b) => b.slotId !== item.slotId), refused: null };
  const refused = basketLimit(basket.length, remaining) ?? (basket.some((b) => b.startTime === item.startTime) ? 'timeClash' : null);
  if (refused) return { basket, refused };
  const next = [...basket, item].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return { basket: next, refused: null };
}
