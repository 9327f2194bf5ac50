import 'server-only';
import { and, desc, eq } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import type { TrialInfo, TrialRequestView } from '@/lib/types/classes';

import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/queries/violations';
import { books, courseMaterials, lessons, staffActions, teacherSlots, teachers, trialRequests, users } from '../../db/schema';
import { AppError } from '../../errors';
import { courseBookWhere } from '../books/books';
import { lessonRecord } from './lessons';

export interface TrialRequestInput {
  learnerAge?: number;
  level?: string;
  preferredTimes: string;
  contact: string;
}

/**
 * POST /eclass/classin/getTrialClassCourseInfo: where the family's one free
 * trial class stands. A new account is eligible once; the request waits for
 * an adviser, who books it (arranged); a trial that took place (or was
 * missed) is used.
 */
export async function trialInfo(db: Db, userId: number, zone: string, locale: AppLocale): Promise<TrialInfo> {
  const [request] = await db.select().from(trialRequests).where(eq(trialRequests.userId, userId));
  if (!request) return { status: 'none', eligible: true, lesson: null, requestedAt: null };
  const requestedAt = request.createdAt.toISOString();
  if (!request.lessonId) return { status: request.status === 'closed' ? 'used' : 'requested', eligible: false, lesson: null, requestedAt };
  const { Items } = await lessonRecord(db, userId, { pageIndex: 0, pageSize: 300, serchType: 0 }, zone, locale);
  const lesson = Items.find((l) => l.Id === request.lessonId) ?? null;
  const used = request.status === 'closed' || (lesson !== null && lesson.Status !== 'booked' && lesson.Status !== 'teacher_absent');
  return { status: used ? 'used' : 'arranged', eligible: false, lesson, requestedAt };
}

/** A family asks for the trial class: once per account; asking again while it waits updates the details. */
export async function requestTrial(db: Db, userId: number, input: TrialRequestInput): Promise<void> {
  const [existing] = await db
    .select({ status: trialRequests.status, lessonStatus: lessons.status })
    .from(trialRequests)
    .leftJoin(lessons, eq(lessons.id, trialRequests.lessonId))
    .where(eq(trialRequests.userId, userId));
  // Closed, or its lesson took place (or the family missed it): the one trial is used.
  if (existing && (existing.status !== 'requested' || existing.lessonStatus === 'finished' || existing.lessonStatus === 'absent')) {
    throw new AppError('TRIAL_ALREADY_USED');
  }
  const values = { learnerAge: input.learnerAge ?? null, level: input.level ?? null, preferredTimes: input.preferredTimes, contact: input.contact };
  if (existing) {
    await db.update(trialRequests).set(values).where(and(eq(trialRequests.userId, userId), eq(trialRequests.status, 'requested')));
    return;
  }
  try {
    await db.insert(trialRequests).values({ userId, ...values });
  } catch (err) {
    if (uniqueViolation(err) === null) throw err;
    // A second request raced the first: the first stands, this one updates it.
    await db.update(trialRequests).set(values).where(and(eq(trialRequests.userId, userId), eq(trialRequests.status, 'requested')));
  }
}

/** The trial requests advisers work through, waiting ones first. */
export async function listTrialRequests(db: Db): Promise<TrialRequestView[]> {
  const rows = await db
    .select({
      id: trialRequests.id,
      userId: trialRequests.userId,
      nickname: users.nickname,
      accountNo: users.accountNo,
      learnerAge: trialRequests.learnerAge,
      level: trialRequests.level,
      preferredTimes: trialRequests.preferredTimes,
      contact: trialRequests.contact,
      status: trialRequests.status,
      lessonId: trialRequests.lessonId,
      createdAt: trialRequests.createdAt,
    })
    .from(trialRequests)
    .innerJoin(users, eq(users.id, trialRequests.userId))
    .orderBy(desc(eq(trialRequests.status, 'requested')), desc(trialRequests.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * An adviser books the trial class of a waiting request on a free slot (no
 * package used). The slot's unique index decides a race with a student's
 * booking; the action is logged with the adviser.
 */
export async function arrangeTrial(db: Db, actorId: number, input: { requestId: number; slotId: number; materialId: number }, now = new Date()): Promise<{ lessonId: number }> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx.select().from(trialRequests).where(eq(trialRequests.id, input.requestId)).for('update');
      if (!request || request.status !== 'requested' || request.lessonId) throw new AppError('TRIAL_NOT_FOUND');
      const [slot] = await tx
        .select({ id: teacherSlots.id, teacherId: teacherSlots.teacherId, startsAt: teacherSlots.startsAt, minutes: teacherSlots.minutes, paused: teachers.paused })
        .from(teacherSlots)
        .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
        .where(eq(teacherSlots.id, input.slotId));
      if (!slot) throw new AppError('NOT_FOUND');
      if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('BOOKING_IN_PAST');
      if (slot.paused) throw new AppError('TEACHER_PAUSED');
      const [material] = await tx
        .select({ id: courseMaterials.id, bookId: courseMaterials.bookId })
        .from(courseMaterials)
        .innerJoin(books, eq(books.id, courseMaterials.bookId))
        .where(and(eq(courseMaterials.id, input.materialId), courseBookWhere));
      if (!material) throw new AppError('BOOKING_MATERIAL_REQUIRED');
      const [lesson] = await tx
        .insert(lessons)
        .values({
          studentId: request.userId,
          teacherId: slot.teacherId,
          slotId: slot.id,
          startsAt: slot.startsAt,
          minutes: slot.minutes,
          materialId: material.id,
          bookId: material.bookId,
          trial: true,
          bookedBy: actorId,
        })
        .returning({ id: lessons.id });
      await tx.update(trialRequests).set({ status: 'requested', lessonId: lesson.id, adviserId: actorId }).where(eq(trialRequests.id, request.id));
      await tx.insert(staffActions).values({ actorId, action: 'arrange_trial', targetUserId: request.userId, detail: { requestId: request.id, lessonId: lesson.id, slotId: slot.id } });
      return { lessonId: lesson.id };
    });
  } catch (err) {
    const unique = uniqueViolation(err);
    if (unique === 'lessons_slot_live_uq') throw new AppError('BOOKING_FAILED', { cause: err });
    if (unique === 'lessons_student_time_live_uq') throw new AppError('BOOKING_TIME_CLASH', { cause: err });
    throw err;
  }
}
