import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { ClassListView } from '@/components/classes/class-list-view';
import { openUrl } from '@/components/lessons/open-url';
import { CLASS_CLOCK_MS } from '@/lib/hooks/use-classes';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { lesson, MINUTE, NOW, ZONE } from './fixtures';

jest.mock('@/lib/classes/zone', () => ({ browserTimeZone: () => ZONE }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));
jest.mock('@/components/lessons/open-url', () => ({ openUrl: jest.fn() }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const t = MESSAGES.en.CourseList;
const card = (id: number) => document.querySelector<HTMLElement>(`[data-test="class-card"][data-lesson-id="${id}"]`)!;
const inCard = (id: number, testId: string) => card(id).querySelector<HTMLElement>(`[data-test="${testId}"]`);

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
  jest.mocked(openUrl).mockReset();
});

afterEach(() => jest.useRealTimers());

describe('ClassCard: preview, classroom and review by the clock', () => {
  test('"Enter classroom" appears 10 minutes before the start and goes at the end, while the page stays open; Preview until the end, then the review links', () => {
    jest.useFakeTimers({ now: NOW });
    // 11 minutes ahead: the classroom is not open yet.
    renderWithProviders(<ClassListView lessons={[lesson(1, NOW + 11 * MINUTE)]} />, { locale: 'en' });
    expect(inCard(1, 'class-preview')).toHaveAttribute('href', '/course/preview?clid=1');
    expect(inCard(1, 'class-preview')).toHaveTextContent(t.preview);
    expect(inCard(1, 'class-enter')).toBeNull();

    // Half a minute later: still 10.5 minutes.
    act(() => jest.advanceTimersByTime(CLASS_CLOCK_MS));
    expect(inCard(1, 'class-enter')).toBeNull();
    // 10 minutes before the start: the primary button comes by itself.
    act(() => jest.advanceTimersByTime(CLASS_CLOCK_MS));
    expect(within(card(1)).getByRole('button', { name: t.enterClassroom })).toHaveAttribute('data-test', 'class-enter');
    expect(inCard(1, 'class-review')).toBeNull();

    // In class: both still there.
    act(() => jest.advanceTimersByTime(20 * MINUTE));
    expect(inCard(1, 'class-enter')).not.toBeNull();
    expect(inCard(1, 'class-preview')).not.toBeNull();

    // At the end (start + 25 minutes): no classroom, no preview; the review pages instead.
    act(() => jest.advanceTimersByTime(15 * MINUTE));
    expect(inCard(1, 'class-enter')).toBeNull();
    expect(inCard(1, 'class-preview')).toBeNull();
    expect(within(card(1)).getByRole('link', { name: t.classReview })).toHaveAttribute('href', '/course/review?clid=1');
    expect(within(card(1)).getByRole('link', { name: t.exercises })).toHaveAttribute('href', '/course/review/exercise?clid=1');
    expect(within(card(1)).getByRole('link', { name: t.knowledgeReview })).toHaveAttribute('href', '/course/review/knowledgeReview?clid=1');
  });

  test('"Enter classroom" asks for the classroom (records attendance) and opens its address in the same tab', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      mock.post('*/api/acadsoc/app/loginTencentClass', async ({ request }) => {
        bodies.push(await request.json());
        return ok({ url: '/course/classroom/3', provider: 'local', opensAt: '', closesAt: '', attended: true });
      }),
    );
    renderWithProviders(<ClassListView lessons={[lesson(3, Date.now() + 5 * MINUTE)]} />, { locale: 'en' });
    await user.click(within(card(3)).getByRole('button', { name: t.enterClassroom }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/course/classroom/3'));
    expect(bodies).toEqual([{ lessonId: 3 }]);
  });

  test('a previewed class says "Preview done ✓" (cn too)', () => {
    const lessons = [lesson(4, Date.now() + 3 * 24 * 60 * MINUTE, { PreviewedAt: '2026-11-25T10:00:00.000Z' })];
    const { unmount } = renderWithProviders(<ClassListView lessons={lessons} />, { locale: 'en' });
    expect(inCard(4, 'class-preview')).toHaveTextContent(t.previewDone);
    expect(inCard(4, 'class-preview')).toHaveAttribute('data-done', 'true');
    unmount();
    renderWithProviders(<ClassListView lessons={lessons} />);
    expect(inCard(4, 'class-preview')).toHaveTextContent(MESSAGES.cn.CourseList.previewDone);
  });

  test('after the class: finished and absent classes link to their review, with the exercise score when there is one; cancelled and teacher-absent classes offer nothing', () => {
    const past = Date.now() - 2 * 24 * 60 * MINUTE;
    renderWithProviders(
      <ClassListView
        lessons={[
          lesson(5, past, { Status: 'finished', Reviewed: true, ExerciseScore: 80 }),
          lesson(6, past - MINUTE * 60, { Status: 'absent' }),
          lesson(7, Date.now() + 60 * MINUTE, { Status: 'cancelled', IsCancel: true }),
          lesson(8, past - MINUTE * 120, { Status: 'teacher_absent' }),
        ]}
      />,
      { locale: 'en' },
    );
    expect(inCard(5, 'class-exercise')).toHaveTextContent('Exercises · 80 points');
    expect(inCard(5, 'class-review')).toHaveAttribute('href', '/course/review?clid=5');
    expect(inCard(6, 'class-exercise')).toHaveTextContent(t.exercises);
    expect(inCard(6, 'class-knowledge')).toHaveAttribute('href', '/course/review/knowledgeReview?clid=6');
    for (const id of [7, 8]) {
      expect(inCard(id, 'class-actions')).toBeNull();
    }
    expect(inCard(5, 'class-preview')).toBeNull();
    expect(screen.queryAllByTestId('class-enter')).toHaveLength(0);
  });
});
