import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from './support/test';

import { FREE_CANCEL_HOURS_BEFORE } from '../../lib/constants/classes';
import { bookClass, grantPackage, newStudent } from './support/classes';
import { chooseLanguage, type AppLocale } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, type Login } from './support/session';

// Live classes, part 1, /course/list (SPEC §2 "course list; login needed", §4 class statuses and the leave flow,
// §6 a visitor is asked to log in): a new student sees the two ways forward and asks for a free trial; a student
// with a package sees classes remaining and leave vouchers, and takes leave on a class with the policy shown
// first in local time; the component routes show one piece each without the site's header and footer.
// The browser and the API calls use Beijing time (playwright.config.ts timezoneId, and no Time-Zone header).

const LOCALES: readonly AppLocale[] = ['cn', 'en'];
const ZONE = 'Asia/Shanghai';
const hhmm = (at: number) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));

async function openAs(context: BrowserContext, baseURL: string | undefined, login: Login, locale: AppLocale) {
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, locale);
}

/** The fixed words of a message around its placeholders ('{time} 前请假免费' -> ['前请假免费']). */
const textAround = (message: string) => message.split(/\{\w+\}/).map((part) => part.trim()).filter(Boolean);

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('/course/list @layout', () => {
  test('a visitor is asked to log in, on the page and on its component routes', async ({ page, context, baseURL }) => {
    for (const locale of LOCALES) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/course/list');
      const prompt = page.getByTestId('login-prompt');
      await expect(prompt).toContainText(MESSAGES[locale].CourseList.loginPromptTitle);
      await expect(page).toHaveTitle(new RegExp(MESSAGES[locale].CourseList.metaTitle));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.getByTestId('login-prompt-button').click();
      await expect(page.locator('#loginDv')).toBeVisible();
      await page.keyboard.press('Escape');

      await page.goto('/course/components/myClass');
      await expect(page.getByTestId('login-prompt')).toContainText(MESSAGES[locale].CourseList.loginPromptTitle);
      await expect(page.getByTestId('site-header')).toHaveCount(0);
    }
  });

  for (const locale of LOCALES) {
    test(`a new student without a package sees the trial and the adviser, and requests the free trial (${locale})`, async ({ page, context, request, baseURL }) => {
      const t = MESSAGES[locale].CourseList;
      const { login } = await newStudent(request);
      await openAs(context, baseURL, login, locale);
      await page.goto('/course/list');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      const ways = page.getByTestId('classes-ways-forward');
      await expect(ways.getByRole('heading', { level: 2 })).toHaveText(t.startTitle);
      await expect(ways.getByTestId('adviser-contact')).toHaveText(MESSAGES[locale].Footer.contact);
      // The store offers the packages.
      await expect(ways.getByTestId('classes-store')).toHaveAttribute('href', '/shopping');
      await expect(page.getByTestId('classes-summary')).toHaveCount(0);
      await expect(page.getByTestId('class-list-empty')).toContainText(t.emptyAllTitle);
      await expectNoHorizontalScroll(page);

      const form = ways.getByTestId('trial-form');
      await form.getByTestId('trial-submit').click();
      await expect(form.getByTestId('trial-times-error')).toHaveText(t.trialTimesRequired);
      await form.getByLabel(t.trialAge).fill('7');
      await form.getByTestId('trial-times').fill(locale === 'cn' ? '周末上午' : 'Weekend mornings');
      await form.getByTestId('trial-submit').click();
      await expect(ways.getByTestId('trial-requested')).toContainText(t.trialRequestedText);
      await expect(form).toHaveCount(0);

      await page.reload();
      await expect(page.getByTestId('trial-requested')).toContainText(t.trialRequestedText);
    });
  }

  for (const locale of LOCALES) {
    test(`a student with a package sees classes remaining, the package and the leave voucher (${locale})`, async ({ page, context, request, baseURL }) => {
      const t = MESSAGES[locale].CourseList;
      const { phone, login } = await newStudent(request);
      await grantPackage(request, phone);
      await openAs(context, baseURL, login, locale);
      await page.goto('/course/list');
      const band = page.getByTestId('classes-summary');
      await expect(band.getByTestId('classes-remaining')).toHaveText('10');
      await expect(band.getByTestId('classes-package')).toContainText(locale === 'cn' ? '10 节课时包' : '10 classes');
      await expect(band.getByTestId('classes-package')).toContainText(locale === 'cn' ? '剩 10 / 10 节' : '10 of 10 left');
      await expect(band.getByTestId('classes-vouchers')).toHaveText(locale === 'cn' ? '1 张' : '1 voucher');
      await expect(band.getByTestId('classes-voucher-earliest')).toBeVisible();
      await expect(page.getByTestId('classes-ways-forward')).toHaveCount(0);
      await expectNoHorizontalScroll(page);

      // 'Book classes' opens the booking tab.
      await band.getByTestId('classes-book').click();
      await expect(page.getByTestId('course-tab-book')).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\?tab=book$/);
      await page.getByTestId('course-tab-schedule').click();
      await expect(page).toHaveURL(/\?tab=schedule$/);

      // The component routes: the balance and the vouchers on their own, without the site's header and footer.
      await page.goto('/course/components/myClass');
      await expect(page.getByTestId('classes-remaining')).toHaveText('10');
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
      await page.goto('/course/components/coupons');
      await expect(page.getByTestId('voucher')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.couponsTitle);
    });
  }

  for (const locale of LOCALES) {
    test(`taking leave on a booked class: the policy in local time first, then the class is cancelled and the class hour is back (${locale})`, async ({ page, context, request, baseURL }) => {
      const t = MESSAGES[locale].CourseList;
      const { phone, login } = await newStudent(request);
      await grantPackage(request, phone);
      const booked = await bookClass(request, login);
      await openAs(context, baseURL, login, locale);
      await page.goto('/course/list');
      await expect(page.getByTestId('classes-remaining')).toHaveText('9');
      const card = page.locator(`[data-test="class-card"][data-lesson-id="${booked.lessonId}"]`);
      await expect(card.getByTestId('class-time')).toContainText(hhmm(Date.parse(booked.startTime)));
      await expect(card.getByTestId('class-status')).toHaveAttribute('data-status', /^(pending|upcoming)$/);

      await card.getByTestId('class-leave').click();
      const dialog = page.getByTestId('leave-dialog');
      await expect(dialog).toBeVisible();
      // Free until 6 hours before the start, shown in the browser's time (Beijing here).
      const freeUntil = dialog.getByTestId('leave-policy-free-until');
      for (const words of textAround(t.policyFreeUntil)) await expect(freeUntil).toContainText(words);
      await expect(freeUntil).toContainText(hhmm(Date.parse(booked.startTime) - FREE_CANCEL_HOURS_BEFORE * 3_600_000));
      await expect(dialog).toContainText(t.policyAfter);
      await expect(dialog.getByTestId('leave-now')).toContainText(t.nowFree);

      await dialog.getByTestId('leave-confirm').click();
      await expect(dialog.getByTestId('leave-reason-error')).toHaveText(t.reasonRequired);
      await dialog.getByText(MESSAGES[locale].ClassConfig.leaveReason.sick, { exact: true }).click();
      await dialog.getByTestId('leave-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t.leaveDoneFree)).toBeVisible();

      await expect(card.getByTestId('class-status')).toHaveText(MESSAGES[locale].Classes.status.cancelled);
      // The 'Take leave' button that opened the dialog is gone: focus is on the class it changed, not lost.
      await expect(card).toBeFocused();
      await expect(card.getByTestId('class-note')).toHaveText(t.settledFree);
      await expect(card.getByTestId('class-leave')).toHaveCount(0);
      await expect(page.getByTestId('classes-remaining')).toHaveText('10');
      await expect(page.getByTestId('class-filter-cancelled')).toContainText('1');

      await page.reload();
      await expect(card.getByTestId('class-status')).toHaveText(MESSAGES[locale].Classes.status.cancelled);
    });
  }

  test('the leave form on its own at /course/components/leaveClass?lessonId', async ({ page, context, request, baseURL }) => {
    const { phone, login } = await newStudent(request);
    await grantPackage(request, phone);
    const booked = await bookClass(request, login);
    await openAs(context, baseURL, login, 'en');
    await page.goto(`/course/components/leaveClass?lessonId=${booked.lessonId}`);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.CourseList.leavePageTitle);
    await expect(page.getByTestId('leave-policy-free-until')).toBeVisible();
    await page.getByText(MESSAGES.en.ClassConfig.leaveReason.travel, { exact: true }).click();
    await page.getByTestId('leave-confirm').click();
    await expect(page.getByTestId('class-status')).toHaveText(MESSAGES.en.Classes.status.cancelled);
    await expect(page.getByTestId('leave-form')).toHaveCount(0);

    await page.goto('/course/components/courseList');
    await expect(page.locator(`[data-test="class-card"][data-lesson-id="${booked.lessonId}"]`).getByTestId('class-status')).toHaveText(MESSAGES.en.Classes.status.cancelled);
    await page.goto('/course/components/leaveClass?lessonId=2147483647');
    await expect(page.getByTestId('leave-not-found')).toContainText(MESSAGES.en.CourseList.lessonNotFound);
  });

  test('the list with a class, its summary and the leave dialog pass axe (WCAG 2.1 AA, no serious or critical finding)', async ({ page, context, request, baseURL }) => {
    const { phone, login } = await newStudent(request);
    await grantPackage(request, phone);
    const booked = await bookClass(request, login);
    await keepLogin(context, baseURL, login);
    const audit = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    for (const locale of LOCALES) {
      await chooseLanguage(context, baseURL, locale);
      await page.goto('/course/list');
      const card = page.locator(`[data-test="class-card"][data-lesson-id="${booked.lessonId}"]`);
      await expect(card).toBeVisible();
      expect(await audit(), `/course/list (${locale})`).toEqual([]);
      await card.getByTestId('class-leave').click();
      await expect(page.getByTestId('leave-policy')).toBeVisible();
      expect(await audit(), `leave dialog (${locale})`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('leave-dialog')).toBeHidden();
      // Focus goes back to the button that opened the dialog.
      await expect(card.getByTestId('class-leave')).toBeFocused();
    }
  });
});
