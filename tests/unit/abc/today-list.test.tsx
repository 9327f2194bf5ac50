/** Today's classes for staff: the day asked for is the viewer's, 'Join' is honest about the missing classroom, outcomes are confirmed. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { TodayList } from '@/components/abc/today-list';
import { localParts } from '@/lib/classes/time';
import { browserTimeZone } from '@/lib/classes/zone';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { LessonItem } from '@/lib/types/classes';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const MIN = 60_000;

function lesson(id: number, startMs: number, nickname: string): LessonItem {
  const zone = browserTimeZone() || 'UTC';
  const start = localParts(startMs, zone);
  return {
    Id: id,
    ClassDate: start.date,
    Start: start.time,
    End: localParts(startMs + 25 * MIN, zone).time,
    StartTime: new Date(startMs).toISOString(),
    Minutes: 25,
    Status: 'booked',
    IsCancel: false,
    IsTrial: id === 2,
    Settlement: null,
    CancelReason: null,
    BookedAt: new Date(startMs - 86_400_000).toISOString(),
    Teacher: { Id: 1, Name: 'Amy Lawson', Avatar: '', Gender: 'female', Nationality: 'US' },
    Material: { Id: 3, Name: '1 级 · 第 1 单元', Level: '1' },
    Book: { Id: 4, Slug: 'the-red-kite', Title: '红风筝', Cover: '' },
    Prefs: {},
    Student: { Id: 10 + id, Nickname: nickname },
    PreviewedAt: null,
    EnteredAt: null,
    Reviewed: false,
    ExerciseScore: null,
  };
}

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.cn.Http });
});

test('lists the viewer-zone day, offers Join only from 10 minutes before, and records a teacher no-show after a confirmation', async () => {
  const now = Date.now();
  const asked: URLSearchParams[] = [];
  const outcomes: unknown[] = [];
  const zone = browserTimeZone() || 'UTC';
  server.use(
    mock.get('*/api/abc/course/list', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const list = [lesson(1, now - 5 * MIN, 'Lily'), lesson(2, now + 2 * 60 * MIN, 'Tom')];
      return ok({ list, total: 2, page: 1, size: 100, today: localParts(now, zone).date, timeZone: zone });
    }),
    mock.post('*/api/abc/lesson/outcome', async ({ request }) => {
      outcomes.push(await request.json());
      return ok({ lessonId: 1, status: 'teacher_absent' });
    }),
  );
  const t = MESSAGES.cn.AbcCourse;
  renderWithProviders(<TodayList />);

  const rows = await screen.findAllByTestId('abc-lesson');
  expect(asked[0].get('date')).toBe(localParts(Date.now(), zone).date);
  expect(rows.map((r) => within(r).getByTestId('abc-lesson-student').textContent)).toEqual(['Lily', 'Tom']);

  const [inClass, later] = rows;
  expect(within(later).getByTestId('abc-join')).toBeDisabled();
  expect(within(later).getByTestId('abc-join-opens')).toHaveTextContent(/\d{2}:\d{2}/);
  expect(within(later).queryByTestId('abc-outcome-finished')).toBeNull();
  expect(within(later).getByTestId('class-trial')).toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(within(inClass).getByTestId('abc-join'));
  const join = await screen.findByTestId('abc-join-dialog');
  expect(join).toHaveTextContent(t.joinTitle);
  expect(within(join).getByTestId('abc-lesson-facts')).toHaveTextContent('Lily');
  expect(within(join).queryByRole('link')).toBeNull();
  await user.click(within(join).getByRole('button', { name: MESSAGES.cn.Common.close }));
  await waitFor(() => expect(screen.queryByTestId('abc-join-dialog')).toBeNull());

  await user.click(within(inClass).getByTestId('abc-outcome-teacher_absent'));
  const confirm = await screen.findByTestId('abc-outcome-dialog');
  expect(confirm).toHaveTextContent(t.outcomeText.teacher_absent);
  expect(outcomes).toEqual([]);
  await user.click(within(confirm).getByTestId('abc-outcome-confirm'));
  await waitFor(() => expect(outcomes).toEqual([{ lessonId: 1, outcome: 'teacher_absent' }]));
  await waitFor(() => expect(toasts.getState().list.map((x) => x.text)).toContain(t.outcomeDone.teacher_absent.replace('{name}', 'Lily')));
});

test('an empty day says so, in English too', async () => {
  server.use(mock.get('*/api/abc/course/list', () => ok({ list: [], total: 0, page: 1, size: 100, today: '2026-11-26', timeZone: 'UTC' })));
  renderWithProviders(<TodayList />, { locale: 'en' });
  expect(await screen.findByTestId('abc-today-empty')).toHaveTextContent(MESSAGES.en.AbcCourse.todayEmpty);
});
