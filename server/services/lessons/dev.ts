import 'server-only';
import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { lessons } from '../../db/schema';
import { AppError } from '../../errors';

/** Development only (DEV_TIME_TRAVEL): moves the caller's own lesson to another start, so a test can reach 'in progress' or 'ended'. */
export async function shiftLesson(db: Db, userId: number, lessonId: number, startsAt: Date) {
  const [row] = await db
    .update(lessons)
    .set({ startsAt })
    .where(and(eq(lessons.id, lessonId), eq(lessons.studentId, userId)))
    .returning({ id: lessons.id, startsAt: lessons.startsAt });
  if (!row) throw new AppError('LESSON_NOT_FOUND');
  return { lessonId: row.id, startsAt: row.startsAt.toISOString() };
}
