import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { CourseListView } from '@/components/classes/course-list-view';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { LessonItem, MyClassesSummary } from '@/lib/types/classes';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { lesson, MINUTE, summary, ZONE } from './fixtures';

jest.mock('@/lib/classes/zone', () => ({ browserTimeZone: () => ZONE }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));
// The booking panel and the schedule are built beside this page; here they only have to appear in their tabs.
jest.mock('@/components/classes/booking/book-class-panel', () => ({ BookClassPanel: () => <div data-test="book-panel-stub" /> }));
const searchParams = { current: new URLSearchParams() };
jest.mock('next/navigation', () => ({ useSearchParams: () => searchParams.current }));
jest.mock('@/components/classes/schedule/my-schedule', () => ({ MySchedule: () => <div data-test="schedule-stub" /> }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const CONTACT = 'Support hotline 400-000-0000';
const t = MESSAGES.en.CourseList;

function answer(s: MyClassesSummary, lessons: LessonItem[] = []) {
  server.use(
    mock.get('*/api/eclass/classin/summary', () => ok(s)),
    mock.post('*/api/acadsoc/app/getCourseLessonRecord', () => ok({ Items: lessons, Total: lessons.length })),
    mock.get('*/api/eclass/config/list', () => ok({ leaveReasons: [] })),
  );
}

function recordWrites() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const url = new URL(request.url);
    if (url.pathname.endsWith('getCourseLessonRecord')) return;
    const text = await request.clone().text();
    seen.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null });
  });
  return seen;
}

function show({ tab = 'classes' as string, storeOn = false, locale = 'en' as 'cn' | 'en' } = {}) {
  searchParams.current = new URLSearchParams(tab === 'classes' ? '' : `tab=${tab}`);
  return renderWithProviders(<CourseListView storeOn={storeOn} adviserContact={CONTACT} />, { locale });
}

beforeAll(() => {
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  toasts.reset();
  server.events.removeAllListeners();
  configureHttp({ messages: MESSAGES.en.Http });
  window.history.replaceState(null, '', '/course/list');
});

describe('a new student without a package sees the two ways forward', () => {
  test('the free trial with an adviser and the package from an adviser; no store while the store is not built', async () => {
    answer(summary());
    show();
    const ways = await screen.findByTestId('classes-ways-forward');
    expect(within(ways).getByRole('heading', { level: 2 })).toHaveTextContent(t.startTitle);
    expect(within(ways).getByTestId('trial-card')).toHaveTextContent(t.trialTitle);
    expect(within(ways).getByTestId('adviser-contact')).toHaveTextContent(CONTACT);
    expect(document.querySelector('a[href="/shopping"]')).toBeNull();
    expect(screen.queryByTestId('classes-summary')).toBeNull();
  });

  test('with the store built, its way is offered too', async () => {
    answer(summary());
    show({ storeOn: true });
    expect(await screen.findByRole('link', { name: t.storeAction })).toHaveAttribute('href', '/shopping');
  });

  test('the trial request needs preferred times, then sends the form', async () => {
    const user = userEvent.setup();
    answer(summary());
    server.use(mock.post('*/api/eclass/classin/requestTrialClass', () => ok({ status: 'requested', eligible: false, lesson: null, requestedAt: '2026-11-26T02:00:00.000Z' })));
    const writes = recordWrites();
    show();
    const form = await screen.findByTestId('trial-form');
    await user.click(within(form).getByRole('button', { name: t.trialSubmit }));
    expect(within(form).getByRole('alert')).toHaveTextContent(t.trialTimesRequired);
    expect(writes).toEqual([]);

    await user.type(within(form).getByRole('spinbutton', { name: t.trialAge }), '6');
    await user.selectOptions(within(form).getByRole('combobox', { name: t.trialLevel }), 'basic');
    await user.type(within(form).getByRole('textbox', { name: t.trialTimes }), 'Weekday evenings');
    await user.click(within(form).getByRole('button', { name: t.trialSubmit }));
    await waitFor(() => expect(toasts.getState().list.map((x) => x.text)).toContain(t.trialSent));
    expect(writes).toEqual([
      { method: 'POST', path: '/api/eclass/classin/requestTrialClass', body: { learnerAge: 6, level: 'basic', preferredTimes: 'Weekday evenings' } },
    ]);
  });

  test('a requested trial says an adviser will contact them; an arranged one says when (cn)', async () => {
    answer(summary({ trial: { status: 'requested', eligible: false, lesson: null, requestedAt: '2026-11-26T02:00:00.000Z' } }));
    const view = show({ locale: 'cn' });
    expect(await screen.findByTestId('trial-requested')).toHaveTextContent(MESSAGES.cn.CourseList.trialRequestedText);
    expect(screen.queryByTestId('trial-form')).toBeNull();
    view.unmount();

    const trial = lesson(8, Date.UTC(2026, 10, 28, 11, 30), { IsTrial: true });
    answer(summary({ trial: { status: 'arranged', eligible: false, lesson: trial, requestedAt: '2026-11-26T02:00:00.000Z' } }), [trial]);
    show({ locale: 'cn' });
    expect(await screen.findByTestId('trial-arranged')).toHaveTextContent('11月28日周六 19:30，老师 Amy Lawson');
    expect(await screen.findByTestId('class-trial')).toBeInTheDocument();
  });
});

describe('a student with a package', () => {
  const withPackage = summary({
    remaining: 9,
    packages: [
      { id: 1, name: '10 classes', totalClasses: 10, remaining: 9, validityDays: 180, expiresAt: '2027-05-25T02:00:00.000Z', expired: false, source: 'granted' },
    ],
    vouchers: [
      { id: 3, validUntil: '2027-05-25T02:00:00.000Z' },
      { id: 4, validUntil: '2027-06-25T02:00:00.000Z' },
    ],
  });

  test('sees classes remaining, each package and the leave vouchers, and no ways forward', async () => {
    answer(withPackage);
    show();
    const band = await screen.findByTestId('classes-summary');
    expect(within(band).getByTestId('classes-remaining')).toHaveTextContent('9');
    expect(within(band).getByTestId('classes-package')).toHaveTextContent('10 classes9 of 10 left·Valid until May 25, 2027');
    expect(within(band).getByTestId('classes-vouchers')).toHaveTextContent('2 vouchers');
    expect(within(band).getByTestId('classes-voucher-earliest')).toHaveTextContent('The first one expires on May 25, 2027');
    expect(screen.queryByTestId('classes-ways-forward')).toBeNull();
  });

  test("'Book classes' opens the booking tab and keeps it in ?tab=book; the schedule tab shows the schedule", async () => {
    const user = userEvent.setup();
    answer(withPackage);
    show();
    await user.click(await screen.findByRole('button', { name: t.bookAction }));
    expect(screen.getByRole('tab', { name: t.tabBook })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: t.tabBook })).toHaveFocus();
    expect(screen.getByTestId('book-panel-stub')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=book');

    await user.click(screen.getByRole('tab', { name: t.tabSchedule }));
    expect(screen.getByTestId('schedule-stub')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=schedule');
    await user.click(screen.getByRole('tab', { name: t.tabClasses }));
    expect(window.location.search).toBe('');
  });

  test('a teacher no-show notice names the class and is dismissed for good', async () => {
    const user = userEvent.setup();
    const missed = lesson(12, Date.UTC(2026, 10, 24, 11, 30), { Status: 'teacher_absent', Settlement: 'returned' });
    answer({ ...withPackage, notices: [{ id: 5, lessonId: 12, kind: 'teacher_absent', createdAt: '2026-11-24T12:00:00.000Z' }] }, [missed]);
    server.use(mock.put('*/api/eclass/classin/notices/read', () => ok(null)));
    const writes = recordWrites();
    show();
    const notice = await screen.findByTestId('class-notice');
    await waitFor(() => expect(notice).toHaveTextContent('Your teacher missed the class on Tue, Nov 24 at 19:30; the class hour is back in your package.'));
    await user.click(within(notice).getByRole('button', { name: t.noticeDismiss }));
    await waitFor(() => expect(writes).toEqual([{ method: 'PUT', path: '/api/eclass/classin/notices/read', body: { ids: [5] } }]));
  });

  test('opened with ?tab=schedule, the schedule tab is selected; a link to ?tab=classes brings the list back', async () => {
    answer(withPackage, [lesson(1, Date.now() + 600 * MINUTE)]);
    const view = show({ tab: 'schedule' });
    expect(screen.getByRole('tab', { name: t.tabSchedule })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('schedule-stub')).toBeInTheDocument();
    searchParams.current = new URLSearchParams('tab=classes');
    view.rerender(<CourseListView storeOn={false} adviserContact={CONTACT} />);
    expect(screen.getByRole('tab', { name: t.tabClasses })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('class-card')).toBeInTheDocument();
  });
});
