import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ScheduleBoard } from '@/components/classes/schedule/schedule-board';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LessonItem } from '@/lib/types/classes';

import { MESSAGES, renderWithProviders } from '../../helpers/render';
import { lesson } from './fixtures';

configure({ testIdAttribute: 'data-test' });

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

// Wednesday 15 July 2026, 09:00 in London (BST, UTC+1), 16:00 in Beijing.
const NOW = Date.UTC(2026, 6, 15, 8, 0);
const ITEMS: LessonItem[] = [
  // 12:00 London = 19:00 Beijing, today
  lesson({ Id: 1, StartTime: '2026-07-15T11:00:00.000Z' }),
  // 20:00 London = 03:00 Beijing the next day
  lesson({ Id: 2, StartTime: '2026-07-16T19:00:00.000Z', Teacher: { Id: 4, Name: 'Noah Baker', Avatar: '', Gender: 'male', Nationality: 'US' }, IsTrial: true }),
  lesson({ Id: 3, StartTime: '2026-07-17T11:00:00.000Z', IsCancel: true, Status: 'cancelled' }),
  lesson({ Id: 4, StartTime: '2026-07-22T11:00:00.000Z' }),
  lesson({ Id: 5, StartTime: '2026-08-03T11:00:00.000Z' }),
];

function renderBoard({ locale = 'cn', zone = 'Europe/London', items = ITEMS }: { locale?: AppLocale; zone?: string; items?: LessonItem[] } = {}) {
  return renderWithProviders(<ScheduleBoard items={items} zone={zone} now={NOW} />, { locale });
}

const day = (date: string) => screen.getByTestId('schedule-week').querySelector<HTMLElement>(`[data-date="${date}"]`)!;
const classIn = (container: HTMLElement, id: number) => container.querySelector<HTMLElement>(`[data-class-id="${id}"]`);
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

describe('ScheduleBoard, week view', () => {
  test('places the week\'s classes by London time, Beijing time beside, today marked (cn)', () => {
    renderBoard();
    const t = MESSAGES.cn.Schedule;
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2026年7月13日至19日');
    expect(screen.getByTestId('schedule-zone')).toHaveTextContent(/英国夏令时间.*GMT\+1/);
    expect(screen.getByText(t.beijingNote)).toBeInTheDocument();

    const days = within(screen.getByRole('list', { name: '2026年7月13日至19日每天的课' })).getAllByTestId('schedule-day');
    expect(days.map((d) => d.dataset.date)).toEqual(['2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17', '2026-07-18', '2026-07-19']);
    expect(days.filter((d) => d.getAttribute('aria-current') === 'date').map((d) => d.dataset.date)).toEqual(['2026-07-15']);
    expect(within(days[0]).getByRole('heading', { level: 3 })).toHaveTextContent('周一7月13日');

    const today = classIn(day('2026-07-15'), 1)!;
    expect(within(today).getByTestId('schedule-class-time')).toHaveTextContent('12:00–12:25');
    expect(within(today).getByTestId('schedule-class-beijing')).toHaveTextContent('北京时间 19:00');
    expect(within(today).getByTestId('schedule-class-teacher')).toHaveTextContent('Emma Clarke');
    expect(within(today).getByTestId('schedule-class-book')).toHaveTextContent('The Red Kite');
    expect(within(today).getByTestId('schedule-class-material')).toHaveTextContent('Level 2 · Unit 3');
    // Three hours ahead: upcoming (SPEC §4: 180 minutes or fewer).
    expect(within(today).getByTestId('class-status')).toHaveTextContent(MESSAGES.cn.Classes.status.upcoming);
    expect(within(classIn(day('2026-07-16'), 2)!).getByTestId('class-status')).toHaveTextContent(MESSAGES.cn.Classes.status.pending);

    const evening = classIn(day('2026-07-16'), 2)!;
    expect(within(evening).getByTestId('schedule-class-time')).toHaveTextContent('20:00–20:25');
    expect(within(evening).getByTestId('schedule-class-beijing')).toHaveTextContent('北京时间 03:00（次日）');
    expect(within(evening).getByTestId('class-trial')).toHaveTextContent(MESSAGES.cn.Classes.trial);

    // Cancelled classes stay out until asked for; then they are struck through with their label.
    expect(classIn(day('2026-07-17'), 3)).toBeNull();
    expect(within(day('2026-07-17')).getByText(t.noClassesDay)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: t.showCancelled }));
    const cancelled = classIn(day('2026-07-17'), 3)!;
    expect(within(cancelled).getByTestId('class-status')).toHaveTextContent(MESSAGES.cn.Classes.status.cancelled);
    expect(within(cancelled).getByTestId('schedule-class-time')).toHaveClass('line-through');
  });

  test('previous, next and today move by a week; a week without classes offers booking (en)', async () => {
    const user = userEvent.setup();
    renderBoard({ locale: 'en' });
    const t = MESSAGES.en.Schedule;
    const title = () => plain(screen.getByTestId('schedule-title').textContent);
    expect(title()).toBe('Jul 13 – 19, 2026');
    expect(screen.getByTestId('schedule-zone')).toHaveTextContent('Times are in your time zone: British Summer Time (GMT+1)');
    expect(within(classIn(day('2026-07-16'), 2)!).getByTestId('schedule-class-beijing')).toHaveTextContent('Beijing 03:00 (next day)');

    await user.click(screen.getByRole('button', { name: t.nextWeek }));
    expect(title()).toBe('Jul 20 – 26, 2026');
    expect(classIn(day('2026-07-22'), 4)).not.toBeNull();
    expect(screen.queryByTestId('schedule-class') && classIn(screen.getByTestId('schedule-week'), 1)).toBeNull();

    await user.click(screen.getByRole('button', { name: t.nextWeek }));
    expect(title()).toBe('Jul 27 – Aug 2, 2026');
    expect(screen.queryByTestId('schedule-week')).toBeNull();
    expect(screen.getByTestId('schedule-empty')).toHaveTextContent(t.emptyWeek);
    expect(screen.getByRole('link', { name: t.bookLink })).toHaveAttribute('href', '/course/list?tab=book');

    await user.click(screen.getByRole('button', { name: t.today }));
    expect(title()).toBe('Jul 13 – 19, 2026');
    await user.click(screen.getByRole('button', { name: t.previousWeek }));
    expect(title()).toBe('Jul 6 – 12, 2026');
  });

  test('in Beijing time (or a zone with its offset) no Beijing time is shown beside', () => {
    renderBoard({ zone: 'Asia/Shanghai' });
    expect(screen.getByTestId('schedule-zone')).toHaveTextContent('GMT+8');
    expect(screen.queryByText(MESSAGES.cn.Schedule.beijingNote)).toBeNull();
    expect(screen.queryAllByTestId('schedule-class-beijing')).toHaveLength(0);
    // 11:00 UTC is 19:00 in Beijing.
    expect(within(classIn(day('2026-07-15'), 1)!).getByTestId('schedule-class-time')).toHaveTextContent('19:00–19:25');
  });
});

describe('ScheduleBoard, month view', () => {
  test('a grid of the month with counts and first times; choosing a day lists its classes', async () => {
    const user = userEvent.setup();
    renderBoard();
    const t = MESSAGES.cn.Schedule;
    await user.click(screen.getByRole('button', { name: t.month }));
    expect(screen.getByRole('button', { name: t.month })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('schedule-title')).toHaveTextContent('2026年7月');

    const grid = screen.getByRole('table', { name: '2026年7月日历' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    const cells = within(grid).getAllByTestId('schedule-month-day');
    expect(cells).toHaveLength(35); // 29 June to 2 August
    expect(cells[0].dataset.date).toBe('2026-06-29');
    const july16 = within(grid).getByRole('button', { name: '7月16日星期四，1节课' });
    expect(july16).toHaveTextContent('20:00');
    expect(within(grid).getByRole('button', { name: '7月17日星期五，无课' })).toBeInTheDocument();

    // Today is selected first: the only tab stop of the grid, its classes listed below.
    const today = within(grid).getByRole('button', { name: '7月15日星期三，1节课' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(cells.filter((c) => c.tabIndex === 0)).toEqual([today]);
    expect(within(screen.getByTestId('schedule-selected-day')).getByTestId('schedule-class-time')).toHaveTextContent('12:00–12:25');

    await user.click(july16);
    const panel = screen.getByTestId('schedule-selected-day');
    expect(within(panel).getByRole('heading')).toHaveTextContent('7月16日星期四');
    expect(within(panel).getByTestId('schedule-class-beijing')).toHaveTextContent('北京时间 03:00（次日）');

    // Arrow keys move the selection and the focus, also into the next month.
    act(() => july16.focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '7月23日星期四，无课' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: '7月15日星期三，1节课' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByTestId('schedule-title')).toHaveTextContent('2026年8月');
    expect(screen.getByRole('button', { name: '8月15日星期六，无课' })).toHaveFocus();
  });

  test('next month, and a month without classes shows the way to booking (en)', async () => {
    const user = userEvent.setup();
    renderBoard({ locale: 'en' });
    const t = MESSAGES.en.Schedule;
    await user.click(screen.getByRole('button', { name: t.month }));
    await user.click(screen.getByRole('button', { name: t.nextMonth }));
    expect(screen.getByTestId('schedule-title')).toHaveTextContent('August 2026');
    expect(screen.getByRole('button', { name: 'Monday, August 3, 1 class' })).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-empty')).toBeNull();
    await user.click(screen.getByRole('button', { name: t.nextMonth }));
    expect(screen.getByTestId('schedule-title')).toHaveTextContent('September 2026');
    expect(screen.getByTestId('schedule-empty')).toHaveTextContent(t.emptyMonth);
    await user.click(screen.getByRole('button', { name: t.previousMonth }));
    await user.click(screen.getByRole('button', { name: t.previousMonth }));
    expect(screen.getByTestId('schedule-title')).toHaveTextContent('July 2026');
  });
});
