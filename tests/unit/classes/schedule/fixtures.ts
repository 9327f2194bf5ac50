import type { LessonItem } from '@/lib/types/classes';

/** A booked 25-minute class with a teacher, material and book; override what a test needs. */
export function lesson(overrides: Partial<LessonItem> = {}): LessonItem {
  return {
    Id: 1,
    ClassDate: '2026-07-15',
    Start: '19:00',
    End: '19:25',
    StartTime: '2026-07-15T11:00:00.000Z',
    Minutes: 25,
    Status: 'booked',
    IsCancel: false,
    IsTrial: false,
    Settlement: null,
    CancelReason: null,
    BookedAt: '2026-07-01T00:00:00.000Z',
    Teacher: { Id: 3, Name: 'Emma Clarke', Avatar: '/teachers/emma.webp', Gender: 'female', Nationality: 'UK' },
    Material: { Id: 7, Name: 'Level 2 · Unit 3', Level: '2' },
    Book: { Id: 11, Slug: 'the-red-kite', Title: 'The Red Kite', Cover: '/books/red-kite.webp' },
    Prefs: {},
    Student: { Id: 9, Nickname: 'Lily' },
    ...overrides,
  };
}
