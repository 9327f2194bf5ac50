import 'server-only';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';

import {
  BEIJING_TIME_ZONE,
  BOOKING_HORIZON_DAYS,
  MAX_CLASSES_PER_BOOKING,
  MINOR_CUTOFF_HOUR,
  MINOR_MAX_LESSON_MINUTES,
  type ClassPreferenceName,
  type TimePeriod,
} from '@/lib/constants/classes';
import { addDays, localDayRange, localParts } from '@/lib/classes/time';

import type { Db } from '../../db/client';
import { checkViolation, uniqueViolation } from '../../db/queries/violations';
import { books, courseMaterials, lessons, packageLedger, studentPackages, teachers, teacherSlots, users } from '../../db/schema';
import { AppError } from '../../errors';
import { courseBookWhere } from '../books/books';
import { notifyQuietly } from '../messages/notify';

export interface BookingInput {
  date?: string;
  timePeriod?: TimePeriod;
  slotIds: number[];
  bookId?: number;
  materialId?: number;
  trial?: boolean;
  prefs: Partial<Record<ClassPreferenceName, string>>;
}

export interface BookedLesson {
  lessonId: number;
  slotId: number;
  startTime: string;
}

/**
 * The booking rules of SPEC §5 that need no lock, in the order the form asks
 * them: a date, a time period, a picture book and material, at least one
 * time and at most 15, no trial (an adviser arranges those). Each refusal is
 * the spec's message; nothing is written.
 */
export function checkBookingForm(input: BookingInput): void {
  if (input.trial) throw new AppError('TRIAL_NEEDS_ADVISER');
  if (!input.date) throw new AppError('BOOKING_DATE_REQUIRED');
  if (!input.timePeriod) throw new AppError('BOOKING_PERIOD_REQUIRED');
  if (!input.bookId || !input.materialId) throw new AppError('BOOKING_MATERIAL_REQUIRED');
  if (input.slotIds.length === 0) throw new AppError('BOOKING_TIME_REQUIRED');
  if (input.slotIds.length > MAX_CLASSES_PER_BOOKING) throw new AppError('BOOKING_TOO_MANY');
}

/**
 * Books up to 15 classes in one transaction (SPEC §5). The rules that read
 * rows are checked first (the slot exists, is in the future and within 14
 * days, its teacher has not paused, the 21:00 and 30-minute rules for a
 * compulsory-education student in their own time zone, enough classes on
 * packages still valid at each start). The writes then let the database
 * decide the races: each package is decremented with `remaining >= n` (and
 * a check constraint keeps it from going below zero), each lesson insert
 * meets the partial unique indexes on the slot and on the student's start
 * time. Any refusal rolls the whole batch back.
 */
export async function bookClasses(db: Db, userId: number, input: BookingInput, zone: string, now = new Date()): Promise<BookedLesson[]> {
  checkBookingForm(input);
  const slotIds = [...new Set(input.slotIds)];
  if (slotIds.length !== input.slotIds.length) throw new AppError('VALIDATION_FAILED', { params: { field: 'slotIds' } });

  const [material] = await db
    .select({ id: courseMaterials.id, bookId: courseMaterials.bookId })
    .from(courseMaterials)
    .innerJoin(books, eq(books.id, courseMaterials.bookId))
    .where(and(eq(courseMaterials.id, input.materialId!), eq(courseMaterials.bookId, input.bookId!), courseBookWhere));
  if (!material) throw new AppError('BOOKING_MATERIAL_REQUIRED');

  const [student] = await db.select({ compulsory: users.compulsoryEducation }).from(users).where(eq(users.id, userId));
  const slots = await db
    .select({ id: teacherSlots.id, teacherId: teacherSlots.teacherId, startsAt: teacherSlots.startsAt, minutes: teacherSlots.minutes, paused: teachers.paused })
    .from(teacherSlots)
    .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
    .where(inArray(teacherSlots.id, slotIds));
  if (slots.length !== slotIds.length) throw new AppError('NOT_FOUND');
  slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  // The last bookable day is today + 14 in Beijing time, the days slots are made for.
  const horizon = localDayRange(addDays(localParts(now, BEIJING_TIME_ZONE).date, BOOKING_HORIZON_DAYS + 1), BEIJING_TIME_ZONE)[0].getTime();
  for (const slot of slots) {
    if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('BOOKING_IN_PAST');
    if (slot.startsAt.getTime() > horizon) throw new AppError('BOOKING_BEYOND_HORIZON');
    if (slot.paused) throw new AppError('TEACHER_PAUSED');
    if (student?.compulsory) {
      if (slot.minutes > MINOR_MAX_LESSON_MINUTES) throw new AppError('BOOKING_TOO_LONG');
      const { hour } = localParts(slot.startsAt, zone);
      // No class that starts at or after 21:00 (nor before 06:00, the same night) in the student's own time zone.
      if (hour >= MINOR_CUTOFF_HOUR || hour < 6) throw new AppError('BOOKING_AFTER_CUTOFF');
    }
  }

  const packages = await db
    .select({ id: studentPackages.id, remaining: studentPackages.remaining, expiresAt: studentPackages.expiresAt })
    .from(studentPackages)
    .where(and(eq(studentPackages.userId, userId), gt(studentPackages.expiresAt, now)))
    .orderBy(asc(studentPackages.expiresAt), asc(studentPackages.id));
  if (packages.length === 0) {
    // A family whose packages all ran out is told so, not that it never had one.
    const [owned] = await db.select({ id: studentPackages.id }).from(studentPackages).where(eq(studentPackages.userId, userId)).limit(1);
    throw new AppError(owned ? 'BOOKING_PACKAGES_EXPIRED' : 'BOOKING_NO_PACKAGE');
  }
  // Each class takes a class hour from the package that expires soonest and is still valid at its start.
  const left = new Map(packages.map((p) => [p.id, p.remaining]));
  const allocation = slots.map((slot) => {
    const pkg = packages.find((p) => p.expiresAt > slot.startsAt && (left.get(p.id) ?? 0) > 0);
    if (!pkg) throw new AppError('BOOKING_EXCEEDS_REMAINING');
    left.set(pkg.id, left.get(pkg.id)! - 1);
    return { slot, packageId: pkg.id };
  });
  const perPackage = new Map<number, number>();
  for (const a of allocation) perPackage.set(a.packageId, (perPackage.get(a.packageId) ?? 0) + 1);

  let booked: BookedLesson[];
  try {
    booked = await db.transaction(async (tx) => {
      for (const [packageId, n] of perPackage) {
        const updated = await tx
          .update(studentPackages)
          .set({ remaining: sql`${studentPackages.remaining} - ${n}` })
          .where(and(eq(studentPackages.id, packageId), sql`${studentPackages.remaining} >= ${n}`))
          .returning({ id: studentPackages.id });
        if (updated.length === 0) throw new AppError('BOOKING_EXCEEDS_REMAINING');
      }
      const booked: BookedLesson[] = [];
      for (const { slot, packageId } of allocation) {
        const [lesson] = await tx
          .insert(lessons)
          .values({
            studentId: userId,
            teacherId: slot.teacherId,
            slotId: slot.id,
            startsAt: slot.startsAt,
            minutes: slot.minutes,
            materialId: material.id,
            bookId: material.bookId,
            packageId,
            prefs: input.prefs,
            bookedBy: userId,
          })
          .returning({ id: lessons.id });
        await tx.insert(packageLedger).values({ packageId, delta: -1, kind: 'booked', lessonId: lesson.id, actorId: userId });
        booked.push({ lessonId: lesson.id, slotId: slot.id, startTime: slot.startsAt.toISOString() });
      }
      await tx.update(users).set({ timeZone: zone }).where(eq(users.id, userId));
      return booked;
    });
  } catch (err) {
    const unique = uniqueViolation(err);
    if (unique === 'lessons_slot_live_uq') throw new AppError('BOOKING_FAILED', { cause: err });
    if (unique === 'lessons_student_time_live_uq') throw new AppError('BOOKING_TIME_CLASH', { cause: err });
    if (checkViolation(err) !== null) throw new AppError('BOOKING_EXCEEDS_REMAINING', { cause: err });
    throw err;
  }
  await notifyQuietly(
    db,
    booked.map((b) => ({ userId, kind: 'lesson.booked' as const, data: { lessonId: b.lessonId, startTime: b.startTime }, dedupeKey: `lesson.booked:${b.lessonId}` })),
  );
  return booked;
}
