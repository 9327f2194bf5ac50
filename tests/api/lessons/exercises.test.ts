/**
 * Live classes part 2 (issue #13): the exercises of a lesson's unit after
 * the class (8 questions: 2 each of picture, listen, gap and order, never
 * with their answers), scoring and retries (the wrong ones only, the rest
 * carried over), the result, and the favourites list of questions.
 */
import { eq } from 'drizzle-orm';

import type { ExerciseResult, ExerciseSet, FavouriteQuestion, ReviewData } from '@/lib/types/lessons';
import { courseMaterials, exerciseAttempts, questionLikes } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { call, expectLoginRequired, invalid, ok, SEED_TIMEOUT, UNKNOWN_ID } from '../helpers/calls';
import { describeEachEngine } from '../helpers/test-app';
import { expectRefusal, lessonRecord, someMaterial, type Student } from '../classes/support';
import { bookLesson, cancelLesson, endedLesson, MINUTE, PATHS, post, questionsOf, startIn, student, type Pick, type StoredQuestion } from './support';

type Answer = { questionId: number; answer: string };

/** Every key of a JSON value, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** A wrong answer to a question: another option, or the tiles in a wrong order. */
function wrongAnswer(q: StoredQuestion): string {
  if (q.kind === 'order') return [...q.data.answer.split(/\s+/)].reverse().join(' ');
  return q.data.options.find((o) => o.value !== q.data.answer)!.value;
}

describeEachEngine('lesson exercises and favourites', (t) => {
  let pick: Pick;
  let questions: StoredQuestion[];
  let otherUnitQuestion: StoredQuestion;
  let alice: Student;
  let bob: Student;

  beforeAll(async () => {
    await seed(t.db);
    pick = await someMaterial(t.db);
    questions = await questionsOf(t.db, pick.materialId);
    const [, second] = await t.db.select({ id: courseMaterials.id }).from(courseMaterials).orderBy(courseMaterials.id).limit(2);
    [otherUnitQuestion] = await questionsOf(t.db, second.id);
    alice = await student(t.db);
    bob = await student(t.db);
  }, SEED_TIMEOUT);

  const right = (): Answer[] => questions.map((q) => ({ questionId: q.id, answer: q.data.answer }));
  const submit = (who: Student, clid: number, answers: unknown, lang: 'cn' | 'en' = 'en') => post<ExerciseResult>(t, `${PATHS.submitExercises}?clid=${clid}`, who.token, { answers }, lang);
  const result = (who: Student, clid: number, lang: 'cn' | 'en' = 'en') => post<ExerciseResult | null>(t, PATHS.exerciseResult, who.token, { clid }, lang);
  const attemptsOf = (lessonId: number) => t.db.select().from(exerciseAttempts).where(eq(exerciseAttempts.lessonId, lessonId));

  it('the seed gives the unit 8 questions: 2 picture, 2 listen, 2 gap, 2 order', () => {
    expect(questions.map((q) => q.kind)).toEqual(['picture', 'picture', 'listen', 'listen', 'gap', 'gap', 'order', 'order']);
  });

  describe('before the end of the class', () => {
    it('getExercises, submitExercises and getExerciseResult -> 4741 (nothing stored)', async () => {
      const lessonId = await bookLesson(t, alice, pick);
      for (const startsIn of [0, -10 * MINUTE]) {
        if (startsIn) await startIn(t.db, lessonId, startsIn);
        expectRefusal(await post(t, PATHS.getExercises, alice.token, { clid: lessonId }), 4741, 'REVIEW_NOT_OPEN');
        expectRefusal(await submit(alice, lessonId, right()), 4741, 'REVIEW_NOT_OPEN');
        expectRefusal(await result(alice, lessonId), 4741, 'REVIEW_NOT_OPEN');
      }
      expect(await attemptsOf(lessonId)).toEqual([]);
    });
  });

  describe('getExercises?clid', () => {
    it('8 questions with prompts, options or tiles, and no answer anywhere (answer, rightLabel, rightImage, explanation)', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      const answer = await call<ExerciseSet>(t, `${PATHS.getExercises}?clid=${lessonId}`, { method: 'POST', token: alice.token, json: {}, lang: 'en' });
      expect(answer.code).toBe(0);
      const set = answer.data;
      expect(set.lesson).toMatchObject({ lessonId, status: 'absent' });
      expect(set.questions.map((q) => q.id)).toEqual(questions.map((q) => q.id));
      const kinds = set.questions.map((q) => q.kind);
      for (const kind of ['picture', 'listen', 'gap', 'order']) expect(kinds.filter((k) => k === kind)).toHaveLength(2);

      const keys = keysOf(set.questions);
      for (const leaked of ['answer', 'rightLabel', 'rightImage', 'explanation', 'promptCn', 'rightAnswer']) expect(keys).not.toContain(leaked);
      for (const q of set.questions) {
        expect(Object.keys(q).sort()).toEqual(['audio', 'favourite', 'id', 'kind', 'options', 'prompt', 'tiles']);
        expect(q.favourite).toBe(false);
        const stored = questions.find((s) => s.id === q.id)!;
        if (q.kind === 'order') {
          expect(q.options).toEqual([]);
          expect([...q.tiles].sort()).toEqual(stored.data.answer.split(/\s+/).sort());
          expect(q.tiles.join(' ')).not.toBe(stored.data.answer);
        } else {
          expect(q.options).toHaveLength(3);
          expect(q.options.map((o) => o.value)).toContain(stored.data.answer);
          expect(q.tiles).toEqual([]);
        }
        if (q.kind === 'picture') {
          expect(q.prompt.length).toBeGreaterThan(0);
          for (const o of q.options) expect(o.image).toMatch(/^\/media\/seed\//);
          // The pictures are named by letter in the caller's language (the Chinese list: below).
          expect(q.options.map((o) => o.label)).toEqual(['Picture A', 'Picture B', 'Picture C']);
          // The option's value does not give the right picture away among the others by shape.
          for (const o of q.options) expect(o.value).toMatch(/^p\d+$/);
        }
        if (q.kind === 'listen') {
          expect(q.prompt).toBe('');
          expect(q.audio).not.toBeNull();
        }
        if (q.kind === 'gap') expect(q.prompt).toContain('___');
      }
      // The raw text has no explanation either.
      const raw = JSON.stringify(set);
      for (const q of questions) expect(raw).not.toContain(q.data.explanation.en);
      const cn = await call<ExerciseSet>(t, `${PATHS.getExercises}?clid=${lessonId}`, { method: 'POST', token: alice.token, json: {}, lang: 'cn' });
      for (const q of cn.data.questions.filter((c) => c.kind === 'picture')) expect(q.options.map((o) => o.label)).toEqual(['图 A', '图 B', '图 C']);
    });

    it('bad clid -> 400; another student -> 4720 like an unknown id; a cancelled lesson -> 4744; a visitor -> 1001', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      expect(await post(t, PATHS.getExercises, alice.token, {})).toEqual(invalid('clid', 'en'));
      expect(await post(t, PATHS.getExercises, alice.token, { clid: 'x' })).toEqual(invalid('clid', 'en'));
      const other = await post(t, PATHS.getExercises, bob.token, { clid: lessonId });
      expectRefusal(other, 4720, 'LESSON_NOT_FOUND');
      expect(other).toEqual(await post(t, PATHS.getExercises, bob.token, { clid: UNKNOWN_ID }));
      const me = await student(t.db);
      const cancelled = await bookLesson(t, me, pick);
      await cancelLesson(t, me, cancelled);
      expectRefusal(await post(t, PATHS.getExercises, me.token, { clid: cancelled }), 4744, 'LESSON_CANCELLED');
      await expectLoginRequired(t, PATHS.getExercises, { json: { clid: lessonId } });
    });
  });

  describe('submitExercises?clid and getExerciseResult?clid', () => {
    it('all right -> 8 of 8, score 100, attempt 1; getExerciseResult null before, then the attempt; the record shows ExerciseScore', async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      expect(await result(me, lessonId)).toMatchObject({ status: 200, code: 0, data: null });
      expect((await lessonRecord(t, me.token)).find((l) => l.Id === lessonId)?.ExerciseScore).toBeNull();

      const answer = await submit(me, lessonId, right());
      expect(answer.code).toBe(0);
      expect(answer.data).toMatchObject({ attempt: 1, total: 8, correct: 8, score: 100 });
      expect(answer.data.items.every((i) => i.correct)).toBe(true);
      expect((await result(me, lessonId)).data).toEqual(answer.data);
      expect((await lessonRecord(t, me.token)).find((l) => l.Id === lessonId)?.ExerciseScore).toBe(100);
      const review = await ok<ReviewData>(t, PATHS.getReview, { token: me.token, json: { clid: lessonId, platform: 1 } });
      expect(review.exercises).toEqual({ total: 8, correct: 8, score: 100, attempts: 1 });
    });

    it("some wrong: the count and round(100*correct/8); items show the answer, the right answer and an explanation in the caller's language", async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      const wrongIds = [questions[0].id, questions[2].id, questions[7].id];
      const answers = questions.map((q) => ({ questionId: q.id, answer: wrongIds.includes(q.id) ? wrongAnswer(q) : q.data.answer }));
      const en = await submit(me, lessonId, answers, 'en');
      expect(en.data).toMatchObject({ attempt: 1, total: 8, correct: 5, score: Math.round((100 * 5) / 8) });
      expect(en.data.score).toBe(63);
      for (const item of en.data.items) {
        const q = questions.find((s) => s.id === item.questionId)!;
        expect(item).toMatchObject({
          kind: q.kind,
          answer: answers.find((a) => a.questionId === q.id)!.answer,
          correct: !wrongIds.includes(q.id),
          rightAnswer: q.kind === 'picture' ? `Picture ${q.data.rightLabel}` : q.data.rightLabel,
          explanation: q.data.explanation.en,
          favourite: false,
        });
        if (q.kind === 'picture') expect(item.rightImage).toBe(q.data.rightImage);
        else expect(item).not.toHaveProperty('rightImage');
      }
      const cn = await result(me, lessonId, 'cn');
      expect(cn.data!.attempt).toBe(1);
      cn.data!.items.forEach((item, i) => {
        const q = questions.find((s) => s.id === item.questionId)!;
        expect(item.explanation).toBe(q.data.explanation.cn);
        expect(item.explanation).not.toBe(en.data.items[i].explanation);
        expect(item.explanation).toMatch(/[\u4e00-\u9fff]/);
        if (q.kind === 'picture') expect(item.rightAnswer).toBe(`图 ${q.data.rightLabel}`);
      });
      expect((await lessonRecord(t, me.token)).find((l) => l.Id === lessonId)?.ExerciseScore).toBe(63);
    });

    it('order answers are compared ignoring case, punctuation and spacing; a wrong word order is wrong', async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      const order = questions.filter((q) => q.kind === 'order');
      const loose = (s: string) => `  ${s.toLowerCase().replace(/[.,!?"“”]/g, '')}   `.replace(/ /g, '  ');
      const answer = await submit(me, lessonId, [
        { questionId: order[0].id, answer: loose(order[0].data.answer) },
        { questionId: order[1].id, answer: order[1].data.answer.toUpperCase() },
      ]);
      expect(answer.data.items.filter((i) => i.kind === 'order').map((i) => i.correct)).toEqual([true, true]);
      expect(answer.data).toMatchObject({ correct: 2, score: 25 });
      // Picture, listen and gap answers ignore case and surrounding spaces too.
      const gap = questions.find((q) => q.kind === 'gap')!;
      const again = await submit(me, lessonId, [{ questionId: gap.id, answer: ` ${gap.data.answer.toUpperCase()} ` }]);
      expect(again.data).toMatchObject({ attempt: 2, correct: 3 });
      const wrongOrder = await submit(me, lessonId, [{ questionId: order[0].id, answer: wrongAnswer(order[0]) }]);
      expect(wrongOrder.data).toMatchObject({ attempt: 3, correct: 2 });
    });

    it('a retry sends only the wrong ones: the others are carried over (attempt 2, score updated)', async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      const wrong = [questions[1], questions[4]];
      const first = await submit(
        me,
        lessonId,
        questions.map((q) => ({ questionId: q.id, answer: wrong.includes(q) ? wrongAnswer(q) : q.data.answer })),
      );
      expect(first.data).toMatchObject({ attempt: 1, correct: 6, score: 75 });
      const retry = await submit(
        me,
        lessonId,
        wrong.map((q) => ({ questionId: q.id, answer: q.data.answer })),
      );
      expect(retry.data).toMatchObject({ attempt: 2, correct: 8, score: 100 });
      for (const item of retry.data.items) expect(item.answer).toBe(questions.find((q) => q.id === item.questionId)!.data.answer);
      expect((await result(me, lessonId)).data).toMatchObject({ attempt: 2, score: 100 });
      expect((await lessonRecord(t, me.token)).find((l) => l.Id === lessonId)?.ExerciseScore).toBe(100);
      expect((await attemptsOf(lessonId)).map((a) => a.attempt).sort()).toEqual([1, 2]);

      // A first attempt with only some answers: the rest count as unanswered (wrong).
      const partial = await endedLesson(t, me, pick);
      const some = await submit(me, partial, right().slice(0, 2));
      expect(some.data).toMatchObject({ attempt: 1, correct: 2, score: 25 });
      expect(some.data.items.slice(2).every((i) => i.answer === null && !i.correct)).toBe(true);
    });

    it('a question of another unit or the same question twice -> 4745, nothing stored', async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      expectRefusal(await submit(me, lessonId, [...right(), { questionId: otherUnitQuestion.id, answer: otherUnitQuestion.data.answer }]), 4745, 'EXERCISE_ANSWER_INVALID');
      expectRefusal(await submit(me, lessonId, [{ questionId: UNKNOWN_ID, answer: 'x' }]), 4745, 'EXERCISE_ANSWER_INVALID');
      const dup = right();
      dup.push({ questionId: dup[0].questionId, answer: 'something else' });
      expectRefusal(await submit(me, lessonId, dup), 4745, 'EXERCISE_ANSWER_INVALID');
      expect(await attemptsOf(lessonId)).toEqual([]);
      expect((await result(me, lessonId)).data).toBeNull();
    });

    it('bad input -> 400: no answers, an empty answer, a bad question id, more than 50 answers, no clid', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      expect(await submit(alice, lessonId, [])).toEqual(invalid('answers', 'en'));
      expect(await submit(alice, lessonId, undefined)).toEqual(invalid('answers', 'en'));
      expect(await submit(alice, lessonId, 'all right')).toEqual(invalid('answers', 'en'));
      expect(await submit(alice, lessonId, [{ questionId: questions[0].id, answer: '  ' }])).toEqual(invalid('answers.0.answer', 'en'));
      expect(await submit(alice, lessonId, [{ questionId: questions[0].id, answer: 'x'.repeat(501) }])).toEqual(invalid('answers.0.answer', 'en'));
      expect(await submit(alice, lessonId, [{ questionId: 'q1', answer: 'x' }])).toEqual(invalid('answers.0.questionId', 'en'));
      expect(await submit(alice, lessonId, Array.from({ length: 51 }, (_, i) => ({ questionId: i + 1, answer: 'x' })))).toEqual(invalid('answers', 'en'));
      expect(await post(t, PATHS.submitExercises, alice.token, { answers: right() })).toEqual(invalid('clid', 'en'));
      expect(await attemptsOf(lessonId)).toEqual([]);
    });

    it('another student can neither read nor submit (4720, nothing stored); a visitor -> 1001', async () => {
      const lessonId = await endedLesson(t, alice, pick);
      await submit(alice, lessonId, right());
      expectRefusal(await submit(bob, lessonId, right()), 4720, 'LESSON_NOT_FOUND');
      expectRefusal(await result(bob, lessonId), 4720, 'LESSON_NOT_FOUND');
      expect((await attemptsOf(lessonId)).map((a) => a.userId)).toEqual([alice.userId]);
      await expectLoginRequired(t, PATHS.submitExercises, { json: { clid: lessonId, answers: right() } });
      await expectLoginRequired(t, PATHS.exerciseResult, { json: { clid: lessonId } });
    });

    it('two submissions at once make attempts 1 and 2 (no 500)', async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      const wrongFirst = questions.map((q, i) => ({ questionId: q.id, answer: i === 0 ? wrongAnswer(q) : q.data.answer }));
      const answers = await Promise.all([submit(me, lessonId, right()), submit(me, lessonId, wrongFirst), submit(me, lessonId, right())]);
      for (const a of answers) expect(a).toMatchObject({ status: 200, code: 0 });
      expect(answers.map((a) => a.data.attempt).sort()).toEqual([1, 2, 3]);
      expect((await attemptsOf(lessonId)).map((a) => a.attempt).sort()).toEqual([1, 2, 3]);
    });
  });

  describe('favourites: POST /api/card/like?questionId and GET /api/card/likes', () => {
    it('toggles (liked true, then false); getExercises shows favourite; the list is newest first with unitName, right answer and explanation', async () => {
      const me = await student(t.db);
      const lessonId = await endedLesson(t, me, pick);
      const [q1, q2] = [questions[6], questions[2]];
      expect(await ok(t, `${PATHS.like}?questionId=${q1.id}`, { method: 'POST', token: me.token, json: {} })).toEqual({ questionId: q1.id, liked: true });
      await new Promise((r) => setTimeout(r, 20));
      expect(await ok(t, PATHS.like, { token: me.token, json: { questionId: q2.id } })).toEqual({ questionId: q2.id, liked: true });

      const set = await ok<ExerciseSet>(t, PATHS.getExercises, { token: me.token, json: { clid: lessonId } });
      expect(set.questions.filter((q) => q.favourite).map((q) => q.id).sort()).toEqual([q1.id, q2.id].sort());

      const en = await ok<FavouriteQuestion[]>(t, PATHS.likes, { token: me.token, lang: 'en' });
      expect(en.map((f) => f.questionId)).toEqual([q2.id, q1.id]);
      expect(en[1]).toMatchObject({ kind: 'order', rightAnswer: q1.data.rightLabel, explanation: q1.data.explanation.en, lessonId });
      expect(en[0].unitName.length).toBeGreaterThan(0);
      const cn = await ok<FavouriteQuestion[]>(t, PATHS.likes, { token: me.token, lang: 'cn' });
      expect(cn.map((f) => f.explanation)).toEqual([q2.data.explanation.cn, q1.data.explanation.cn]);
      expect(cn[0].unitName).not.toBe(en[0].unitName);

      // Again: taken out.
      expect(await ok(t, PATHS.like, { token: me.token, json: { questionId: q2.id } })).toEqual({ questionId: q2.id, liked: false });
      expect((await ok<FavouriteQuestion[]>(t, PATHS.likes, { token: me.token })).map((f) => f.questionId)).toEqual([q1.id]);
      expect(await t.db.select().from(questionLikes).where(eq(questionLikes.userId, me.userId))).toHaveLength(1);
      // Someone else's list is their own.
      expect(await ok(t, PATHS.likes, { token: bob.token })).toEqual([]);
    });

    it('before the class has ended, the favourites do not give the answers away', async () => {
      const me = await student(t.db);
      const lessonId = await bookLesson(t, me, pick);
      expectRefusal(await post(t, PATHS.getExercises, me.token, { clid: lessonId }), 4741, 'REVIEW_NOT_OPEN');
      for (const q of questions) await post(t, PATHS.like, me.token, { questionId: q.id });
      const likes = JSON.stringify(await call(t, PATHS.likes, { token: me.token, lang: 'en' }));
      for (const q of questions) {
        expect(likes).not.toContain(q.data.explanation.en);
        expect(likes).not.toContain(JSON.stringify(q.data.rightLabel));
      }
    });

    it('a question of a unit the caller has no lesson of, or of a cancelled lesson only, or an unknown id -> 4746; bad id -> 400; a visitor -> 1001', async () => {
      const me = await student(t.db);
      await endedLesson(t, me, pick);
      expectRefusal(await post(t, PATHS.like, me.token, { questionId: otherUnitQuestion.id }), 4746, 'QUESTION_NOT_FOUND');
      expectRefusal(await post(t, PATHS.like, me.token, { questionId: UNKNOWN_ID }), 4746, 'QUESTION_NOT_FOUND');
      const loner = await student(t.db);
      const cancelled = await bookLesson(t, loner, pick);
      await cancelLesson(t, loner, cancelled);
      expectRefusal(await post(t, PATHS.like, loner.token, { questionId: questions[0].id }), 4746, 'QUESTION_NOT_FOUND');
      expect(await post(t, PATHS.like, me.token, {})).toEqual(invalid('questionId', 'en'));
      expect(await post(t, PATHS.like, me.token, { questionId: 'abc' })).toEqual(invalid('questionId', 'en'));
      expect(await t.db.select().from(questionLikes).where(eq(questionLikes.userId, me.userId))).toEqual([]);
      await expectLoginRequired(t, PATHS.like, { json: { questionId: questions[0].id } });
      await expectLoginRequired(t, PATHS.likes);
    });
  });
});
