import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import type { ExerciseAnswer, ExerciseOption, ExerciseQuestion, ExerciseResult, ExerciseSet, FavouriteQuestion } from '@/lib/types/lessons';

import type { Db } from '../../db/client';
import { courseMaterials, courseQuestions, exerciseAttempts, lessons, questionLikes } from '../../db/schema';
import type { QuestionData } from '../../db/schema/lessons';
import { uniqueViolation } from '../../db/queries/violations';
import { AppError } from '../../errors';
import { getServerTranslator } from '../../i18n';
import { materialName } from '../classes/lessons';
import { lessonHeader, liveLessonOf, requireEnded, type LessonRow } from './lesson';
import { isRightAnswer } from './units';

type QuestionRow = { id: number; kind: ExerciseQuestion['kind']; data: QuestionData };

function questionsOf(db: Db, materialId: number): Promise<QuestionRow[]> {
  return db
    .select({ id: courseQuestions.id, kind: courseQuestions.kind, data: courseQuestions.data })
    .from(courseQuestions)
    .where(eq(courseQuestions.materialId, materialId))
    .orderBy(asc(courseQuestions.position));
}

/**
 * The options as the caller reads them: a picture is named by its letter in
 * the question's order, in the caller's language ("图 A", "Picture A"); a word
 * option is its word. Worked out here from the order, so rows seeded before
 * labels were localised read the same.
 */
function optionsOf(q: Pick<QuestionRow, 'kind' | 'data'>, locale: AppLocale): ExerciseOption[] {
  if (q.kind !== 'picture') return q.data.options;
  const t = getServerTranslator(locale, 'Exercises');
  return q.data.options.map((o, i) => ({ ...o, label: t('pictureOption', { letter: String.fromCharCode(65 + i) }) }));
}

/** The right answer as the caller reads it (see optionsOf). */
function rightAnswerOf(q: Pick<QuestionRow, 'kind' | 'data'>, locale: AppLocale): string {
  if (q.kind !== 'picture') return q.data.rightLabel;
  return optionsOf(q, locale).find((o) => o.value === q.data.answer)?.label ?? q.data.rightLabel;
}

async function likedIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: questionLikes.questionId })
    .from(questionLikes)
    .where(and(eq(questionLikes.userId, userId), inArray(questionLikes.questionId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** getExercises?clid: the lesson's questions without their answers (after the class). */
export async function getExercises(db: Db, userId: number, lessonId: number, locale: AppLocale, now = new Date()): Promise<ExerciseSet> {
  const row = await liveLessonOf(db, userId, lessonId);
  requireEnded(row, now);
  const questions = await questionsOf(db, row.material.id);
  const liked = await likedIds(db, userId, questions.map((q) => q.id));
  return {
    lesson: lessonHeader(row, locale, now),
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      prompt: q.data.prompt,
      audio: q.data.audio,
      options: optionsOf(q, locale),
      tiles: q.data.tiles,
      favourite: liked.has(q.id),
    })),
  };
}

async function resultOf(db: Db, userId: number, row: LessonRow, attempt: typeof exerciseAttempts.$inferSelect, questions: QuestionRow[], locale: AppLocale, now: Date): Promise<ExerciseResult> {
  const liked = await likedIds(db, userId, questions.map((q) => q.id));
  const byId = new Map(attempt.answers.map((a) => [a.questionId, a]));
  return {
    lesson: lessonHeader(row, locale, now),
    attempt: attempt.attempt,
    total: attempt.total,
    correct: attempt.correct,
    score: attempt.score,
    submittedAt: attempt.submittedAt.toISOString(),
    items: questions.map((q) => {
      const given = byId.get(q.id);
      return {
        questionId: q.id,
        kind: q.kind,
        prompt: q.data.prompt,
        answer: given?.answer ?? null,
        correct: given?.correct ?? false,
        rightAnswer: rightAnswerOf(q, locale),
        ...(q.data.rightImage ? { rightImage: q.data.rightImage } : {}),
        explanation: locale === 'cn' ? q.data.explanation.cn : q.data.explanation.en,
        favourite: liked.has(q.id),
      };
    }),
  };
}

function latestAttempt(db: Db, lessonId: number) {
  return db
    .select()
    .from(exerciseAttempts)
    .where(eq(exerciseAttempts.lessonId, lessonId))
    .orderBy(desc(exerciseAttempts.attempt))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * submitExercises?clid: scores the answers given. Questions not answered this
 * time keep their answer of the latest attempt (a retry of the wrong ones
 * sends only those); every answer must belong to the lesson's questions.
 * Two submissions at once make two attempts, numbered by the unique index.
 */
export async function submitExercises(db: Db, userId: number, lessonId: number, answers: ExerciseAnswer[], locale: AppLocale, now = new Date()): Promise<ExerciseResult> {
  const row = await liveLessonOf(db, userId, lessonId);
  requireEnded(row, now);
  const questions = await questionsOf(db, row.material.id);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, string>();
  for (const a of answers) {
    if (!byId.has(a.questionId) || given.has(a.questionId)) throw new AppError('EXERCISE_ANSWER_INVALID');
    given.set(a.questionId, a.answer);
  }
  for (let tries = 0; ; tries++) {
    const previous = await latestAttempt(db, row.id);
    const carried = new Map((previous?.answers ?? []).map((a) => [a.questionId, a.answer]));
    const scored = questions.map((q) => {
      const answer = given.has(q.id) ? given.get(q.id)! : (carried.get(q.id) ?? null);
      return { questionId: q.id, answer, correct: isRightAnswer(q.kind, answer, q.data.answer) };
    });
    const correct = scored.filter((s) => s.correct).length;
    const total = questions.length;
    try {
      const [attempt] = await db
        .insert(exerciseAttempts)
        .values({ lessonId: row.id, userId, attempt: (previous?.attempt ?? 0) + 1, answers: scored, correct, total, score: total ? Math.round((correct / total) * 100) : 0, submittedAt: now })
        .returning();
      return resultOf(db, userId, row, attempt, questions, locale, now);
    } catch (err) {
      // Another submission took this attempt number: score again on top of it.
      if (tries < 3 && uniqueViolation(err) === 'exercise_attempts_uq') continue;
      throw err;
    }
  }
}

/** getExerciseResult?clid: the latest scored attempt, or null before any. */
export async function getExerciseResult(db: Db, userId: number, lessonId: number, locale: AppLocale, now = new Date()): Promise<ExerciseResult | null> {
  const row = await liveLessonOf(db, userId, lessonId);
  requireEnded(row, now);
  const attempt = await latestAttempt(db, row.id);
  if (!attempt) return null;
  return resultOf(db, userId, row, attempt, await questionsOf(db, row.material.id), locale, now);
}

/**
 * POST /card/like?questionId: keeps a question in the favourites list, or
 * takes it out when it is there. Only questions of the caller's own lessons
 * that have ended can be kept (anything else: 'this question does not exist').
 */
export async function toggleQuestionLike(db: Db, userId: number, questionId: number, now = new Date()): Promise<{ questionId: number; liked: boolean }> {
  // Only after the class: a favourite shows the right answer, which must not be read before the exercises open.
  const ended = sql`${lessons.startsAt} + make_interval(mins => ${lessons.minutes}) <= ${now}`;
  const [owned] = await db
    .select({ lessonId: lessons.id })
    .from(courseQuestions)
    .innerJoin(lessons, and(eq(lessons.materialId, courseQuestions.materialId), eq(lessons.studentId, userId), eq(lessons.isCancel, false), ended))
    .where(eq(courseQuestions.id, questionId))
    .orderBy(desc(lessons.startsAt))
    .limit(1);
  if (!owned) throw new AppError('QUESTION_NOT_FOUND');
  const removed = await db
    .delete(questionLikes)
    .where(and(eq(questionLikes.userId, userId), eq(questionLikes.questionId, questionId)))
    .returning({ id: questionLikes.questionId });
  if (removed.length) return { questionId, liked: false };
  await db.insert(questionLikes).values({ userId, questionId, lessonId: owned.lessonId }).onConflictDoNothing();
  return { questionId, liked: true };
}

/** GET /card/likes: the caller's favourite questions, newest first (at most 200). */
export async function favouriteQuestions(db: Db, userId: number, locale: AppLocale): Promise<FavouriteQuestion[]> {
  const rows = await db
    .select({ like: questionLikes, q: { id: courseQuestions.id, kind: courseQuestions.kind, data: courseQuestions.data }, level: courseMaterials.level, unit: courseMaterials.unit })
    .from(questionLikes)
    .innerJoin(courseQuestions, eq(courseQuestions.id, questionLikes.questionId))
    .innerJoin(courseMaterials, eq(courseMaterials.id, courseQuestions.materialId))
    .where(eq(questionLikes.userId, userId))
    .orderBy(desc(questionLikes.createdAt), desc(questionLikes.questionId))
    .limit(200);
  return rows.map((r) => ({
    questionId: r.q.id,
    kind: r.q.kind,
    prompt: r.q.data.prompt,
    rightAnswer: rightAnswerOf(r.q, locale),
    explanation: locale === 'cn' ? r.q.data.explanation.cn : r.q.data.explanation.en,
    lessonId: r.like.lessonId,
    unitName: materialName(r.level, r.unit, locale),
    likedAt: r.like.createdAt.toISOString(),
  }));
}
