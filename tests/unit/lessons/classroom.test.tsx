import { act, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { ClassroomView } from '@/components/lessons/classroom-view';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { ClassroomData } from '@/lib/types/lessons';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { classroom, MINUTE, NOW, ZONE } from './lesson-fixtures';

jest.mock('@/lib/classes/zone', () => ({ browserTimeZone: () => ZONE }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const refuse = (code: number, msg: string, status = 200) => HttpResponse.json({ code, msg, data: null }, { status });
const t = MESSAGES.en.Classroom;

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

afterEach(() => jest.useRealTimers());

/** The server's classroom: it opens 10 minutes before `startMs` and closes at the end; each entry is recorded. */
function answerClassroom(data: ClassroomData) {
  const entries: unknown[] = [];
  const startMs = Date.parse(data.lesson.startTime);
  server.use(
    mock.get('*/api/eclass/classin/classroom', ({ request }) => {
      expect(new URL(request.url).searchParams.get('lessonId')).toBe(String(data.lesson.lessonId));
      if (Date.now() < startMs - 10 * MINUTE) return refuse(4742, 'The classroom opens 10 minutes before the class');
      return ok(data);
    }),
    mock.post('*/api/acadsoc/app/loginTencentClass', async ({ request }) => {
      entries.push(await request.json());
      const now = Date.now();
      if (now < startMs - 10 * MINUTE) return refuse(4742, 'The classroom opens 10 minutes before the class');
      if (now >= startMs + 25 * MINUTE) return refuse(4743, 'This class has ended');
      return ok({ url: `/course/classroom/${data.lesson.lessonId}`, provider: 'local', opensAt: data.opensAt, closesAt: data.closesAt, attended: entries.length === 1 });
    }),
  );
  return entries;
}

const phase = () => screen.getByTestId('classroom').getAttribute('data-phase');

describe('ClassroomView (/course/classroom/<id>): the built-in classroom', () => {
  test('early (4742): the refusal, then the page opens by itself with a countdown and enters; the slides at the start, the review links after the end', async () => {
    jest.useFakeTimers({ now: NOW });
    const startMs = NOW + 30 * MINUTE;
    const entries = answerClassroom(classroom(42, startMs));
    renderWithProviders(<ClassroomView lessonId={42} />, { locale: 'en' });

    // Too early: the server refuses the classroom, and the page does not try to enter yet.
    const refused = await screen.findByTestId('lesson-refused');
    expect(refused).toHaveAttribute('data-code', '4742');
    expect(refused).toHaveTextContent(MESSAGES.en.Lessons.refusal.classroomNotOpen);
    expect(within(refused).getByTestId('classroom-opens-itself')).toHaveTextContent(t.opensItself);
    expect(entries).toEqual([]);

    // 10 minutes before the start the classroom opens: the page loads it and enters by itself (attendance).
    await act(async () => jest.advanceTimersByTime(20 * MINUTE));
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByTestId('classroom-builtin-note')).toHaveTextContent(t.builtInNote);
    expect(phase()).toBe('waiting');
    expect(screen.getByTestId('classroom-countdown')).toHaveTextContent(/^(10:00|09:5\d)$/);
    expect(await screen.findByTestId('classroom-entered')).toHaveTextContent(t.attendanceRecorded);
    expect(entries).toEqual([{ lessonId: 42 }]);
    expect(screen.queryByTestId('classroom-refused')).toBeNull();
    const before = screen.getByTestId('classroom-countdown').textContent;
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('classroom-countdown').textContent).not.toBe(before);
    expect(screen.getByTestId('classroom-countdown')).toHaveTextContent(/^09:5\d$/);

    // At the start the slides come, and the student turns them.
    act(() => jest.advanceTimersByTime(10 * MINUTE));
    expect(phase()).toBe('live');
    expect(screen.queryByTestId('classroom-countdown')).toBeNull();
    const viewer = screen.getByTestId('courseware-viewer');
    expect(within(viewer).getByTestId('courseware-counter')).toHaveTextContent('1 / 4');
    act(() => within(viewer).getByRole('button', { name: MESSAGES.en.Lessons.nextSlide }).click());
    expect(within(viewer).getByTestId('courseware-counter')).toHaveTextContent('2 / 4');

    // After the end: the notice and the review pages.
    act(() => jest.advanceTimersByTime(25 * MINUTE));
    expect(phase()).toBe('ended');
    const ended = screen.getByTestId('classroom-ended');
    expect(within(ended).getByRole('heading', { name: t.endedTitle })).toBeInTheDocument();
    expect(within(ended).getByRole('link', { name: t.toReview })).toHaveAttribute('href', '/course/review?clid=42');
    expect(within(ended).getByRole('link', { name: t.toExercises })).toHaveAttribute('href', '/course/review/exercise?clid=42');
    expect(within(ended).getByRole('link', { name: t.toKnowledge })).toHaveAttribute('href', '/course/review/knowledgeReview?clid=42');
    expect(entries).toHaveLength(1);
  });

  test('during the class: entering records attendance and the courseware shows at once (cn)', async () => {
    jest.useFakeTimers({ now: NOW });
    const entries = answerClassroom(classroom(42, NOW - 5 * MINUTE, 'live'));
    renderWithProviders(<ClassroomView lessonId={42} />);
    expect(await screen.findByTestId('classroom-entered')).toHaveTextContent(MESSAGES.cn.Classroom.attendanceRecorded);
    expect(entries).toEqual([{ lessonId: 42 }]);
    expect(phase()).toBe('live');
    expect(screen.getByRole('heading', { level: 2, name: MESSAGES.cn.Classroom.liveTitle })).toBeInTheDocument();
    expect(screen.getByTestId('courseware-viewer')).toBeInTheDocument();
  });

  test('after the class: the ended notice with the review links, without asking to enter', async () => {
    jest.useFakeTimers({ now: NOW });
    const entries = answerClassroom(classroom(42, NOW - 60 * MINUTE, 'ended'));
    renderWithProviders(<ClassroomView lessonId={42} />, { locale: 'en' });
    expect(await screen.findByTestId('classroom-ended')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(100));
    expect(entries).toHaveLength(0);
    expect(screen.queryByTestId('classroom-refused')).toBeNull();
    expect(screen.queryByTestId('courseware-viewer')).toBeNull();
  });

  test("someone else's class (4720): the refusal with the way back", async () => {
    server.use(
      mock.get('*/api/eclass/classin/classroom', () => refuse(4720, 'This class does not exist', 404)),
      mock.post('*/api/acadsoc/app/loginTencentClass', () => refuse(4720, 'This class does not exist', 404)),
    );
    renderWithProviders(<ClassroomView lessonId={9} />, { locale: 'en' });
    const alert = await screen.findByTestId('lesson-refused');
    expect(alert).toHaveTextContent(MESSAGES.en.Lessons.refusal.notFound);
    expect(within(alert).getByRole('link', { name: MESSAGES.en.Lessons.backToList })).toHaveAttribute('href', '/course/list');
  });

  test('refused as too early by the server (its clock is behind): the notice, then one more try a few seconds later', async () => {
    jest.useFakeTimers({ now: NOW });
    const data = classroom(42, NOW + 9 * MINUTE);
    let refuseNext = true;
    const entries: unknown[] = [];
    server.use(
      mock.get('*/api/eclass/classin/classroom', () => ok(data)),
      mock.post('*/api/acadsoc/app/loginTencentClass', async ({ request }) => {
        entries.push(await request.json());
        if (refuseNext) {
          refuseNext = false;
          return refuse(4742, 'The classroom opens 10 minutes before the class');
        }
        return ok({ url: '/course/classroom/42', provider: 'local', opensAt: data.opensAt, closesAt: data.closesAt, attended: true });
      }),
    );
    renderWithProviders(<ClassroomView lessonId={42} />, { locale: 'en' });
    const refused = await screen.findByTestId('classroom-refused');
    expect(refused).toHaveAttribute('data-code', '4742');
    expect(refused).toHaveTextContent(/The classroom opens 10 minutes before the class/);
    await act(async () => jest.advanceTimersByTime(6000));
    expect(await screen.findByTestId('classroom-entered')).toBeInTheDocument();
    expect(entries).toHaveLength(2);
  });
});
