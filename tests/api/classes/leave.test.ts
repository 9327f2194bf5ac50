/**
 * Live classes: the leave flow (SPEC §4 "choose a reason, optionally use a
 * leave voucher, submit and cancel") and its policy: free within 10 minutes
 * of booking or 6+ hours before the start; later a voucher keeps the class
 * hour (applied by itself), else the hour is used; nothing after the start.
 * Also the trial cancel, the absent report, a teacher no-show recorded by
 * staff, and rebooking a freed slot.
 */
import { and, eq, isNull } from 'drizzle-orm';

import type { LeavePolicy, LessonItem, MyClassesSummary, ClassSchedule } from '@/lib/types/classes';
import { classNotices, leaveVouchers, lessons, trialRequests } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { arrangeTrial, requestTrial } from '@/server/services/classes/trial';

import { call, ok, SEED_TIMEOUT } from '../helpers/calls';
import { createUserWithSession, describeApi } from '../helpers/test-app';
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
  newStudent,
  packageState,
  SHANGHAI,
  someMaterial,
  type SlotRow,
  type Student,
} from './support';

interface CancelResult {
  lessonId: number;
  settlement: 'free' | 'voucher' | 'charged';
  classReturned: boolean;
  voucherId: number | null;
}

const CANCEL = '/api/eclass/v1/classin/cancelMyClass';
const CANCEL_APP = '/api/acadsoc/app/cancelMyClass';
const CANCEL_TRIAL = '/api/eclass/classin/cancelMyTrialClass';
const REASON = '/api/eclass/classin/insertCourseCancellationReason';
const OPTIONS = '/api/eclass/classin/getAvailableAskLeaveCoupon';
const ABSENT = '/api/eclass/classin/endAbsentMyClass';

describeApi('leave flow', (t) => {
  let pick: { materialId: number; bookId: number };
  let adviser: { userId: number; token: string };

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
    adviser = await createUserWithSession(t.db, { role: 'adviser' });
  }, SEED_TIMEOUT);

  /** Books one class; `bookedAgoMs` moves the booking time back (the 10-minute grace is over). */
  async function bookOne(student: Student, slot: SlotRow, bookedAgoMs = 0): Promise<number> {
    const answer = await book(t, student.token, bookingBody([slot.id], pick));
    expect(answer.code).toBe(0);
    const lessonId = answer.data.booked[0].lessonId;
    if (bookedAgoMs) await t.db.update(lessons).set({ createdAt: new Date(Date.now() - bookedAgoMs) }).where(eq(lessons.id, lessonId));
    return lessonId;
  }

  /** A class that starts in `startsInMs` (a slot made for it) booked an hour ago. */
  async function lateLesson(student: Student, startsInMs = 3 * HOUR): Promise<number> {
    const slot = await insertSlot(t.db, 'amy-lawson', new Date(Date.now() + startsInMs));
    return bookOne(student, slot, HOUR);
  }

  const options = (token: string, lessonId: number) => ok<LeavePolicy>(t, `${OPTIONS}?lessonId=${lessonId}`, { method: 'POST', token, json: {} });

  async function unusedVouchers(userId: number) {
    return t.db
      .select()
      .from(leaveVouchers)
      .where(and(eq(leaveVouchers.userId, userId), isNull(leaveVouchers.usedAt)));
  }

  async function snapshot(student: Student) {
    return { lessons: await lessonRows(t.db, student.userId), pkg: await packageState(t.db, student.packageId!), vouchers: await unusedVouchers(student.userId) };
  }

  describe('policy (getAvailableAskLeaveCoupon) and what cancelling does', () => {
    it('free within 10 minutes of booking, even 3 hours before the start: the class hour comes back (ledger refunded +1)', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const slot = await insertSlot(t.db, 'amy-lawson', new Date(Date.now() + 3 * HOUR));
      const lessonId = await bookOne(student, slot);
      const policy = await options(student.token, lessonId);
      expect(policy).toMatchObject({ cancellable: true, inGracePeriod: true, outcome: 'free', voucher: null, deadline: slot.startsAt.toISOString() });
      expect(policy.vouchers).toHaveLength(1);

      const result = await ok<CancelResult>(t, CANCEL, { token: student.token, json: { lessonId, reason: 'sick' } });
      expect(result).toEqual({ lessonId, settlement: 'free', classReturned: true, voucherId: null });
      const pkg = await packageState(t.db, student.packageId!);
      expect(pkg.remaining).toBe(5);
      expect(pkg.ledger.slice(-2)).toEqual([
        { delta: -1, kind: 'booked', lessonId },
        { delta: 1, kind: 'refunded', lessonId },
      ]);
      expect(pkg.ledgerSum).toBe(pkg.remaining);
      expect(await unusedVouchers(student.userId)).toHaveLength(1);
    });

    it('free 6 or more hours before the start, long after booking', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const slot = await freeSlot(t.db, { leadMs: DAY });
      const lessonId = await bookOne(student, slot, HOUR);
      const policy = await options(student.token, lessonId);
      expect(policy).toMatchObject({ cancellable: true, inGracePeriod: false, outcome: 'free', voucher: null });
      expect(policy.freeUntil).toBe(new Date(slot.startsAt.getTime() - 6 * HOUR).toISOString());
      const result = await ok<CancelResult>(t, CANCEL, { token: student.token, json: { lessonId, reason: 'travel' } });
      expect(result).toMatchObject({ settlement: 'free', classReturned: true });
      expect((await packageState(t.db, student.packageId!)).remaining).toBe(5);
    });

    it('later than 6 hours before the start with a voucher: "voucher", applied by itself; the class hour comes back and the voucher is used', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const lessonId = await lateLesson(student);
      const [voucher] = await unusedVouchers(student.userId);
      const policy = await options(student.token, lessonId);
      expect(policy).toMatchObject({ cancellable: true, inGracePeriod: false, outcome: 'voucher', voucher: { id: voucher.id } });

      const result = await ok<CancelResult>(t, CANCEL, { token: student.token, json: { lessonId, reason: 'school' } });
      expect(result).toEqual({ lessonId, settlement: 'voucher', classReturned: true, voucherId: voucher.id });
      expect((await packageState(t.db, student.packageId!)).remaining).toBe(5);
      const [used] = await t.db.select().from(leaveVouchers).where(eq(leaveVouchers.id, voucher.id));
      expect(used.usedAt).not.toBeNull();
      expect(used.lessonId).toBe(lessonId);
      const summary = await ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token: student.token });
      expect(summary.vouchers).toEqual([]);
    });

    it('later than 6 hours before the start without a voucher: "charged"; the class stays used', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      await t.db.delete(leaveVouchers).where(eq(leaveVouchers.userId, student.userId));
      const lessonId = await lateLesson(student);
      expect(await options(student.token, lessonId)).toMatchObject({ outcome: 'charged', voucher: null, vouchers: [] });
      const result = await ok<CancelResult>(t, CANCEL, { token: student.token, json: { lessonId, reason: 'family' } });
      expect(result).toEqual({ lessonId, settlement: 'charged', classReturned: false, voucherId: null });
      const pkg = await packageState(t.db, student.packageId!);
      expect(pkg.remaining).toBe(4);
      expect(pkg.ledger.map((r) => r.kind)).toEqual(['granted', 'booked']);
      const [item] = await lessonRecord(t, student.token, 3);
      expect(item).toMatchObject({ Id: lessonId, IsCancel: true, Status: 'cancelled', Settlement: 'charged', CancelReason: 'family' });
    });

    it('useVoucher: false charges the class and keeps the voucher', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const lessonId = await lateLesson(student);
      const result = await ok<CancelResult>(t, CANCEL, { token: student.token, json: { lessonId, reason: 'other', useVoucher: false } });
      expect(result).toMatchObject({ settlement: 'charged', classReturned: false, voucherId: null });
      expect((await packageState(t.db, student.packageId!)).remaining).toBe(4);
      expect(await unusedVouchers(student.userId)).toHaveLength(1);
    });

    it("a voucher that is not the caller's -> 4724 and nothing changes", async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const other = await newStudent(t.db, { classes: 5 });
      const [theirs] = await unusedVouchers(other.userId);
      const lessonId = await lateLesson(student);
      const before = await snapshot(student);
      expectRefusal(await call(t, CANCEL, { token: student.token, lang: 'en', json: { lessonId, reason: 'sick', voucherId: theirs.id } }), 4724, 'LEAVE_VOUCHER_INVALID');
      expect(await snapshot(student)).toEqual(before);
      expect(await unusedVouchers(other.userId)).toHaveLength(1);
    });
  });

  it('reason: stored by insertCourseCancellationReason, then cancelMyClass needs none; without any reason -> 4723 and nothing changes', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    // Two different starts: one student cannot have two classes at once (4713), whatever the hour the suite runs.
    const [slotA, slotB] = await freeSlots(t.db, 2, { distinctStarts: true });
    const first = await bookOne(student, slotA);
    const second = await bookOne(student, slotB);

    const before = await snapshot(student);
    expectRefusal(await call(t, CANCEL, { token: student.token, lang: 'en', json: { lessonId: first } }), 4723, 'LEAVE_REASON_REQUIRED');
    expect(await snapshot(student)).toEqual(before);

    // A reason outside the list is refused by validation.
    expect(await call(t, REASON, { token: student.token, json: { lessonId: first, reason: 'bored' } })).toMatchObject({ status: 400, code: 4000 });
    await ok(t, REASON, { token: student.token, json: { lessonId: first, reason: 'network', note: 'router broke' } });
    const result = await ok<CancelResult>(t, CANCEL, { token: student.token, json: { lessonId: first } });
    expect(result.settlement).toBe('free');
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, first));
    expect(row).toMatchObject({ isCancel: true, cancelReason: 'network', cancelNote: 'router broke' });
    // The other class is untouched.
    const [untouched] = await t.db.select().from(lessons).where(eq(lessons.id, second));
    expect(untouched).toMatchObject({ isCancel: false, status: 'booked', cancelReason: null });
  });

  it("someone else's class -> 4720 for the policy, the reason and the cancel; nothing changes", async () => {
    const owner = await newStudent(t.db, { classes: 5 });
    const stranger = await newStudent(t.db, { classes: 5 });
    const lessonId = await bookOne(owner, await freeSlot(t.db));
    const before = await snapshot(owner);
    for (const [path, json] of [
      [`${OPTIONS}?lessonId=${lessonId}`, {}],
      [REASON, { lessonId, reason: 'sick' }],
      [CANCEL, { lessonId, reason: 'sick' }],
      [CANCEL_APP, { lessonId, reason: 'sick' }],
      [CANCEL_TRIAL, { lessonId, reason: 'sick' }],
      [ABSENT, { lessonId }],
    ] as const) {
      expectRefusal(await call(t, path, { token: stranger.token, lang: 'en', json }), 4720, 'LESSON_NOT_FOUND');
    }
    expect(await snapshot(owner)).toEqual(before);
  });

  it('cancelling twice -> 4722; the class hour came back once', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const lessonId = await bookOne(student, await freeSlot(t.db));
    await ok(t, CANCEL, { token: student.token, json: { lessonId, reason: 'sick' } });
    const before = await snapshot(student);
    expectRefusal(await call(t, CANCEL, { token: student.token, lang: 'en', json: { lessonId, reason: 'sick' } }), 4722, 'LEAVE_NOT_POSSIBLE');
    expect(await snapshot(student)).toEqual(before);
    expect(before.pkg.ledger.filter((r) => r.kind === 'refunded')).toHaveLength(1);
    expect(before.pkg.remaining).toBe(5);
    expect(await options(student.token, lessonId)).toMatchObject({ cancellable: false });
  });

  it('after the start -> 4721 and nothing changes', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    const lessonId = await bookOne(student, slot, HOUR);
    const before = await snapshot(student);
    await at(new Date(slot.startsAt.getTime() + 60_000), async () => {
      expect(await options(student.token, lessonId)).toMatchObject({ cancellable: false });
      expectRefusal(await call(t, CANCEL, { token: student.token, lang: 'en', json: { lessonId, reason: 'sick' } }), 4721, 'LEAVE_TOO_LATE');
    });
    expect(await snapshot(student)).toEqual(before);
  });

  it('/api/acadsoc/app/cancelMyClass behaves like /api/eclass/v1/classin/cancelMyClass', async () => {
    const results = [];
    for (const path of [CANCEL, CANCEL_APP]) {
      const student = await newStudent(t.db, { classes: 5 });
      const early = await bookOne(student, await freeSlot(t.db));
      const late = await lateLesson(student);
      expectRefusal(await call(t, path, { token: student.token, lang: 'en', json: { lessonId: early } }), 4723, 'LEAVE_REASON_REQUIRED');
      const free = await ok<CancelResult>(t, path, { token: student.token, json: { lessonId: early, reason: 'sick' } });
      const withVoucher = await ok<CancelResult>(t, path, { token: student.token, json: { lessonId: late, reason: 'sick' } });
      expectRefusal(await call(t, path, { token: student.token, lang: 'en', json: { lessonId: early, reason: 'sick' } }), 4722, 'LEAVE_NOT_POSSIBLE');
      const pkg = await packageState(t.db, student.packageId!);
      results.push({
        free: { ...free, lessonId: 0 },
        withVoucher: { ...withVoucher, lessonId: 0, voucherId: withVoucher.voucherId === null ? null : 'a voucher' },
        remaining: pkg.remaining,
        kinds: pkg.ledger.map((r) => r.kind),
      });
    }
    expect(results[0]).toEqual({
      free: { lessonId: 0, settlement: 'free', classReturned: true, voucherId: null },
      withVoucher: { lessonId: 0, settlement: 'voucher', classReturned: true, voucherId: 'a voucher' },
      remaining: 5,
      kinds: ['granted', 'booked', 'booked', 'refunded', 'refunded'],
    });
    expect(results[1]).toEqual(results[0]);
  });

  describe('trial classes', () => {
    async function trialLesson(): Promise<{ student: Student; lessonId: number }> {
      const student = await newStudent(t.db);
      await requestTrial(t.db, student.userId, { preferredTimes: 'weekday evenings', contact: '' });
      const [request] = await t.db.select({ id: trialRequests.id }).from(trialRequests).where(eq(trialRequests.userId, student.userId));
      const slot = await freeSlot(t.db);
      const { lessonId } = await arrangeTrial(t.db, adviser.userId, { requestId: request.id, slotId: slot.id, materialId: pick.materialId });
      return { student, lessonId };
    }

    it('a trial class via cancelMyClass -> 4725; via cancelMyTrialClass it is cancelled free and the request waits for a new time', async () => {
      const { student, lessonId } = await trialLesson();
      expectRefusal(await call(t, CANCEL, { token: student.token, lang: 'en', json: { lessonId, reason: 'sick' } }), 4725, 'LEAVE_WRONG_KIND');
      expectRefusal(await call(t, CANCEL_APP, { token: student.token, lang: 'en', json: { lessonId, reason: 'sick' } }), 4725, 'LEAVE_WRONG_KIND');
      expect((await lessonRows(t.db, student.userId))[0]).toMatchObject({ isCancel: false });

      const result = await ok<CancelResult>(t, CANCEL_TRIAL, { token: student.token, json: { lessonId, reason: 'sick' } });
      expect(result).toEqual({ lessonId, settlement: 'free', classReturned: false, voucherId: null });
      const summary = await ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token: student.token });
      expect(summary.trial).toMatchObject({ status: 'requested', lesson: null });
    });

    it('a regular class via cancelMyTrialClass -> 4725', async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const lessonId = await bookOne(student, await freeSlot(t.db));
      const before = await snapshot(student);
      expectRefusal(await call(t, CANCEL_TRIAL, { token: student.token, lang: 'en', json: { lessonId, reason: 'sick' } }), 4725, 'LEAVE_WRONG_KIND');
      expect(await snapshot(student)).toEqual(before);
    });
  });

  it('endAbsentMyClass: before the start -> 4726 (take leave instead); after the start the class is marked absent and the class hour stays used', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    const lessonId = await bookOne(student, slot, HOUR);
    expectRefusal(await call(t, `${ABSENT}?lessonId=${lessonId}`, { method: 'POST', token: student.token, lang: 'en', json: {} }), 4726, 'ABSENT_BEFORE_START');
    expect((await lessonRows(t.db, student.userId))[0].status).toBe('booked');

    await at(new Date(slot.startsAt.getTime() + 5 * 60_000), async () => {
      expect(await ok(t, `${ABSENT}?lessonId=${lessonId}`, { method: 'POST', token: student.token, json: {} })).toEqual({ lessonId, status: 'absent' });
      expectRefusal(await call(t, `${ABSENT}?lessonId=${lessonId}`, { method: 'POST', token: student.token, lang: 'en', json: {} }), 4722, 'LEAVE_NOT_POSSIBLE');
    });
    const [item] = await lessonRecord(t, student.token);
    expect(item).toMatchObject({ Status: 'absent', IsCancel: false });
    const pkg = await packageState(t.db, student.packageId!);
    expect(pkg.remaining).toBe(4);
    expect(pkg.ledgerSum).toBe(4);
  });

  it('a teacher no-show (POST /api/abc/lesson/outcome as adviser) returns the class hour and leaves a notice in the summary until read', async () => {
    const student = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    const lessonId = await bookOne(student, slot, HOUR);
    // Not before the class has started.
    expect(await call(t, '/api/abc/lesson/outcome', { token: adviser.token, json: { lessonId, outcome: 'teacher_absent' } })).toMatchObject({ status: 409, code: 4090 });

    await at(new Date(slot.startsAt.getTime() + 30 * 60_000), async () => {
      expect(await ok(t, '/api/abc/lesson/outcome', { token: adviser.token, json: { lessonId, outcome: 'teacher_absent' } })).toEqual({ lessonId, status: 'teacher_absent' });
      // Recorded once.
      expect(await call(t, '/api/abc/lesson/outcome', { token: adviser.token, json: { lessonId, outcome: 'teacher_absent' } })).toMatchObject({ status: 409 });
    });
    const pkg = await packageState(t.db, student.packageId!);
    expect(pkg.remaining).toBe(5);
    expect(pkg.ledger.slice(-1)).toEqual([{ delta: 1, kind: 'refunded', lessonId }]);
    expect(pkg.ledgerSum).toBe(5);
    const [item] = await lessonRecord(t, student.token);
    expect(item).toMatchObject<Partial<LessonItem>>({ Status: 'teacher_absent', Settlement: 'returned' });

    const summary = await ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token: student.token });
    expect(summary.remaining).toBe(5);
    expect(summary.notices).toEqual([expect.objectContaining({ lessonId, kind: 'teacher_absent' })]);
    await ok(t, '/api/eclass/classin/notices/read', { method: 'PUT', token: student.token, json: { ids: summary.notices.map((n) => n.id) } });
    expect((await ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token: student.token })).notices).toEqual([]);
    const [notice] = await t.db.select().from(classNotices).where(eq(classNotices.lessonId, lessonId));
    expect(notice.readAt).not.toBeNull();
  });

  it('the freed slot can be booked again after a cancellation, and the schedule shows it free again', async () => {
    const first = await newStudent(t.db, { classes: 5 });
    const second = await newStudent(t.db, { classes: 5 });
    const slot = await freeSlot(t.db);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(slot.startsAt);
    const shown = async () => {
      const schedule = await ok<ClassSchedule>(t, '/api/class/practice/classScheduleV3', { token: second.token, json: { date }, headers: SHANGHAI });
      return schedule.teachers.flatMap((x) => x.slots).find((s) => s.slotId === slot.id)?.available;
    };
    const lessonId = await bookOne(first, slot);
    expect(await shown()).toBe(false);
    expectRefusal(await book(t, second.token, bookingBody([slot.id], pick)), 4712, 'BOOKING_FAILED');
    await ok(t, CANCEL, { token: first.token, json: { lessonId, reason: 'sick' } });
    expect(await shown()).toBe(true);
    const again = await book(t, second.token, bookingBody([slot.id], pick));
    expect(again.code).toBe(0);
    // The first student may take it back only once it is free again.
    expectRefusal(await book(t, first.token, bookingBody([slot.id], pick)), 4712, 'BOOKING_FAILED');
    const rows = await t.db.select().from(lessons).where(eq(lessons.slotId, slot.id));
    expect(rows.map((r) => [r.studentId, r.isCancel])).toEqual([
      [first.userId, true],
      [second.userId, false],
    ]);
  });
});
