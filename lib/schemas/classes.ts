import { z } from 'zod';

import { CLASS_PREFERENCES, LEAVE_REASONS, LESSON_RECORD_PAGE_SIZE, TIME_PERIODS, type TimePeriod } from '../constants/classes';
import { flagField, idField, pageField } from './paging';

/** An empty value counts as not given, so the booking rule (a date first, ...) answers rather than the type check. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const timePeriodField = z.enum(Object.keys(TIME_PERIODS) as [TimePeriod, ...TimePeriod[]]);

/** POST /api/acadsoc/app/getCourseLessonRecord: the spec sends pageSize 300, pageIndex 0, isContainsLcicClass true, serchType 0. */
export const lessonRecordSchema = z.object({
  pageIndex: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(LESSON_RECORD_PAGE_SIZE).default(LESSON_RECORD_PAGE_SIZE),
  isContainsLcicClass: flagField.optional(),
  serchType: z.coerce.number().int().min(0).max(3).default(0),
});

const preferences = Object.fromEntries(
  Object.entries(CLASS_PREFERENCES).map(([name, values]) => [name, z.enum(values as unknown as [string, ...string[]]).optional()]),
) as Record<keyof typeof CLASS_PREFERENCES, z.ZodOptional<z.ZodEnum<Record<string, string>>>>;

/** POST /api/eclass/order/batch: the classes (slots) to book and what to learn in them. */
export const bookingSchema = z.object({
  date: optional(dateField),
  timePeriod: optional(timePeriodField),
  slotIds: z.array(idField).max(100).default([]),
  bookId: optional(idField),
  materialId: optional(idField),
  trial: flagField.optional(),
  ...preferences,
});

/** POST /api/class/practice/classScheduleV3 */
export const scheduleSchema = z.object({
  date: dateField,
  timePeriod: optional(timePeriodField),
  teacherId: optional(idField),
});

/** GET /api/class/practice/studyNodeStyle?type=3 */
export const studyNodeSchema = z.object({ type: z.coerce.number().int().default(3) });

export const lessonIdSchema = z.object({ lessonId: idField });

/** POST /api/eclass/classin/insertCourseCancellationReason */
export const leaveReasonSchema = z.object({
  lessonId: idField,
  reason: z.enum(LEAVE_REASONS),
  note: z.string().trim().max(500).default(''),
});

/** POST /api/eclass/v1/classin/cancelMyClass, /api/acadsoc/app/cancelMyClass and /api/eclass/classin/cancelMyTrialClass */
export const cancelSchema = z.object({
  lessonId: idField,
  reason: z.enum(LEAVE_REASONS).optional(),
  note: z.string().trim().max(500).optional(),
  useVoucher: flagField.optional(),
  voucherId: idField.optional(),
});

/** POST /api/eclass/classin/requestTrialClass */
export const trialRequestSchema = z.object({
  learnerAge: z.coerce.number().int().min(3).max(99).optional(),
  level: z.string().trim().max(16).optional(),
  preferredTimes: z.string().trim().min(1).max(300),
  contact: z.string().trim().max(120).default(''),
});

/** GET /api/eclass/timezone/offset */
export const timeZoneQuerySchema = z.object({ timeZone: z.string().max(64).optional(), date: dateField.optional() });

/** Staff: the classes of a day or a range, filtered. */
export const staffLessonsSchema = z.object({
  date: dateField.optional(),
  from: dateField.optional(),
  to: dateField.optional(),
  teacherId: idField.optional(),
  status: z.enum(['booked', 'finished', 'absent', 'teacher_absent', 'cancelled']).optional(),
  page: pageField.default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Staff: give a student a package. */
export const grantPackageSchema = z.object({
  account: z.string().trim().min(1).max(254),
  classes: z.coerce.number().int().min(1).max(500),
  validityDays: z.coerce.number().int().min(1).max(1100),
  name: z.string().trim().min(1).max(100),
  nameCn: z.string().trim().min(1).max(100),
});

/** Staff: book a waiting trial request on a slot. */
export const arrangeTrialSchema = z.object({ requestId: idField, slotId: idField, materialId: idField });

/** Staff: what happened in a lesson. */
export const outcomeSchema = z.object({ lessonId: idField, outcome: z.enum(['finished', 'absent', 'teacher_absent']) });

export const noticeReadSchema = z.object({ ids: z.array(idField).max(100) });
