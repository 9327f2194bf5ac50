/**
 * Live classes part 2 (issue #13): the classroom. loginTencentClass opens
 * from 10 minutes before the start to the end and records attendance (the
 * first entry); once a booked class is over the record shows 'finished'
 * (entered) or 'absent'. The built-in classroom page's data and phases,
 * jump/login/url (no open redirect), and the development-only time travel.
 */
import { eq } from 'drizzle-orm';

import type { ClassroomData, ClassroomEntry } from '@/lib/types/lessons';
import { lessonProgress, lessons } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { call, expectLoginRequired, invalid, notFound, ok, SEED_TIMEOUT, UNKNOWN_ID } from '../helpers/calls';
import { describeApi, setServerEnv } from '../helpers/test-app';
import { expectRefusal, HOUR, lessonRecord, someMaterial, type Student } from '../classes/support';
import { bookLesson, cancelLesson, endLesson, MINUTE, PATHS, post, startIn, student, type Pick } from './support';

describeApi('classroom and attendance', (t) => {
  let pick: Pick;
  let alice: Student;
  let bob: Student;

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
    alice = await student(t.db);
    bob = await student(t.db);
  }, SEED_TIMEOUT);

  const enter = (who: Student, body: Record<string, unknown>) => post<ClassroomEntry>(t, PATHS.enter, who.token, body);
  const room = (who: Student, lessonId: number) => call<ClassroomData>(t, `${PATHS.classroom}?lessonId=${lessonId}`, { token: who.token, lang: 'en' });
  const progressOf = (lessonId: number) => t.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessonId));

  describe('loginTencentClass', () => {
    it('more than 10 minutes before the start -> 4742 (nothing recorded); the classroom page too', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      expectRefusal(await enter(alice, { lessonId }), 4742, 'CLASSROOM_NOT_OPEN');
      await startIn(t.db, lessonId, 11 * MINUTE);
      expectRefusal(await enter(alice, { lessonId }), 4742, 'CLASSROOM_NOT_OPEN');
      expectRefusal(await room(alice, lessonId), 4742, 'CLASSROOM_NOT_OPEN');
      expect(await progressOf(lessonId)).toEqual([]);
    });

    it("from 10 minutes before: the local classroom URL; attended true the first time, false after; the page is 'waiting'", async () => {
      const lessonId = await bookLesson(t, alice, pick);
      const startsAt = await startIn(t.db, lessonId, 9 * MINUTE);
      const first = await enter(alice, { lessonId });
      expect(first.code).toBe(0);
      expect(first.data).toEqual({
        url: `/course/classroom/${lessonId}`,
        provider: 'local',
        opensAt: new Date(startsAt.getTime() - 10 * MINUTE).toISOString(),
        closesAt: new Date(startsAt.getTime() + 25 * MINUTE).toISOString(),
        attended: true,
      });
      // The spec's `clid` names the lesson too.
      const second = await enter(alice, { clid: lessonId });
      expect(second.data).toMatchObject({ url: `/course/classroom/${lessonId}`, attended: false });
      const [progress] = await progressOf(lessonId);
      expect(progress.entries).toBe(2);
      expect(Math.abs(progress.enteredAt!.getTime() - Date.now())).toBeLessThan(60_000);

      const page = await room(alice, lessonId);
      expect(page.code).toBe(0);
      expect(page.data.phase).toBe('waiting');
      expect(page.data.courseware).toHaveLength(8);
      expect(page.data.lesson).toMatchObject({ lessonId, status: 'booked', enteredAt: progress.enteredAt!.toISOString() });
    });

    it("during the class: entering works and the page is 'live'; after the end -> 4743 and the page is 'ended'", async () => {
      const lessonId = await bookLesson(t, alice, pick);
      await startIn(t.db, lessonId, -5 * MINUTE);
      expect((await room(alice, lessonId)).data.phase).toBe('live');
      expect((await enter(alice, { lessonId })).data.attended).toBe(true);

      await endLesson(t.db, lessonId);
      expectRefusal(await enter(alice, { lessonId }), 4743, 'CLASSROOM_CLOSED');
      const page = await room(alice, lessonId);
      expect(page.data.phase).toBe('ended');
      expect(page.data.lesson.status).toBe('finished');
      expect((await progressOf(lessonId))[0].entries).toBe(1);
    });

    it('just after the end the classroom is closed (4743)', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      await startIn(t.db, lessonId, -25 * MINUTE - 2_500);
      expectRefusal(await enter(alice, { lessonId }), 4743, 'CLASSROOM_CLOSED');
    });

    it("a class staff settled early (status no longer 'booked') -> 4743 and the page is 'ended'", async () => {
      const lessonId = await bookLesson(t, alice, pick);
      await startIn(t.db, lessonId, -5 * MINUTE);
      await t.db.update(lessons).set({ status: 'teacher_absent' }).where(eq(lessons.id, lessonId));
      expectRefusal(await enter(alice, { lessonId }), 4743, 'CLASSROOM_CLOSED');
      expect((await room(alice, lessonId)).data.phase).toBe('ended');
    });

    it("another student's lesson -> 4720 like an unknown id (nothing recorded); a cancelled one -> 4744", async () => {
      const lessonId = await bookLesson(t, alice, pick);
      await startIn(t.db, lessonId, -5 * MINUTE);
      const other = await enter(bob, { lessonId });
      expectRefusal(other, 4720, 'LESSON_NOT_FOUND');
      expect(other).toEqual(await enter(bob, { lessonId: UNKNOWN_ID }));
      expectRefusal(await room(bob, lessonId), 4720, 'LESSON_NOT_FOUND');
      expect(await progressOf(lessonId)).toEqual([]);

      const me = await student(t.db);
      const cancelled = await bookLesson(t, me, pick);
      await cancelLesson(t, me, cancelled);
      expectRefusal(await enter(me, { lessonId: cancelled }), 4744, 'LESSON_CANCELLED');
      expectRefusal(await room(me, cancelled), 4744, 'LESSON_CANCELLED');
    });

    it('bad input -> 400; a visitor -> 1001', async () => {
      expect(await enter(alice, {})).toEqual(invalid('lessonId', 'en'));
      expect(await enter(alice, { lessonId: 'abc' })).toEqual(invalid('lessonId', 'en'));
      expect(await enter(alice, { clid: 0 })).toEqual(invalid('clid', 'en'));
      expect(await call(t, PATHS.classroom, { token: alice.token, lang: 'en' })).toEqual(invalid('lessonId', 'en'));
      expect(await call(t, `${PATHS.classroom}?lessonId=x`, { token: alice.token, lang: 'en' })).toEqual(invalid('lessonId', 'en'));
      await expectLoginRequired(t, PATHS.enter, { json: { lessonId: 1 } });
      await expectLoginRequired(t, `${PATHS.classroom}?lessonId=1`);
    });
  });

  describe('attendance in the lesson record', () => {
    it("after the end: 'finished' with EnteredAt when the student entered, 'absent' with EnteredAt null when nobody did; 'booked' before", async () => {
      const me = await student(t.db);
      const entered = await bookLesson(t, me, pick);
      const missed = await bookLesson(t, me, pick);
      await startIn(t.db, entered, -5 * MINUTE);
      await startIn(t.db, missed, -5 * MINUTE);
      const entry = await enter(me, { lessonId: entered });
      expect(entry.data.attended).toBe(true);

      let record = await lessonRecord(t, me.token);
      expect(record.find((l) => l.Id === entered)).toMatchObject({ Status: 'booked', IsCancel: false });
      expect(record.find((l) => l.Id === missed)).toMatchObject({ Status: 'booked', EnteredAt: null });
      const enteredAt = record.find((l) => l.Id === entered)!.EnteredAt;
      expect(enteredAt).not.toBeNull();

      await endLesson(t.db, entered);
      await endLesson(t.db, missed);
      record = await lessonRecord(t, me.token);
      expect(record.find((l) => l.Id === entered)).toMatchObject({ Status: 'finished', EnteredAt: enteredAt, IsCancel: false });
      expect(record.find((l) => l.Id === missed)).toMatchObject({ Status: 'absent', EnteredAt: null, IsCancel: false });
      // The past-classes view (serchType 2) shows the same.
      const past = await lessonRecord(t, me.token, 2);
      expect(past.find((l) => l.Id === entered)?.Status).toBe('finished');
      expect(past.find((l) => l.Id === missed)?.Status).toBe('absent');
    });
  });

  describe('jump/login/url', () => {
    it("passes on the provider's classroom URLs (relative, or on this site's origin)", async () => {
      for (const url of ['/course/classroom/5', 'http://localhost:3000/course/classroom/123']) {
        expect(await ok(t, PATHS.jump, { token: alice.token, json: { url } })).toEqual({ url });
      }
      expect(await ok(t, `${PATHS.jump}?url=${encodeURIComponent('/course/classroom/7')}`, { method: 'POST', token: alice.token, json: {} })).toEqual({ url: '/course/classroom/7' });
    });

    it('refuses anything else with 4748 (no open redirect)', async () => {
      const refused = [
        'https://evil.example/x',
        '//evil.example',
        'javascript:alert(1)',
        '/course/classroom/5?next=//evil',
        'https://evil.example/course/classroom/5',
        '//evil.example/course/classroom/5',
        'http://localhost:3000@evil.example/course/classroom/5',
        'http://localhost:3000/course/classroom/5?next=//evil',
        'http://localhost:3000/course/classroom/5#x',
        '/course/classroom/5/../../../x',
        '/course/classroom/0',
        '/\\evil.example/course/classroom/5',
        'data:text/html,<script>alert(1)</script>',
      ];
      for (const url of refused) {
        const answer = await post(t, PATHS.jump, alice.token, { url });
        expectRefusal(answer, 4748, 'CLASSROOM_URL_INVALID');
      }
    });

    it('an empty url -> 400; a visitor -> 1001', async () => {
      expect(await post(t, PATHS.jump, alice.token, { url: '  ' })).toEqual(invalid('url', 'en'));
      expect(await post(t, PATHS.jump, alice.token, {})).toEqual(invalid('url', 'en'));
      await expectLoginRequired(t, PATHS.jump, { json: { url: '/course/classroom/5' } });
    });
  });

  describe('POST /api/dev/lessons/shift (DEV_TIME_TRAVEL)', () => {
    it('404 (code 4040) while DEV_TIME_TRAVEL is off; the lesson stays', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      const [before] = await t.db.select().from(lessons).where(eq(lessons.id, lessonId));
      for (const value of [undefined, 'false', '0']) {
        const restore = setServerEnv({ DEV_TIME_TRAVEL: value });
        try {
          const answer = await post(t, PATHS.shift, alice.token, { lessonId, startsAt: new Date(Date.now() - HOUR).toISOString() });
          expect(answer).toEqual(notFound('en'));
        } finally {
          restore();
        }
      }
      const [after] = await t.db.select().from(lessons).where(eq(lessons.id, lessonId));
      expect(after.startsAt).toEqual(before.startsAt);
    });

    it('while off, the route answers 404 to everyone, whatever the input (a visitor, a bad body)', async () => {
      const restore = setServerEnv({ DEV_TIME_TRAVEL: undefined });
      try {
        expect(await post(t, PATHS.shift, alice.token, {})).toEqual(notFound('en'));
        expect(await post(t, PATHS.shift, undefined, { lessonId: 1, startsAt: new Date().toISOString() })).toEqual(notFound('en'));
      } finally {
        restore();
      }
    });

    it("with DEV_TIME_TRAVEL=true: moves one's own lesson (the classroom opens), not another's (4720); bad input -> 400", async () => {
      const restore = setServerEnv({ DEV_TIME_TRAVEL: 'true' });
      try {
        const me = await student(t.db);
        const lessonId = await bookLesson(t, me, pick);
        const startsAt = new Date(Math.floor((Date.now() - 5 * MINUTE) / 1000) * 1000);
        const moved = await ok(t, PATHS.shift, { token: me.token, json: { lessonId, startsAt: startsAt.toISOString() } });
        expect(moved).toEqual({ lessonId, startsAt: startsAt.toISOString() });
        const [row] = await t.db.select().from(lessons).where(eq(lessons.id, lessonId));
        expect(row.startsAt).toEqual(startsAt);
        expect((await enter(me, { lessonId })).data.attended).toBe(true);

        // An offset is taken as the instant it names.
        const withOffset = await ok<{ startsAt: string }>(t, PATHS.shift, { token: me.token, json: { lessonId, startsAt: '2031-03-01T18:00:00+08:00' } });
        expect(withOffset.startsAt).toBe('2031-03-01T10:00:00.000Z');

        const [otherBefore] = await t.db.select().from(lessons).where(eq(lessons.id, lessonId));
        expectRefusal(await post(t, PATHS.shift, bob.token, { lessonId, startsAt: new Date().toISOString() }), 4720, 'LESSON_NOT_FOUND');
        expectRefusal(await post(t, PATHS.shift, bob.token, { lessonId: UNKNOWN_ID, startsAt: new Date().toISOString() }), 4720, 'LESSON_NOT_FOUND');
        const [otherAfter] = await t.db.select().from(lessons).where(eq(lessons.id, lessonId));
        expect(otherAfter.startsAt).toEqual(otherBefore.startsAt);

        expect(await post(t, PATHS.shift, me.token, { lessonId, startsAt: 'tomorrow' })).toEqual(invalid('startsAt', 'en'));
        expect(await post(t, PATHS.shift, me.token, { lessonId, startsAt: '2031-03-01 18:00' })).toEqual(invalid('startsAt', 'en'));
        expect(await post(t, PATHS.shift, me.token, { startsAt: new Date().toISOString() })).toEqual(invalid('lessonId', 'en'));
        await expectLoginRequired(t, PATHS.shift, { json: { lessonId, startsAt: new Date().toISOString() } });
      } finally {
        restore();
      }
    });
  });
});
