import { readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Browser, type BrowserContext, type Page } from './support/test';

import { abcOrigin, chooseLanguage, type AppLocale } from './support/env';
import { bookClass, grantPackage, shiftLesson } from './support/classes';
import { keepLogin, loginByCode, type Login } from './support/session';

// WCAG 2.1 AA with axe-core on every page of the product, in both languages: no serious or critical
// violation (contrast, names of buttons and links, labels, landmarks). Every page is audited once per
// language, Chinese at the phone width and English at the desktop width, so each page is seen in both of
// its layouts and both languages (contrast and names do not change with the width; what a width shows or
// hides does, and both layouts are audited). The header, which changes most with the width (menu button
// below 1024 px), and the login dialog are audited at the other widths too, so at 390, 768 and 1280 px in
// both languages. Sideways scrolling and tap targets at 390, 768 and 1024/1280 px are layout.spec.ts's.
// One browser context per language and width for the visitor and one for a logged-in user. /dev/outbox is
// a development tool and is left out. The tests run in parallel, one worker per server, each with its own
// logged-in user.

/** The full sweep: every page, once per language. */
const SWEEPS: ReadonlyArray<{ locale: AppLocale; width: number }> = [
  { locale: 'cn', width: 390 },
  { locale: 'en', width: 1280 },
];
/** The header and the login dialog at the widths and languages the full sweep leaves out. */
const HEADER_SWEEPS: ReadonlyArray<{ locale: AppLocale; width: number }> = (['cn', 'en'] as const)
  .flatMap((locale) => [390, 768, 1280].map((width) => ({ locale, width })))
  .filter((sweep) => !SWEEPS.some((full) => full.locale === sweep.locale && full.width === sweep.width));

/** Pages a visitor sees (app/**\/page.tsx). */
const VISITOR_PAGES = [
  '/',
  '/classStep',
  '/classStepnNew',
  '/index-old',
  '/picture/detail/5',
  '/picture/read/5',
  '/picture/components/picturePreview?bookId=5',
  '/picture/components/sentencePreview?bookId=5',
  '/picture/components/questionPreview?bookId=5',
  '/picture/components/finish?bookId=5',
  '/videoInfo/3',
  '/search?keyword=duck',
  '/library',
  '/library?type=videos',
  '/search?keyword=zzqqxxjj',
  '/login',
  '/user/login',
  '/user/my',
  '/user/myInfo',
  '/user/collect',
  '/user/words',
  '/user/logoff',
  '/user/follow',
  '/user/userSquare',
  '/user/user?userId=1',
  '/course/list',
  '/course/preview?clid=1',
  '/course/review?clid=1',
  '/shopping',
  '/user/address',
  '/privacy',
  '/agreement',
  '/no-such-page/a11y',
  '/messageCenter',
  '/picture/dubbing/record/5',
  '/picture',
];

/** The same user pages (and the home page's header) for a logged-in user. */
const USER_PAGES = [
  '/',
  '/picture',
  '/user/my',
  '/user/myInfo',
  '/user/collect',
  '/user/words',
  '/user/logoff',
  '/user/follow',
  '/user/userSquare',
  '/user/user?userId=1',
  '/picture/detail/5',
  '/course/list',
  '/course/components/courseList',
  '/course/components/myClass',
  '/course/components/coupons',
  '/shopping',
  '/shopping/1',
  '/shopping/5',
  '/shopping/purchases',
  '/user/address',
  '/messageCenter',
  '/messageCenter?groupId=0',
  '/picture/dubbing/record/5',
];

interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
  message: string;
}

/**
 * The translation table (/i18n-test) has a row per message key (over 2,000), all made by one loop with the
 * same few row styles; axe takes about 40 s over all of them. Its first 60 rows hold every kind of row (the
 * namespace headings, odd and even rows), so the rest are left out of the audit.
 */
const REPEATED_ROWS = '[data-test="i18n-table"] tbody tr:nth-child(n+61)';

async function audit(page: Page, label: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .exclude(REPEATED_ROWS)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        page: label,
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: n.target.map(String),
        message: n.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
      })),
    );
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.page} [${f.impact}] ${f.id}: ${f.help}\n    at ${f.targets.join(' ')}\n    ${f.message}`).join('\n');
}

async function newContext(browser: Browser, baseURL: string | undefined, locale: AppLocale, width: number): Promise<BrowserContext> {
  const phone = width < 640;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    locale: locale === 'cn' ? 'zh-CN' : 'en-US',
  });
  await chooseLanguage(context, baseURL, locale);
  await chooseLanguage(context, abcOrigin(baseURL), locale);
  return context;
}

async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBeLessThan(500);
  // Headless UI's tabs render a hidden focus sentinel until they hydrate; audit the hydrated page.
  await expect(page.locator('button[aria-hidden="true"][type="button"]:not([tabindex="-1"])')).toHaveCount(0);
  // The class pages load their data in the browser; audit what the family sees once it is there.
  await expect(page.locator('[data-test="classes-loading"], [data-test="lesson-loading"]')).toHaveCount(0);
}

let login: Login;
/** The logged-in user's lesson pages (live classes, part 2): a class about to start and one that has ended. */
let lessonPages: string[] = [];
/** The logged-in user's finished dubbing (its playback page, and the Dubbings tab of their page). */
let dubbingPages: string[] = [];

/** A finished dubbing of the first 8-page level-A book, every page the seed narration of the fixture. */
async function dubBook(api: Awaited<ReturnType<typeof playwrightRequest.newContext>>, baseURL: string | undefined): Promise<number> {
  const headers = { token: login.token, origin: baseURL ?? '' };
  const books = (await (await api.get('/api/picture/book/page/1/size/50?level=A')).json()).data.list as { id: number; pageCount: number }[];
  const book = books.find((b) => b.pageCount === 8)!;
  const draft = (await (await api.post('/api/picture/dubbing/start', { headers, data: { bookId: book.id } })).json()).data as { id: number };
  const wav = readFileSync(path.join(__dirname, '../fixtures/audio/where-is-pip-p01.wav'));
  for (let page = 1; page <= 8; page++) {
    const res = await api.post(`/api/picture/dubbing/page/upload?dubbingId=${draft.id}&page=${page}`, {
      headers,
      multipart: { file: { name: 'take.wav', mimeType: 'audio/wav', buffer: wav } },
      timeout: 120_000,
    });
    expect((await res.json()).code).toBe(0);
  }
  expect((await (await api.post('/api/picture/dubbing/finish', { headers, data: { dubbingId: draft.id } })).json()).code).toBe(0);
  return draft.id;
}

test.beforeAll(async ({ baseURL }) => {
  // Scoring the dubbing's pages decodes their narrations: slow on a loaded machine.
  test.setTimeout(600_000);
  const api = await playwrightRequest.newContext({ baseURL });
  const phone = `135${String(Date.now()).slice(-8)}`;
  login = await loginByCode(api, phone);
  await grantPackage(api, phone);
  const soon = await bookClass(api, login);
  const ended = await bookClass(api, login, { skip: 1 });
  await shiftLesson(api, login, soon.lessonId, 5 * 60_000);
  await shiftLesson(api, login, ended.lessonId, -60 * 60_000);
  // One scored attempt, so the result page has answers to show.
  const headers = { token: login.token };
  const set = (await (await api.post(`/api/eclass/classin/getExercises?clid=${ended.lessonId}`, { headers, data: {} })).json()).data as {
    questions: { id: number; options: { value: string }[]; tiles: string[] }[];
  };
  const answers = set.questions.map((q) => ({ questionId: q.id, answer: q.options[0]?.value ?? q.tiles.join(' ') }));
  expect((await (await api.post(`/api/eclass/classin/submitExercises?clid=${ended.lessonId}`, { headers, data: { answers } })).json()).code).toBe(0);
  lessonPages = [
    `/course/preview?clid=${soon.lessonId}`,
    `/course/classroom/${soon.lessonId}`,
    `/course/components/coursePreview?clid=${soon.lessonId}`,
    `/course/components/courseware?clid=${soon.lessonId}`,
    `/course/components/download?clid=${soon.lessonId}`,
    `/course/review?clid=${ended.lessonId}`,
    `/course/review/exercise?clid=${ended.lessonId}`,
    `/course/review/exerciseResult?clid=${ended.lessonId}`,
    `/course/review/knowledgeReview?clid=${ended.lessonId}`,
  ];
  const dubbingId = await dubBook(api, baseURL);
  dubbingPages = [`/picture/dubbing/${dubbingId}`, `/user/user?userId=${login.uid}&tab=dubbings`];
  await api.dispose();
});

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const { locale, width } of SWEEPS) {
    // A visitor's pages and a logged-in user's are two tests, so each stays well inside its time.
    test(`no serious or critical violation on a visitor's pages, ${locale} at ${width} px`, async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const visitor = await newContext(browser, baseURL, locale, width);
      const page = await visitor.newPage();
      for (const path of [...VISITOR_PAGES, '/i18n-test']) {
        await visit(page, path);
        findings.push(...(await audit(page, `visitor ${path}`)));
      }
      await visit(page, `${abcOrigin(baseURL)}/abc/login`);
      findings.push(...(await audit(page, 'visitor /abc/login')));
      await visitor.close();
      expect(findings, `serious or critical axe violations:\n${report(findings)}`).toEqual([]);
    });

    test(`no serious or critical violation on a logged-in user's pages, ${locale} at ${width} px`, async ({ browser, baseURL }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const user = await newContext(browser, baseURL, locale, width);
      await keepLogin(user, baseURL, login);
      const userPage = await user.newPage();
      for (const path of [...USER_PAGES, ...lessonPages, ...dubbingPages]) {
        await visit(userPage, path);
        findings.push(...(await audit(userPage, `user ${path}`)));
      }
      await user.close();
      expect(findings, `serious or critical axe violations:\n${report(findings)}`).toEqual([]);
    });
  }

  test('no serious or critical violation in the header and the login dialog at the other widths: 390, 768 and 1280 px in both languages', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const findings: Finding[] = [];
    for (const { locale, width } of HEADER_SWEEPS) {
      const where = `${locale} ${width} px`;
      const visitor = await newContext(browser, baseURL, locale, width);
      const page = await visitor.newPage();
      await visit(page, '/');
      findings.push(...(await audit(page, `visitor / (${where})`)));
      await page.getByTestId('header-login').click();
      await expect(page.locator('#loginDv')).toBeVisible();
      findings.push(...(await audit(page, `visitor / with the login dialog open (${where})`)));
      await visitor.close();

      const user = await newContext(browser, baseURL, locale, width);
      await keepLogin(user, baseURL, login);
      const userPage = await user.newPage();
      await visit(userPage, '/');
      findings.push(...(await audit(userPage, `user / (${where})`)));
      await user.close();
    }
    expect(findings, `serious or critical axe violations:\n${report(findings)}`).toEqual([]);
  });
});
