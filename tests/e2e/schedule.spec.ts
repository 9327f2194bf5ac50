import { readFile } from 'node:fs/promises';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

import { chooseLanguage, STAFF_PHONE, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// Live classes, part 1, "My schedule": a student with two booked classes sees them by week and month in the
// browser's zone (London here) with Beijing time beside, downloads them as .ics and subscribes to the private feed.

const PAGE = '/course/components/mySchedule';
const ZONE = 'Europe/London';
const LOCALES: readonly AppLocale[] = ['cn', 'en'];

test.use({ timezoneId: ZONE });

interface Booked {
  login: Login;
  /** YYYY-MM-DD in London */
  date: string;
  /** HH:mm in London and in Beijing, by start */
  times: { london: string; beijing: string; startTime: string }[];
}

const hhmm = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
const londonDate = (at: Date | string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(at));
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let phoneSeq = 0;

/**
 * A new student with a package granted by the adviser, and two classes booked with the student's token on the
 * first day (from today, London time) where one teacher has two free times; logged in in the browser.
 */
async function studentWithTwoClasses(context: BrowserContext, request: APIRequestContext, baseURL: string, locale: AppLocale): Promise<Booked> {
  const phone = `135${String(Date.now() + phoneSeq++).slice(-8)}`;
  const login = await loginByCode(request, phone);
  const adviser = await loginByCode(request, STAFF_PHONE);
  const grant = await request.post('/api/abc/package/grant', {
    headers: { token: adviser.token },
    data: { account: phone, classes: 10, validityDays: 90, name: 'Schedule test', nameCn: '课表测试' },
  });
  expect((await grant.json()).code).toBe(0);

  const headers = { token: login.token, 'Time-Zone': ZONE };
  const levels = (await (await request.get('/api/class/practice/studyNodeStyle?type=3', { headers })).json()).data as { units: { materialId: number; bookId: number }[] }[];
  const unit = levels.flatMap((l) => l.units)[0];
  expect(unit).toBeTruthy();

  const today = londonDate(new Date());
  for (let ahead = 0; ahead < 7; ahead++) {
    const date = addDays(today, ahead);
    const schedule = (await (await request.post('/api/class/practice/classScheduleV3', { headers, data: { date } })).json()).data as {
      teachers: { paused: boolean; slots: { slotId: number; startTime: string; available: boolean }[] }[];
    };
    const slots = schedule.teachers
      .filter((t) => !t.paused)
      // More than 3 hours ahead: the classes read "pending" (SPEC §4) for the whole test.
      .map((t) => t.slots.filter((s) => s.available && Date.parse(s.startTime) > Date.now() + 4 * 3_600_000))
      .find((free) => free.length >= 2);
    if (!slots) continue;
    const picked = [slots[0], slots[slots.length - 1]];
    const order = await request.post('/api/eclass/order/batch', {
      headers,
      data: { date, timePeriod: 'evening', slotIds: picked.map((s) => s.slotId), bookId: unit.bookId, materialId: unit.materialId },
    });
    const body = await order.json();
    expect(body.code, JSON.stringify(body)).toBe(0);
    expect(body.data.count).toBe(2);
    await keepLogin(context, baseURL, login);
    await chooseLanguage(context, baseURL, locale);
    return {
      login,
      date,
      times: picked.map((s) => ({ london: hhmm(s.startTime, ZONE), beijing: hhmm(s.startTime, 'Asia/Shanghai'), startTime: s.startTime })),
    };
  }
  throw new Error('no teacher with two free times in the next week');
}

/** Opens the week holding `date` (this week, or the next when `date` is after Sunday). */
async function showWeekOf(page: Page, locale: AppLocale, date: string) {
  const day = page.locator(`[data-test=schedule-day][data-date="${date}"]`);
  await expect(page.getByTestId('schedule-week')).toBeVisible();
  if ((await day.count()) === 0) await page.getByRole('button', { name: MESSAGES[locale].Schedule.nextWeek }).click();
  await expect(day).toBeVisible();
  return day;
}

for (const locale of LOCALES) {
  const T = MESSAGES[locale].Schedule;
  const beijing = (time: string) => (locale === 'cn' ? `北京时间 ${time}` : `Beijing ${time}`);

  test.describe(`my schedule (${locale})`, () => {
    test(`week view at London times with Beijing time beside, then the month @layout`, async ({ page, context, request, baseURL }) => {
      const booked = await studentWithTwoClasses(context, request, baseURL!, locale);
      await page.goto(PAGE);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title);
      // A component route: the piece alone, without the site's header and footer.
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('schedule-zone')).toContainText(locale === 'cn' ? /英国|格林尼治/ : /British|Greenwich/);
      await expect(page.getByText(T.beijingNote)).toBeVisible();
      // The first week shown is this one, today marked.
      await expect(page.locator('[data-test=schedule-day][aria-current=date]')).toHaveAttribute('data-date', londonDate(new Date()));

      const day = await showWeekOf(page, locale, booked.date);
      const classes = day.getByTestId('schedule-class');
      await expect(classes).toHaveCount(2);
      for (const [i, time] of booked.times.entries()) {
        await expect(classes.nth(i).getByTestId('schedule-class-time')).toHaveText(new RegExp(`^${time.london}–`));
        await expect(classes.nth(i).getByTestId('schedule-class-beijing')).toContainText(beijing(time.beijing));
        await expect(classes.nth(i).getByTestId('class-status')).toHaveText(MESSAGES[locale].Classes.status.pending);
        await expect(classes.nth(i).getByTestId('schedule-class-teacher')).not.toBeEmpty();
        await expect(classes.nth(i).getByTestId('schedule-class-material')).not.toBeEmpty();
        await expect(classes.nth(i).getByTestId('schedule-class-book')).not.toBeEmpty();
      }

      await page.getByRole('button', { name: T.month, exact: true }).click();
      await expect(page.getByRole('button', { name: T.month, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const cell = page.locator(`[data-test=schedule-month-day][data-date="${booked.date}"]`);
      if ((await cell.count()) === 0 || (await cell.getAttribute('data-count')) === '0') await page.getByRole('button', { name: T.nextMonth }).click();
      await expect(cell).toHaveAttribute('data-count', '2');
      await cell.click();
      await expect(cell).toHaveAttribute('aria-pressed', 'true');
      const selected = page.getByTestId('schedule-selected-day').getByTestId('schedule-class');
      await expect(selected).toHaveCount(2);
      await expect(selected.first().getByTestId('schedule-class-time')).toHaveText(new RegExp(`^${booked.times[0].london}–`));

      const axe = await new AxeBuilder({ page }).include('[data-test=my-schedule]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    });

    test('Download .ics saves a file with both classes', async ({ page, context, request, baseURL }) => {
      await studentWithTwoClasses(context, request, baseURL!, locale);
      await page.goto(PAGE);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.downloadIcs }).click()]);
      expect(download.suggestedFilename()).toBe('sprout-classes.ics');
      const text = await readFile((await download.path())!, 'utf8');
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
      await expect(page.getByText(T.downloaded)).toBeVisible();
    });

    test('the private feed URL: create, fetch it, make a new one (the old one 404s), turn it off @layout', async ({ page, context, request, baseURL }) => {
      await studentWithTwoClasses(context, request, baseURL!, locale);
      await page.goto(PAGE);
      await page.getByRole('button', { name: T.subscribe }).click();
      const dialog = page.getByRole('dialog', { name: T.feedTitle });
      await expect(dialog.getByTestId('feed-warning')).toHaveText(T.feedWarning);
      await expect(dialog.getByText(T.feedNone)).toBeVisible();
      await dialog.getByRole('button', { name: T.feedCreate }).click();

      const input = dialog.getByRole('textbox', { name: T.feedUrlLabel });
      await expect(input).toHaveValue(new RegExp(`^${baseURL}/api/eclass/calendar/feed/[\\w-]+\\.ics(\\?lang=${locale})?$`));
      const first = await input.inputValue();
      await expect(dialog.getByRole('link', { name: T.addToCalendar })).toHaveAttribute('href', first.replace(/^http:/, 'webcal:'));
      const feed = await request.get(first);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toContain('text/calendar');
      expect((await feed.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);

      // A new link only after the confirm; then the old one stops working.
      await dialog.getByRole('button', { name: T.feedRenew }).click();
      await expect(dialog.getByText(T.feedRenewConfirm)).toBeVisible();
      await dialog.getByTestId('feed-confirm-yes').click();
      await expect(input).not.toHaveValue(first);
      const second = await input.inputValue();
      expect((await request.get(first)).status()).toBe(404);
      expect((await request.get(second)).status()).toBe(200);

      await dialog.getByRole('button', { name: T.feedRevoke }).click();
      await expect(dialog.getByText(T.feedRevokeConfirm)).toBeVisible();
      await dialog.getByTestId('feed-confirm-yes').click();
      await expect(dialog.getByText(T.feedNone)).toBeVisible();
      expect((await request.get(second)).status()).toBe(404);

      // Reopened later, the dialog knows there is no link.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: T.subscribe }).click();
      await expect(page.getByRole('dialog', { name: T.feedTitle }).getByText(T.feedNone)).toBeVisible();
    });

    test('the schedule tab of /course/list shows the same classes', async ({ page, context, request, baseURL }) => {
      const booked = await studentWithTwoClasses(context, request, baseURL!, locale);
      await page.goto('/course/list?tab=schedule');
      const day = await showWeekOf(page, locale, booked.date);
      await expect(day.getByTestId('schedule-class')).toHaveCount(2);
      await expect(day.getByTestId('schedule-class-beijing').first()).toContainText(beijing(booked.times[0].beijing));
    });
  });
}

test('a visitor is asked to log in', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByTestId('login-prompt')).toContainText(MESSAGES.cn.Schedule.loginPromptTitle);
  await expect(page.getByTestId('my-schedule')).toHaveCount(0);
});
