import { BOOKING_HORIZON_DAYS } from '@/lib/constants/classes';
import { addDays, localParts } from '@/lib/classes/time';

/** The dates a learner may book, today first, in their own zone (YYYY-MM-DD). */
export function bookingDays(zone: string, now = Date.now(), days = BOOKING_HORIZON_DAYS): string[] {
  const today = localParts(now, zone).date;
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** A YYYY-MM-DD date as an instant to format with `timeZone: 'UTC'` (noon, so no zone moves it to another day). */
export function dateValue(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
