import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { BookClassPanel, TRIAL_HREF } from '@/components/classes/booking/book-class-panel';
import { CLASS_PREFERENCES, TIME_PERIODS, type TimePeriod } from '@/lib/constants/classes';
import { addDays, localParts, zonedInstant } from '@/lib/classes/time';
import { browserTimeZone } from '@/lib/classes/zone';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';
import type { ClassConfig, MaterialLevel, MyClassesSummary, ScheduleTeacher } from '@/lib/types/classes';

import { server, setupMswServer } from '../../helpers/msw';
import { MESSAGES, renderWithProviders } from '../../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
// The app's test ids are data-test (as in Playwright).
configure({ testIdAttribute: 'data-test' });

const ZONE = browserTimeZone() || 'UTC';
const TODAY = localParts(Date.now(), ZONE).date;
const DAY = addDays(TODAY, 3);
const NEXT_DAY = addDays(TODAY, 4);

function config(locale: 'cn' | 'en'): ClassConfig {
  const labels = MESSAGES[locale].ClassConfig as unknown as Record<string, Record<string, string>>;
  const list = (group: string, values: readonly string[]) => values.map((value) => ({ value, label: labels[group][value] }));
  return {
    classTool: list('classTool', CLASS_PREFERENCES.classTool),
    speechSpeed: list('speechSpeed', CLASS_PREFERENCES.speechSpeed),
    correctionMode: list('correctionMode', CLASS_PREFERENCES.correctionMode),
    materialUseForm: list('materialUseForm', CLASS_PREFERENCES.materialUseForm),
    atmosphere: list('atmosphere', CLASS_PREFERENCES.atmosphere),
    leaveReasons: [],
    timePeriods: (Object.keys(TIME_PERIODS) as TimePeriod[]).map((value) => ({ value, label: labels.timePeriod[value], fromHour: TIME_PERIODS[value][0], toHour: TIME_PERIODS[value][1] })),
    maxClassesPerBooking: 15,
    horizonDays: 14,
    lessonMinutes: 25,
  };
}

function summary(remaining: number, extra: Partial<MyClassesSummary> = {}): MyClassesSummary {
  return {
    remaining,
    packages: [{ id: 1, name: '20 classes', totalClasses: 20, remaining, validityDays: 365, expiresAt: '2099-01-01T00:00:00Z', expired: false, source: 'granted' }],
    vouchers: [],
    trial: { status: 'none', eligible: true, lesson: null, requestedAt: null },
    notices: [],
    compulsoryEducation: false,
    ...extra,
  };
}

const MATERIALS: MaterialLevel[] = [
  { level: 'A', units: [{ materialId: 11, name: 'Level A · Unit 1', unit: 1, bookId: 101, bookSlug: 'a1', bookTitle: 'The Red Kite', cover: '/c/a1.webp' }] },
  {
    level: 'B',
    units: [
      { materialId: 21, name: 'Level B · Unit 1', unit: 1, bookId: 201, bookSlug: 'b1', bookTitle: 'Rain on the Farm', cover: '/c/b1.webp' },
      { materialId: 22, name: 'Level B · Unit 2', unit: 2, bookId: 202, bookSlug: 'b2', bookTitle: 'Lost Little Fox', cover: '/c/b2.webp' },
    ],
  },
];

const teacher = (id: number, name: string, paused = false): Omit<ScheduleTeacher, 'slots'> => ({
  id,
  slug: name.toLowerCase().replace(' ', '-'),
  name,
  gender: 'female',
  nationality: 'NZ',
  yearsTeaching: 6,
  introduction: `Hello, I am ${name}.`,
  avatar: `/t/${id}.webp`,
  introPicture: '',
  introVideo: null,
  tags: ['phonics'],
  paused,
});

/** Amy's free times from 18:00 every half hour until 23:30 (19:00 taken), and a paused Hannah at 18:00 and 18:30, in the viewer's zone. */
function schedule(date: string) {
  const times = Array.from({ length: 12 }, (_, i) => `${String(18 + Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);
  const slot = (teacherId: number, time: string, i: number) => ({
    slotId: teacherId * 1000 + Number(date.slice(-2)) * 50 + i,
    start: time,
    startTime: zonedInstant(date, time, ZONE).toISOString(),
    available: time !== '19:00',
  });
  return {
    date,
    timeZone: ZONE,
    timePeriod: 'evening',
    teachers: [
      { ...teacher(1, 'Amy Lawson'), slots: times.map((time, i) => slot(1, time, i)) },
      { ...teacher(2, 'Hannah Keane', true), slots: ['18:00', '18:30'].map((time, i) => slot(2, time, i)) },
      { ...teacher(3, 'Idle Teacher'), slots: [] },
    ],
  };
}

let bookings: unknown[] = [];

function serve(locale: 'cn' | 'en', summaryData: MyClassesSummary, order?: () => Response) {
  bookings = [];
  server.use(
    mock.get('*/api/eclass/classin/summary', () => HttpResponse.json({ code: 0, msg: 'ok', data: summaryData })),
    mock.get('*/api/eclass/config/list', () => HttpResponse.json({ code: 0, msg: 'ok', data: config(locale) })),
    mock.get('*/api/class/practice/studyNodeStyle', () => HttpResponse.json({ code: 0, msg: 'ok', data: MATERIALS })),
    mock.post('*/api/class/practice/classScheduleV3', async ({ request }) => {
      const { date } = (await request.json()) as { date: string };
      return HttpResponse.json({ code: 0, msg: 'ok', data: schedule(date) });
    }),
    mock.post('*/api/eclass/order/batch', async ({ request }) => {
      const body = (await request.json()) as { slotIds: number[] };
      bookings.push(body);
      return order?.() ?? HttpResponse.json({ code: 0, msg: 'ok', data: { booked: body.slotIds.map((slotId) => ({ lessonId: slotId, slotId, startTime: '' })), count: body.slotIds.length } });
    }),
  );
}

const T = MESSAGES.en.BookClass;
const dayChip = (date: string) => document.querySelector<HTMLButtonElement>(`[data-test="book-day"][data-date="${date}"]`)!;
const amy = () => screen.getByRole('group', { name: 'Times with Amy Lawson' });
const notice = () => screen.getByTestId('book-notice');
const limitNotice = () => screen.getByTestId('book-limit-notice');

async function chooseDayAndEvening(user: ReturnType<typeof userEvent.setup>, date = DAY) {
  await user.click(dayChip(date));
  await user.click(screen.getByRole('button', { name: /Evening/ }));
  await screen.findByRole('group', { name: 'Times with Amy Lawson' });
}

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
  saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
});

describe('BookClassPanel', () => {
  test('without a valid package it offers the trial instead of the form', async () => {
    serve('en', { ...summary(0), packages: [{ ...summary(3).packages[0], expired: true }] });
    renderWithProviders(<BookClassPanel />, { locale: 'en' });
    expect(await screen.findByText(T.noPackageTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.noPackageTrial })).toHaveAttribute('href', TRIAL_HREF);
    // The store is open: its class packages are the other way forward.
    expect(screen.getByRole('link', { name: T.noPackageStore })).toHaveAttribute('href', '/shopping?kind=package');
    expect(screen.queryByTestId('book-panel')).not.toBeInTheDocument();
  });

  test('shows 14 day chips from today, none chosen, and the paused teacher without times', async () => {
    serve('en', summary(10));
    const user = userEvent.setup();
    renderWithProviders(<BookClassPanel />, { locale: 'en' });
    await screen.findByTestId('book-panel');
    const days = screen.getAllByRole('button', { pressed: false }).filter((b) => b.dataset.test === 'book-day');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveAttribute('data-date', TODAY);
    expect(days[0]).toHaveAccessibleName(/^\S+ \S+ Today$/);
    expect(days[1]).not.toHaveAccessibleName(/Today/);
    expect(screen.getByText(T.chooseDateAndPeriod)).toBeInTheDocument();

    await chooseDayAndEvening(user);
    expect(dayChip(DAY)).toHaveAttribute('aria-pressed', 'true');
    const hannah = screen.getByRole('article', { name: 'Hannah Keane' });
    expect(within(hannah).getByText(T.paused)).toBeInTheDocument();
    expect(within(hannah).queryAllByRole('button')).toHaveLength(0);
    // A teacher with no time in the period is left out; a taken time is disabled.
    expect(screen.queryByRole('article', { name: 'Idle Teacher' })).not.toBeInTheDocument();
    expect(within(amy()).getByRole('button', { name: '19:00, taken' })).toBeDisabled();
  });

  test('the days move on at the viewer\'s midnight while the page stays open', async () => {
    const lateEvening = zonedInstant('2030-03-04', '23:58', ZONE).getTime();
    jest.useFakeTimers({ now: lateEvening, advanceTimers: true });
    try {
      serve('en', summary(10));
      renderWithProviders(<BookClassPanel />, { locale: 'en' });
      await screen.findByTestId('book-panel');
      const first = () => document.querySelector('[data-test="book-day"]')!;
      expect(first()).toHaveAttribute('data-date', '2030-03-04');
      expect(document.querySelectorAll('[data-test="book-day"]')).toHaveLength(14);

      act(() => jest.advanceTimersByTime(3 * 60_000));
      await waitFor(() => expect(first()).toHaveAttribute('data-date', '2030-03-05'));
      expect(first()).toHaveAccessibleName(/Today$/);
      expect(document.querySelectorAll('[data-test="book-day"]')).toHaveLength(14);
      expect(document.querySelector('[data-test="book-day"]:last-child')).toHaveAttribute('data-date', '2030-03-18');
    } finally {
      jest.useRealTimers();
    }
  });

  test('checks the rules in the spec order at the confirm and sends nothing while one fails', async () => {
    serve('en', summary(10));
    const user = userEvent.setup();
    renderWithProviders(<BookClassPanel />, { locale: 'en' });
    const submit = await screen.findByRole('button', { name: 'Book classes' });

    await user.click(submit);
    expect(notice()).toHaveTextContent(T.rules.dateRequired);
    await user.click(dayChip(DAY));
    await user.click(submit);
    expect(notice()).toHaveTextContent(T.rules.periodRequired);
    await user.click(screen.getByRole('button', { name: /Evening/ }));
    await user.click(within(await screen.findByRole('group', { name: 'Times with Amy Lawson' })).getByRole('button', { name: '18:00' }));
    await user.click(screen.getByRole('button', { name: 'Book 1 class' }));
    expect(notice()).toHaveTextContent(T.rules.materialRequired);

    await user.click(screen.getByRole('button', { name: 'Level B' }));
    await user.click(screen.getByRole('button', { name: /Lost Little Fox/ }));
    await user.click(within(amy()).getByRole('button', { name: '18:00' })); // out again
    await user.click(screen.getByRole('button', { name: 'Book classes' }));
    expect(notice()).toHaveTextContent(T.rules.timeRequired);
    expect(bookings).toHaveLength(0);
  });

  test('keeps the basket across days and refuses the 16th class with the spec message', async () => {
    serve('en', summary(40));
    const user = userEvent.setup();
    renderWithProviders(<BookClassPanel />, { locale: 'en' });
    await screen.findByTestId('book-panel');
    await chooseDayAndEvening(user);
    const free = within(amy())
      .getAllByRole('button')
      .filter((b) => !(b as HTMLButtonElement).disabled);
    for (const chip of free) await user.click(chip); // 11 free times
    await user.click(dayChip(NEXT_DAY));
    await screen.findByRole('group', { name: 'Times with Amy Lawson' });
    for (const time of ['18:00', '18:30', '19:30', '20:00']) await user.click(within(amy()).getByRole('button', { name: time }));
    expect(screen.getAllByTestId('book-basket-item')).toHaveLength(15);
    expect(screen.getByTestId('book-count')).toHaveTextContent('15 chosen, 40 left');

    await user.click(within(amy()).getByRole('button', { name: '20:30' }));
    expect(limitNotice()).toHaveTextContent('You can book at most 15 classes at once');
    expect(within(amy()).getByRole('button', { name: '20:30' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByTestId('book-basket-item')).toHaveLength(15);

    // Back on the first day, its times are still chosen.
    await user.click(dayChip(DAY));
    expect(within(await screen.findByRole('group', { name: 'Times with Amy Lawson' })).getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('refuses more times than the classes left, explaining it, and lets one be removed', async () => {
    serve('en', summary(2));
    const user = userEvent.setup();
    renderWithProviders(<BookClassPanel />, { locale: 'en' });
    await screen.findByTestId('book-panel');
    await chooseDayAndEvening(user);
    await user.click(within(amy()).getByRole('button', { name: '18:00' }));
    await user.click(within(amy()).getByRole('button', { name: '18:30' }));
    await user.click(within(amy()).getByRole('button', { name: '19:30' }));
    expect(limitNotice()).toHaveTextContent('This exceeds your remaining classes (2 left)');
    expect(screen.getAllByTestId('book-basket-item')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /^Remove .* 18:00 with Amy Lawson$/ }));
    expect(screen.getAllByTestId('book-basket-item')).toHaveLength(1);
    expect(within(amy()).getByRole('button', { name: '18:00' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('books the basket with the material and preferences, then clears it and says so (Chinese)', async () => {
    serve('cn', summary(10));
    const onBooked = jest.fn();
    const user = userEvent.setup();
    const C = MESSAGES.cn.BookClass;
    renderWithProviders(<BookClassPanel onBooked={onBooked} />, { locale: 'cn' });
    await screen.findByTestId('book-panel');
    await user.click(dayChip(DAY));
    await user.click(screen.getByRole('button', { name: /晚上/ }));
    const times = await screen.findByRole('group', { name: 'Amy Lawson 的可约时间' });
    for (const time of ['18:00', '18:30', '20:00']) await user.click(within(times).getByRole('button', { name: time }));
    await user.click(screen.getByRole('button', { name: 'A 级' }));
    await user.click(screen.getByRole('button', { name: /The Red Kite/ }));
    await user.selectOptions(screen.getByLabelText(C.prefs.speechSpeed), 'slow');
    await user.click(screen.getByRole('button', { name: '预约 3 节课' }));

    await waitFor(() => expect(notice()).toHaveTextContent('已成功预约 3 节课'));
    expect(bookings).toEqual([
      {
        date: DAY,
        timePeriod: 'evening',
        slotIds: schedule(DAY).teachers[0].slots.filter((s) => ['18:00', '18:30', '20:00'].includes(s.start)).map((s) => s.slotId),
        bookId: 101,
        materialId: 11,
        classTool: 'whiteboard',
        speechSpeed: 'slow',
        correctionMode: 'immediate',
        materialUseForm: 'read-along',
        atmosphere: 'calm',
      },
    ]);
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByTestId('book-basket-item')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '预约课程' })).toBeEnabled();
  });

  test('shows the server\'s refusal beside the button', async () => {
    serve('en', summary(10), () => HttpResponse.json({ code: 4712, msg: 'Booking failed: this time has just been taken. Please choose another', data: null }, { status: 409 }));
    const onBooked = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<BookClassPanel onBooked={onBooked} />, { locale: 'en' });
    await screen.findByTestId('book-panel');
    await chooseDayAndEvening(user);
    await user.click(within(amy()).getByRole('button', { name: '18:00' }));
    await user.click(screen.getByRole('button', { name: 'Level A' }));
    await user.click(screen.getByRole('button', { name: /The Red Kite/ }));
    await user.click(screen.getByRole('button', { name: 'Book 1 class' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Booking failed: this time has just been taken'));
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('book-basket-item')).toHaveLength(1);
  });

  test('a compulsory-education student sees times from 21:00 disabled, with the reason', async () => {
    serve('en', summary(10, { compulsoryEducation: true }));
    const user = userEvent.setup();
    renderWithProviders(<BookClassPanel />, { locale: 'en' });
    await screen.findByTestId('book-panel');
    await chooseDayAndEvening(user);
    const note = screen.getByTestId('book-cutoff-note');
    expect(note).toHaveTextContent("can't book classes after 21:00");
    expect(within(amy()).getByRole('button', { name: '20:30' })).toBeEnabled();
    for (const time of ['21:00', '23:30']) {
      const chip = within(amy()).getByRole('button', { name: time });
      expect(chip).toBeDisabled();
      expect(chip).toHaveAccessibleDescription(note.textContent!);
    }
  });
});
