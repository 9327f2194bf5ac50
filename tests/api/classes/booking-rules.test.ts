/**
 * Live classes: every booking rule of SPEC §5 through POST
 * /api/eclass/order/batch, each refusal with its code and message and
 * without any trace (no lesson row, the package balance and its ledger as
 * they were); a booking that succeeds (the lesson record in the caller's
 * time zone, one ledger row per class) and the lesson record's filters.
 */
import { and, eq, gt } from 'drizzle-orm';

import type { MyClassesSummary } from '@/lib/types/classes';
import type { Db } from '@/server/db/client';
import { lessons, teacherSlots, users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { grantPackage } from '@/server/services/classes/packages';

import { call, expectLoginRequired, ok, SEED_TIMEOUT, UNKNOWN_ID } from '../helpers/calls';
import { describeApi } from '../helpers/test-app';
import {
  at,
  book,
  bookingBody,
  DAY,
  expectRefusal,
  freeSlot,
  freeSlots,
  HOUR,
  insertSlot,
  lessonRecord,
  lessonRows,
  LONDON,
  newStudent,
  packageState,
  SHANGHAI,
  slotsSharingAStart,
  someMaterial,
  teacherIdOf,
  type Student,
} from './support';

/** HH:mm of an instant in a zone, by Intl (not by the server's dayjs helpers). */
function wallClock(instant: Date | string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const beijingTime = (slot: { startsAt: Date }) => wallClock(slot.startsAt, 'Asia/Shanghai').time;

describeApi('booking rules (SPEC §5)', (t) => {
  let pick: { materialId: number; bookId: number; otherBookId: number };

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
  }, SEED_TIMEOUT);

  /** What a refusal must leave as it was: the student's lessons and their package with its ledger. */
  async function snapshot(db: Db, student: Student) {
    return {
      lessons: await lessonRows(db, student.userId),
      pkg: student.packageId === null ? null : await packageState(db, student.packageId),
    };
  }

  /** Sends the booking, expects the refusal and checks that nothing was written. */
  async function expectRefused(student: Student, body: Parameters<typeof book>[2], code: number, name: Parameters<typeof expectRefusal>[2], headers?: Record<string, string>) {
    const before = await snapshot(t.db, student);
    expectRefusal(await book(t, student.token, body, headers), code, name);
    expect(await snapshot(t.db, student)).toEqual(before);
  }

  it('login required: a visitor gets code 1001 and nothing is booked', async () => {
    const slot = await freeSlot(t.db);
    await expectLoginRequired(t, '/api/eclass/order/batch', { json: bookingBody([slot.id], pick) });
    const rows = await t.db.select().from(lessons).where(eq(lessons.slotId, slot.id));
    expect(rows).toEqual([]);
  });

  it('rule "a date must be selected first": 4701 before any other check, also for an empty date', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    await expectRefused(student, {}, 4701, 'BOOKING_DATE_REQUIRED');
    await expectRefused(student, bookingBody([slot.id], pick, { date: undefined }), 4701, 'BOOKING_DATE_REQUIRED');
    await expectRefused(student, bookingBody([slot.id], pick, { date: '' }), 4701, 'BOOKING_DATE_REQUIRED');
    // Chinese callers read the Chinese message.
    const cn = await call(t, '/api/eclass/order/batch', { token: student.token, json: {}, lang: 'cn' });
    expect(cn.msg).toBe('请先选择日期');
  });

  it('rule "a time period must be selected": 4702', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    await expectRefused(student, bookingBody([slot.id], pick, { timePeriod: undefined }), 4702, 'BOOKING_PERIOD_REQUIRED');
    await expectRefused(student, bookingBody([slot.id], pick, { timePeriod: '' }), 4702, 'BOOKING_PERIOD_REQUIRED');
  });

  it('rule "a picture book and material must be selected": 4703 without either, and for a material of another book or an unknown one', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    await expectRefused(student, bookingBody([slot.id], pick, { bookId: undefined }), 4703, 'BOOKING_MATERIAL_REQUIRED');
    await expectRefused(student, bookingBody([slot.id], pick, { materialId: undefined }), 4703, 'BOOKING_MATERIAL_REQUIRED');
    await expectRefused(student, bookingBody([slot.id], pick, { bookId: pick.otherBookId }), 4703, 'BOOKING_MATERIAL_REQUIRED');
    await expectRefused(student, bookingBody([slot.id], pick, { materialId: UNKNOWN_ID }), 4703, 'BOOKING_MATERIAL_REQUIRED');
  });

  it('rule "at least one time": no slot -> 4704', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    await expectRefused(student, bookingBody([], pick), 4704, 'BOOKING_TIME_REQUIRED');
    await expectRefused(student, bookingBody([], pick, { slotIds: undefined }), 4704, 'BOOKING_TIME_REQUIRED');
  });

  it('rule "at most 15 classes at once": 16 slots -> 4705 even with 20 classes left; exactly 15 with a 15-class package succeeds', async () => {
    const rich = await newStudent(t.db, { classes: 20 });
    const sixteen = await freeSlots(t.db, 16, { distinctStarts: true });
    await expectRefused(
      rich,
      bookingBody(
        sixteen.map((s) => s.id),
        pick,
      ),
      4705,
      'BOOKING_TOO_MANY',
    );

    const student = await newStudent(t.db, { classes: 15 });
    const fifteen = await freeSlots(t.db, 15, { distinctStarts: true });
    const answer = await book(
      t,
      student.token,
      bookingBody(
        fifteen.map((s) => s.id),
        pick,
      ),
    );
    expect(answer.code).toBe(0);
    expect(answer.data.count).toBe(15);
    expect(answer.data.booked.map((b) => b.slotId).sort((a, b) => a - b)).toEqual(fifteen.map((s) => s.id).sort((a, b) => a - b));
    const pkg = await packageState(t.db, student.packageId!);
    expect(pkg.remaining).toBe(0);
    expect(pkg.ledgerSum).toBe(0);
    expect(pkg.ledger.filter((r) => r.kind === 'booked')).toHaveLength(15);
    expect(await lessonRows(t.db, student.userId)).toHaveLength(15);
  });

  it('rule "must not exceed remaining classes": 2 classes with 1 left -> 4706', async () => {
    const student = await newStudent(t.db, { classes: 1 });
    const slots = await freeSlots(t.db, 2, { distinctStarts: true });
    await expectRefused(
      student,
      bookingBody(
        slots.map((s) => s.id),
        pick,
      ),
      4706,
      'BOOKING_EXCEEDS_REMAINING',
    );
  });

  it('rule "must not exceed remaining classes": classes on an expired package do not count (4706); the valid one pays', async () => {
    const student = await newStudent(t.db, { classes: 1 });
    const grantedLongAgo = new Date(Date.now() - 40 * DAY);
    const old = await newStudentPackage(student.userId, 10, 30, grantedLongAgo);
    const slots = await freeSlots(t.db, 2, { distinctStarts: true });
    const oldBefore = await packageState(t.db, old);
    await expectRefused(
      student,
      bookingBody(
        slots.map((s) => s.id),
        pick,
      ),
      4706,
      'BOOKING_EXCEEDS_REMAINING',
    );
    expect(await packageState(t.db, old)).toEqual(oldBefore);

    const answer = await book(t, student.token, bookingBody([slots[0].id], pick));
    expect(answer.code).toBe(0);
    const [lesson] = await lessonRows(t.db, student.userId);
    expect(lesson.packageId).toBe(student.packageId);
    expect((await packageState(t.db, student.packageId!)).remaining).toBe(0);
    expect(await packageState(t.db, old)).toEqual(oldBefore);

    // Once the summary is read, the expired package's classes are written off: the balance stays the sum of the ledger.
    const summary = await ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token: student.token });
    expect(summary.remaining).toBe(0);
    expect(summary.packages.find((p) => p.id === old)).toMatchObject({ expired: true, remaining: 0 });
    const written = await packageState(t.db, old);
    expect(written.ledger.slice(-1)).toEqual([{ delta: -10, kind: 'expired', lessonId: null }]);
    expect(written).toMatchObject({ remaining: 0, ledgerSum: 0 });
  });

  it('rule "must not exceed remaining classes": a package that expires before the class starts does not pay for it (4706)', async () => {
    const student = await newStudent(t.db, { classes: 5, validityDays: 1 });
    const later = await freeSlot(t.db, { leadMs: 3 * DAY });
    await expectRefused(student, bookingBody([later.id], pick), 4706, 'BOOKING_EXCEEDS_REMAINING');
  });

  it('rule "no package at all": 4714', async () => {
    const student = await newStudent(t.db);
    const slot = await freeSlot(t.db);
    await expectRefused(student, bookingBody([slot.id], pick), 4714, 'BOOKING_NO_PACKAGE');
  });

  it('rule "no valid package": packages that all expired -> 4716, said as expired rather than missing', async () => {
    const student = await newStudent(t.db, { classes: 5, validityDays: 30, grantedAt: new Date(Date.now() - 40 * DAY) });
    const slot = await freeSlot(t.db);
    await expectRefused(student, bookingBody([slot.id], pick), 4716, 'BOOKING_PACKAGES_EXPIRED');
  });

  it('rule "the time must not be earlier than the current time": a slot already started -> 4707', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const past = await insertSlot(t.db, 'amy-lawson', new Date(Date.now() - 2 * HOUR));
    await expectRefused(student, bookingBody([past.id], pick), 4707, 'BOOKING_IN_PAST');
    // With a future slot beside it, the batch is refused as a whole.
    const future = await freeSlot(t.db);
    await expectRefused(student, bookingBody([future.id, past.id], pick), 4707, 'BOOKING_IN_PAST');
  });

  it('rule "the time must not be earlier than the current time": a slot that has begun by the time the request arrives -> 4707', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    const before = await snapshot(t.db, student);
    const answer = await at(new Date(slot.startsAt.getTime() + 60_000), () => book(t, student.token, bookingBody([slot.id], pick)));
    expectRefusal(answer, 4707, 'BOOKING_IN_PAST');
    expect(await snapshot(t.db, student)).toEqual(before);
  });

  it('booking horizon: a slot more than 14 days ahead -> 4715; a slot on the last day the schedule offers is bookable', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const far = await insertSlot(t.db, 'amy-lawson', new Date(Date.now() + 16 * DAY));
    await expectRefused(student, bookingBody([far.id], pick), 4715, 'BOOKING_BEYOND_HORIZON');
    const [latest] = await t.db
      .select({ id: teacherSlots.id, startsAt: teacherSlots.startsAt })
      .from(teacherSlots)
      .where(eq(teacherSlots.teacherId, await teacherIdOf(t.db, 'daniel-reeves')))
      .orderBy(teacherSlots.startsAt)
      .then((rows) => rows.slice(-1));
    expect(latest.startsAt.getTime()).toBeGreaterThan(Date.now() + 13 * DAY);
    expect((await book(t, student.token, bookingBody([latest.id], pick))).code).toBe(0);
  });

  describe('rule "compulsory-education students cannot book after 21:00" (in their own time zone)', () => {
    const beijing = (time: string) => (s: { startsAt: Date }) => beijingTime(s) === time;

    it('a 20:30 Beijing class is fine in Asia/Shanghai; one at 21:00 or later is refused with 4708', async () => {
      const pupil = await newStudent(t.db, { classes: 5, compulsory: true });
      const evening = await freeSlot(t.db, { filter: beijing('20:30') });
      expect((await book(t, pupil.token, bookingBody([evening.id], pick), SHANGHAI)).code).toBe(0);
      const nine = await freeSlot(t.db, { filter: beijing('21:00') });
      await expectRefused(pupil, bookingBody([nine.id], pick), 4708, 'BOOKING_AFTER_CUTOFF', SHANGHAI);
      const late = await freeSlot(t.db, { filter: beijing('21:30') });
      await expectRefused(pupil, bookingBody([late.id], pick), 4708, 'BOOKING_AFTER_CUTOFF', SHANGHAI);
    });

    it('the same 21:00 Beijing instant is 19:00 for a pupil in Asia/Dhaka: booked', async () => {
      const slot = await freeSlot(t.db, { filter: beijing('21:00') });
      const inShanghai = await newStudent(t.db, { classes: 5, compulsory: true });
      await expectRefused(inShanghai, bookingBody([slot.id], pick), 4708, 'BOOKING_AFTER_CUTOFF', SHANGHAI);
      const inDhaka = await newStudent(t.db, { classes: 5, compulsory: true });
      expect(wallClock(slot.startsAt, 'Asia/Dhaka').time).toBe('19:00');
      const answer = await book(t, inDhaka.token, bookingBody([slot.id], pick), { 'Time-Zone': 'Asia/Dhaka' });
      expect(answer.code).toBe(0);
      const [item] = await lessonRecord(t, inDhaka.token, 0, { 'Time-Zone': 'Asia/Dhaka' });
      expect(item.Start).toBe('19:00');
    });

    it('a class at 05:30 local (the same night) is refused too; a pupil not in compulsory education books 21:30', async () => {
      const pupil = await newStudent(t.db, { classes: 5, compulsory: true });
      const night = await freeSlot(t.db, { filter: beijing('21:30') });
      // 21:30 in Beijing is 05:30 the same day in Los Angeles in winter, 06:30 in summer: pick a zone where it is before 06:00.
      const zone = Number(wallClock(night.startsAt, 'America/Los_Angeles').time.slice(0, 2)) < 6 ? 'America/Los_Angeles' : 'Pacific/Honolulu';
      expect(Number(wallClock(night.startsAt, zone).time.slice(0, 2))).toBeLessThan(6);
      await expectRefused(pupil, bookingBody([night.id], pick), 4708, 'BOOKING_AFTER_CUTOFF', { 'Time-Zone': zone });
      const other = await newStudent(t.db, { classes: 5 });
      expect((await book(t, other.token, bookingBody([night.id], pick), SHANGHAI)).code).toBe(0);
    });

    it('rule "compulsory-education classes last at most 30 minutes": a 45-minute class -> 4709', async () => {
      const pupil = await newStudent(t.db, { classes: 5, compulsory: true });
      const base = await freeSlot(t.db, { filter: beijing('18:00') });
      const long = await insertSlot(t.db, 'amy-lawson', new Date(base.startsAt.getTime() + 5 * 60_000), 45);
      await expectRefused(pupil, bookingBody([long.id], pick), 4709, 'BOOKING_TOO_LONG', SHANGHAI);
    });
  });

  it('rule "a teacher who paused classes cannot be booked": hannah-keane -> 4710', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const [paused] = await t.db
      .select({ id: teacherSlots.id })
      .from(teacherSlots)
      .where(and(eq(teacherSlots.teacherId, await teacherIdOf(t.db, 'hannah-keane')), gt(teacherSlots.startsAt, new Date(Date.now() + DAY))))
      .limit(1);
    expect(paused).toBeDefined();
    await expectRefused(student, bookingBody([paused.id], pick), 4710, 'TEACHER_PAUSED');
    // With a bookable class beside it, the batch is refused as a whole.
    const bookable = await freeSlot(t.db);
    await expectRefused(student, bookingBody([bookable.id, paused.id], pick), 4710, 'TEACHER_PAUSED');
  });

  it('rule "a trial class requires consulting the adviser": trial true -> 4711 (checked first)', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    await expectRefused(student, bookingBody([slot.id], pick, { trial: true }), 4711, 'TRIAL_NEEDS_ADVISER');
    await expectRefused(student, { trial: true }, 4711, 'TRIAL_NEEDS_ADVISER');
    await expectRefused(student, bookingBody([slot.id], pick, { trial: 'true' as unknown as boolean }), 4711, 'TRIAL_NEEDS_ADVISER');
  });

  it('rule "booking failed": a slot someone else has booked -> 4712', async () => {
    const first = await newStudent(t.db, { classes: 5 });
    const second = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    expect((await book(t, first.token, bookingBody([slot.id], pick))).code).toBe(0);
    await expectRefused(second, bookingBody([slot.id], pick), 4712, 'BOOKING_FAILED');
    // The first booking stands alone on the slot.
    const rows = await t.db.select().from(lessons).where(eq(lessons.slotId, slot.id));
    expect(rows.map((r) => r.studentId)).toEqual([first.userId]);
  });

  it('rule "one class at a time": a second class at the same start (another teacher) -> 4713, also within one batch', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    // Three free slots of three teachers at one start (which starts teachers share depends on the time of day).
    const [a, b, c] = await slotsSharingAStart(t.db, 3);
    expect((await book(t, student.token, bookingBody([a.id], pick))).code).toBe(0);
    await expectRefused(student, bookingBody([b.id], pick), 4713, 'BOOKING_TIME_CLASH');
    const fresh = await newStudent(t.db, { classes: 5 });
    await expectRefused(fresh, bookingBody([b.id, c.id], pick), 4713, 'BOOKING_TIME_CLASH');
  });

  it('an unknown slot -> 404 (4040); the same slot twice -> 4000; nothing booked', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    await expectRefused(student, bookingBody([slot.id, UNKNOWN_ID], pick), 4040, 'NOT_FOUND');
    const twice = await book(t, student.token, bookingBody([slot.id, slot.id], pick));
    expect(twice).toMatchObject({ status: 400, code: 4000 });
    expect(await lessonRows(t.db, student.userId)).toEqual([]);
  });

  describe('a booking that succeeds', () => {
    it('shows in getCourseLessonRecord (data.Items) with ClassDate and Start in the caller zone: the same class differs for Asia/Shanghai and Europe/London', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const slot = await freeSlot(t.db, { filter: (s) => beijingTime(s) === '18:00' });
      const answer = await book(t, student.token, bookingBody([slot.id], pick, { speechSpeed: 'slow', atmosphere: 'lively' }));
      expect(answer).toMatchObject({ status: 200, code: 0, data: { count: 1, booked: [{ slotId: slot.id, startTime: slot.startsAt.toISOString() }] } });

      const [inShanghai] = await lessonRecord(t, student.token, 0, SHANGHAI);
      const [inLondon] = await lessonRecord(t, student.token, 0, LONDON);
      expect(inShanghai).toMatchObject({
        Id: answer.data.booked[0].lessonId,
        ClassDate: wallClock(slot.startsAt, 'Asia/Shanghai').date,
        Start: '18:00',
        End: '18:25',
        StartTime: slot.startsAt.toISOString(),
        Status: 'booked',
        IsCancel: false,
        IsTrial: false,
        Prefs: { speechSpeed: 'slow', atmosphere: 'lively' },
        Book: { Id: pick.bookId },
        Material: { Id: pick.materialId },
      });
      expect(inLondon.Id).toBe(inShanghai.Id);
      expect(inLondon.StartTime).toBe(inShanghai.StartTime);
      expect({ ClassDate: inLondon.ClassDate, Start: inLondon.Start }).toEqual({
        ClassDate: wallClock(slot.startsAt, 'Europe/London').date,
        Start: wallClock(slot.startsAt, 'Europe/London').time,
      });
      expect(inLondon.Start).not.toBe(inShanghai.Start);
      // The spec's Time-Zone-Offset (hours) works too.
      const [byOffset] = await lessonRecord(t, student.token, 0, { 'Time-Zone-Offset': '0' });
      expect(byOffset.Start).toBe(wallClock(slot.startsAt, 'UTC').time);
    });

    it('writes one ledger row of -1 per class; the balance is the sum of the ledger; the caller zone is remembered', async () => {
      const student = await newStudent(t.db, { classes: 10 });
      const slots = await freeSlots(t.db, 4, { distinctStarts: true });
      const answer = await book(
        t,
        student.token,
        bookingBody(
          slots.map((s) => s.id),
          pick,
        ),
        LONDON,
      );
      expect(answer.data.count).toBe(4);
      const pkg = await packageState(t.db, student.packageId!);
      expect(pkg.remaining).toBe(6);
      expect(pkg.ledgerSum).toBe(pkg.remaining);
      expect(pkg.ledger).toEqual([
        { delta: 10, kind: 'granted', lessonId: null },
        ...answer.data.booked.map((b) => ({ delta: -1, kind: 'booked', lessonId: b.lessonId })),
      ]);
      const summary = await ok<{ remaining: number }>(t, '/api/eclass/classin/summary', { token: student.token });
      expect(summary.remaining).toBe(6);
      const [user] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, student.userId));
      expect(user.timeZone).toBe('Europe/London');
    });

    it('serchType filters the record: 1 to attend, 2 past, 3 cancelled, 0 all', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const [a, b, c] = await freeSlots(t.db, 3, { distinctStarts: true, filter: (s) => s.startsAt.getTime() > Date.now() + 2 * DAY });
      const booked = await book(t, student.token, bookingBody([a.id, b.id, c.id], pick));
      const idOf = (slotId: number) => booked.data.booked.find((x) => x.slotId === slotId)!.lessonId;
      await ok(t, '/api/eclass/v1/classin/cancelMyClass', { token: student.token, json: { lessonId: idOf(c.id), reason: 'sick' } });

      const ids = async (type: number) => (await lessonRecord(t, student.token, type)).map((i) => i.Id);
      expect(await ids(0)).toEqual([idOf(a.id), idOf(b.id), idOf(c.id)]);
      expect(await ids(1)).toEqual([idOf(a.id), idOf(b.id)]);
      expect(await ids(2)).toEqual([]);
      expect(await ids(3)).toEqual([idOf(c.id)]);

      // Once the first class has ended it moves from "to attend" to "past".
      await at(new Date(a.startsAt.getTime() + 30 * 60_000), async () => {
        expect(await ids(1)).toEqual([idOf(b.id)]);
        expect(await ids(2)).toEqual([idOf(a.id)]);
        expect(await ids(3)).toEqual([idOf(c.id)]);
      });
    });
  });

  /** A second package of a student, granted at `grantedAt` (so it may have expired). */
  async function newStudentPackage(userId: number, classes: number, validityDays: number, grantedAt: Date): Promise<number> {
    return (await grantPackage(t.db, { userId, name: 'Old', nameCn: '旧课包', classes, validityDays, source: 'granted' }, grantedAt)).packageId;
  }
});
