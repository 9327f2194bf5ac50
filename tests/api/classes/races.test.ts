/**
 * Live classes under concurrent requests, fired together with Promise.all:
 * the database decides every race (the partial unique indexes on a slot and
 * on a student's start time, the conditional decrement and check constraint
 * of a package). On PGlite the requests are serialised by its single
 * connection; on PostgreSQL (DATABASE_URL set) they truly overlap on a pool
 * of connections. The figures are printed so they can be quoted.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';

import { lessons, packageLedger, studentPackages, teachers, teacherSlots } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { call, SEED_TIMEOUT } from '../helpers/calls';
import { describeEachEngine } from '../helpers/test-app';
import {
  book,
  bookingBody,
  DAY,
  expectRefusal,
  freeSlot,
  freeSlots,
  lessonRows,
  liveLessonsOnSlot,
  newStudent,
  packageState,
  refusal,
  someMaterial,
  type Student,
} from './support';

interface Tally {
  successes: number;
  failures: Record<string, number>;
  elapsedMs: number;
}

/** Fires every request at once and counts the answers by code. */
async function fire<T extends { code: number }>(requests: (() => Promise<T>)[]): Promise<{ answers: T[]; tally: Tally }> {
  const started = performance.now();
  const answers = await Promise.all(requests.map((send) => send()));
  const elapsedMs = Math.round(performance.now() - started);
  const failures: Record<string, number> = {};
  for (const a of answers) if (a.code !== 0) failures[a.code] = (failures[a.code] ?? 0) + 1;
  return { answers, tally: { successes: answers.filter((a) => a.code === 0).length, failures, elapsedMs } };
}

/** `n` students, each with a package of `classes`, made a few at a time. */
async function students(db: Parameters<typeof newStudent>[0], n: number, classes: number): Promise<Student[]> {
  const made: Student[] = [];
  while (made.length < n) made.push(...(await Promise.all(Array.from({ length: Math.min(25, n - made.length) }, () => newStudent(db, { classes })))));
  return made;
}

describeEachEngine('booking races', (t) => {
  let pick: { materialId: number; bookId: number };

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
  }, SEED_TIMEOUT);

  it('200 students book ONE slot at the same time: exactly 1 succeeds, 199 answer 4712, one live lesson on the slot, every ledger consistent', async () => {
    const crowd = await students(t.db, 200, 1);
    const slot = await freeSlot(t.db);
    const { answers, tally } = await fire(crowd.map((s) => () => book(t, s.token, bookingBody([slot.id], pick))));
    console.log(`[${t.engine}] 200 bookings of one slot: ${JSON.stringify(tally)}`);

    expect(tally.successes).toBe(1);
    expect(tally.failures).toEqual({ 4712: 199 });
    for (const a of answers) if (a.code !== 0) expect(a).toEqual(refusal('BOOKING_FAILED'));
    expect(await liveLessonsOnSlot(t.db, slot.id)).toBe(1);
    const rows = await t.db.select().from(lessons).where(eq(lessons.slotId, slot.id));
    expect(rows).toHaveLength(1);

    const winner = crowd[answers.findIndex((a) => a.code === 0)];
    expect(rows[0].studentId).toBe(winner.userId);
    const winnerPackage = await packageState(t.db, winner.packageId!);
    expect(winnerPackage).toMatchObject({ remaining: 0, ledgerSum: 0 });
    expect(winnerPackage.ledger.map((r) => r.kind)).toEqual(['granted', 'booked']);
    // The 199 others: their class untouched, their ledger only the grant.
    const others = await t.db
      .select({
        id: studentPackages.id,
        remaining: studentPackages.remaining,
        ledgerSum: sql<number>`coalesce(sum(${packageLedger.delta}), 0)::int`,
        ledgerRows: sql<number>`count(${packageLedger.id})::int`,
      })
      .from(studentPackages)
      .leftJoin(packageLedger, eq(packageLedger.packageId, studentPackages.id))
      .where(
        inArray(
          studentPackages.id,
          crowd.filter((s) => s !== winner).map((s) => s.packageId!),
        ),
      )
      .groupBy(studentPackages.id, studentPackages.remaining);
    expect(others).toHaveLength(199);
    expect(others.filter((p) => p.remaining !== 1 || p.ledgerSum !== 1 || p.ledgerRows !== 1)).toEqual([]);
  }, 60_000);

  it('50 bookings by ONE student with 3 classes left, each at a different slot: exactly 3 succeed, 47 answer 4706, remaining 0, sum(ledger) 0, 3 lessons', async () => {
    const [student] = await students(t.db, 1, 3);
    const slots = await freeSlots(t.db, 50, { distinctStarts: true });
    expect(new Set(slots.map((s) => s.teacherId)).size).toBeGreaterThan(1);
    const { answers, tally } = await fire(slots.map((slot) => () => book(t, student.token, bookingBody([slot.id], pick))));
    console.log(`[${t.engine}] 50 bookings against 3 classes left: ${JSON.stringify(tally)}`);

    expect(tally.successes).toBe(3);
    expect(tally.failures).toEqual({ 4706: 47 });
    for (const a of answers) if (a.code !== 0) expect(a).toEqual(refusal('BOOKING_EXCEEDS_REMAINING'));
    const pkg = await packageState(t.db, student.packageId!);
    expect(pkg.remaining).toBe(0);
    expect(pkg.ledgerSum).toBe(0);
    expect(pkg.ledger.filter((r) => r.kind === 'booked')).toHaveLength(3);
    const mine = await lessonRows(t.db, student.userId);
    expect(mine).toHaveLength(3);
    const won = answers.flatMap((a) => (a.code === 0 ? a.data.booked.map((b) => b.lessonId) : []));
    expect(mine.map((l) => l.id).sort()).toEqual(won.sort());
    expect(pkg.ledger.filter((r) => r.kind === 'booked').map((r) => r.lessonId).sort()).toEqual(won.sort());
    // The slots nobody got are still free.
    const lost = slots.filter((s) => !mine.some((l) => l.slotId === s.id)).map((s) => s.id);
    expect(await t.db.select().from(lessons).where(inArray(lessons.slotId, lost))).toEqual([]);
  }, 60_000);

  it('bookings by ONE student at the same start with different teachers, all at once: exactly 1 succeeds, the others answer 4713', async () => {
    const [student] = await students(t.db, 1, 20);
    // The start (3+ days ahead) that the most teachers offer.
    const [busiest] = await t.db
      .select({ startsAt: teacherSlots.startsAt, n: sql<number>`count(*)::int` })
      .from(teacherSlots)
      .innerJoin(teachers, eq(teachers.id, teacherSlots.teacherId))
      .where(and(eq(teachers.paused, false), gt(teacherSlots.startsAt, new Date(Date.now() + 3 * DAY))))
      .groupBy(teacherSlots.startsAt)
      .orderBy(desc(sql`count(*)`), teacherSlots.startsAt)
      .limit(1);
    expect(busiest.n).toBeGreaterThanOrEqual(5);
    // Earlier tests of the file may have taken one of them: as many of that start's slots as are still free (5 or more).
    const atBusiest = { leadMs: 3 * DAY, filter: (s: { startsAt: Date }) => s.startsAt.getTime() === busiest.startsAt.getTime() };
    let slots: Awaited<ReturnType<typeof freeSlots>> = [];
    for (let n = busiest.n; n >= 5 && slots.length === 0; n--) slots = await freeSlots(t.db, n, atBusiest).catch(() => []);
    expect(slots.length).toBeGreaterThanOrEqual(5);
    const { tally } = await fire(slots.map((slot) => () => book(t, student.token, bookingBody([slot.id], pick))));
    console.log(`[${t.engine}] ${slots.length} bookings of one student at one start: ${JSON.stringify(tally)}`);
    expect(tally.successes).toBe(1);
    expect(tally.failures).toEqual({ 4713: slots.length - 1 });
    const pkg = await packageState(t.db, student.packageId!);
    expect(pkg.remaining).toBe(19);
    expect(pkg.ledgerSum).toBe(19);
    expect(await lessonRows(t.db, student.userId)).toHaveLength(1);
  }, 60_000);

  it('20 cancellations of one class at the same time: one succeeds, the others answer 4722, the class hour comes back once', async () => {
    const [student] = await students(t.db, 1, 2);
    const slot = await freeSlot(t.db);
    const booked = await book(t, student.token, bookingBody([slot.id], pick));
    const lessonId = booked.data.booked[0].lessonId;
    const { answers, tally } = await fire(
      Array.from({ length: 20 }, () => () => call(t, '/api/eclass/v1/classin/cancelMyClass', { token: student.token, lang: 'en', json: { lessonId, reason: 'sick' } })),
    );
    console.log(`[${t.engine}] 20 cancellations of one class: ${JSON.stringify(tally)}`);
    expect(tally.successes).toBe(1);
    expect(tally.failures).toEqual({ 4722: 19 });
    for (const a of answers) if (a.code !== 0) expectRefusal(a, 4722, 'LEAVE_NOT_POSSIBLE');
    const pkg = await packageState(t.db, student.packageId!);
    expect(pkg.remaining).toBe(2);
    expect(pkg.ledgerSum).toBe(2);
    expect(pkg.ledger.filter((r) => r.kind === 'refunded')).toHaveLength(1);
    const live = await t.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.slotId, slot.id), eq(lessons.isCancel, false)));
    expect(live).toEqual([]);
  }, 60_000);
});
