/**
 * Live classes: the one free trial class (asked for by the family, arranged
 * by an adviser, used once) and the staff area's API under /api/abc: who
 * may call what (students never, teachers their own classes, advisers
 * everything), package grants by account number, phone or e-mail, and the
 * staff log with who did each thing. A role never comes from a request.
 */
import { and, eq } from 'drizzle-orm';

import type { LessonItem, MyClassesSummary, TrialInfo } from '@/lib/types/classes';
import { abc } from '@/server/api/classes';
import { packageLedger, staffActions, studentPackages, teachers, users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { createAccount } from '../helpers/account';
import { call, expectLoginRequired, ok, SEED_TIMEOUT } from '../helpers/calls';
import { createUserWithSession, describeApi } from '../helpers/test-app';
import {
  at,
  book,
  bookingBody,
  expectRefusal,
  freeSlot,
  freeSlots,
  lessonRecord,
  lessonRows,
  newStudent,
  packageState,
  someMaterial,
  teacherIdOf,
  type Student,
} from './support';

interface TrialRequestView {
  id: number;
  userId: number;
  accountNo: string;
  preferredTimes: string;
  contact: string;
  learnerAge: number | null;
  status: string;
  lessonId: number | null;
}

interface StaffLessons {
  list: LessonItem[];
  total: number;
}

const TRIAL_INFO = '/api/eclass/classin/getTrialClassCourseInfo';
const REQUEST_TRIAL = '/api/eclass/classin/requestTrialClass';

/** Every route of the staff API as a caller reaches it (read from the router, so a new route is covered too). */
const ABC_ROUTES = abc.routes.map((r) => ({ method: r.method, path: `/api/abc${r.path}` }));

describeApi('trial class and staff area', (t) => {
  let pick: { materialId: number; bookId: number };
  let adviser: { userId: number; token: string };
  /** A teacher's staff account linked to amy-lawson. */
  let teacher: { userId: number; token: string };
  let amyId: number;

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
    adviser = await createUserWithSession(t.db, { role: 'adviser', nickname: 'Adviser Wang' });
    teacher = await createUserWithSession(t.db, { role: 'teacher', nickname: 'Amy (staff)' });
    amyId = await teacherIdOf(t.db, 'amy-lawson');
    await t.db.update(teachers).set({ userId: teacher.userId }).where(eq(teachers.id, amyId));
  }, SEED_TIMEOUT);

  const trialInfo = (token: string) => ok<TrialInfo>(t, TRIAL_INFO, { token, json: {} });
  const summary = (token: string) => ok<MyClassesSummary>(t, '/api/eclass/classin/summary', { token });

  async function trialRequestOf(userId: number): Promise<TrialRequestView> {
    const list = await ok<TrialRequestView[]>(t, '/api/abc/trial/list', { token: adviser.token });
    const found = list.find((r) => r.userId === userId);
    if (!found) throw new Error('request not listed');
    return found;
  }

  async function staffLog(action: string, targetUserId: number) {
    return t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, action), eq(staffActions.targetUserId, targetUserId)));
  }

  /** Arranges the student's requested trial in a free slot; `notAt`: not at that start (the student's earlier class still holds it). */
  async function arrange(student: Student, notAt?: Date): Promise<{ lessonId: number; slot: Awaited<ReturnType<typeof freeSlot>> }> {
    const request = await trialRequestOf(student.userId);
    const slot = await freeSlot(t.db, notAt ? { filter: (s) => s.startsAt.getTime() !== notAt.getTime() } : {});
    const { lessonId } = await ok<{ lessonId: number }>(t, '/api/abc/trial/arrange', {
      token: adviser.token,
      json: { requestId: request.id, slotId: slot.id, materialId: pick.materialId },
    });
    return { lessonId, slot };
  }

  describe('trial class', () => {
    it('a new account is eligible (status none); requestTrialClass makes it "requested"; asking again while it waits updates the details', async () => {
      const student = await newStudent(t.db);
      expect(await trialInfo(student.token)).toEqual({ status: 'none', eligible: true, lesson: null, requestedAt: null });
      expect((await summary(student.token)).trial).toMatchObject({ status: 'none', eligible: true });

      expect(await call(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: '' } })).toMatchObject({ status: 400, code: 4000 });
      const requested = await ok<TrialInfo>(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'Saturday mornings', learnerAge: 7, contact: 'WeChat sprout-mum' } });
      expect(requested).toMatchObject({ status: 'requested', eligible: false, lesson: null });
      expect((await summary(student.token)).trial.status).toBe('requested');

      await ok(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'Sunday afternoons' } });
      const request = await trialRequestOf(student.userId);
      expect(request).toMatchObject({ status: 'requested', preferredTimes: 'Sunday afternoons', lessonId: null });
    });

    it('an adviser sees the request in /api/abc/trial/list and arranges it: the student record shows IsTrial, no class hour used, the staff log names the adviser', async () => {
      const student = await newStudent(t.db);
      await ok(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'weekday evenings' } });
      const request = await trialRequestOf(student.userId);
      const [me] = await t.db.select({ accountNo: users.accountNo }).from(users).where(eq(users.id, student.userId));
      expect(request).toMatchObject({ status: 'requested', accountNo: me.accountNo, preferredTimes: 'weekday evenings' });

      const { lessonId, slot } = await arrange(student);
      const [item] = await lessonRecord(t, student.token);
      expect(item).toMatchObject({ Id: lessonId, IsTrial: true, Status: 'booked', StartTime: slot.startsAt.toISOString() });
      const info = await trialInfo(student.token);
      expect(info).toMatchObject({ status: 'arranged', eligible: false, lesson: { Id: lessonId, IsTrial: true } });
      expect((await summary(student.token)).remaining).toBe(0);

      const [log] = await staffLog('arrange_trial', student.userId);
      expect(log).toMatchObject({ actorId: adviser.userId, detail: { requestId: request.id, lessonId, slotId: slot.id } });
      const actions = await ok<{ action: string; actor: string; targetUserId: number }[]>(t, '/api/abc/actions', { token: adviser.token });
      expect(actions).toContainEqual(expect.objectContaining({ action: 'arrange_trial', actor: 'Adviser Wang', targetUserId: student.userId }));

      // It is arranged once.
      const again = await call(t, '/api/abc/trial/arrange', {
        token: adviser.token,
        lang: 'en',
        json: { requestId: request.id, slotId: (await freeSlot(t.db)).id, materialId: pick.materialId },
      });
      expectRefusal(again, 4731, 'TRIAL_NOT_FOUND');
    });

    it('arranging on a slot someone has booked -> 4712; the request still waits', async () => {
      const booker = await newStudent(t.db, { classes: 1 });
      const slot = await freeSlot(t.db);
      expect((await book(t, booker.token, bookingBody([slot.id], pick))).code).toBe(0);
      const student = await newStudent(t.db);
      await ok(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'any' } });
      const request = await trialRequestOf(student.userId);
      const answer = await call(t, '/api/abc/trial/arrange', { token: adviser.token, lang: 'en', json: { requestId: request.id, slotId: slot.id, materialId: pick.materialId } });
      expectRefusal(answer, 4712, 'BOOKING_FAILED');
      expect(await trialRequestOf(student.userId)).toMatchObject({ status: 'requested', lessonId: null });
      expect(await lessonRows(t.db, student.userId)).toEqual([]);
    });

    it('after the trial took place the trial is used: status "used", a second request -> 4730; the outcome is logged with the adviser', async () => {
      const student = await newStudent(t.db);
      await ok(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'any' } });
      const { lessonId, slot } = await arrange(student);
      await at(new Date(slot.startsAt.getTime() + 30 * 60_000), async () => {
        await ok(t, '/api/abc/lesson/outcome', { token: adviser.token, json: { lessonId, outcome: 'finished' } });
      });
      expect(await trialInfo(student.token)).toMatchObject({ status: 'used', eligible: false, lesson: { Id: lessonId, Status: 'finished' } });
      expectRefusal(await call(t, REQUEST_TRIAL, { token: student.token, lang: 'en', json: { preferredTimes: 'again please' } }), 4730, 'TRIAL_ALREADY_USED');
      expect(await trialInfo(student.token)).toMatchObject({ status: 'used' });
      const [log] = await staffLog('outcome_finished', student.userId);
      expect(log).toMatchObject({ actorId: adviser.userId, detail: { lessonId } });
    });

    it('a trial the family reports absent is used too (4730 on asking again)', async () => {
      const student = await newStudent(t.db);
      await ok(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'any' } });
      const { lessonId, slot } = await arrange(student);
      await at(new Date(slot.startsAt.getTime() + 5 * 60_000), async () => {
        await ok(t, `/api/eclass/classin/endAbsentMyClass?lessonId=${lessonId}`, { method: 'POST', token: student.token, json: {} });
      });
      expect((await trialInfo(student.token)).status).toBe('used');
      expectRefusal(await call(t, REQUEST_TRIAL, { token: student.token, lang: 'en', json: { preferredTimes: 'again' } }), 4730, 'TRIAL_ALREADY_USED');
    });

    it('a trial the teacher missed goes back to the adviser: the request waits again and can be arranged anew', async () => {
      const student = await newStudent(t.db);
      await ok(t, REQUEST_TRIAL, { token: student.token, json: { preferredTimes: 'any' } });
      const first = await arrange(student);
      await at(new Date(first.slot.startsAt.getTime() + 30 * 60_000), async () => {
        await ok(t, '/api/abc/lesson/outcome', { token: adviser.token, json: { lessonId: first.lessonId, outcome: 'teacher_absent' } });
      });
      expect(await trialInfo(student.token)).toMatchObject({ status: 'requested', eligible: false });
      expect(await trialRequestOf(student.userId)).toMatchObject({ status: 'requested', lessonId: null });
      const second = await arrange(student, first.slot.startsAt);
      expect(await trialInfo(student.token)).toMatchObject({ status: 'arranged', lesson: { Id: second.lessonId } });
      expect((await staffLog('outcome_teacher_absent', student.userId))[0]).toMatchObject({ actorId: adviser.userId });
    });
  });

  describe('staff access', () => {
    it('the staff API has (at least) the routes this suite covers', () => {
      expect(ABC_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining(['GET /api/abc/actions', 'GET /api/abc/course/list', 'GET /api/abc/trial/list', 'POST /api/abc/lesson/outcome', 'POST /api/abc/package/grant', 'POST /api/abc/trial/arrange']),
      );
    });

    it('a visitor gets 1001 and a plain user 403 (code 4030) on every /api/abc route', async () => {
      const student = await newStudent(t.db, { classes: 1 });
      for (const route of ABC_ROUTES) {
        const json = route.method === 'GET' ? undefined : {};
        await expectLoginRequired(t, route.path, { method: route.method, json });
        const answer = await call(t, route.path, { method: route.method, token: student.token, lang: 'en', json });
        expectRefusal(answer, 4030, 'FORBIDDEN');
      }
    });

    it('a teacher gets 403 on the package grant, the trial routes and the staff log', async () => {
      const student = await newStudent(t.db);
      const [me] = await t.db.select({ accountNo: users.accountNo }).from(users).where(eq(users.id, student.userId));
      const adviserOnly: [string, string, unknown][] = [
        ['POST', '/api/abc/package/grant', { account: me.accountNo, classes: 5, validityDays: 30, name: 'Five', nameCn: '五节' }],
        ['GET', '/api/abc/trial/list', undefined],
        ['POST', '/api/abc/trial/arrange', { requestId: 1, slotId: 1, materialId: pick.materialId }],
        ['GET', '/api/abc/actions', undefined],
      ];
      for (const [method, path, json] of adviserOnly) {
        expectRefusal(await call(t, path, { method, token: teacher.token, lang: 'en', json }), 4030, 'FORBIDDEN');
      }
      expect(await t.db.select().from(studentPackages).where(eq(studentPackages.userId, student.userId))).toEqual([]);
    });

    it("course/list: a teacher sees only their own teacher's classes (whatever teacherId they ask for), an adviser sees all and may filter", async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const amySlot = await freeSlot(t.db, { teacher: 'amy-lawson' });
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(amySlot.startsAt);
      const [otherSlot] = await freeSlots(t.db, 1, {
        filter: (s) => s.teacherId !== amyId && s.startsAt.getTime() !== amySlot.startsAt.getTime() && new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(s.startsAt) === date,
      });
      const booked = await book(t, student.token, bookingBody([amySlot.id, otherSlot.id], pick));
      expect(booked.code).toBe(0);
      const list = (token: string, query = '') =>
        ok<StaffLessons>(t, `/api/abc/course/list?date=${date}&size=100${query}`, { token, headers: { 'Time-Zone': 'Asia/Shanghai' } });

      const mine = await list(teacher.token);
      expect(mine.list.length).toBeGreaterThan(0);
      expect(new Set(mine.list.map((l) => l.Teacher.Id))).toEqual(new Set([amyId]));
      expect(mine.list.map((l) => l.StartTime)).toContain(amySlot.startsAt.toISOString());
      const asked = await list(teacher.token, `&teacherId=${otherSlot.teacherId}`);
      expect(new Set(asked.list.map((l) => l.Teacher.Id))).toEqual(new Set([amyId]));

      const all = await list(adviser.token);
      const teachersSeen = new Set(all.list.map((l) => l.Teacher.Id));
      expect(teachersSeen.has(amyId) && teachersSeen.has(otherSlot.teacherId)).toBe(true);
      const filtered = await list(adviser.token, `&teacherId=${otherSlot.teacherId}`);
      expect(new Set(filtered.list.map((l) => l.Teacher.Id))).toEqual(new Set([otherSlot.teacherId]));

      // A teacher account not linked to any teacher sees nothing.
      const unlinked = await createUserWithSession(t.db, { role: 'teacher' });
      expectRefusal(await call(t, `/api/abc/course/list?date=${date}`, { token: unlinked.token, lang: 'en' }), 4030, 'FORBIDDEN');
    });

    it("a teacher records outcomes of their own classes only (another teacher's -> 4720, nothing changes)", async () => {
      const student = await newStudent(t.db, { classes: 5 });
      const amySlot = await freeSlot(t.db, { teacher: 'amy-lawson' });
      const [otherSlot] = await freeSlots(t.db, 1, { filter: (s) => s.teacherId !== amyId && s.startsAt > amySlot.startsAt });
      const booked = await book(t, student.token, bookingBody([amySlot.id, otherSlot.id], pick));
      const lessonOf = (slotId: number) => booked.data.booked.find((b) => b.slotId === slotId)!.lessonId;
      await at(new Date(otherSlot.startsAt.getTime() + 30 * 60_000), async () => {
        const answer = await call(t, '/api/abc/lesson/outcome', { token: teacher.token, lang: 'en', json: { lessonId: lessonOf(otherSlot.id), outcome: 'teacher_absent' } });
        expectRefusal(answer, 4720, 'LESSON_NOT_FOUND');
        await ok(t, '/api/abc/lesson/outcome', { token: teacher.token, json: { lessonId: lessonOf(amySlot.id), outcome: 'finished' } });
      });
      const rows = await lessonRows(t.db, student.userId);
      expect(rows.map((r) => [r.slotId, r.status])).toEqual([
        [amySlot.id, 'finished'],
        [otherSlot.id, 'booked'],
      ]);
      expect((await packageState(t.db, student.packageId!)).remaining).toBe(3);
      expect((await staffLog('outcome_finished', student.userId))[0]).toMatchObject({ actorId: teacher.userId });
    });
  });

  describe('package grant (POST /api/abc/package/grant)', () => {
    const grant = (account: string, classes = 20) =>
      call<{ packageId: number; student: { id: number; accountNo: string } }>(t, '/api/abc/package/grant', {
        token: adviser.token,
        lang: 'en',
        json: { account, classes, validityDays: 90, name: `${classes} classes`, nameCn: `${classes} 节课` },
      });

    it('finds the student by account number, phone (with or without +86) or e-mail; package, ledger "granted" and vouchers show in their summary; logged with the adviser', async () => {
      const account = await createAccount(t.db);
      const { token } = account;
      const [row] = await t.db.select({ accountNo: users.accountNo }).from(users).where(eq(users.id, account.userId));
      const keys = [row.accountNo, account.phone, `+86 ${account.phone}`, account.email.toUpperCase()];
      const packageIds: number[] = [];
      for (const key of keys) {
        const answer = await grant(key);
        expect(answer).toMatchObject({ status: 200, code: 0, data: { student: { id: account.userId, accountNo: row.accountNo } } });
        packageIds.push(answer.data.packageId);
      }

      const mine = await summary(token);
      expect(mine.remaining).toBe(80);
      expect(mine.packages.map((p) => p.id).sort()).toEqual([...packageIds].sort());
      expect(mine.packages[0]).toMatchObject({ totalClasses: 20, remaining: 20, validityDays: 90, expired: false, source: 'granted' });
      expect(mine.vouchers).toHaveLength(8); // two per 20-class package
      for (const id of packageIds) {
        const ledger = await t.db.select().from(packageLedger).where(eq(packageLedger.packageId, id));
        expect(ledger).toEqual([expect.objectContaining({ delta: 20, kind: 'granted', actorId: adviser.userId })]);
      }
      const logs = await staffLog('grant_package', account.userId);
      expect(logs).toHaveLength(4);
      expect(logs.every((l) => l.actorId === adviser.userId)).toBe(true);

      // The student can book with it at once.
      const slot = await freeSlot(t.db);
      expect((await book(t, token, bookingBody([slot.id], pick))).code).toBe(0);
    });

    it('an unknown account -> 4608 and nothing is granted', async () => {
      const before = await t.db.select().from(studentPackages);
      expectRefusal(await grant('nobody@example.com'), 4608, 'USER_NOT_FOUND');
      expectRefusal(await grant('99999999999'), 4608, 'USER_NOT_FOUND');
      expect(await t.db.select().from(studentPackages)).toHaveLength(before.length);
    });

    it("an account number that is also someone else's phone number grants to the account's owner", async () => {
      // A Hong Kong number has 8 digits, like an account number; that account is older (found first by a plain scan).
      const number = String(60_000_000 + (Date.now() % 9_999_999));
      const hongKong = await createAccount(t.db, { dialCode: '852', phone: number });
      const owner = await createAccount(t.db, { accountNo: number });
      const row = { accountNo: number };
      const answer = await grant(row.accountNo, 5);
      expect(answer.data.student.id).toBe(owner.userId);
      expect((await summary(owner.token)).remaining).toBe(5);
      expect((await summary(hongKong.token)).remaining).toBe(0);
      // With its dial code the number names the Hong Kong account.
      expect((await grant(`+852 ${row.accountNo}`, 3)).data.student.id).toBe(hongKong.userId);
    });
  });

  it('a role can never be set through a request: PUT /api/user/info/update with role is ignored', async () => {
    const student = await newStudent(t.db);
    await ok(t, '/api/user/info/update', { method: 'PUT', token: student.token, json: { nickName: 'Sneaky', role: 'adviser' } });
    const [row] = await t.db.select({ role: users.role, nickname: users.nickname }).from(users).where(eq(users.id, student.userId));
    expect(row).toEqual({ role: 'user', nickname: 'Sneaky' });
    expectRefusal(await call(t, '/api/abc/trial/list', { token: student.token, lang: 'en' }), 4030, 'FORBIDDEN');
  });
});
