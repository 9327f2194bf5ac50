import { configure } from '@testing-library/react';

import type { ClassroomData, CoursewarePage, KeySentence, LessonHeader, PreviewData, VocabItem } from '@/lib/types/lessons';

configure({ testIdAttribute: 'data-test' });

/** The zone the tests view lessons in (lib/classes/zone is mocked to it). */
export const ZONE = 'Asia/Shanghai';
/** Thursday 26 November 2026, 10:00 in Beijing. */
export const NOW = Date.UTC(2026, 10, 26, 2, 0);
export const MINUTE = 60_000;

export function header(id: number, startMs: number, over: Partial<LessonHeader> = {}): LessonHeader {
  return {
    lessonId: id,
    startTime: new Date(startMs).toISOString(),
    minutes: 25,
    status: 'booked',
    isTrial: false,
    teacher: { id: 3, name: 'Amy Lawson', avatar: '/media/seed/teachers/amy-lawson/avatar.webp', gender: 'female', nationality: 'GB' },
    unit: { materialId: 7, level: 'A', unit: 2, name: 'Level A · Unit 2', goal: 'Name things in the sky' },
    book: { id: 5, slug: 'the-red-kite', title: 'The Red Kite', cover: '/media/seed/books/the-red-kite/cover-small.webp' },
    enteredAt: null,
    previewedAt: null,
    ...over,
  };
}

export function slides(n: number): CoursewarePage[] {
  const kinds: CoursewarePage['kind'][] = ['title', 'words', 'sentence', 'knowledge', 'review'];
  return Array.from({ length: n }, (_, i) => ({
    index: i + 1,
    kind: kinds[i % kinds.length],
    image: `/media/courseware/7/${i + 1}.webp`,
    width: 960,
    height: 540,
    text: `Slide about kites number ${i + 1}`,
  }));
}

export const WORDS: VocabItem[] = [
  { word: 'kite', cn: '风筝', pos: 'noun', page: 2, image: '/media/seed/books/the-red-kite/p2.webp', audio: { src: '/media/seed/books/the-red-kite/p2.mp3', startMs: 400, endMs: 1200 } },
  { word: 'fly', cn: '飞', pos: 'verb', page: 3, image: '/media/seed/books/the-red-kite/p3.webp', audio: { src: '/media/seed/books/the-red-kite/p3.mp3', startMs: 0, endMs: 700 } },
];

export const SENTENCES: KeySentence[] = [
  { en: 'The kite is red.', cn: '风筝是红色的。', page: 2, image: '/media/seed/books/the-red-kite/p2.webp', audio: { src: '/media/seed/books/the-red-kite/p2.mp3', startMs: 0, endMs: 2000 } },
];

export function preview(id: number, startMs: number, over: Partial<LessonHeader> = {}): PreviewData {
  return { lesson: header(id, startMs, over), courseware: slides(3), vocabulary: WORDS, sentences: SENTENCES };
}

export function classroom(id: number, startMs: number, phase: ClassroomData['phase'] = 'waiting'): ClassroomData {
  return {
    lesson: header(id, startMs),
    courseware: slides(4),
    opensAt: new Date(startMs - 10 * MINUTE).toISOString(),
    closesAt: new Date(startMs + 25 * MINUTE).toISOString(),
    phase,
  };
}
