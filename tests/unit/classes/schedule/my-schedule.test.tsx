import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { MySchedule } from '@/components/classes/schedule/my-schedule';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';

import { server, setupMswServer } from '../../helpers/msw';
import { MESSAGES, renderWithProviders } from '../../helpers/render';
import { lesson } from './fixtures';

configure({ testIdAttribute: 'data-test' });

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:English class\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

/** Tomorrow 10:00 UTC, so the class is in this week or next, whatever day the test runs. */
function tomorrowClass() {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 1);
  start.setUTCHours(10, 0, 0, 0);
  return lesson({ Id: 21, StartTime: start.toISOString() });
}

function recordHandler(items = [tomorrowClass()]) {
  return mock.post('*/api/acadsoc/app/getCourseLessonRecord', () => ok({ Items: items, Total: items.length }));
}

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.cn.Http });
  saveLogin('student-token', { uid: 9, nickName: 'Lily' } as Parameters<typeof saveLogin>[1]);
});

describe('MySchedule', () => {
  test('loads the classes with the token and shows them in the browser\'s zone', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      mock.post('*/api/acadsoc/app/getCourseLessonRecord', ({ request }) => {
        tokens.push(request.headers.get('token'));
        return ok({ Items: [tomorrowClass()], Total: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MySchedule />);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const expected = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(tomorrowClass().StartTime));
    // The class is this week, or next week when today is Sunday.
    await screen.findByTestId('schedule-week');
    if (!screen.queryByTestId('schedule-class')) await user.click(screen.getByRole('button', { name: MESSAGES.cn.Schedule.nextWeek }));
    expect(await screen.findByTestId('schedule-class-time')).toHaveTextContent(`${expected}–`);
    expect(tokens).toEqual(['student-token']);
  });

  test('Download .ics fetches the file with the session and saves it as sprout-classes.ics', async () => {
    server.use(
      recordHandler(),
      mock.get('*/api/eclass/calendar/download.ics', ({ request }) =>
        request.headers.get('token') === 'student-token'
          ? new HttpResponse(ICS, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } })
          : HttpResponse.json({ code: 1001, msg: '请先登录', data: null }, { status: 401 }),
      ),
    );
    const blobs: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:ics';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download}@${this.href}`);
    });
    const user = userEvent.setup();
    renderWithProviders(<MySchedule />);
    await user.click(await screen.findByRole('button', { name: MESSAGES.cn.Schedule.downloadIcs }));
    await waitFor(() => expect(saved).toEqual(['sprout-classes.ics@blob:ics']));
    expect(await blobs[0].text()).toBe(ICS);
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    expect(toastTexts()).toContain(`success:${MESSAGES.cn.Schedule.downloaded}`);
    click.mockRestore();
  });

  test('the calendar feed: create, copy, make a new one after confirming, turn it off after confirming (en)', async () => {
    const calls: string[] = [];
    let n = 0;
    server.use(
      recordHandler(),
      mock.get('*/api/eclass/calendar/feed', () => {
        calls.push('status');
        return ok({ active: n > 0 });
      }),
      mock.post('*/api/eclass/calendar/feed', () => {
        calls.push('create');
        n += 1;
        return ok({ url: `https://elsewhere.example/api/eclass/calendar/feed/token${n}.ics`, path: `/api/eclass/calendar/feed/token${n}.ics` });
      }),
      mock.delete('*/api/eclass/calendar/feed', () => {
        calls.push('revoke');
        n = 0;
        return ok({ active: false });
      }),
    );
    const t = MESSAGES.en.Schedule;
    const user = userEvent.setup();
    // user-event puts a clipboard stand-in on navigator in setup().
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<MySchedule />, { locale: 'en' });

    await user.click(await screen.findByRole('button', { name: t.subscribe }));
    const dialog = await screen.findByRole('dialog', { name: t.feedTitle });
    expect(within(dialog).getByTestId('feed-warning')).toHaveTextContent(t.feedWarning);
    expect(await within(dialog).findByText(t.feedNone)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t.feedCreate }));
    // The link is this site's origin + path (not the server's idea of its URL).
    const url = await within(dialog).findByRole('textbox', { name: t.feedUrlLabel });
    expect(url).toHaveValue('http://localhost/api/eclass/calendar/feed/token1.ics');
    expect(within(dialog).getByRole('link', { name: t.addToCalendar })).toHaveAttribute('href', 'webcal://localhost/api/eclass/calendar/feed/token1.ics');
    expect(within(dialog).getByRole('link', { name: t.addToGoogle }).getAttribute('href')).toContain(encodeURIComponent('webcal://localhost/api/eclass/calendar/feed/token1.ics'));
    await user.click(within(dialog).getByRole('button', { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/eclass/calendar/feed/token1.ics');
    expect(toastTexts()).toContain(`success:${t.copied}`);

    // A new link is only made after the warning that the old one stops working; 'Cancel' keeps it.
    await user.click(within(dialog).getByRole('button', { name: t.feedRenew }));
    expect(within(dialog).getByText(t.feedRenewConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.en.Common.cancel }));
    expect(within(dialog).queryByText(t.feedRenewConfirm)).toBeNull();
    expect(calls).toEqual(['status', 'create']);
    await user.click(within(dialog).getByRole('button', { name: t.feedRenew }));
    await user.click(within(within(dialog).getByTestId('feed-confirm')).getByRole('button', { name: t.feedRenew }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: t.feedUrlLabel })).toHaveValue('http://localhost/api/eclass/calendar/feed/token2.ics'));

    await user.click(within(dialog).getByRole('button', { name: t.feedRevoke }));
    expect(within(dialog).getByText(t.feedRevokeConfirm)).toBeInTheDocument();
    await user.click(within(within(dialog).getByTestId('feed-confirm')).getByRole('button', { name: t.feedRevoke }));
    expect(await within(dialog).findByText(t.feedNone)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(toastTexts()).toContain(`success:${t.feedRevoked}`);
    expect(calls).toEqual(['status', 'create', 'create', 'revoke']);
  });

  test('a feed made earlier is not shown again: the dialog says so and offers a new link or turning it off', async () => {
    server.use(recordHandler(), mock.get('*/api/eclass/calendar/feed', () => ok({ active: true })));
    const t = MESSAGES.cn.Schedule;
    const user = userEvent.setup();
    renderWithProviders(<MySchedule />);
    await user.click(await screen.findByRole('button', { name: t.subscribe }));
    const dialog = await screen.findByRole('dialog', { name: t.feedTitle });
    expect(await within(dialog).findByText(t.feedActiveHidden)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.feedRenew })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: t.feedRevoke })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('no classes at all: an empty week with the way to booking', async () => {
    server.use(recordHandler([]));
    renderWithProviders(<MySchedule />);
    expect(await screen.findByTestId('schedule-empty')).toHaveTextContent(MESSAGES.cn.Schedule.emptyWeek);
    expect(screen.getByRole('link', { name: MESSAGES.cn.Schedule.bookLink })).toHaveAttribute('href', '/course/list?tab=book');
  });
});
