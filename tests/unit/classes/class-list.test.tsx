import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ClassListView } from '@/components/classes/class-list-view';
import { CLASS_CLOCK_MS } from '@/lib/hooks/use-classes';

import { MESSAGES, renderWithProviders } from '../helpers/render';
import { lesson, MINUTE, NOW, ZONE } from './fixtures';

jest.mock('@/lib/classes/zone', () => ({ browserTimeZone: () => ZONE }));

const status = (id: number) => within(card(id)).getByTestId('class-status');
const card = (id: number) => document.querySelector<HTMLElement>(`[data-test="class-card"][data-lesson-id="${id}"]`)!;
const ids = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('[data-test="class-card"]')].map((el) => Number(el.getAttribute('data-lesson-id')));

afterEach(() => jest.useRealTimers());

describe('ClassListView: the status follows the clock (SPEC §4 computed status)', () => {
  test('a class moves from Pending to Upcoming to In progress while the page stays open, re-evaluated every 30 s', () => {
    jest.useFakeTimers({ now: NOW });
    // 181 minutes ahead: more than 180 -> 1 'Pending'.
    renderWithProviders(<ClassListView lessons={[lesson(1, NOW + 181 * MINUTE)]} onLeave={jest.fn()} onAbsent={jest.fn()} />, { locale: 'en' });
    const t = MESSAGES.en.Classes.status;
    expect(status(1)).toHaveTextContent(t.pending);
    expect(within(card(1)).getByRole('button', { name: MESSAGES.en.CourseList.takeLeave })).toBeInTheDocument();

    // Half a minute later it is still more than 180 minutes away: nothing changes.
    act(() => jest.advanceTimersByTime(CLASS_CLOCK_MS));
    expect(status(1)).toHaveTextContent(t.pending);

    // 180 minutes or fewer and above 0 -> 2 'Upcoming', without a refetch or a reload.
    act(() => jest.advanceTimersByTime(CLASS_CLOCK_MS));
    expect(status(1)).toHaveTextContent(t.upcoming);
    expect(status(1)).toHaveAttribute('data-status', 'upcoming');

    // At the start (0 or less) -> 3 'In progress': leave is gone, 'cannot attend' is offered.
    act(() => jest.advanceTimersByTime(180 * MINUTE));
    expect(status(1)).toHaveTextContent(t.inClass);
    expect(within(card(1)).queryByRole('button', { name: MESSAGES.en.CourseList.takeLeave })).toBeNull();
    expect(within(card(1)).getByRole('button', { name: MESSAGES.en.CourseList.cannotAttend })).toBeInTheDocument();

    // After its 25 minutes the class has ended.
    act(() => jest.advanceTimersByTime(25 * MINUTE));
    expect(status(1)).toHaveTextContent(t.ended);
    expect(within(card(1)).queryByRole('button')).toBeNull();
  });

  test('the chips count classes per status, and their numbers follow the clock too (cn)', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithProviders(
      <ClassListView
        lessons={[
          lesson(1, NOW + 200 * MINUTE),
          lesson(2, NOW + 181 * MINUTE),
          lesson(3, NOW + 60 * MINUTE),
          lesson(4, NOW - 3 * 24 * 60 * MINUTE, { Status: 'finished' }),
          lesson(5, NOW + 24 * 60 * MINUTE, { IsCancel: true, Status: 'cancelled', Settlement: 'free' }),
        ]}
      />,
    );
    const t = MESSAGES.cn.Classes.status;
    const chip = (key: string) => screen.getByTestId(`class-filter-${key}`);
    expect(chip('all')).toHaveTextContent(`${MESSAGES.cn.CourseList.filterAll}5`);
    expect(chip('pending')).toHaveTextContent(`${t.pending}2`);
    expect(chip('upcoming')).toHaveTextContent(`${t.upcoming}1`);
    expect(chip('finished')).toHaveTextContent(`${t.finished}1`);
    expect(chip('cancelled')).toHaveTextContent(`${t.cancelled}1`);
    // No class is absent or unfinished: those chips are left out.
    expect(screen.queryByTestId('class-filter-absent')).toBeNull();

    act(() => jest.advanceTimersByTime(2 * CLASS_CLOCK_MS));
    expect(chip('pending')).toHaveTextContent(`${t.pending}1`);
    expect(chip('upcoming')).toHaveTextContent(`${t.upcoming}2`);
  });
});

describe('ClassListView: order, cards and filters', () => {
  const lessons = [
    lesson(1, NOW + 3 * 24 * 60 * MINUTE),
    lesson(2, NOW + 60 * MINUTE, { IsTrial: true }),
    lesson(3, NOW - 5 * 24 * 60 * MINUTE, { Status: 'finished' }),
    lesson(4, NOW - 24 * 60 * MINUTE, { Status: 'teacher_absent', Settlement: 'returned' }),
    lesson(5, NOW - 2 * 24 * 60 * MINUTE, { IsCancel: true, Status: 'cancelled', Settlement: 'voucher' }),
    lesson(6, NOW - 4 * 24 * 60 * MINUTE, { Status: 'absent' }),
  ];

  test('upcoming classes first (soonest first), then past and cancelled ones (newest first)', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithProviders(<ClassListView lessons={lessons} />, { locale: 'en' });
    expect(ids('class-list-coming')).toEqual([2, 1]);
    expect(ids('class-list-past')).toEqual([4, 5, 6, 3]);
    expect(screen.getByRole('heading', { name: MESSAGES.en.CourseList.comingUp })).toBeInTheDocument();
  });

  test('a card shows date with weekday and time in the viewer zone, teacher and country, material and book, preferences, trial badge', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithProviders(<ClassListView lessons={lessons} />, { locale: 'en' });
    const trial = card(2);
    expect(within(trial).getByTestId('class-date')).toHaveTextContent('Thu, Nov 26');
    expect(within(trial).getByTestId('class-time')).toHaveTextContent('11:00–11:25');
    expect(within(trial).getByTestId('class-teacher')).toHaveTextContent('Amy Lawson');
    expect(within(trial).getByText('From United Kingdom')).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: /The Duck/ })).toHaveAttribute('href', '/picture/detail/5');
    expect(within(trial).getByText('Level A · Unit 2')).toBeInTheDocument();
    expect(within(trial).getByRole('list', { name: MESSAGES.en.CourseList.prefs })).toHaveTextContent('slow');
    expect(within(trial).getByTestId('class-trial')).toHaveTextContent(MESSAGES.en.Classes.trial);
  });

  test('past classes say what happened: a teacher no-show returned the class hour, a cancellation says how it was settled (cn)', () => {
    jest.useFakeTimers({ now: NOW });
    renderWithProviders(<ClassListView lessons={lessons} />);
    const t = MESSAGES.cn;
    expect(status(4)).toHaveTextContent(t.Classes.status.unfinished);
    expect(within(card(4)).getByTestId('class-note')).toHaveTextContent(t.CourseList.unfinishedNote);
    expect(status(5)).toHaveTextContent(t.Classes.status.cancelled);
    expect(within(card(5)).getByTestId('class-note')).toHaveTextContent(t.CourseList.settledVoucher);
    expect(status(6)).toHaveTextContent(t.Classes.status.absent);
    expect(status(3)).toHaveTextContent(t.Classes.status.finished);
    expect(within(card(1)).getByTestId('class-date')).toHaveTextContent('11月29日周日');
  });

  test('a chip shows only its classes, and an empty filter says so with a way back to all', async () => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ClassListView lessons={lessons} />, { locale: 'en' });
    await user.click(screen.getByTestId('class-filter-cancelled'));
    expect(screen.getByTestId('class-filter-cancelled')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('class-card').map((el) => el.getAttribute('data-lesson-id'))).toEqual(['5']);

    await user.click(screen.getByTestId('class-filter-inClass'));
    expect(screen.queryAllByTestId('class-card')).toHaveLength(0);
    expect(screen.getByTestId('class-list-empty')).toHaveTextContent('No classes marked "In progress"');
    await user.click(screen.getByRole('button', { name: MESSAGES.en.CourseList.showAll }));
    expect(screen.getAllByTestId('class-card')).toHaveLength(6);
  });

  test('no classes at all: the empty state of the list', () => {
    renderWithProviders(<ClassListView lessons={[]} />, { locale: 'en' });
    expect(screen.getByTestId('class-list-empty')).toHaveTextContent(MESSAGES.en.CourseList.emptyAllTitle);
  });
});
