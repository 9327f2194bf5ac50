import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import { FREE_CANCEL_AFTER_BOOKING_MINUTES, FREE_CANCEL_HOURS_BEFORE, shownStatus, type LEAVE_REASONS } from '@/lib/constants/classes';
import { localParts } from '@/lib/classes/time';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LeavePolicy, LessonItem } from '@/lib/types/classes';

import type { Db } from '../../db/client';
import {
  books,
  classNotices,
  courseMaterials,
  exerciseAttempts,
  leaveVouchers,
  lessonProgress,
  lessonReviews,
  lessons,
  packageLedger,
  staffActions,
  studentPackages,
  teachers,
  trialRequests,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { notifyQuietly } from '../messages/notify';
import { availableVouchers } from './packages';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** serchType of getCourseLessonRecord: 0 all, 1 to attend, 2 past (attended or not), 3 cancelled. */
export type LessonSearchType = 0 | 1 | 2 | 3;

export function materialName(level: string, unit: number, locale: AppLocale): string {
  return locale === 'cn' ? `${level} 级 · 第 ${unit} 单元` : `Level ${level} · Unit ${unit}`;
}

const lessonColumns = {
  id: lessons.id,
  studentId: lessons.studentId,
  startsAt: lessons.startsAt,
  minutes: lessons.minutes,
  status: lessons.status,
  isCancel: lessons.isCancel,
  trial: lessons.trial,
  prefs: lessons.prefs,
  settlement: lessons.settlement,
  cancelReason: lessons.cancelReason,
  createdAt: lessons.createdAt,
  teacherId: teachers.id,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
  teacherGender: teachers.gender,
  teacherNationality: teachers.nationality,
  materialId: courseMaterials.id,
  level: courseMaterials.level,
  unit: courseMaterials.unit,
  bookId: books.id,
  bookSlug: books.slug,
  bookTitle: books.title,
  bookTitleCn: books.titleCn,
  bookCover: books.coverSmall,
  studentNickname: users.nickname,
  previewedAt: lessonProgress.previewedAt,
  enteredAt: lessonProgress.enteredAt,
  reviewed: sql<boolean>`exists (select 1 from ${lessonReviews} where ${lessonReviews.lessonId} = ${lessons.id})`,
  exerciseScore: sql<number | null>`(select ${exerciseAttempts.score} from ${exerciseAttempts} where ${exerciseAttempts.lessonId} = ${lessons.id} order by ${exerciseAttempts.attempt} desc limit 1)`,
};

export type LessonRow = Awaited<ReturnType<typeof selectLessons>>[number];

/** Lessons with their teacher, student, course unit, book and progress: the read every lesson page shares. */
export function selectLessons(db: Db, where: SQL | undefined, order: 'asc' | 'desc' = 'asc', limit = 300, offset = 0) {
  return db
    .select(lessonColumns)
    .from(lessons)
    .innerJoin(teachers, eq(teachers.id, lessons.teacherId))
    .innerJoin(users, eq(users.id, lessons.studentId))
    .leftJoin(courseMaterials, eq(courseMaterials.id, lessons.materialId))
    .leftJoin(books, eq(books.id, lessons.bookId))
    .leftJoin(lessonProgress, eq(lessonProgress.lessonId, lessons.id))
    .where(where)
    .orderBy(order === 'asc' ? asc(lessons.startsAt) : desc(lessons.startsAt), asc(lessons.id))
    .limit(limit)
    .offset(offset);
}

/** A lesson in the spec's record shape (ClassDate and Start in the viewer's zone) plus what the pages show. */
export function toLessonItem(row: LessonRow, zone: string, locale: AppLocale, now = new Date()): LessonItem {
  const start = localParts(row.startsAt, zone);
  const end = localParts(row.startsAt.getTime() + row.minutes * 60_000, zone);
  return {
    Id: row.id,
    ClassDate: start.date,
    Start: start.time,
    End: end.time,
    StartTime: row.startsAt.toISOString(),
    Minutes: row.minutes,
    Status: row.isCancel ? row.status : shownStatus(row, now),
    IsCancel: row.isCancel,
    IsTrial: row.trial,
    Settlement: row.settlement,
    CancelReason: row.cancelReason,
    BookedAt: row.createdAt.toISOString(),
    Teacher: { Id: row.teacherId, Name: row.teacherName, Avatar: row.teacherAvatar, Gender: row.teacherGender, Nationality: row.teacherNationality },
    Material: row.materialId ? { Id: row.materialId, Name: materialName(row.level!, row.unit!, locale), Level: row.level! } : null,
    Book: row.bookId ? { Id: row.bookId, Slug: row.bookSlug!, Title: locale === 'cn' ? row.bookTitleCn! : row.bookTitle!, Cover: row.bookCover! } : null,
    Prefs: row.prefs,
    Student: { Id: row.studentId, Nickname: row.studentNickname },
    PreviewedAt: row.previewedAt?.toISOString() ?? null,
    EnteredAt: row.enteredAt?.toISOString() ?? null,
    Reviewed: Boolean(row.reviewed),
    ExerciseScore: row.exerciseScore === null || row.exerciseScore === undefined ? null : Number(row.exerciseScore),
  };
}

function searchTypeWhere(type: LessonSearchType, now: Date): SQL | undefined {
  if (type === 1) return and(eq(lessons.isCancel, false), eq(lessons.status, 'booked'), sql`${lessons.startsAt} + make_interval(mins => ${lessons.minutes}) > ${now}`);
  if (type === 2) return and(eq(lessons.isCancel, false), sql`${lessons.startsAt} + make_interval(mins => ${lessons.minutes}) <= ${now}`);
  if (type === 3) return eq(lessons.isCancel, true);
  return undefined;
}

/** POST /acadsoc/app/getCourseLessonRecord: the student's classes, soonest first (past ones last first for serchType 2). */
export async function lessonRecord(
  db: Db,
  userId: number,
  opts: { pageIndex: number; pageSize: number; serchType: LessonSearchType },
  zone: string,
  locale: AppLocale,
  now = new Date(),
): Promise<{ Items: LessonItem[]; Total: number }> {
  const where = and(eq(lessons.studentId, userId), searchTypeWhere(opts.serchType, now));
  const [rows, [count]] = await Promise.all([
    selectLessons(db, where, opts.serchType === 2 ? 'desc' : 'asc', opts.pageSize, opts.pageIndex * opts.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(where),
  ]);
  return { Items: rows.map((r) => toLessonItem(r, zone, locale, now)), Total: count?.n ?? 0 };
}

/** Lessons of any student in [from, to), for staff (a teacher sees only their own). */
export async function lessonsBetween(
  db: Db,
  opts: { from?: Date; to?: Date; teacherId?: number; status?: string; page: number; size: number },
  zone: string,
  locale: AppLocale,
): Promise<{ list: LessonItem[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    opts.from ? sql`${lessons.startsAt} >= ${opts.from}` : undefined,
    opts.to ? sql`${lessons.startsAt} < ${opts.to}` : undefined,
    opts.teacherId ? eq(lessons.teacherId, opts.teacherId) : undefined,
  ];
  if (opts.status === 'cancelled') conditions.push(eq(lessons.isCancel, true));
  else if (opts.status) conditions.push(eq(lessons.isCancel, false), eq(lessons.status, opts.status));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectLessons(db, where, 'asc', opts.size, (opts.page - 1) * opts.size),
    db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(where),
  ]);
  return { list: rows.map((r) => toLessonItem(r, zone, locale)), total: count?.n ?? 0 };
}

/** One lesson of the student's own (anyone else's answers LESSON_NOT_FOUND, so ids reveal nothing). */
async function ownLesson(db: Db | Tx, userId: number, lessonId: number, lock = false) {
  const query = db.select().from(lessons).where(and(eq(lessons.id, lessonId), eq(lessons.studentId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('LESSON_NOT_FOUND');
  return row;
}

/**
 * The leave policy for one lesson at `now` (docs/decisions.md): free within
 * 10 minutes of booking and up to 6 hours before the start; later, until the
 * start, the class hour is kept only with a leave voucher, applied
 * automatically when one is valid. Trial classes are always free. After the
 * start nothing can be cancelled.
 */
export function leavePolicy(
  lesson: { startsAt: Date; createdAt: Date; trial: boolean; isCancel: boolean; status: string },
  vouchers: { id: number; validUntil: string }[],
  now: Date,
): LeavePolicy {
  const graceEnds = lesson.createdAt.getTime() + FREE_CANCEL_AFTER_BOOKING_MINUTES * 60_000;
  const freeUntil = Math.min(lesson.startsAt.getTime(), Math.max(graceEnds, lesson.startsAt.getTime() - FREE_CANCEL_HOURS_BEFORE * 3_600_000));
  const open = !lesson.isCancel && lesson.status === 'booked' && now.getTime() < lesson.startsAt.getTime();
  const free = lesson.trial || now.getTime() < freeUntil;
  const voucher = !free ? (vouchers[0] ?? null) : null;
  return {
    cancellable: open,
    deadline: lesson.startsAt.toISOString(),
    freeUntil: new Date(freeUntil).toISOString(),
    inGracePeriod: now.getTime() < graceEnds,
    outcome: free ? 'free' : voucher ? 'voucher' : 'charged',
    voucher,
    vouchers,
  };
}

/** POST /eclass/classin/getAvailableAskLeaveCoupon: the policy and vouchers for a lesson. */
export async function getLeaveOptions(db: Db, userId: number, lessonId: number, now = new Date()): Promise<LeavePolicy> {
  const lesson = await ownLesson(db, userId, lessonId);
  return leavePolicy(lesson, await availableVouchers(db, userId, now), now);
}

/** POST /eclass/classin/insertCourseCancellationReason: the reason (and note) the family gives, stored on their upcoming lesson before it is cancelled. */
export async function setLeaveReason(db: Db, userId: number, lessonId: number, reason: (typeof LEAVE_REASONS)[number], note: string): Promise<void> {
  const lesson = await ownLesson(db, userId, lessonId);
  if (lesson.isCancel || lesson.status !== 'booked') throw new AppError('LEAVE_NOT_POSSIBLE');
  await db.update(lessons).set({ cancelReason: reason, cancelNote: note || null }).where(eq(lessons.id, lessonId));
}

export interface CancelResult {
  lessonId: number;
  settlement: 'free' | 'voucher' | 'charged';
  classReturned: boolean;
  voucherId: number | null;
}

/**
 * Cancels a student's lesson (the leave flow): the reason is required (given
 * now or stored by insertCourseCancellationReason); the policy decides
 * whether the class hour comes back, using the voucher named, or the one the
 * policy picks when `useVoucher` is not false. One transaction, the lesson
 * row locked: a second cancel of the same lesson finds it cancelled.
 */
export async function cancelLesson(
  db: Db,
  userId: number,
  input: { lessonId: number; reason?: string; note?: string; useVoucher?: boolean; voucherId?: number; trial: boolean },
  now = new Date(),
): Promise<CancelResult> {
  const result = await db.transaction(async (tx) => {
    const lesson = await ownLesson(tx, userId, input.lessonId, true);
    if (lesson.trial !== input.trial) throw new AppError('LEAVE_WRONG_KIND');
    if (lesson.isCancel || lesson.status !== 'booked') throw new AppError('LEAVE_NOT_POSSIBLE');
    if (now.getTime() >= lesson.startsAt.getTime()) throw new AppError('LEAVE_TOO_LATE');
    const reason = input.reason ?? lesson.cancelReason;
    if (!reason) throw new AppError('LEAVE_REASON_REQUIRED');
    const vouchers = await tx
      .select({ id: leaveVouchers.id, validUntil: leaveVouchers.validUntil })
      .from(leaveVouchers)
      .where(and(eq(leaveVouchers.userId, userId), isNull(leaveVouchers.usedAt), sql`${leaveVouchers.validUntil} > ${now}`))
      .orderBy(asc(leaveVouchers.validUntil), asc(leaveVouchers.id))
      .for('update');
    const policy = leavePolicy(lesson, vouchers.map((v) => ({ id: v.id, validUntil: v.validUntil.toISOString() })), now);
    let settlement = policy.outcome;
    let voucherId: number | null = null;
    if (settlement === 'voucher') {
      if (input.useVoucher === false) settlement = 'charged';
      else {
        voucherId = input.voucherId ?? policy.voucher!.id;
        if (!vouchers.some((v) => v.id === voucherId)) throw new AppError('LEAVE_VOUCHER_INVALID');
        await tx.update(leaveVouchers).set({ usedAt: now, lessonId: lesson.id }).where(eq(leaveVouchers.id, voucherId));
      }
    }
    await tx
      .update(lessons)
      .set({ isCancel: true, status: 'cancelled', cancelledAt: now, cancelReason: reason, cancelNote: input.note ?? lesson.cancelNote, settlement })
      .where(eq(lessons.id, lesson.id));
    const classReturned = settlement !== 'charged' && lesson.packageId !== null;
    if (classReturned) await returnClass(tx, lesson.packageId!, lesson.id, userId);
    if (lesson.trial) await tx.update(trialRequests).set({ status: 'requested', lessonId: null }).where(eq(trialRequests.lessonId, lesson.id));
    return { lessonId: lesson.id, settlement, classReturned, voucherId, startTime: lesson.startsAt.toISOString() };
  });
  const { startTime, ...cancelled } = result;
  await notifyQuietly(db, { userId, kind: 'lesson.cancelled', data: { lessonId: cancelled.lessonId, startTime }, dedupeKey: `lesson.cancelled:${cancelled.lessonId}` });
  return cancelled;
}

async function returnClass(tx: Tx, packageId: number, lessonId: number, actorId: number): Promise<void> {
  await tx.update(studentPackages).set({ remaining: sql`${studentPackages.remaining} + 1` }).where(eq(studentPackages.id, packageId));
  await tx.insert(packageLedger).values({ packageId, delta: 1, kind: 'refunded', lessonId, actorId });
}

/**
 * POST /eclass/classin/endAbsentMyClass: the family says they cannot attend
 * a class that has already started (too late for leave). The class is
 * marked absent; the class hour stays used.
 */
export async function endAbsentLesson(db: Db, userId: number, lessonId: number, now = new Date()): Promise<{ lessonId: number; status: string }> {
  return db.transaction(async (tx) => {
    const lesson = await ownLesson(tx, userId, lessonId, true);
    if (lesson.isCancel || lesson.status !== 'booked') throw new AppError('LEAVE_NOT_POSSIBLE');
    if (now.getTime() < lesson.startsAt.getTime()) throw new AppError('ABSENT_BEFORE_START');
    await tx.update(lessons).set({ status: 'absent' }).where(eq(lessons.id, lessonId));
    if (lesson.trial) await settleTrialRequest(tx, lesson.id, 'absent');
    return { lessonId, status: 'absent' };
  });
}

export type LessonOutcome = 'finished' | 'absent' | 'teacher_absent';

/**
 * What a trial lesson's outcome does to the family's trial request: one that
 * took place (or that the family missed) uses the trial up ('closed'); one
 * the teacher missed goes back to the adviser to arrange again, as a
 * cancelled trial does.
 */
async function settleTrialRequest(tx: Tx, lessonId: number, outcome: LessonOutcome): Promise<void> {
  if (outcome === 'teacher_absent') await tx.update(trialRequests).set({ status: 'requested', lessonId: null }).where(eq(trialRequests.lessonId, lessonId));
  else await tx.update(trialRequests).set({ status: 'closed' }).where(eq(trialRequests.lessonId, lessonId));
}

/**
 * Staff record what happened in a lesson that has started. A teacher no-show
 * gives the class hour back at once (ledger 'refunded', settlement
 * 'returned') and leaves a notice for the family; every outcome is logged
 * with who recorded it. `teacherId` limits a teacher to their own lessons
 * (anyone else's answers LESSON_NOT_FOUND).
 */
export async function recordOutcome(
  db: Db,
  actorId: number,
  lessonId: number,
  outcome: LessonOutcome,
  now = new Date(),
  teacherId?: number,
): Promise<{ lessonId: number; status: string }> {
  return db.transaction(async (tx) => {
    const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
    if (!lesson || (teacherId !== undefined && lesson.teacherId !== teacherId)) throw new AppError('LESSON_NOT_FOUND');
    if (lesson.isCancel || lesson.status !== 'booked') throw new AppError('CONFLICT');
    if (now.getTime() < lesson.startsAt.getTime()) throw new AppError('CONFLICT');
    await tx
      .update(lessons)
      .set({ status: outcome, settlement: outcome === 'teacher_absent' ? 'returned' : lesson.settlement })
      .where(eq(lessons.id, lessonId));
    if (outcome === 'teacher_absent') {
      if (lesson.packageId !== null) await returnClass(tx, lesson.packageId, lesson.id, actorId);
      await tx.insert(classNotices).values({ userId: lesson.studentId, lessonId, kind: 'teacher_absent' });
    }
    if (lesson.trial) await settleTrialRequest(tx, lesson.id, outcome);
    await tx.insert(staffActions).values({ actorId, action: `outcome_${outcome}`, targetUserId: lesson.studentId, detail: { lessonId } });
    return { lessonId, status: outcome };
  });
}

/** Unread notices of the student's classes (a teacher no-show returned a class hour). */
export async function listNotices(db: Db, userId: number): Promise<{ id: number; lessonId: number; kind: string; createdAt: string }[]> {
  const rows = await db
    .select()
    .from(classNotices)
    .where(and(eq(classNotices.userId, userId), isNull(classNotices.readAt)))
    .orderBy(desc(classNotices.createdAt));
  return rows.map((n) => ({ id: n.id, lessonId: n.lessonId, kind: n.kind, createdAt: n.createdAt.toISOString() }));
}

export async function markNoticesRead(db: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(classNotices)
    .set({ readAt: new Date() })
    .where(and(eq(classNotices.userId, userId), inArray(classNotices.id, ids)));
}
