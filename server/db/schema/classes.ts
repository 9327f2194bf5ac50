import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import type { CoursewarePage, KeySentence, VocabItem } from '../../../lib/types/lessons';
import { users } from './account';
import { books } from './books';

/**
 * A foreign teacher of the live classes. `userId` links the teacher's staff
 * account when there is one; `paused` teachers keep their page but cannot be
 * booked (SPEC §5). `availability` is the weekly pattern in Beijing time that
 * `ensureSlots` turns into bookable slots.
 */
export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 100 }).notNull(),
  gender: varchar('gender', { length: 8 }).notNull(),
  nationality: varchar('nationality', { length: 2 }).notNull(),
  yearsTeaching: integer('years_teaching').notNull().default(0),
  introduction: text('introduction').notNull(),
  introductionCn: text('introduction_cn').notNull(),
  avatar: text('avatar').notNull(),
  introPicture: text('intro_picture').notNull(),
  introVideo: text('intro_video'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  paused: boolean('paused').notNull().default(false),
  availability: jsonb('availability').$type<{ weekday: number; from: string; to: string }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bookable 25-minute slot of a teacher, as a UTC instant. One row per
 * teacher and start; a slot is booked by at most one live lesson, which the
 * unique index on lessons guarantees (not this table).
 */
export const teacherSlots = pgTable(
  'teacher_slots',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull().default(25),
  },
  (t) => [uniqueIndex('teacher_slots_uq').on(t.teacherId, t.startsAt), index('teacher_slots_start_idx').on(t.startsAt)],
);

/** A course unit: a level's material built around one seed picture book. */
export const courseMaterials = pgTable(
  'course_materials',
  {
    id: serial('id').primaryKey(),
    level: varchar('level', { length: 2 }).notNull(),
    unit: integer('unit').notNull(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** The unit's content (content/courses/<book>.json resolved by the seed): goal, words and sentences with their narration clips, teaching points, courseware slides. */
    goal: jsonb('goal').$type<{ en: string; cn: string }>().notNull().default({ en: '', cn: '' }),
    vocabulary: jsonb('vocabulary').$type<VocabItem[]>().notNull().default([]),
    sentences: jsonb('sentences').$type<KeySentence[]>().notNull().default([]),
    knowledge: jsonb('knowledge').$type<{ en: string; cn: string }[]>().notNull().default([]),
    courseware: jsonb('courseware').$type<CoursewarePage[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('course_materials_uq').on(t.level, t.unit), uniqueIndex('course_materials_book_uq').on(t.bookId)],
);

/**
 * A package of classes a student owns. `remaining` is the balance, never
 * below zero (the check constraint refuses it, also under concurrent
 * bookings) and always the sum of the package's ledger rows, which are
 * written in the same transaction as every change.
 */
export const studentPackages = pgTable(
  'student_packages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull(),
    totalClasses: integer('total_classes').notNull(),
    remaining: integer('remaining').notNull(),
    validityDays: integer('validity_days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_packages_user_idx').on(t.userId), check('student_packages_remaining_ck', sql`${t.remaining} >= 0`)],
);

/** Every change of a package's balance: bought/granted (+), booked (−1), refunded (+1), expired (−rest). */
export const packageLedger = pgTable(
  'package_ledger',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => studentPackages.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    lessonId: integer('lesson_id'),
    actorId: integer('actor_id'),
    /** The store order that bought the package ('bought' rows): unique, so an order credits classes once. */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_ledger_package_idx').on(t.packageId), uniqueIndex('package_ledger_order_uq').on(t.orderId).where(sql`${t.orderId} is not null`)],
);

/**
 * A booked class. `status`: booked -> finished | absent | teacher_absent, or
 * cancelled (`isCancel`). A teacher's slot and a student's start time each
 * hold at most one live (not cancelled) lesson: the partial unique indexes
 * make the database refuse a double booking however requests race.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => teacherSlots.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull().default(25),
    materialId: integer('material_id').references(() => courseMaterials.id),
    bookId: integer('book_id').references(() => books.id),
    packageId: integer('package_id').references(() => studentPackages.id),
    trial: boolean('trial').notNull().default(false),
    prefs: jsonb('prefs').$type<Record<string, string>>().notNull().default({}),
    status: varchar('status', { length: 16 }).notNull().default('booked'),
    isCancel: boolean('is_cancel').notNull().default(false),
    cancelReason: varchar('cancel_reason', { length: 32 }),
    cancelNote: varchar('cancel_note', { length: 500 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** What the cancellation cost: 'free', 'voucher' or 'charged'; for a teacher no-show, 'returned'. */
    settlement: varchar('settlement', { length: 16 }),
    bookedBy: integer('booked_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lessons_slot_live_uq').on(t.slotId).where(sql`${t.isCancel} = false`),
    uniqueIndex('lessons_student_time_live_uq').on(t.studentId, t.startsAt).where(sql`${t.isCancel} = false`),
    index('lessons_student_idx').on(t.studentId, t.startsAt),
    index('lessons_start_idx').on(t.startsAt),
  ],
);

/** A leave voucher: using it on a late cancellation keeps the class hour. */
export const leaveVouchers = pgTable(
  'leave_vouchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    lessonId: integer('lesson_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leave_vouchers_user_idx').on(t.userId)],
);

/** A family's request for the one free trial class; an adviser arranges it (status requested -> arranged | closed). */
export const trialRequests = pgTable(
  'trial_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learnerAge: integer('learner_age'),
    level: varchar('level', { length: 16 }),
    preferredTimes: varchar('preferred_times', { length: 300 }).notNull().default(''),
    contact: varchar('contact', { length: 120 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    lessonId: integer('lesson_id'),
    adviserId: integer('adviser_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trial_requests_user_uq').on(t.userId)],
);

/** A private, revocable calendar feed: only the SHA-256 of its token is kept. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What staff did: every package grant, trial arrangement and lesson outcome, with who did it. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    targetUserId: integer('target_user_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_actions_created_idx').on(t.createdAt)],
);

/** A class the user's family should hear about (a teacher no-show returned a class hour); shown on the class list until read. */
export const classNotices = pgTable(
  'class_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id').notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_notices_user_idx').on(t.userId)],
);
