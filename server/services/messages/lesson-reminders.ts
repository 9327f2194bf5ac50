import 'server-only';
import { and, eq, gt, lte } from 'drizzle-orm';

import { LESSON_SOON_MINUTES } from '@/lib/constants/messages';

import type { Db } from '../../db/client';
import { lessons } from '../../db/schema';
import { getLogger } from '../../log';
import { notify } from './notify';

/**
 * Tells each student whose booked class starts within LESSON_SOON_MINUTES.
 * Once per class (its dedupe key), however many processes run this and
 * however often; returns how many notices were stored.
 */
export async function announceLessonsSoon(db: Db, now = new Date()): Promise<number> {
  const soon = await db
    .select({ id: lessons.id, studentId: lessons.studentId, startsAt: lessons.startsAt })
    .from(lessons)
    .where(and(eq(lessons.isCancel, false), eq(lessons.status, 'booked'), gt(lessons.startsAt, now), lte(lessons.startsAt, new Date(now.getTime() + LESSON_SOON_MINUTES * 60_000))));
  if (!soon.length) return 0;
  return notify(
    db,
    soon.map((l) => ({ userId: l.studentId, kind: 'lesson.soon' as const, data: { lessonId: l.id, startTime: l.startsAt.toISOString() }, dedupeKey: `lesson.soon:${l.id}` })),
  );
}

/** Runs announceLessonsSoon every minute; returns the function that stops it. */
export function startLessonReminders(getDb: () => Promise<Db>): () => void {
  const every = setInterval(() => {
    getDb()
      .then((db) => announceLessonsSoon(db))
      .catch((err: unknown) => getLogger().error({ err }, 'class reminders failed'));
  }, 60_000);
  every.unref();
  return () => clearInterval(every);
}
