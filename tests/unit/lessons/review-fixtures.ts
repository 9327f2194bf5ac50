/** Data of the pages after a class (review, exercises, result, knowledge review) as the API answers it. */
import { configure } from '@testing-library/react';
import { HttpResponse } from 'msw';

import type { ExerciseResult, ExerciseSet, LessonHeader, ReviewData, VocabItem } from '@/lib/types/lessons';

import { header as lessonHeader } from './lesson-fixtures';

// The app's test ids are `data-test` (as Playwright's testIdAttribute).
configure({ testIdAttribute: 'data-test' });

export const LESSON_ID = 7;

export const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
export const refused = (code: number, msg: string, status = 400) => HttpResponse.json({ code, msg, data: null }, { status });

const clip = (startMs: number) => ({ src: '/media/seed/books/the-red-kite/narration.mp3', startMs, endMs: startMs + 800 });

/** A lesson that ended two hours ago (the lesson pages' shared header, finished). */
export function header(over: Partial<LessonHeader> = {}): LessonHeader {
  return lessonHeader(LESSON_ID, Date.now() - 2 * 3_600_000, { status: 'finished', ...over });
}

export const word = (w: string, cn: string, page = 2): VocabItem => ({ word: w, cn, pos: 'noun', page, image: `/media/p${page}.webp`, audio: clip(page * 1000) });

/** One question of each kind: picture (11), listen (12), order (13), gap (14). */
export function exerciseSet(favourite: number[] = []): ExerciseSet {
  return {
    lesson: header(),
    questions: [
      {
        id: 11,
        kind: 'picture',
        prompt: 'kite',
        audio: clip(1000),
        options: [
          { value: 'p2', label: 'Picture A', image: '/media/p2.webp' },
          { value: 'p5', label: 'Picture B', image: '/media/p5.webp' },
          { value: 'p7', label: 'Picture C', image: '/media/p7.webp' },
        ],
        tiles: [],
        favourite: favourite.includes(11),
      },
      {
        id: 12,
        kind: 'listen',
        prompt: '',
        audio: clip(2000),
        options: ['sky', 'tree', 'bird'].map((w) => ({ value: w, label: w })),
        tiles: [],
        favourite: favourite.includes(12),
      },
      { id: 13, kind: 'order', prompt: '风筝很高。', audio: clip(3000), options: [], tiles: ['high.', 'kite', 'The', 'is'], favourite: favourite.includes(13) },
      {
        id: 14,
        kind: 'gap',
        prompt: 'The kite is in the ___.',
        audio: null,
        options: ['tree', 'sky', 'box'].map((w) => ({ value: w, label: w })),
        tiles: [],
        favourite: favourite.includes(14),
      },
    ],
  };
}

/** A scored attempt: `wrong` lists the question ids answered wrong. */
export function exerciseResult(wrong: number[] = [12, 13], attempt = 1): ExerciseResult {
  const answers: Record<number, [string, string, string]> = {
    11: ['p5', 'Picture A', 'You can see it on page 2.'],
    12: ['tree', 'sky', 'You heard "sky".'],
    13: ['kite The is high.', 'The kite is high.', 'The sentence is "The kite is high."'],
    14: ['sky', 'sky', '"sky" completes the sentence.'],
  };
  const items = [11, 12, 13, 14].map((id) => {
    const correct = !wrong.includes(id);
    const [given, right, explanation] = answers[id];
    return {
      questionId: id,
      kind: exerciseSet().questions.find((q) => q.id === id)!.kind,
      prompt: exerciseSet().questions.find((q) => q.id === id)!.prompt,
      answer: correct ? (id === 11 ? 'p2' : right) : given,
      correct,
      rightAnswer: right,
      ...(id === 11 ? { rightImage: '/media/p2.webp' } : {}),
      explanation,
      favourite: false,
    };
  });
  const correct = items.filter((i) => i.correct).length;
  return { lesson: header(), attempt, total: 4, correct, score: Math.round((correct / 4) * 100), submittedAt: new Date().toISOString(), items };
}

export function reviewData(over: Partial<ReviewData> = {}): ReviewData {
  return {
    lesson: header(),
    available: true,
    teacherReview: {
      comment: 'Lily spoke in full sentences today.',
      ratings: { listening: 4, speaking: 5, vocabulary: 3, pronunciation: 4, participation: 5 },
      words: [word('kite', '风筝'), word('sky', '天空', 3)],
      reviewerName: 'Amy Lawson',
      reviewedAt: new Date().toISOString(),
    },
    familyRating: null,
    exercises: { total: 4, correct: null, score: null, attempts: 0 },
    ...over,
  };
}
