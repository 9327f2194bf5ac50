import { configure } from '@testing-library/react';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { LessonItem, MyClassesSummary } from '@/lib/types/classes';

dayjs.extend(utc);
dayjs.extend(timezone);

// The app's test ids are `data-test` (as Playwright's testIdAttribute).
configure({ testIdAttribute: 'data-test' });

/** The zone the tests view classes in (lib/classes/zone is mocked to it). */
export const ZONE = 'Asia/Shanghai';
/** Thursday 26 November 2026, 10:00 in Beijing. */
export const NOW = Date.UTC(2026, 10, 26, 2, 0);
export const MINUTE = 60_000;

/** A class as getCourseLessonRecord answers it, starting `startMs` (ClassDate/Start/End in ZONE). */
export function lesson(id: number, startMs: number, over: Partial<LessonItem> = {}): LessonItem {
  const start = dayjs(startMs).tz(ZONE);
  const end = start.add(25, 'minute');
  return {
    Id: id,
    ClassDate: start.format('YYYY-MM-DD'),
    Start: start.format('HH:mm'),
    End: end.format('HH:mm'),
    StartTime: new Date(startMs).toISOString(),
    Minutes: 25,
    Status: 'booked',
    IsCancel: false,
    IsTrial: false,
    Settlement: null,
    CancelReason: null,
    BookedAt: new Date(startMs - 2 * 24 * 60 * MINUTE).toISOString(),
    Teacher: { Id: 3, Name: 'Amy Lawson', Avatar: '/media/seed/teachers/amy-lawson/avatar.webp', Gender: 'female', Nationality: 'GB' },
    Material: { Id: 7, Name: 'Level A · Unit 2', Level: 'A' },
    Book: { Id: 5, Slug: 'the-duck', Title: 'The Duck', Cover: '/media/seed/books/the-duck/cover-small.webp' },
    Prefs: { speechSpeed: 'slow' },
    Student: { Id: 1, Nickname: 'Lily' },
    PreviewedAt: null,
    EnteredAt: null,
    Reviewed: false,
    ExerciseScore: null,
    ...over,
  };
}

export function summary(over: Partial<MyClassesSummary> = {}): MyClassesSummary {
  return {
    remaining: 0,
    packages: [],
    vouchers: [],
    trial: { status: 'none', eligible: true, lesson: null, requestedAt: null },
    notices: [],
    compulsoryEducation: false,
    ...over,
  };
}
