import type { LessonItem } from '@/lib/types/classes';

import { lesson as lessonAt } from '../fixtures';

/** A booked 25-minute class on 15 July 2026 at 19:00 Beijing time with Emma Clarke; override what a test needs. */
export function lesson(overrides: Partial<LessonItem> = {}): LessonItem {
  return lessonAt(overrides.Id ?? 1, Date.parse('2026-07-15T11:00:00.000Z'), {
    BookedAt: '2026-07-01T00:00:00.000Z',
    Teacher: { Id: 3, Name: 'Emma Clarke', Avatar: '/teachers/emma.webp', Gender: 'female', Nationality: 'UK' },
    Material: { Id: 7, Name: 'Level 2 · Unit 3', Level: '2' },
    Book: { Id: 11, Slug: 'the-red-kite', Title: 'The Red Kite', Cover: '/books/red-kite.webp' },
    Prefs: {},
    Student: { Id: 9, Nickname: 'Lily' },
    ...overrides,
  });
}
