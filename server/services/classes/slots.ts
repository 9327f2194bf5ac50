import 'server-only';

import { BEIJING_TIME_ZONE, BOOKING_HORIZON_DAYS, LESSON_MINUTES, SLOT_STEP_MINUTES } from '@/lib/constants/classes';
import { addDays, localParts, zonedInstant } from '@/lib/classes/time';

import { and, eq, lt, notExists } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { lessons, teachers, teacherSlots } from '../../db/schema';

type Availability = { weekday: number; from: string; to: string }[];

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The UTC starts of a weekly availability (Beijing time) on the `days` days from `from` (a Beijing date). */
export function slotStarts(availability: Availability, from: string, days: number): Date[] {
  const starts: Date[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    for (const window of availability) {
      if (window.weekday !== weekday) continue;
      const end = minutesOf(window.to);
      for (let m = minutesOf(window.from); m + LESSON_MINUTES <= end; m += SLOT_STEP_MINUTES) {
        starts.push(zonedInstant(date, hhmm(m), BEIJING_TIME_ZONE));
      }
    }
  }
  return starts;
}

let filledThrough = '';

/**
 * Turns every teacher's weekly availability into slots for today and the
 * next BOOKING_HORIZON_DAYS days (Beijing dates). Idempotent (the unique
 * index skips existing slots), so several processes may run it; each
 * process runs it at most once per Beijing day unless forced.
 */
export async function ensureSlots(db: Db, now = new Date(), force = false): Promise<number> {
  const today = localParts(now, BEIJING_TIME_ZONE).date;
  if (!force && filledThrough === today) return 0;
  const rows = await db.select({ id: teachers.id, availability: teachers.availability }).from(teachers);
  const values = rows.flatMap((t) => slotStarts(t.availability, today, BOOKING_HORIZON_DAYS + 1).map((startsAt) => ({ teacherId: t.id, startsAt, minutes: LESSON_MINUTES })));
  let inserted = 0;
  for (let i = 0; i < values.length; i += 1000) {
    const chunk = values.slice(i, i + 1000);
    const result = await db.insert(teacherSlots).values(chunk).onConflictDoNothing().returning({ id: teacherSlots.id });
    inserted += result.length;
  }
  await pruneSlots(db, today);
  filledThrough = today;
  return inserted;
}

/**
 * Forgets the slots that started before yesterday (Beijing) and were never
 * booked: about 560 a day would otherwise pile up for nothing. A slot a lesson
 * points at stays with its lesson, cancelled or not.
 */
export async function pruneSlots(db: Db, today: string): Promise<number> {
  const cutoff = zonedInstant(addDays(today, -1), '00:00', BEIJING_TIME_ZONE);
  const gone = await db
    .delete(teacherSlots)
    .where(and(lt(teacherSlots.startsAt, cutoff), notExists(db.select({ id: lessons.id }).from(lessons).where(eq(lessons.slotId, teacherSlots.id)))))
    .returning({ id: teacherSlots.id });
  return gone.length;
}

/** For tests: forget that today's slots were made. */
export function resetSlotCache(): void {
  filledThrough = '';
}
