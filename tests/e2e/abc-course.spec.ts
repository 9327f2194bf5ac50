import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

import { chooseLanguage, isPhone, STAFF_PHONE, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// SPEC §2 /abc/course/todayList and /abc/course/list, the staff area's pages: an adviser (the e2e
// STAFF_PHONE account) grants a package to a new student found by account number, arranges the trial
// a family asked for and finds it in the course list filtered to its date, and sees a class booked for
// today (or, late at night, tomorrow) in today's list. A plain student is refused. Both languages;
// the tests tagged @layout run on the phone project too.

const TODAY = '/abc/course/todayList';
const LIST = '/abc/course/list';
/** The zone of the browser (playwright.config.ts timezoneId), which the API also uses by default. */
const ZONE = 'Asia/Shanghai';

let phoneSeq = 0;

function newPhone(): string {
  return `135${String(Date.now() + phoneSeq++).slice(-8)}`;
}

/** YYYY-MM-DD of an instant in the test's zone. */
function localDate(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown): Promise<T> {
  const res = await request.fetch(path, { method, headers: { token, 'Time-Zone': ZONE }, data });
  const body = await res.json();
  expect(body.code, `${method} ${path}: ${JSON.stringify(body)}`).toBe(0);
  return body.data as T;
}

/** The adviser, logged in in the browser (as after a login) and by API. */
async function adviserIn(context: BrowserContext, request: APIRequestContext, baseURL: string, locale: AppLocale): Promise<Login> {
  const login = await loginByCode(request, STAFF_PHONE);
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, locale);
  return login;
}

/** The account number the student's own profile shows. */
async function accountNoOf(request: APIRequestContext, student: Login): Promise<string> {
  const info = await api<{ accountNo: string }>(request, 'GET', '/api/user/info?source=app', student.token);
  return info.accountNo;
}

async function expectNoSeriousA11yFindings(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const locale of ['cn', 'en'] as const) {
  const T = MESSAGES[locale].AbcCourse;

  test.describe(`staff area in ${locale}`, () => {
    test(`an adviser grants a package to a new student found by account number @layout`, async ({ page, context, request, baseURL }) => {
      await adviserIn(context, request, baseURL!, locale);
      const student = await loginByCode(request, newPhone());
      const accountNo = await accountNoOf(request, student);

      await page.goto(`${LIST}?tab=grant`);
      await expect(page.getByTestId('abc-tab-grant')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('abc-grant-name')).toHaveValue('10 classes');
      await expect(page.getByTestId('abc-grant-name-cn')).toHaveValue('10 节课包');
      await page.getByTestId('abc-grant-account').fill(accountNo);
      await page.getByTestId('abc-grant-classes').fill('12');
      await expect(page.getByTestId('abc-grant-name')).toHaveValue('12 classes');
      await page.getByTestId('abc-grant-submit').click();

      const done = page.getByTestId('abc-grant-done');
      await expect(done).toContainText(T.grant.done.replace('{nickname}', student.nickName).replace('{accountNo}', accountNo));
      const summary = await api<{ remaining: number; packages: { name: string; totalClasses: number }[] }>(request, 'GET', '/api/eclass/classin/summary', student.token);
      expect(summary.remaining).toBe(12);

      // The grant is in the staff log, with the adviser and the student.
      await page.getByTestId('abc-tab-log').click();
      await expect(page).toHaveURL(/tab=log/);
      const entry = page.getByTestId('abc-log-entry').filter({ hasText: accountNo }).first();
      await expect(entry).toHaveAttribute('data-action', 'grant_package');
    });

    test(`an adviser arranges a requested trial and finds it in the course list filtered to its date @layout`, async ({ page, context, request, baseURL }) => {
      await adviserIn(context, request, baseURL!, locale);
      const student = await loginByCode(request, newPhone());
      const accountNo = await accountNoOf(request, student);
      await api(request, 'POST', '/api/eclass/classin/requestTrialClass', student.token, { preferredTimes: 'Weekday evenings', learnerAge: 6, contact: 'WeChat e2e-family' });

      await page.goto(`${LIST}?tab=trials`);
      const card = page.locator(`[data-test=abc-trial][data-account-no="${accountNo}"]`);
      await expect(card).toHaveAttribute('data-state', 'waiting');
      await expect(card).toContainText('Weekday evenings');
      await card.getByTestId('abc-trial-arrange').click();

      const dialog = page.getByTestId('abc-arrange-dialog');
      await expect(dialog).toBeVisible();
      const dates = await dialog.getByTestId('abc-arrange-date').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      expect(dates).toHaveLength(14);
      expect(dates[0]).toBe(localDate(Date.now()));
      // Tomorrow or later: a day with teachers free whatever the time of day.
      let chosen: string | null = null;
      for (const date of dates.slice(1)) {
        await dialog.getByTestId('abc-arrange-date').selectOption(date);
        await expect(dialog.getByTestId('abc-arrange-teacher')).toBeEnabled();
        if ((await dialog.getByTestId('abc-arrange-teacher').locator('option').count()) > 1) {
          chosen = date;
          break;
        }
      }
      expect(chosen, 'a day with a free teacher').not.toBeNull();
      const teacherValue = await dialog.getByTestId('abc-arrange-teacher').locator('option').nth(1).getAttribute('value');
      await dialog.getByTestId('abc-arrange-teacher').selectOption(teacherValue!);
      const time = dialog.getByTestId('abc-arrange-time');
      const slot = time.locator('option').nth(1);
      const startText = (await slot.textContent())!.trim();
      await time.selectOption((await slot.getAttribute('value'))!);
      const material = dialog.getByTestId('abc-arrange-material');
      await material.selectOption((await material.locator('option').nth(1).getAttribute('value'))!);
      await dialog.getByTestId('abc-arrange-submit').click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('data-state', 'arranged');

      const trial = await api<{ status: string; lesson: { Id: number; ClassDate: string; Start: string } }>(request, 'POST', '/api/eclass/classin/getTrialClassCourseInfo', student.token);
      expect(trial.status).toBe('arranged');
      expect(trial.lesson).toMatchObject({ ClassDate: chosen, Start: startText });

      await page.goto(`${LIST}?from=${chosen}&to=${chosen}`);
      await expect(page.getByTestId('abc-filter-from')).toHaveValue(chosen!);
      await expect(page.getByTestId('abc-filter-to')).toHaveValue(chosen!);
      await expect(page.getByTestId('abc-range-today')).toHaveAttribute('aria-pressed', 'false');
      const row = page.locator(`[data-test=abc-lesson][data-lesson-id="${trial.lesson.Id}"]`);
      await expect(row.getByTestId('abc-lesson-student')).toHaveText(student.nickName);
      await expect(row.getByTestId('abc-lesson-time')).toContainText(startText);
      await expect(row.getByTestId('class-trial')).toBeVisible();
      // Only that day's classes are listed.
      expect(new Set(await page.getByTestId('abc-lesson').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-date'))))).toEqual(new Set([chosen]));

      // The status filter goes to the URL and leaves the dates.
      await page.getByTestId('abc-filter-status').selectOption('cancelled');
      await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'cancelled' && url.searchParams.get('from') === chosen);
      await expect(row).toHaveCount(0);
    });

    test(`a class booked for today shows in today's list (tomorrow in the course list when no time is left today) @layout`, async ({ page, context, request, baseURL }, testInfo) => {
      const adviser = await adviserIn(context, request, baseURL!, locale);
      const phone = newPhone();
      const student = await loginByCode(request, phone);
      await api(request, 'POST', '/api/abc/package/grant', adviser.token, { account: phone, classes: 2, validityDays: 30, name: '2 classes', nameCn: '2 节课包' });
      const [level] = await api<{ units: { materialId: number; bookId: number }[] }[]>(request, 'GET', '/api/class/practice/studyNodeStyle?type=3', student.token);
      const unit = level.units[0];

      // A free time later today in the test's zone; late at night there may be none left: then tomorrow.
      const today = localDate(Date.now());
      const tomorrow = localDate(Date.now() + 86_400_000);
      let booked: { date: string; lessonId: number; startTime: string } | null = null;
      for (const date of [today, tomorrow]) {
        const schedule = await api<{ teachers: { paused: boolean; slots: { slotId: number; available: boolean; startTime: string }[] }[] }>(request, 'POST', '/api/class/practice/classScheduleV3', student.token, { date });
        const slot = schedule.teachers
          .filter((t) => !t.paused)
          .flatMap((t) => t.slots)
          .find((s) => s.available && Date.parse(s.startTime) > Date.now() + 5 * 60_000);
        if (!slot) continue;
        const result = await api<{ booked: { lessonId: number }[] }>(request, 'POST', '/api/eclass/order/batch', student.token, {
          date,
          timePeriod: 'evening',
          slotIds: [slot.slotId],
          bookId: unit.bookId,
          materialId: unit.materialId,
        });
        booked = { date, lessonId: result.booked[0].lessonId, startTime: slot.startTime };
        break;
      }
      expect(booked, 'a free time today or tomorrow').not.toBeNull();

      const path = booked!.date === today ? TODAY : `${LIST}?from=${booked!.date}&to=${booked!.date}`;
      await page.goto(path);
      if (booked!.date === today) await expect(page.getByTestId('abc-today-date')).toHaveAttribute('data-date', today);
      const row = page.locator(`[data-test=abc-lesson][data-lesson-id="${booked!.lessonId}"]`);
      await expect(row.getByTestId('abc-lesson-student')).toHaveText(student.nickName);
      await expect(row.getByTestId('class-status')).toBeVisible();

      // A table on the desktop, a card per class on the phone.
      const header = page.getByRole('columnheader', { name: T.colStudent });
      if (isPhone(testInfo)) await expect(header).toBeHidden();
      else await expect(header).toBeVisible();

      if (booked!.date === today) {
        // 'Join' exists before the start only as a disabled button with its opening time.
        if (Date.parse(booked!.startTime) - Date.now() > 11 * 60_000) {
          await expect(row.getByTestId('abc-join')).toBeDisabled();
          await expect(row.getByTestId('abc-join-opens')).toBeVisible();
        }
        await expect(row.getByTestId('abc-outcome-finished')).toHaveCount(0);
      }
    });

    test('the staff pages have no serious accessibility findings', async ({ page, context, request, baseURL }) => {
      await adviserIn(context, request, baseURL!, locale);
      for (const path of [TODAY, LIST, `${LIST}?tab=trials`, `${LIST}?tab=grant`, `${LIST}?tab=log`]) {
        await page.goto(path);
        await expect(page.getByTestId('abc-loading')).toHaveCount(0);
        await expectNoSeriousA11yFindings(page, path);
      }
    });
  });
}

test.describe('who sees the staff pages', () => {
  test('a plain student sees the refusal on the pages and their component routes, in English too @layout', async ({ page, context, request, baseURL }) => {
    const student = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL!, student);
    for (const locale of ['cn', 'en'] as const) {
      await chooseLanguage(context, baseURL, locale);
      for (const path of [TODAY, LIST, `${LIST}?tab=grant`, '/abc/components/todayList', '/abc/components/courseList']) {
        await page.goto(path);
        await expect(page.getByTestId('error-page')).toContainText(MESSAGES[locale].ErrorPage.staffOnlyTitle);
        await expect(page.getByTestId('abc-lessons')).toHaveCount(0);
        await expect(page.getByTestId('abc-grant')).toHaveCount(0);
      }
    }
    // The API refuses the student as well (the pages only show what the API gives).
    const res = await request.get('/api/abc/course/list', { headers: { token: student.token } });
    expect(res.status()).toBe(403);
  });

  test('the component routes show the lists alone: no page heading, no adviser tabs', async ({ page, context, request, baseURL }) => {
    await adviserIn(context, request, baseURL!, 'cn');
    await page.goto('/abc/components/courseList?dates=all');
    await expect(page.getByTestId('abc-course-list')).toBeVisible();
    await expect(page.getByTestId('abc-tab-trials')).toHaveCount(0);
    await expect(page.getByTestId('abc-filter-teacher')).toBeVisible();
    await page.goto('/abc/components/todayList');
    await expect(page.getByTestId('abc-today')).toBeVisible();
    await expect(page.getByTestId('abc-header')).toBeVisible();
  });

  test('the abc header: the two entries first, the language switch and the way back to the main site @layout', async ({ page, context, request, baseURL }, testInfo) => {
    await adviserIn(context, request, baseURL!, 'en');
    await page.goto(LIST);
    const links = page.getByRole('navigation', { name: MESSAGES.en.AbcHeader.menu }).getByRole('link');
    await expect(links).toHaveCount(2);
    // The spec's names, also where the phone shows the short label.
    await expect(links.nth(0)).toHaveAccessibleName("Today's classes to attend");
    await expect(links.nth(1)).toHaveAccessibleName('All courses');
    await expect(links.nth(0)).toBeVisible();
    // The phone shows a short label (the name stays the spec's).
    await expect(links.nth(0).locator('[aria-hidden=true]')).toBeVisible({ visible: isPhone(testInfo) });
    await expect(page.getByTestId('abc-allCourses')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('language-toggle').click();
    await expect(page.getByTestId('abc-allCourses')).toHaveAccessibleName(MESSAGES.cn.AbcHeader.allCourses);
    await expect(page.locator('h1')).toHaveText(MESSAGES.cn.AbcCourse.listTitle);

    // Back to the main site: the home page, not today's classes (no referrer from /abc/).
    await page.getByTestId('abc-logo').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });
});
