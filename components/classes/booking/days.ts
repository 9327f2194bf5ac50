import { BOOKING_HORIZON_DAYS } from '@/lib/constants/classes';
import { addDays, localParts } from '@/lib/classes/time';

/** The dates a learner may book, today first, in their own zone (YYYY-MM-DD). */
export function bookingDays(zone: string, now = Date.now(), days = BOOKING_HORIZON_DAYS): string[] {
  return bookingDaysFrom(localParts(now, zone).date, days);
}

/** The dates a learner may book from `today` (YYYY-MM-DD in their zone) on. */
export function bookingDaysFrom(today: string, days = BOOKING_HORIZON_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** A YYYY-MM-DD date as an instant to format with `timeZone: 'UTC'` (noon, so no zone moves it to another day). */
export function dateValue(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
