/**
 * Live classes part 2 (issue #13): after the class. The teacher's review
 * (written by staff in /abc: an adviser for any lesson, a teacher for their
 * own), the family's rating (setReview, platform=1), getReview that shows
 * both once the class is over, and the knowledge review of the unit.
 */
import { and, eq } from 'drizzle-orm';

import type { KnowledgeReview, ReviewData, StaffReviewView } from '@/lib/types/lessons';
import { lessonRatings, lessonReviews, staffActions, teachers } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { call, expectLoginRequired, invalid, ok, SEED_TIMEOUT, UNKNOWN_ID } from '../helpers/calls';
import { createUserWithSession, describeApi } from '../helpers/test-app';
import { expectRefusal, freeSlot, lessonRecord, someMaterial, teacherIdOf, type Student } from '../classes/support';
import { bookLesson, cancelLesson, endedLesson, MINUTE, PATHS, post, startIn, student, type Pick } from './support';

const RATINGS = { listening: 4, speaking: 3, vocabulary: 5, pronunciation: 2, participation: 5 };

describeApi('lesson review', (t) => {
  let pick: Pick;
  let alice: Student;
  let bob: Student;
  let adviser: { userId: number; token: string; nickname: string };
  /** A teacher's staff account linked to amy-lawson. */
  let amy: { userId: number; token: string; nickname: string };
  /** Another teacher's staff account (not amy-lawson). */
  let other: { userId: number; token: string; nickname: string };
  let otherSlug: string;

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
    alice = await student(t.db);
    bob = await student(t.db);
    adviser = await createUserWithSession(t.db, { role: 'adviser', nickname: 'Adviser Wang' });
    amy = await createUserWithSession(t.db, { role: 'teacher', nickname: 'Amy (staff)' });
    other = await createUserWithSession(t.db, { role: 'teacher', nickname: 'Other (staff)' });
    const amyId = await teacherIdOf(t.db, 'amy-lawson');
    await t.db.update(teachers).set({ userId: amy.userId }).where(eq(teachers.id, amyId));
    // Another teacher who has free slots.
    const probe = await freeSlot(t.db, { filter: (slot) => slot.teacherId !== amyId });
    const [row] = await t.db.update(teachers).set({ userId: other.userId }).where(eq(teachers.id, probe.teacherId)).returning();
    otherSlug = row.slug;
  }, SEED_TIMEOUT);

  const getReview = (who: Student, clid: number, lang: 'cn' | 'en' = 'en') => call<ReviewData>(t, `${PATHS.getReview}?clid=${clid}&platform=1`, { method: 'POST', token: who.token, json: {}, lang });
  const staffGet = (token: string, lessonId: number) => call<StaffReviewView>(t, `${PATHS.staffReview}?lessonId=${lessonId}`, { token, lang: 'en' });
  const staffSave = (token: string, body: Record<string, unknown>) => post<StaffReviewView>(t, PATHS.staffReview, token, body);
  const rate = (who: Student, clid: number, body: Record<string, unknown>) => call(t, `${PATHS.setReview}?clid=${clid}&platform=1`, { token: who.token, json: body, lang: 'en' });

  describe('getReview?clid&platform=1', () => {
    it('before the end: available false and nothing else', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      await startIn(t.db, lessonId, -5 * MINUTE);
      const answer = await getReview(alice, lessonId);
      expect(answer.code).toBe(0);
      expect(answer.data).toEqual({
        lesson: expect.objectContaining({ lessonId, status: 'booked' }),
        available: false,
        teacherReview: null,
        familyRating: null,
        exercises: { total: 0, correct: null, score: null, attempts: 0 },
      });
    });

    it('after the end: available, teacherReview null until staff writes it, the exercise summary (8 questions, no attempt)', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      const answer = await getReview(alice, lessonId);
      expect(answer.data).toMatchObject({ available: true, teacherReview: null, familyRating: null, exercises: { total: 8, correct: null, score: null, attempts: 0 } });
      expect(answer.data.lesson).toMatchObject({ lessonId, status: 'absent' });
    });

    it('bad clid -> 400; another student -> 4720 like an unknown id; a cancelled lesson -> 4744; a visitor -> 1001', async () => {
      expect(await post(t, PATHS.getReview, alice.token, { clid: 'x' })).toEqual(invalid('clid', 'en'));
      expect(await post(t, PATHS.getReview, alice.token, { clid: 1, platform: 'web' })).toEqual(invalid('platform', 'en'));
      const lessonId = await endedLesson(t, alice, pick);
      const answer = await getReview(bob, lessonId);
      expectRefusal(answer, 4720, 'LESSON_NOT_FOUND');
      expect(answer).toEqual(await getReview(bob, UNKNOWN_ID));
      const cancelled = await bookLesson(t, bob, pick);
      await cancelLesson(t, bob, cancelled);
      expectRefusal(await getReview(bob, cancelled), 4744, 'LESSON_CANCELLED');
      await expectLoginRequired(t, PATHS.getReview, { json: { clid: lessonId } });
    });
  });

  describe('staff: GET/POST /api/abc/lesson/review', () => {
    it('an adviser reads the form of any lesson: the unit words, no review yet', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      const answer = await staffGet(adviser.token, lessonId);
      expect(answer.code).toBe(0);
      expect(answer.data.lessonId).toBe(lessonId);
      expect(answer.data.review).toBeNull();
      expect(answer.data.vocabulary).toHaveLength(6);
      for (const v of answer.data.vocabulary) expect(Object.keys(v).sort()).toEqual(['cn', 'word']);
      expectRefusal(await staffGet(adviser.token, UNKNOWN_ID), 4720, 'LESSON_NOT_FOUND');
    });

    it('before the start -> 4740 (nothing stored); a cancelled lesson -> 4744', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      expectRefusal(await staffSave(adviser.token, { lessonId, comment: 'Good work', ratings: RATINGS }), 4740, 'LESSON_NOT_STARTED');
      await startIn(t.db, lessonId, 2 * MINUTE);
      expectRefusal(await staffSave(adviser.token, { lessonId, comment: 'Good work', ratings: RATINGS }), 4740, 'LESSON_NOT_STARTED');
      expect(await t.db.select().from(lessonReviews).where(eq(lessonReviews.lessonId, lessonId))).toEqual([]);

      const me = await student(t.db);
      const cancelled = await bookLesson(t, me, pick);
      await cancelLesson(t, me, cancelled);
      expectRefusal(await staffSave(adviser.token, { lessonId: cancelled, comment: 'Good work', ratings: RATINGS }), 4744, 'LESSON_CANCELLED');
    });

    it('bad input -> 400: an unknown word, ratings out of 1..5 or a missing skill, an empty comment; nothing stored', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      const body = { lessonId, comment: 'Good work', ratings: RATINGS };
      expect(await staffSave(adviser.token, { ...body, words: ['notaunitword'] })).toEqual(invalid('words', 'en'));
      for (const bad of [0, 6, 2.5, 'x', null]) {
        expect(await staffSave(adviser.token, { ...body, ratings: { ...RATINGS, speaking: bad } })).toEqual(invalid('ratings.speaking', 'en'));
      }
      const { participation: _dropped, ...missing } = RATINGS;
      expect(await staffSave(adviser.token, { ...body, ratings: missing })).toEqual(invalid('ratings.participation', 'en'));
      expect(await staffSave(adviser.token, { ...body, ratings: undefined })).toEqual(invalid('ratings', 'en'));
      for (const comment of ['', '   ']) expect(await staffSave(adviser.token, { ...body, comment })).toEqual(invalid('comment', 'en'));
      expect(await staffSave(adviser.token, { ...body, comment: 'x'.repeat(2001) })).toEqual(invalid('comment', 'en'));
      expect(await staffSave(adviser.token, { ...body, lessonId: 'abc' })).toEqual(invalid('lessonId', 'en'));
      expect(await staffSave(adviser.token, { ...body, words: Array.from({ length: 21 }, () => 'cake') })).toEqual(invalid('words', 'en'));
      expect(await call(t, PATHS.staffReview, { token: adviser.token, lang: 'en' })).toEqual(invalid('lessonId', 'en'));
      expect(await t.db.select().from(lessonReviews).where(eq(lessonReviews.lessonId, lessonId))).toEqual([]);
    });

    it("saved: the student's getReview shows comment, ratings, the words met (as VocabItems) and the reviewer; a rewrite replaces it; Reviewed in the record; logged as lesson_review", async () => {
      const me = await student(t.db);
      const lessonId = await bookLesson(t, me, pick, 'amy-lawson');
      await startIn(t.db, lessonId, -3 * MINUTE); // may be written from the start of the class
      const form = await staffGet(adviser.token, lessonId);
      const [w1, w2, w3] = form.data.vocabulary.map((v) => v.word);

      const saved = await staffSave(adviser.token, { lessonId, comment: '  Lovely class.  ', ratings: RATINGS, words: [w1.toUpperCase(), w2, w2] });
      expect(saved.code).toBe(0);
      expect(saved.data.review).toMatchObject({ comment: 'Lovely class.', ratings: RATINGS, words: [w1.toLowerCase(), w2.toLowerCase()], reviewerName: 'Adviser Wang' });

      // The student sees it once the class is over.
      expect((await getReview(me, lessonId)).data).toMatchObject({ available: false, teacherReview: null });
      await startIn(t.db, lessonId, -60 * MINUTE);
      const seen = await getReview(me, lessonId);
      const vocabulary = (await ok<{ vocabulary: { word: string }[] }>(t, PATHS.previewWords, { token: me.token, json: { sid: lessonId } })).vocabulary;
      expect(seen.data.teacherReview).toEqual({
        comment: 'Lovely class.',
        ratings: RATINGS,
        words: vocabulary.filter((v) => [w1, w2].includes(v.word)),
        reviewerName: 'Amy Lawson', // the class teacher's review, whoever typed it in
        reviewedAt: saved.data.review!.reviewedAt,
      });
      expect(seen.data.teacherReview!.words).toHaveLength(2);
      expect(seen.data.teacherReview!.words[0]).toHaveProperty('audio');
      expect((await lessonRecord(t, me.token)).find((l) => l.Id === lessonId)?.Reviewed).toBe(true);

      // The lesson's own teacher rewrites it: replaced, not added.
      const rewritten = await staffSave(amy.token, { lessonId, comment: 'Even better.', ratings: { ...RATINGS, speaking: 5 }, words: [w3] });
      expect(rewritten.data.review).toMatchObject({ comment: 'Even better.', words: [w3.toLowerCase()], reviewerName: 'Amy (staff)' });
      const after = await getReview(me, lessonId);
      expect(after.data.teacherReview).toMatchObject({ comment: 'Even better.', ratings: { ...RATINGS, speaking: 5 }, reviewerName: 'Amy Lawson' });
      expect(after.data.teacherReview!.words.map((v) => v.word)).toEqual([w3]);
      expect(await t.db.select().from(lessonReviews).where(eq(lessonReviews.lessonId, lessonId))).toHaveLength(1);
      expect((await staffGet(amy.token, lessonId)).data.review).toMatchObject({ comment: 'Even better.' });

      const logged = await t.db
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.action, 'lesson_review'), eq(staffActions.targetUserId, me.userId)));
      expect(logged.map((l) => [l.actorId, l.detail])).toEqual([
        [adviser.userId, { lessonId }],
        [amy.userId, { lessonId }],
      ]);
      const actions = await ok<{ action: string; actor: string | null; targetUserId: number; detail: unknown }[]>(t, '/api/abc/actions', { token: adviser.token });
      expect(actions).toContainEqual(expect.objectContaining({ action: 'lesson_review', actor: 'Adviser Wang', targetUserId: me.userId, detail: { lessonId } }));
      expect(actions).toContainEqual(expect.objectContaining({ action: 'lesson_review', actor: 'Amy (staff)', targetUserId: me.userId }));
    });

    it("a teacher reaches only their own lessons: another teacher's -> 4720 (read and write, nothing stored)", async () => {
      const amyLesson = await endedLesson(t, alice, pick, 'amy-lawson');
      const otherLesson = await endedLesson(t, alice, pick, otherSlug);
      expect((await staffGet(amy.token, amyLesson)).code).toBe(0);
      expectRefusal(await staffGet(amy.token, otherLesson), 4720, 'LESSON_NOT_FOUND');
      expectRefusal(await staffSave(amy.token, { lessonId: otherLesson, comment: 'Not mine', ratings: RATINGS }), 4720, 'LESSON_NOT_FOUND');
      expectRefusal(await staffSave(other.token, { lessonId: amyLesson, comment: 'Not mine', ratings: RATINGS }), 4720, 'LESSON_NOT_FOUND');
      expect((await staffSave(other.token, { lessonId: otherLesson, comment: 'Mine', ratings: RATINGS })).code).toBe(0);
      expect(await t.db.select().from(lessonReviews).where(eq(lessonReviews.lessonId, amyLesson))).toEqual([]);
    });

    it('a plain user -> 403 (4030); a teacher account linked to no teacher -> 403; a visitor -> 1001', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      expectRefusal(await staffGet(alice.token, lessonId), 4030, 'FORBIDDEN');
      expectRefusal(await staffSave(alice.token, { lessonId, comment: 'Me', ratings: RATINGS }), 4030, 'FORBIDDEN');
      const unlinked = await createUserWithSession(t.db, { role: 'teacher' });
      expectRefusal(await staffGet(unlinked.token, lessonId), 4030, 'FORBIDDEN');
      expectRefusal(await staffSave(unlinked.token, { lessonId, comment: 'Me', ratings: RATINGS }), 4030, 'FORBIDDEN');
      await expectLoginRequired(t, `${PATHS.staffReview}?lessonId=${lessonId}`);
      await expectLoginRequired(t, PATHS.staffReview, { json: { lessonId, comment: 'x', ratings: RATINGS } });
      expect(await t.db.select().from(lessonReviews).where(eq(lessonReviews.lessonId, lessonId))).toEqual([]);
    });
  });

  describe('setReview?clid&platform=1 (the family rating)', () => {
    it('before the end -> 4741 (nothing stored)', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      await startIn(t.db, lessonId, -5 * MINUTE);
      expectRefusal(await rate(alice, lessonId, { rating: 5, comment: 'Great' }), 4741, 'REVIEW_NOT_OPEN');
      expect(await t.db.select().from(lessonRatings).where(eq(lessonRatings.lessonId, lessonId))).toEqual([]);
    });

    it('bad input -> 400: rating 0, 6, 2.5, "x" or missing; a comment of 501 characters', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      for (const rating of [0, 6, 2.5, 'x', '', null]) expect(await rate(alice, lessonId, { rating, comment: 'ok' })).toEqual(invalid('rating', 'en'));
      expect(await rate(alice, lessonId, { comment: 'ok' })).toEqual(invalid('rating', 'en'));
      expect(await rate(alice, lessonId, { rating: 4, comment: 'x'.repeat(501) })).toEqual(invalid('comment', 'en'));
      expect(await rate(alice, lessonId, { rating: 4, comment: 42 })).toEqual(invalid('comment', 'en'));
      expect(await post(t, PATHS.setReview, alice.token, { rating: 4 })).toEqual(invalid('clid', 'en'));
      expect(await t.db.select().from(lessonRatings).where(eq(lessonRatings.lessonId, lessonId))).toEqual([]);
    });

    it('saves the rating (500 characters is fine), getReview shows it; a new rating replaces it', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      const first = await rate(alice, lessonId, { rating: '5', comment: 'y'.repeat(500) });
      expect(first.code).toBe(0);
      expect(first.data).toMatchObject({ rating: 5, comment: 'y'.repeat(500) });
      expect((await getReview(alice, lessonId)).data.familyRating).toEqual(first.data);

      const second = await rate(alice, lessonId, { rating: 2, comment: '  Too fast.  ' });
      expect(second.data).toMatchObject({ rating: 2, comment: 'Too fast.' });
      expect((await getReview(alice, lessonId)).data.familyRating).toEqual(second.data);
      // The comment may be left out.
      const third = await rate(alice, lessonId, { rating: 3 });
      expect(third.data).toMatchObject({ rating: 3, comment: '' });
      const rows = await t.db.select().from(lessonRatings).where(eq(lessonRatings.lessonId, lessonId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: alice.userId, rating: 3, comment: '' });
    });

    it('another student -> 4720 (nothing stored); a visitor -> 1001', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      expectRefusal(await rate(bob, lessonId, { rating: 1, comment: 'bad' }), 4720, 'LESSON_NOT_FOUND');
      expect(await t.db.select().from(lessonRatings).where(eq(lessonRatings.lessonId, lessonId))).toEqual([]);
      await expectLoginRequired(t, PATHS.setReview, { json: { clid: lessonId, rating: 5 } });
    });
  });

  describe('getKnowledgeReview?sid', () => {
    it('before the end -> 4741', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      expectRefusal(await post(t, PATHS.knowledge, alice.token, { sid: lessonId }), 4741, 'REVIEW_NOT_OPEN');
      await startIn(t.db, lessonId, -10 * MINUTE);
      expectRefusal(await post(t, PATHS.knowledge, alice.token, { sid: lessonId }), 4741, 'REVIEW_NOT_OPEN');
    });

    it("after: the goal, 6 words, 3 sentences and 1-2 teaching points, in the caller's language", async () => {
      const lessonId = await endedLesson(t, alice, pick);
      const en = await ok<KnowledgeReview>(t, `${PATHS.knowledge}?sid=${lessonId}`, { method: 'POST', token: alice.token, json: {}, lang: 'en' });
      const cn = await ok<KnowledgeReview>(t, `${PATHS.knowledge}?sid=${lessonId}`, { method: 'POST', token: alice.token, json: {}, lang: 'cn' });
      for (const data of [en, cn]) {
        expect(data.vocabulary).toHaveLength(6);
        expect(data.sentences).toHaveLength(3);
        expect(data.points.length).toBeGreaterThanOrEqual(1);
        expect(data.points.length).toBeLessThanOrEqual(2);
        expect(data.goal.length).toBeGreaterThan(0);
        expect(data.lesson.lessonId).toBe(lessonId);
      }
      expect(en.goal).toMatch(/^[\x20-\x7E’‘“”—–]+$/);
      expect(cn.goal).toMatch(/[\u4e00-\u9fff]/);
      expect(cn.goal).not.toBe(en.goal);
      expect(cn.points).toHaveLength(en.points.length);
      cn.points.forEach((p, i) => {
        expect(p).toMatch(/[\u4e00-\u9fff]/);
        expect(p).not.toBe(en.points[i]);
      });
      // The English learning content stays English.
      expect(cn.vocabulary).toEqual(en.vocabulary);
      expect(cn.sentences).toEqual(en.sentences);
      expect(en.lesson.unit?.goal).toBe(en.goal);
    });

    it('bad sid -> 400; another student -> 4720; a visitor -> 1001', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      expect(await post(t, PATHS.knowledge, alice.token, { sid: '' })).toEqual(invalid('sid', 'en'));
      expect(await post(t, PATHS.knowledge, alice.token, { clid: lessonId })).toEqual(invalid('sid', 'en'));
      expectRefusal(await post(t, PATHS.knowledge, bob.token, { sid: lessonId }), 4720, 'LESSON_NOT_FOUND');
      await expectLoginRequired(t, PATHS.knowledge, { json: { sid: lessonId } });
    });
  });
});
