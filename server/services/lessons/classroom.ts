import 'server-only';
import { eq, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import type { ClassroomData, ClassroomEntry } from '@/lib/types/lessons';

import type { Db } from '../../db/client';
import { lessonProgress, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ClassroomProvider } from '../../providers/classroom';
import { CLASSROOM_OPENS_MINUTES_BEFORE, lessonEnd, lessonHeader, liveLessonOf, type LessonRow } from './lesson';

const opensAt = (row: Pick<LessonRow, 'startsAt'>) => new Date(row.startsAt.getTime() - CLASSROOM_OPENS_MINUTES_BEFORE * 60_000);

/** The classroom is open from 10 minutes before the start to the end, for a class still booked. */
function requireOpen(row: LessonRow, now: Date): void {
  if (now.getTime() < opensAt(row).getTime()) throw new AppError('CLASSROOM_NOT_OPEN');
  if (now.getTime() >= lessonEnd(row).getTime() || row.status !== 'booked') throw new AppError('CLASSROOM_CLOSED');
}

/**
 * loginTencentClass: the classroom URL of the caller's lesson while the
 * classroom is open. Entering records attendance (the first entry's time);
 * `attended` tells whether this call was that first entry.
 */
export async function enterClassroom(db: Db, provider: ClassroomProvider, userId: number, lessonId: number, now = new Date()): Promise<ClassroomEntry> {
  const row = await liveLessonOf(db, userId, lessonId);
  requireOpen(row, now);
  const [student] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  const url = await provider.joinUrl({ id: row.id, startsAt: row.startsAt, minutes: row.minutes, teacherName: row.teacherName, studentId: userId, studentName: student?.nickname ?? '' });
  const [progress] = await db
    .insert(lessonProgress)
    .values({ lessonId: row.id, enteredAt: now, entries: 1 })
    .onConflictDoUpdate({
      target: lessonProgress.lessonId,
      set: { enteredAt: sql`coalesce(${lessonProgress.enteredAt}, excluded.entered_at)`, entries: sql`${lessonProgress.entries} + 1` },
    })
    .returning({ entries: lessonProgress.entries, enteredAt: lessonProgress.enteredAt });
  return {
    url,
    provider: provider.name,
    opensAt: opensAt(row).toISOString(),
    closesAt: lessonEnd(row).toISOString(),
    attended: progress?.enteredAt?.getTime() === now.getTime(),
  };
}

/** The built-in classroom page: the lesson, its courseware and the phase (waiting, live, ended). */
export async function classroomData(db: Db, userId: number, lessonId: number, locale: AppLocale, now = new Date()): Promise<ClassroomData> {
  const row = await liveLessonOf(db, userId, lessonId);
  if (now.getTime() < opensAt(row).getTime()) throw new AppError('CLASSROOM_NOT_OPEN');
  const ended = now.getTime() >= lessonEnd(row).getTime() || row.status !== 'booked';
  return {
    lesson: lessonHeader(row, locale, now),
    courseware: row.material.courseware,
    opensAt: opensAt(row).toISOString(),
    closesAt: lessonEnd(row).toISOString(),
    phase: ended ? 'ended' : now.getTime() < row.startsAt.getTime() ? 'waiting' : 'live',
  };
}

/** jump/login/url: passes on a classroom URL of the provider, refuses anything else (no open redirect). */
export function jumpUrl(provider: ClassroomProvider, url: string): { url: string } {
  if (!provider.ownsUrl(url)) throw new AppError('CLASSROOM_URL_INVALID');
  return { url };
}
