import 'server-only';
import { eq, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import { shownStatus } from '@/lib/constants/classes';
import type { LessonHeader } from '@/lib/types/lessons';

import type { Db } from '../../db/client';
import { courseMaterials, lessonProgress, lessons } from '../../db/schema';
import { AppError } from '../../errors';
import { materialName, selectLessons } from '../classes/lessons';

/** The classroom opens this long before the start. */
export const CLASSROOM_OPENS_MINUTES_BEFORE = 10;

export type LessonRow = NonNullable<Awaited<ReturnType<typeof selectLesson>>>;

/** The lesson as the class list reads it, with its whole course unit. */
async function selectLesson(db: Db, lessonId: number) {
  const [row] = await selectLessons(db, eq(lessons.id, lessonId), 'asc', 1);
  if (!row) return undefined;
  const [material] = row.materialId ? await db.select().from(courseMaterials).where(eq(courseMaterials.id, row.materialId)) : [];
  return { ...row, material: material ?? null };
}

/**
 * One lesson as its student may see it. Anyone else, and an unknown id, gets
 * the same 'this class does not exist' (nobody learns whether another
 * family's lesson exists). `staff`: a teacher sees their own lessons, an
 * adviser every lesson.
 */
export async function lessonFor(db: Db, lessonId: number, viewer: { userId: number } | { staff: { all: boolean; teacherId?: number } }): Promise<LessonRow> {
  const row = await selectLesson(db, lessonId);
  if (!row) throw new AppError('LESSON_NOT_FOUND');
  if ('userId' in viewer) {
    if (row.studentId !== viewer.userId) throw new AppError('LESSON_NOT_FOUND');
  } else if (!viewer.staff.all && row.teacherId !== viewer.staff.teacherId) {
    throw new AppError('LESSON_NOT_FOUND');
  }
  return row;
}

/** A lesson of the caller's that was not cancelled and has its course unit. */
export async function liveLessonOf(db: Db, userId: number, lessonId: number): Promise<LessonRow & { material: NonNullable<LessonRow['material']> }> {
  const row = await lessonFor(db, lessonId, { userId });
  if (row.isCancel) throw new AppError('LESSON_CANCELLED');
  if (!row.material) throw new AppError('LESSON_NO_MATERIAL');
  return row as LessonRow & { material: NonNullable<LessonRow['material']> };
}

export const lessonEnd = (row: Pick<LessonRow, 'startsAt' | 'minutes'>) => new Date(row.startsAt.getTime() + row.minutes * 60_000);

/** The review pages open once the class has ended. */
export function requireEnded(row: Pick<LessonRow, 'startsAt' | 'minutes'>, now: Date): void {
  if (now.getTime() < lessonEnd(row).getTime()) throw new AppError('REVIEW_NOT_OPEN');
}

export function lessonHeader(row: LessonRow, locale: AppLocale, now = new Date()): LessonHeader {
  const m = row.material;
  return {
    lessonId: row.id,
    startTime: row.startsAt.toISOString(),
    minutes: row.minutes,
    status: shownStatus(row, now),
    isTrial: row.trial,
    teacher: { id: row.teacherId, name: row.teacherName, avatar: row.teacherAvatar, gender: row.teacherGender, nationality: row.teacherNationality },
    unit: m ? { materialId: m.id, level: m.level, unit: m.unit, name: materialName(m.level, m.unit, locale), goal: locale === 'cn' ? m.goal.cn : m.goal.en } : null,
    book: row.bookId ? { id: row.bookId, slug: row.bookSlug!, title: locale === 'cn' ? row.bookTitleCn! : row.bookTitle!, cover: row.bookCover! } : null,
    enteredAt: row.enteredAt?.toISOString() ?? null,
    previewedAt: row.previewedAt?.toISOString() ?? null,
  };
}

/** Marks the preview of the caller's lesson done (the first time counts; later calls keep it). */
export async function setPreview(db: Db, userId: number, lessonId: number, now = new Date()): Promise<{ lessonId: number; previewedAt: string }> {
  const row = await liveLessonOf(db, userId, lessonId);
  const [saved] = await db
    .insert(lessonProgress)
    .values({ lessonId: row.id, previewedAt: now })
    .onConflictDoUpdate({ target: lessonProgress.lessonId, set: { previewedAt: sql`coalesce(${lessonProgress.previewedAt}, excluded.previewed_at)` } })
    .returning({ previewedAt: lessonProgress.previewedAt });
  return { lessonId: row.id, previewedAt: (saved?.previewedAt ?? now).toISOString() };
}
