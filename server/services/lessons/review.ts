import 'server-only';
import { desc, eq } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import { REVIEW_SKILLS, type FamilyRating, type ReviewData, type ReviewSkill, type StaffReviewInput, type StaffReviewView, type TeacherReview } from '@/lib/types/lessons';

import type { Db } from '../../db/client';
import { courseQuestions, exerciseAttempts, lessonRatings, lessonReviews, staffActions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { lessonFor, lessonHeader, liveLessonOf, requireEnded } from './lesson';

/**
 * The family sees the review as the class teacher's, whoever typed it in
 * (an adviser may enter it for the teacher); the staff log keeps who did.
 */
async function teacherReviewOf(db: Db, lessonId: number, teacherName: string, vocabulary: TeacherReview['words']): Promise<TeacherReview | null> {
  const [row] = await db.select({ review: lessonReviews }).from(lessonReviews).where(eq(lessonReviews.lessonId, lessonId));
  if (!row) return null;
  const met = new Set(row.review.words.map((w) => w.toLowerCase()));
  return {
    comment: row.review.comment,
    ratings: row.review.ratings,
    words: vocabulary.filter((v) => met.has(v.word.toLowerCase())),
    reviewerName: teacherName,
    reviewedAt: row.review.reviewedAt.toISOString(),
  };
}

async function familyRatingOf(db: Db, lessonId: number): Promise<FamilyRating | null> {
  const [row] = await db.select().from(lessonRatings).where(eq(lessonRatings.lessonId, lessonId));
  return row ? { rating: row.rating, comment: row.comment, ratedAt: row.ratedAt.toISOString() } : null;
}

/** The exercise summary of a lesson: its question count and the latest attempt. */
export async function exerciseSummary(db: Db, lessonId: number, materialId: number) {
  const [questions, [latest]] = await Promise.all([
    db.select({ id: courseQuestions.id }).from(courseQuestions).where(eq(courseQuestions.materialId, materialId)),
    db.select().from(exerciseAttempts).where(eq(exerciseAttempts.lessonId, lessonId)).orderBy(desc(exerciseAttempts.attempt)).limit(1),
  ]);
  return { total: questions.length, correct: latest?.correct ?? null, score: latest?.score ?? null, attempts: latest?.attempt ?? 0 };
}

/** getReview?clid&platform=1: the teacher's review, the family's rating and the exercise summary (after the class). */
export async function getReview(db: Db, userId: number, lessonId: number, locale: AppLocale, now = new Date()): Promise<ReviewData> {
  const row = await liveLessonOf(db, userId, lessonId);
  const lesson = lessonHeader(row, locale, now);
  const available = now.getTime() >= row.startsAt.getTime() + row.minutes * 60_000;
  if (!available) return { lesson, available, teacherReview: null, familyRating: null, exercises: { total: 0, correct: null, score: null, attempts: 0 } };
  const [teacherReview, familyRating, exercises] = await Promise.all([
    teacherReviewOf(db, row.id, row.teacherName, row.material.vocabulary),
    familyRatingOf(db, row.id),
    exerciseSummary(db, row.id, row.material.id),
  ]);
  return { lesson, available, teacherReview, familyRating, exercises };
}

/** setReview?clid&platform=1: the family rates the class (1 to 5 and a comment); a new rating replaces the old. */
export async function setFamilyRating(db: Db, userId: number, lessonId: number, input: { rating: number; comment: string }, now = new Date()): Promise<FamilyRating> {
  const row = await liveLessonOf(db, userId, lessonId);
  requireEnded(row, now);
  const values = { lessonId: row.id, userId, rating: input.rating, comment: input.comment, ratedAt: now };
  await db.insert(lessonRatings).values(values).onConflictDoUpdate({ target: lessonRatings.lessonId, set: { rating: input.rating, comment: input.comment, ratedAt: now } });
  return { rating: input.rating, comment: input.comment, ratedAt: now.toISOString() };
}

type StaffScope = { all: boolean; teacherId?: number };

/** Staff: the review form of a lesson (a teacher only for their own lessons). */
export async function staffReview(db: Db, scope: StaffScope, lessonId: number): Promise<StaffReviewView> {
  const row = await lessonFor(db, lessonId, { staff: scope });
  const vocabulary = (row.material?.vocabulary ?? []).map((v) => ({ word: v.word, cn: v.cn }));
  const [saved] = await db
    .select({ review: lessonReviews, reviewer: users.nickname })
    .from(lessonReviews)
    .leftJoin(users, eq(users.id, lessonReviews.reviewerId))
    .where(eq(lessonReviews.lessonId, lessonId));
  return {
    lessonId,
    vocabulary,
    review: saved
      ? { comment: saved.review.comment, ratings: saved.review.ratings, words: saved.review.words, reviewerName: saved.reviewer ?? '', reviewedAt: saved.review.reviewedAt.toISOString() }
      : null,
  };
}

/** Staff: writes (or rewrites) a lesson's review once the class has started; logged in the staff log. */
export async function saveStaffReview(db: Db, actorId: number, scope: StaffScope, input: StaffReviewInput, now = new Date()): Promise<StaffReviewView> {
  const row = await lessonFor(db, input.lessonId, { staff: scope });
  if (row.isCancel) throw new AppError('LESSON_CANCELLED');
  if (now.getTime() < row.startsAt.getTime()) throw new AppError('LESSON_NOT_STARTED');
  const known = new Set((row.material?.vocabulary ?? []).map((v) => v.word.toLowerCase()));
  const words = [...new Set(input.words.map((w) => w.toLowerCase()))];
  if (words.some((w) => !known.has(w))) throw new AppError('VALIDATION_FAILED', { params: { field: 'words' } });
  const ratings = Object.fromEntries(REVIEW_SKILLS.map((s) => [s, input.ratings[s]])) as Record<ReviewSkill, number>;
  await db.transaction(async (tx) => {
    await tx
      .insert(lessonReviews)
      .values({ lessonId: row.id, comment: input.comment, ratings, words, reviewerId: actorId, reviewedAt: now })
      .onConflictDoUpdate({ target: lessonReviews.lessonId, set: { comment: input.comment, ratings, words, reviewerId: actorId, reviewedAt: now } });
    await tx.insert(staffActions).values({ actorId, action: 'lesson_review', targetUserId: row.studentId, detail: { lessonId: row.id } });
  });
  return staffReview(db, scope, row.id);
}
