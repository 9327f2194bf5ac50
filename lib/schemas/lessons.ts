import { z } from 'zod';

import { REVIEW_SKILLS, type ReviewSkill } from '../types/lessons';
import { idField } from './paging';

/** The spec's ids beside the lesson: `catId` and `subjectId` name the unit's category and subject in the spec's backend; ours are read from the lesson, so they are checked and ignored. */
const specIds = { catId: idField.optional(), subjectId: idField.optional() };

/** getPreviewMaterials, getPreviewMaterials3, getKnowledgeReview: `sid` is the lesson. */
export const sidSchema = z.object({ sid: idField });

/** getPreview, setPreview, getExercises, getExerciseResult, coursewareDownload: `clid` is the lesson. */
export const clidSchema = z.object({ clid: idField, ...specIds });

/** getReview and setReview take `platform=1` (the family's side). */
const platformField = z.coerce.number().int().min(1).max(9).optional();
export const reviewQuerySchema = z.object({ clid: idField, platform: platformField, ...specIds });

/** setReview?clid&platform=1: the family's rating. */
export const familyRatingSchema = z.object({
  clid: idField,
  platform: platformField,
  ...specIds,
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
});

/** submitExercises?clid */
export const submitExercisesSchema = z.object({
  clid: idField,
  answers: z
    .array(z.object({ questionId: idField, answer: z.string().trim().min(1).max(500) }))
    .min(1)
    .max(50),
});

/** loginTencentClass: the lesson to enter (`lessonId`, or the spec's `clid`). */
export const classroomLoginSchema = z
  .object({ lessonId: idField.optional(), clid: idField.optional() })
  .refine((v) => v.lessonId !== undefined || v.clid !== undefined, { path: ['lessonId'] })
  .transform((v) => ({ lessonId: (v.lessonId ?? v.clid)! }));

/** GET /eclass/classin/classroom?lessonId */
export const classroomQuerySchema = z.object({ lessonId: idField });

/** jump/login/url?url */
export const jumpUrlSchema = z.object({ url: z.string().trim().min(1).max(2000) });

/** POST /card/like?questionId */
export const questionIdSchema = z.object({ questionId: idField });

/** The signed courseware download link. */
export const downloadLinkSchema = z.object({
  clid: idField,
  uid: idField,
  exp: z.coerce.number().int().positive().max(99_999_999_999),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

const ratingField = z.coerce.number().int().min(1).max(5);

/** Staff: a lesson's review (POST /abc/lesson/review). */
export const staffReviewSchema = z.object({
  lessonId: idField,
  comment: z.string().trim().min(1).max(2000),
  ratings: z.object(Object.fromEntries(REVIEW_SKILLS.map((s) => [s, ratingField])) as Record<ReviewSkill, typeof ratingField>),
  words: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
});

export const staffReviewQuerySchema = z.object({ lessonId: idField });

/** Development only (DEV_TIME_TRAVEL): move one's own lesson to another start. */
export const lessonShiftSchema = z.object({ lessonId: idField, startsAt: z.iso.datetime({ offset: true }) });
