import { expect, test, type BrowserContext, type Page } from './support/test';

import { bookClass, grantPackage, newStudent, shiftLesson } from './support/classes';
import { chooseLanguage, STAFF_PHONE, type AppLocale } from './support/env';
import { keepLogin, loginByCode, type Login } from './support/session';

// Live classes, part 2 (issue #13): what happens around a lesson. A student with a booked class previews it
// (courseware, words, sentences, 'preview done'), enters the built-in classroom when it opens (10 minutes
// before the start), and after the class (the lesson is moved in time with the e2e server's DEV_TIME_TRAVEL)
// reads the teacher's review, rates the class, does the exercises, sees the result, retries the wrong ones and
// revises; the courseware downloads as a PDF. Another family's lesson is refused.

const LOCALES: readonly AppLocale[] = ['cn', 'en'];
const MINUTE = 60_000;

async function openAs(context: BrowserContext, baseURL: string | undefined, login: Login, locale: AppLocale) {
  await keepLogin(context, baseURL, login);
  await chooseLanguage(context, baseURL, locale);
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const card = (page: Page, lessonId: number) => page.locator(`[data-test="class-card"][data-lesson-id="${lessonId}"]`);

/** Answers the question on screen (the first choice, or the tiles in the order shown) and moves on. */
async function answerCurrent(page: Page) {
  const question = page.getByTestId('exercise-question');
  await expect(question).toBeVisible();
  const tiles = question.getByTestId('exercise-tile');
  if ((await tiles.count()) > 0) {
    while ((await tiles.count()) > 0) await tiles.first().click();
  } else {
    await question.getByTestId('exercise-option').first().click();
  }
}

/** Goes through every question of the player and submits; returns how many questions it asked. */
async function doExercises(page: Page): Promise<number> {
  await expect(page.getByTestId('exercise-player')).toBeVisible();
  let asked = 0;
  for (;;) {
    await answerCurrent(page);
    asked += 1;
    const submit = page.getByTestId('exercise-submit');
    if (await submit.isVisible()) {
      await submit.click();
      return asked;
    }
    await page.getByTestId('exercise-next').click();
  }
}

/** The adviser of the e2e server writes the teacher's review (the staff dialog is tested below). */
async function writeReview(request: Parameters<typeof loginByCode>[0], lessonId: number, comment: string) {
  const adviser = await loginByCode(request, STAFF_PHONE);
  const res = await request.post('/api/abc/lesson/review', {
    headers: { token: adviser.token },
    data: { lessonId, comment, ratings: { listening: 5, speaking: 4, vocabulary: 4, pronunciation: 3, participation: 5 }, words: [] },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
}

test.describe('around a lesson: preview, classroom, review, exercises, knowledge review', () => {
  for (const locale of LOCALES) {
    test(`a student previews, enters the classroom, then reviews, practises and revises (${locale}) @layout`, async ({ context, page, request, baseURL }) => {
      test.setTimeout(120_000);
      const { phone, login } = await newStudent(request);
      await grantPackage(request, phone);
      const { lessonId } = await bookClass(request, login);
      await openAs(context, baseURL, login, locale);

      // Preview from the class list: courseware to turn, words and sentences with sound, then 'done'.
      await page.goto('/course/list');
      await card(page, lessonId).getByTestId('class-preview').click();
      await expect(page).toHaveURL(new RegExp(`/course/preview\\?clid=${lessonId}`));
      const viewer = page.getByTestId('courseware-viewer');
      await expect(viewer.getByTestId('courseware-counter')).toContainText('1 / 8');
      await viewer.getByTestId('courseware-next').click();
      await expect(viewer.getByTestId('courseware-counter')).toContainText('2 / 8');
      await expect(page.getByTestId('vocab-item')).toHaveCount(6);
      await expect(page.getByTestId('sentence-item')).toHaveCount(3);
      await expect(page.getByTestId('audio-clip').first()).toBeEnabled();
      await expectNoHorizontalScroll(page);
      await page.getByTestId('preview-mark-done').click();
      await expect(page.getByTestId('preview-done-badge').first()).toBeVisible();

      // Five minutes before the start the class shows 'Enter classroom'; the built-in classroom counts down.
      await shiftLesson(request, login, lessonId, 5 * MINUTE);
      await page.goto('/course/list');
      await card(page, lessonId).getByTestId('class-enter').click();
      await expect(page).toHaveURL(new RegExp(`/course/classroom/${lessonId}$`));
      await expect(page.getByTestId('classroom-waiting')).toBeVisible();
      await expect(page.getByTestId('classroom-countdown')).toBeVisible();
      await expect(page.getByTestId('classroom-builtin-note')).toBeVisible();

      // Once the class has started the courseware is there to turn.
      await shiftLesson(request, login, lessonId, -2 * MINUTE);
      await page.reload();
      await expect(page.getByTestId('classroom-live')).toBeVisible();
      await expect(page.getByTestId('courseware-viewer')).toBeVisible();
      await expectNoHorizontalScroll(page);

      // The teacher writes the review; the class ends; it shows as finished (the student attended).
      const comment = locale === 'cn' ? '今天读得很认真，继续加油！' : 'Great reading today, keep it up!';
      await writeReview(request, lessonId, comment);
      await shiftLesson(request, login, lessonId, -40 * MINUTE);
      await page.goto('/course/list');
      await card(page, lessonId).getByTestId('class-review').click();
      await expect(page).toHaveURL(new RegExp(`/course/review\\?clid=${lessonId}`));
      await expect(page.getByTestId('teacher-review-comment')).toHaveText(comment);
      await expect(page.getByTestId('teacher-review-skills')).toBeVisible();

      // The family rates the class; the rating is still there after a reload.
      const rating = page.getByTestId('family-rating-form');
      await rating.getByRole('radio').nth(4).check({ force: true });
      await rating.getByTestId('family-rating-comment').fill(locale === 'cn' ? '孩子很喜欢这位老师' : 'My daughter loved this teacher');
      await rating.getByTestId('family-rating-save').click();
      await expect(page.getByTestId('family-rating-saved')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('family-rating-saved')).toBeVisible();

      // Exercises: eight questions, a scored result with explanations, and a retry of the wrong ones only.
      await page.getByTestId('review-exercise-link').click();
      await expect(page.getByTestId('exercise-progress')).toBeVisible();
      await page.getByTestId('favourite-toggle').first().click();
      await expect(page.getByTestId('favourite-toggle').first()).toHaveAttribute('aria-pressed', 'true');
      expect(await doExercises(page)).toBe(8);
      await expect(page).toHaveURL(new RegExp(`/course/review/exerciseResult\\?clid=${lessonId}`));
      await expect(page.getByTestId('exercise-score')).toBeVisible();
      const items = page.getByTestId('exercise-result-item');
      await expect(items).toHaveCount(8);
      await expect(page.getByTestId('exercise-explanation').first()).not.toBeEmpty();
      await expect(page.getByTestId('favourite-question')).toHaveCount(1);
      const wrong = await items.filter({ has: page.locator('[data-correct="false"]') }).count();
      if (wrong > 0) {
        await page.getByTestId('exercise-retry-link').click();
        expect(await doExercises(page)).toBe(wrong);
        await expect(page).toHaveURL(/exerciseResult/);
        await expect(items).toHaveCount(8);
      }
      await expectNoHorizontalScroll(page);

      // Knowledge review: the unit's words, sentences and teaching points.
      await page.goto(`/course/review/knowledgeReview?clid=${lessonId}`);
      await expect(page.getByTestId('knowledge-goal')).not.toBeEmpty();
      await expect(page.getByTestId('vocab-item')).toHaveCount(6);
      await expect(page.getByTestId('knowledge-points')).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  test('an adviser writes the review in /abc and the family reads it @layout', async ({ browser, context, page, request, baseURL }) => {
    const { phone, login } = await newStudent(request);
    await grantPackage(request, phone);
    const { lessonId } = await bookClass(request, login);
    await shiftLesson(request, login, lessonId, -5 * MINUTE);

    const adviser = await loginByCode(request, STAFF_PHONE);
    await openAs(context, baseURL, adviser, 'en');
    await page.goto('/abc/course/todayList');
    const row = page.locator(`[data-test="abc-lesson"][data-lesson-id="${lessonId}"]`);
    await row.getByTestId('abc-review-open').click();
    const form = page.getByTestId('abc-review-form');
    await expect(form).toBeVisible();
    // Saving without a comment and ratings is refused in the form, nothing is sent.
    await form.getByTestId('abc-review-save').click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await form.getByTestId('abc-review-comment').fill('Confident reading and clear answers. Practise "where" questions at home.');
    for (const skill of ['listening', 'speaking', 'vocabulary', 'pronunciation', 'participation']) {
      await form.getByTestId(`abc-review-skill-${skill}`).locator('label').nth(3).click();
    }
    await form.getByTestId('abc-review-words').getByRole('checkbox').first().check();
    await form.getByTestId('abc-review-save').click();
    await expect(form).toBeHidden();

    await shiftLesson(request, login, lessonId, -40 * MINUTE);
    const family = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Asia/Shanghai' });
    await openAs(family, baseURL, login, 'en');
    const own = await family.newPage();
    await own.goto(`/course/review?clid=${lessonId}`);
    await expect(own.getByTestId('teacher-review-comment')).toHaveText('Confident reading and clear answers. Practise "where" questions at home.');
    await expect(own.getByTestId('teacher-review').getByTestId('vocab-item')).toHaveCount(1);
    await family.close();
  });

  test('the courseware downloads as a PDF from its component route', async ({ context, page, request, baseURL }) => {
    const { phone, login } = await newStudent(request);
    await grantPackage(request, phone);
    const { lessonId } = await bookClass(request, login);
    await openAs(context, baseURL, login, 'en');
    await page.goto(`/course/components/download?clid=${lessonId}`);
    await expect(page.locator('header')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('courseware-download-button').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sprout-courseware-.+\.pdf$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 4).toString()).toBe('%PDF');
  });

  test("another family's lesson is refused, and the review waits for the class to end", async ({ browser, context, page, request, baseURL }) => {
    const owner = await newStudent(request);
    await grantPackage(request, owner.phone);
    const { lessonId } = await bookClass(request, owner.login);
    const other = await newStudent(request, '137');
    await openAs(context, baseURL, other.login, 'en');
    await page.goto(`/course/preview?clid=${lessonId}`);
    await expect(page.getByTestId('lesson-refused')).toBeVisible();
    await expect(page.getByTestId('courseware-viewer')).toHaveCount(0);

    // The family itself, before the class: the exercises wait for the end, the review page says when it opens.
    const family = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Asia/Shanghai' });
    await openAs(family, baseURL, owner.login, 'en');
    const own = await family.newPage();
    await own.goto(`/course/review/exercise?clid=${lessonId}`);
    await expect(own.getByTestId('lesson-refused')).toBeVisible();
    await own.goto(`/course/review?clid=${lessonId}`);
    await expect(own.getByTestId('review-not-yet')).toBeVisible();
    await family.close();
  });
});
