import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './support/test';

import { chooseLanguage, STAFF_PHONE, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// SPEC §5 booking rules and §7 Classes: the booking panel on its own component route. A student gets a
// package from an adviser (POST /api/abc/package/grant with the staff account), then books in the browser.

const PANEL = '/course/components/bookClass';
const COURSE_LIST_BOOK = '/course/list?tab=book';
const ORDER = '/api/eclass/order/batch';
const LOCALES: readonly AppLocale[] = ['cn', 'en'];

/** Numbers in the English ICU plurals the tests read, formatted as the page does. */
const TEXT = {
  cn: { left: (n: number) => `剩余 ${n} 节课时`, booked: (n: number) => `已成功预约 ${n} 节课`, evening: '晚上' },
  en: { left: (n: number) => `${n} classes left`, booked: (n: number) => `${n} classes booked`, evening: 'Evening' },
} as const;

let phoneSeq = 0;

/** A new student (adult sign-up), with `classes` granted by the adviser when given, logged in in the browser. */
async function student(context: BrowserContext, request: APIRequestContext, baseURL: string, locale: AppLocale, classes?: number): Promise<Login> {
  const phone = `136${String(Date.now() + phoneSeq++).slice(-8)}`;
  const login = await loginByCode(request, phone);
  if (classes) {
    const adviser = await loginByCode(request, STAFF_PHONE);
    const res = await request.post('/api/abc/package/grant', {
      headers: { token: adviser.token },
      data: { account: phone, classes, validityDays: 180, name: 'Test package', nameCn: '测试课程包' },
    });
    expect((await res.json()).code).toBe(0);
  }
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, locale);
  return login;
}

/** Counts the booking requests the page sends. */
function watchOrders(page: Page): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.url().includes(ORDER)) n += 1;
  });
  return { count: () => n };
}

/** A day chip `ahead` days from today, optionally the first such day that is a weekday (Mon to Fri). */
async function pickDay(page: Page, ahead: number, weekdayOnly = false): Promise<string> {
  await expect(page.getByTestId('book-day')).toHaveCount(14);
  const dates = await page.getByTestId('book-day').evaluateAll((els) => els.map((el) => el.getAttribute('data-date')!));
  let date = dates[ahead];
  if (weekdayOnly) date = dates.slice(ahead).find((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
  const chip = page.locator(`[data-test=book-day][data-date="${date}"]`);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  return date;
}

async function pickEvening(page: Page, locale: AppLocale) {
  const evening = page.getByTestId('book-period').filter({ hasText: TEXT[locale].evening });
  await evening.click();
  await expect(evening).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('book-teachers')).toBeVisible();
}

/** The first teacher who has not paused and has at least `n` free times. */
async function teacherWithFreeTimes(page: Page, n: number): Promise<Locator> {
  const cards = page.getByTestId('teacher-card').filter({ hasNot: page.getByTestId('teacher-paused') });
  const total = await cards.count();
  for (let i = 0; i < total; i++) {
    const card = cards.nth(i);
    if ((await card.locator('[data-test=book-time]:enabled').count()) >= n) return card;
  }
  throw new Error(`no teacher with ${n} free evening times`);
}

for (const locale of LOCALES) {
  const T = MESSAGES[locale].BookClass;

  test.describe(`booking classes (${locale})`, () => {
    for (const [where, path] of [
      ['the component route', PANEL],
      ['the course list\'s booking tab', COURSE_LIST_BOOK],
    ] as const) {
    test(`on ${where}: books three evening classes of one teacher and the classes left drop by 3 @layout`, async ({ page, context, request, baseURL }) => {
      await student(context, request, baseURL!, locale, 10);
      const orders = watchOrders(page);
      await page.goto(path);
      if (path === PANEL) await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
      else await expect(page.getByTestId('course-tab-book')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('book-remaining')).toHaveText(TEXT[locale].left(10));
      // Nothing is chosen at first; today is marked.
      await expect(page.locator('[data-test=book-day][aria-pressed=true]')).toHaveCount(0);
      await expect(page.getByTestId('book-day').first()).toContainText(T.today);

      await pickDay(page, (locale === 'cn' ? 3 : 5) + (path === PANEL ? 0 : 1));
      await pickEvening(page, locale);
      const card = await teacherWithFreeTimes(page, 3);
      const teacherName = (await card.locator('h3').textContent())!;
      const times = card.locator('[data-test=book-time]:enabled');
      const picked: string[] = [];
      for (let i = 0; i < 3; i++) {
        const chip = times.nth(i);
        picked.push((await chip.textContent())!);
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(page.getByTestId('book-basket-item')).toHaveCount(3);
      for (const time of picked) await expect(page.getByTestId('book-basket').getByText(time)).toHaveCount(1);
      await expect(page.getByTestId('book-basket-item').first()).toContainText(teacherName);

      await page.getByTestId('book-level').first().click();
      await page.getByTestId('book-unit').first().click();
      await expect(page.getByTestId('book-chosen-material')).toBeVisible();
      const submit = page.getByTestId('book-submit');
      await expect(submit).toHaveText(locale === 'cn' ? '预约 3 节课' : 'Book 3 classes');
      await submit.click();

      await expect(page.getByTestId('book-notice')).toHaveText(TEXT[locale].booked(3));
      await expect(page.getByTestId('book-remaining')).toHaveText(TEXT[locale].left(7));
      await expect(page.getByTestId('book-basket-item')).toHaveCount(0);
      expect(orders.count()).toBe(1);
      // The booked times are taken now.
      for (const time of picked) await expect(card.getByRole('button', { name: T.takenLabel.replace('{time}', time), exact: true })).toBeDisabled();

      // The classes are the student's: the lesson record lists them with the teacher.
      const record = await page.evaluate(async () => {
        const res = await fetch('/api/acadsoc/app/getCourseLessonRecord', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', token: localStorage.getItem('user_token')! },
          body: JSON.stringify({ pageSize: 300, pageIndex: 0, isContainsLcicClass: true, serchType: 0 }),
        });
        return (await res.json()).data.Items as { Start: string; Teacher: { Name: string } }[];
      });
      expect(record.map((r) => r.Start).sort()).toEqual([...picked].sort());
      expect(new Set(record.map((r) => r.Teacher.Name))).toEqual(new Set([teacherName]));
    });
    }

    test('confirming without a picture book shows the message and sends nothing', async ({ page, context, request, baseURL }) => {
      await student(context, request, baseURL!, locale, 5);
      const orders = watchOrders(page);
      await page.goto(PANEL);
      const submit = page.getByTestId('book-submit');
      await submit.click();
      await expect(page.getByTestId('book-notice')).toHaveText(T.rules.dateRequired);

      await pickDay(page, 2);
      await pickEvening(page, locale);
      const card = await teacherWithFreeTimes(page, 1);
      await card.locator('[data-test=book-time]:enabled').first().click();
      await submit.click();
      await expect(page.getByTestId('book-notice')).toHaveText(T.rules.materialRequired);
      expect(orders.count()).toBe(0);
      await expect(page.getByTestId('book-remaining')).toHaveText(TEXT[locale].left(5));
    });

    test('a paused teacher is shown greyed with the reason and offers no time @layout', async ({ page, context, request, baseURL }) => {
      await student(context, request, baseURL!, locale, 5);
      await page.goto(PANEL);
      await pickDay(page, 1, true);
      await pickEvening(page, locale);
      const hannah = page.locator('[data-test=teacher-card][data-teacher=hannah-keane]');
      await expect(hannah).toBeVisible();
      await expect(hannah.getByTestId('teacher-paused')).toHaveText(T.paused);
      await expect(hannah.getByRole('button')).toHaveCount(0);
      // An active teacher beside her does offer times.
      await expect((await teacherWithFreeTimes(page, 1)).locator('[data-test=book-time]:enabled').first()).toBeVisible();

      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });

    test('a student without a package is offered the free trial instead of the form', async ({ page, context, request, baseURL }) => {
      await student(context, request, baseURL!, locale);
      await page.goto(PANEL);
      await expect(page.getByTestId('book-no-package')).toContainText(T.noPackageTitle);
      await expect(page.getByTestId('book-trial-link')).toHaveAttribute('href', '/course/list?tab=classes');
      await expect(page.getByTestId('book-panel')).toHaveCount(0);
    });
  });
}

test('a visitor is asked to log in first', async ({ page }) => {
  await page.goto(PANEL);
  await expect(page.getByTestId('login-prompt')).toContainText(MESSAGES.cn.BookClass.loginPromptTitle);
  await expect(page.getByTestId('book-day')).toHaveCount(0);
});
