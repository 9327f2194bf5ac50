/**
 * Helpers of the live-classes API suites: students with a package, free
 * seed slots handed out once per database (so the tests of a file never
 * fight over a slot), slots made at a chosen instant, the package balance
 * beside its ledger, and the refusals as a caller reads them.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';

import type { LessonItem } from '@/lib/types/classes';
import type { Db } from '@/server/db/client';
import { courseMaterials, lessons, packageLedger, studentPackages, teachers, teacherSlots, users } from '@/server/db/schema';
import { ERROR_CODES, type ErrorName } from '@/server/errors';
import { grantPackage } from '@/server/services/classes/packages';

import { call, messages, ok, type Answer, type Locale } from '../helpers/calls';
import { createUserWithSession, type EngineSuite } from '../helpers/test-app';

export const SHANGHAI = { 'Time-Zone': 'Asia/Shanghai' } as const;
export const LONDON = { 'Time-Zone': 'Europe/London' } as const;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface Student {
  userId: number;
  token: string;
  nickname: string;
  packageId: number | null;
}

/** A logged-in user; with `classes`, a granted package of that many classes (valid `validityDays`, 30 by default). */
export async function newStudent(
  db: Db,
  options: { classes?: number; validityDays?: number; compulsory?: boolean; grantedAt?: Date; role?: string } = {},
): Promise<Student> {
  const user = await createUserWithSession(db, options.role ? { role: options.role } : {});
  if (options.compulsory) await db.update(users).set({ compulsoryEducation: true }).where(eq(users.id, user.userId));
  let packageId: number | null = null;
  if (options.classes !== undefined) {
    ({ packageId } = await grantPackage(
      db,
      { userId: user.userId, name: 'Test package', nameCn: '测试课包', classes: options.classes, validityDays: options.validityDays ?? 30, source: 'granted' },
      options.grantedAt,
    ));
  }
  return { ...user, packageId };
}

/** A course unit (material) and its picture book, plus the book of another unit (a pair that does not belong together). */
export async function someMaterial(db: Db): Promise<{ materialId: number; bookId: number; otherBookId: number }> {
  const rows = await db.select().from(courseMaterials).orderBy(asc(courseMaterials.id)).limit(2);
  return { materialId: rows[0].id, bookId: rows[0].bookId, otherBookId: rows[1].bookId };
}

export async function teacherIdOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.slug, slug));
  if (!row) throw new Error(`no teacher ${slug}`);
  return row.id;
}

export interface SlotRow {
  id: number;
  teacherId: number;
  startsAt: Date;
}

const handedOut = new WeakMap<Db, Set<number>>();

/**
 * `n` seed slots nobody has booked nor been given by this helper before,
 * of teachers who have not paused, starting at least `leadMs` from now
 * (a day by default). `distinctStarts`: no two at the same instant (one
 * student can book them all). `teacher`: one teacher's only.
 */
export async function freeSlots(
  db: Db,
  n: number,
  options: { leadMs?: number; distinctStarts?: boolean; teacher?: string; filter?: (slot: SlotRow) => boolean } = {},
): Promise<SlotRow[]> {
  const starts = new Set<number>();
  const picked: SlotRow[] = [];
  for (const row of await slotsNotHandedOut(db, options)) {
    if (picked.length === n) break;
    if (options.filter && !options.filter(row)) continue;
    if (options.distinctStarts && starts.has(row.startsAt.getTime())) continue;
    starts.add(row.startsAt.getTime());
    picked.push(row);
  }
  if (picked.length < n) throw new Error(`only ${picked.length} free slots, ${n} wanted`);
  handOut(db, picked);
  return picked;
}

/**
 * `n` free slots of `n` different teachers that start at the same instant:
 * the earliest such instant at least `leadMs` (two days) from now. Which
 * starts several teachers share depends on the time of day a test runs, and
 * earlier tests take slots, so the instant is chosen among the slots still free.
 */
export async function slotsSharingAStart(db: Db, n: number, leadMs = 2 * DAY): Promise<SlotRow[]> {
  const byStart = new Map<number, Map<number, SlotRow>>();
  for (const row of await slotsNotHandedOut(db, { leadMs })) {
    const teachersAtStart = byStart.get(row.startsAt.getTime()) ?? new Map<number, SlotRow>();
    byStart.set(row.startsAt.getTime(), teachersAtStart);
    if (!teachersAtStart.has(row.teacherId)) teachersAtStart.set(row.teacherId, row);
    if (teachersAtStart.size === n) {
      const picked = [...teachersAtStart.values()];
      handOut(db, picked);
      return picked;
    }
  }
  throw new Error(`no start with ${n} free slots of different teachers`);
}

/** Slots of teachers who have not paused, unbooked, not given to an earlier test of this database, earliest first. */
async function slotsNotHandedOut(db: Db, options: { leadMs?: number; teacher?: string }): Promise<SlotRow[]> {
  const used = handedOut.get(db) ?? new Set<number>();
  const rows = await db
    .select({ id: teacherSlots.id, teacherId: teacherSlots.teacherId, startsAt: teacherSlots.startsAt })
    .from(teacherSlots)
    .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
    .where(
      and(
        eq(teachers.paused, false),
        options.teacher ? eq(teachers.slug, options.teacher) : undefined,
        gt(teacherSlots.startsAt, new Date(Date.now() + (options.leadMs ?? DAY))),
        sql`not exists (select 1 from ${lessons} where ${lessons.slotId} = ${teacherSlots.id} and ${lessons.isCancel} = false)`,
      ),
    )
    .orderBy(asc(teacherSlots.startsAt), asc(teacherSlots.id));
  return rows.filter((row) => !used.has(row.id));
}

function handOut(db: Db, slots: SlotRow[]): void {
  const used = handedOut.get(db) ?? new Set<number>();
  handedOut.set(db, used);
  for (const slot of slots) used.add(slot.id);
}

export async function freeSlot(db: Db, options: Parameters<typeof freeSlots>[2] = {}): Promise<SlotRow> {
  return (await freeSlots(db, 1, options))[0];
}

let offsetSeq = 0;

/**
 * A slot of a teacher made at an exact instant (as staff or the slot job
 * would), e.g. one already past or beyond the booking horizon. Seed slots
 * start on the hour or half hour; these are moved by a few seconds so they
 * never meet one.
 */
export async function insertSlot(db: Db, teacherSlug: string, startsAt: Date, minutes = 25): Promise<SlotRow> {
  const teacherId = await teacherIdOf(db, teacherSlug);
  const at = new Date(Math.floor(startsAt.getTime() / 1000) * 1000 + (++offsetSeq % 50) * 1000 + 7);
  const [row] = await db.insert(teacherSlots).values({ teacherId, startsAt: at, minutes }).returning();
  return { id: row.id, teacherId: row.teacherId, startsAt: row.startsAt };
}

export interface PackageState {
  remaining: number;
  ledgerSum: number;
  ledger: { delta: number; kind: string; lessonId: number | null }[];
}

/** A package's balance, the sum of its ledger and the ledger rows, oldest first. */
export async function packageState(db: Db, packageId: number): Promise<PackageState> {
  const [pkg] = await db.select({ remaining: studentPackages.remaining }).from(studentPackages).where(eq(studentPackages.id, packageId));
  const ledger = await db
    .select({ delta: packageLedger.delta, kind: packageLedger.kind, lessonId: packageLedger.lessonId })
    .from(packageLedger)
    .where(eq(packageLedger.packageId, packageId))
    .orderBy(asc(packageLedger.id));
  return { remaining: pkg.remaining, ledgerSum: ledger.reduce((sum, row) => sum + row.delta, 0), ledger };
}

/** Every lesson row of a student (any status), oldest first. */
export async function lessonRows(db: Db, studentId: number) {
  return db.select().from(lessons).where(eq(lessons.studentId, studentId)).orderBy(asc(lessons.id));
}

export async function liveLessonsOnSlot(db: Db, slotId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessons)
    .where(and(eq(lessons.slotId, slotId), eq(lessons.isCancel, false)));
  return row.n;
}

/** What the caller reads for a refusal: the HTTP status and code of `name`, its message in `lang`, no data. */
export function refusal(name: ErrorName, lang: Locale = 'en') {
  const msg = (messages[lang].Errors as Record<string, string>)[name];
  if (!msg) throw new Error(`no message Errors.${name}`);
  return { status: ERROR_CODES[name].http, code: ERROR_CODES[name].code, msg, data: null };
}

/**
 * Asserts an answer is the refusal `name` with the code the issue names
 * (so a renumbered code fails the test), in English and the message text.
 */
export function expectRefusal(answer: Answer<unknown>, code: number, name: ErrorName, lang: Locale = 'en'): void {
  expect(answer).toEqual(refusal(name, lang));
  expect(answer.code).toBe(code);
}

export interface BookingBody {
  date?: string;
  timePeriod?: string;
  slotIds?: number[];
  bookId?: number;
  materialId?: number;
  trial?: boolean;
  [pref: string]: unknown;
}

export interface BookingResult {
  booked: { lessonId: number; slotId: number; startTime: string }[];
  count: number;
}

/** POST /api/eclass/order/batch with a complete form around `slotIds` (date, period, book and material), `body` overriding. */
export function bookingBody(slotIds: number[], pick: { materialId: number; bookId: number }, body: BookingBody = {}): BookingBody {
  return { date: '2030-01-01', timePeriod: 'evening', slotIds, bookId: pick.bookId, materialId: pick.materialId, ...body };
}

export function book(
  t: EngineSuite,
  token: string | undefined,
  body: BookingBody,
  headers: Record<string, string> = SHANGHAI,
): Promise<Answer<BookingResult>> {
  return call<BookingResult>(t, '/api/eclass/order/batch', { token, json: body, lang: 'en', headers });
}

/** getCourseLessonRecord as the spec's client calls it, in a zone. */
export async function lessonRecord(t: EngineSuite, token: string, serchType = 0, headers: Record<string, string> = SHANGHAI): Promise<LessonItem[]> {
  const data = await ok<{ Items: LessonItem[]; Total: number }>(t, '/api/acadsoc/app/getCourseLessonRecord', {
    token,
    json: { pageSize: 300, pageIndex: 0, isContainsLcicClass: true, serchType },
    headers,
  });
  expect(data.Total).toBe(data.Items.length);
  return data.Items;
}

/** Runs `fn` with only `Date` moved to `at` (timers stay real, so the database drivers keep working). */
export async function at<T>(instant: Date, fn: () => Promise<T>): Promise<T> {
  jest.useFakeTimers({
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'],
    now: instant,
  });
  try {
    return await fn();
  } finally {
    jest.useRealTimers();
  }
}
