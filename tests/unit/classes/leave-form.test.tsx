import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { LeaveDialog } from '@/components/classes/leave-dialog';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { ClassConfig, LeavePolicy, LessonItem } from '@/lib/types/classes';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { lesson, MINUTE, ZONE } from './fixtures';

jest.mock('@/lib/classes/zone', () => ({ browserTimeZone: () => ZONE }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

/** Saturday 28 November 2026, 19:30 in Beijing. */
const START = Date.UTC(2026, 10, 28, 11, 30);
const CLASS = lesson(42, START, { BookedAt: new Date(START - 2 * 24 * 60 * MINUTE).toISOString() });
const SIX_HOURS_BEFORE = new Date(START - 6 * 60 * MINUTE).toISOString();

const CONFIG = {
  classTool: [],
  speechSpeed: [],
  correctionMode: [],
  materialUseForm: [],
  atmosphere: [],
  leaveReasons: [
    { value: 'sick', label: 'Feeling unwell' },
    { value: 'travel', label: 'Travelling' },
  ],
  timePeriods: [],
  maxClassesPerBooking: 15,
  horizonDays: 14,
  lessonMinutes: 25,
} satisfies ClassConfig;

function policy(over: Partial<LeavePolicy> = {}): LeavePolicy {
  return {
    cancellable: true,
    deadline: new Date(START).toISOString(),
    freeUntil: SIX_HOURS_BEFORE,
    inGracePeriod: false,
    outcome: 'free',
    voucher: null,
    vouchers: [],
    ...over,
  };
}

/** Records the calls after the dialog opened (path and JSON body). */
function recordWrites() {
  const seen: { path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    const url = new URL(request.url);
    const text = await request.clone().text();
    seen.push({ path: url.pathname + url.search, body: text ? JSON.parse(text) : null });
  });
  return seen;
}

function answer(leave: LeavePolicy, settlement: 'free' | 'voucher' | 'charged' = leave.outcome) {
  server.use(
    mock.get('*/api/eclass/config/list', () => ok(CONFIG)),
    mock.post('*/api/eclass/classin/getAvailableAskLeaveCoupon', () => ok(leave)),
    mock.post('*/api/eclass/classin/insertCourseCancellationReason', () => ok({ lessonId: 42 })),
    mock.post('*/api/eclass/v1/classin/cancelMyClass', () => ok({ lessonId: 42, settlement, classReturned: settlement !== 'charged', voucherId: null })),
    mock.post('*/api/eclass/classin/cancelMyTrialClass', () => ok({ lessonId: 42, settlement: 'free', classReturned: false, voucherId: null })),
  );
}

function open(item: LessonItem = CLASS, locale: 'cn' | 'en' = 'en') {
  const onClose = jest.fn();
  renderWithProviders(<LeaveDialog lesson={item} onClose={onClose} />, { locale });
  return onClose;
}

const dialog = () => screen.getByTestId('leave-dialog');
const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

beforeEach(() => {
  toasts.reset();
  server.events.removeAllListeners();
  configureHttp({ messages: MESSAGES.en.Http });
});

describe("the leave dialog tells the policy before confirming, in the viewer's time", () => {
  test('well ahead: free until 6 hours before, in local time, and what later leave costs', async () => {
    answer(policy());
    open();
    const text = await within(dialog()).findByTestId('leave-policy-free-until');
    expect(text).toHaveTextContent('Free cancellation until Sat, Nov 28, 13:30 GMT+8');
    expect(dialog()).toHaveTextContent(MESSAGES.en.CourseList.policyAfter);
    expect(dialog()).toHaveTextContent('Leave is possible until the class starts at Sat, Nov 28, 19:30 GMT+8.');
    expect(dialog()).toHaveTextContent('Cancelling is free within 10 minutes of booking, and up to 6 hours before the class.');
    expect(screen.getByTestId('leave-now')).toHaveTextContent(MESSAGES.en.CourseList.nowFree);
    expect(screen.getByTestId('leave-class')).toHaveTextContent('Sat, Nov 28 at 19:30 with Amy Lawson');
  });

  test('just booked, close to the class: the 10 minutes after booking are free, until when', async () => {
    const bookedAt = START - 60 * MINUTE;
    answer(policy({ inGracePeriod: true, freeUntil: new Date(bookedAt + 10 * MINUTE).toISOString() }));
    open(lesson(42, START, { BookedAt: new Date(bookedAt).toISOString() }));
    expect(await within(dialog()).findByTestId('leave-policy-grace')).toHaveTextContent(
      "You're within 10 minutes of booking: cancelling is free (until Sat, Nov 28, 18:40 GMT+8).",
    );
    expect(screen.queryByTestId('leave-policy-free-until')).toBeNull();
  });

  test('late with a voucher: the voucher keeps the class hour (checked by default); without it the hour is used', async () => {
    const user = userEvent.setup();
    const voucher = { id: 9, validUntil: '2026-12-31T15:00:00.000Z' };
    answer(policy({ outcome: 'voucher', voucher, vouchers: [voucher] }), 'charged');
    const writes = recordWrites();
    open();
    expect(await within(dialog()).findByTestId('leave-policy-free-until')).toHaveTextContent('Free cancellation ended at Sat, Nov 28, 13:30 GMT+8');
    const now = screen.getByTestId('leave-now');
    expect(now).toHaveTextContent('A leave voucher (valid until Dec 31, 2026) keeps your class hour.');
    const box = within(now).getByRole('checkbox', { name: MESSAGES.en.CourseList.useVoucher });
    expect(box).toBeChecked();
    await user.click(box);
    expect(now).toHaveTextContent(MESSAGES.en.CourseList.nowVoucherOff);

    await user.click(within(dialog()).getByRole('radio', { name: 'Travelling' }));
    await user.click(screen.getByRole('button', { name: MESSAGES.en.CourseList.confirmLeave }));
    await waitFor(() => expect(toastTexts()).toContain(`success:${MESSAGES.en.CourseList.leaveDoneCharged}`));
    expect(writes.filter((w) => !w.path.includes('getAvailableAskLeaveCoupon'))).toEqual([
      { path: '/api/eclass/classin/insertCourseCancellationReason', body: { lessonId: 42, reason: 'travel', note: '' } },
      { path: '/api/eclass/v1/classin/cancelMyClass', body: { lessonId: 42, useVoucher: false } },
    ]);
  });

  test('late without a voucher: the class hour will be used (cn)', async () => {
    answer(policy({ outcome: 'charged' }));
    open(CLASS, 'cn');
    const now = await within(dialog()).findByTestId('leave-now');
    expect(now).toHaveTextContent(MESSAGES.cn.CourseList.nowCharged);
    expect(screen.getByTestId('leave-policy-free-until')).toHaveTextContent('免费请假已于 11月28日周六 GMT+8 13:30 截止');
  });
});

describe('the leave dialog sends the reason, then the cancel', () => {
  test('no reason: "Please choose a reason" and nothing is sent', async () => {
    const user = userEvent.setup();
    answer(policy());
    const writes = recordWrites();
    open();
    await within(dialog()).findByTestId('leave-policy-free-until');
    await user.click(screen.getByRole('button', { name: MESSAGES.en.CourseList.confirmLeave }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.en.CourseList.reasonRequired);
    expect(writes.filter((w) => !w.path.includes('getAvailableAskLeaveCoupon'))).toEqual([]);
  });

  test('a free leave: reason and note stored, the class cancelled, the toast says the hour is back, the dialog closes', async () => {
    const user = userEvent.setup();
    answer(policy());
    const writes = recordWrites();
    const onClose = open();
    await within(dialog()).findByTestId('leave-policy-free-until');
    await user.click(within(dialog()).getByRole('radio', { name: 'Feeling unwell' }));
    await user.type(screen.getByRole('textbox', { name: MESSAGES.en.CourseList.note }), 'Fever');
    await user.click(screen.getByRole('button', { name: MESSAGES.en.CourseList.confirmLeave }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastTexts()).toEqual([`success:${MESSAGES.en.CourseList.leaveDoneFree}`]);
    expect(writes.filter((w) => !w.path.includes('getAvailableAskLeaveCoupon'))).toEqual([
      { path: '/api/eclass/classin/insertCourseCancellationReason', body: { lessonId: 42, reason: 'sick', note: 'Fever' } },
      { path: '/api/eclass/v1/classin/cancelMyClass', body: { lessonId: 42 } },
    ]);
  });

  test('a trial class is cancelled through the trial call and always free', async () => {
    const user = userEvent.setup();
    answer(policy());
    const writes = recordWrites();
    open(lesson(42, START, { IsTrial: true }));
    expect(await within(dialog()).findByTestId('leave-policy-trial')).toHaveTextContent(MESSAGES.en.CourseList.policyTrial);
    expect(screen.queryByTestId('leave-now')).toBeNull();
    await user.click(within(dialog()).getByRole('radio', { name: 'Feeling unwell' }));
    await user.click(screen.getByRole('button', { name: MESSAGES.en.CourseList.confirmLeave }));
    await waitFor(() => expect(toastTexts()).toEqual([`success:${MESSAGES.en.CourseList.leaveDoneTrial}`]));
    expect(writes.map((w) => w.path)).toContain('/api/eclass/classin/cancelMyTrialClass');
  });

  test('a class that can no longer be cancelled: the confirm button is off', async () => {
    answer(policy({ cancellable: false, outcome: 'charged' }));
    open();
    expect(await within(dialog()).findByTestId('leave-closed')).toHaveTextContent(MESSAGES.en.CourseList.leaveClosed);
    expect(screen.getByRole('button', { name: MESSAGES.en.CourseList.confirmLeave })).toBeDisabled();
  });
});
