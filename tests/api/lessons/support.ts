/**
 * Helpers of the live-classes part 2 suites (what happens around a lesson):
 * a booked lesson of a student, moved in time by writing `lessons.startsAt`
 * (so it is about to start, in progress or over), its course questions with
 * their answers read from the database, and the routes' paths.
 */
import { asc, eq } from 'drizzle-orm';

import type { Db } from '@/server/db/client';
import { courseQuestions, lessons } from '@/server/db/schema';
import type { QuestionData } from '@/server/db/schema/lessons';

import { call, ok, type Answer } from '../helpers/calls';
import type { EngineSuite } from '../helpers/test-app';
import { book, bookingBody, freeSlot, HOUR, newStudent, type Student } from '../classes/support';

export const MINUTE = 60_000;

export const ECLASS = '/api/eclass/classin';
export const PATHS = {
  previewMaterials: `${ECLASS}/getPreviewMaterials`,
  previewWords: `${ECLASS}/getPreviewMaterials3`,
  preview: `${ECLASS}/getPreview`,
  setPreview: `${ECLASS}/setPreview`,
  classroom: `${ECLASS}/classroom`,
  getReview: `${ECLASS}/getReview`,
  setReview: `${ECLASS}/setReview`,
  getExercises: `${ECLASS}/getExercises`,
  submitExercises: `${ECLASS}/submitExercises`,
  exerciseResult: `${ECLASS}/getExerciseResult`,
  knowledge: `${ECLASS}/getKnowledgeReview`,
  download: `${ECLASS}/coursewareDownload`,
  enter: '/api/acadsoc/app/loginTencentClass',
  jump: '/api/acadsoc/app/jump/login/url',
  like: '/api/card/like',
  likes: '/api/card/likes',
  staffReview: '/api/abc/lesson/review',
  shift: '/api/dev/lessons/shift',
  cancel: '/api/eclass/v1/classin/cancelMyClass',
} as const;

export interface Pick {
  materialId: number;
  bookId: number;
}

/** A student with a package of 20 classes. */
export const student = (db: Db) => newStudent(db, { classes: 20 });

/**
 * Books one free seed slot (a day or more ahead; `teacher`: that teacher's) for the student; the
 * lesson id. A slot at the time of one of the student's classes (4713) is passed over for the next.
 */
export async function bookLesson(t: EngineSuite, who: Student, pick: Pick, teacher?: string): Promise<number> {
  for (let tries = 0; ; tries++) {
    const slot = await freeSlot(t.db, teacher ? { teacher } : {});
    const answer = await book(t, who.token, bookingBody([slot.id], pick));
    if (answer.code === 0) return answer.data.booked[0].lessonId;
    if (answer.code !== 4713 || tries >= 20) throw new Error(`booking failed: ${JSON.stringify(answer)}`);
  }
}

let shiftSeq = 0;

/**
 * Moves a lesson to start at `startsAt` (within a second): its second, plus milliseconds that
 * differ on every call, so a student's two live lessons never share a start.
 */
export async function moveLesson(db: Db, lessonId: number, startsAt: Date): Promise<Date> {
  const at = new Date(Math.floor(startsAt.getTime() / 1000) * 1000 + (++shiftSeq % 1000));
  await db.update(lessons).set({ startsAt: at }).where(eq(lessons.id, lessonId));
  return at;
}

/** The lesson starts in `ms` (negative: it started that long ago). */
export const startIn = (db: Db, lessonId: number, ms: number) => moveLesson(db, lessonId, new Date(Date.now() + ms));

/** The lesson (25 minutes) ended an hour ago or so. */
export const endLesson = (db: Db, lessonId: number) => startIn(db, lessonId, -2 * HOUR);

/** A booked lesson of the student that is over. */
export async function endedLesson(t: EngineSuite, who: Student, pick: Pick, teacher?: string): Promise<number> {
  const lessonId = await bookLesson(t, who, pick, teacher);
  await endLesson(t.db, lessonId);
  return lessonId;
}

/** Cancels a lesson through the leave flow (free within 10 minutes of booking). */
export async function cancelLesson(t: EngineSuite, who: Student, lessonId: number): Promise<void> {
  await ok(t, PATHS.cancel, { token: who.token, json: { lessonId, reason: 'sick' } });
}

export interface StoredQuestion {
  id: number;
  position: number;
  kind: string;
  data: QuestionData;
}

/** A unit's questions with their answers, by position. */
export function questionsOf(db: Db, materialId: number): Promise<StoredQuestion[]> {
  return db
    .select({ id: courseQuestions.id, position: courseQuestions.position, kind: courseQuestions.kind, data: courseQuestions.data })
    .from(courseQuestions)
    .where(eq(courseQuestions.materialId, materialId))
    .orderBy(asc(courseQuestions.position));
}

/** A POST of the spec's shape: inputs as JSON body, in English unless told. */
export function post<T = unknown>(t: EngineSuite, path: string, token: string | undefined, json: unknown, lang: 'cn' | 'en' = 'en'): Promise<Answer<T>> {
  return call<T>(t, path, { token, json, lang });
}
