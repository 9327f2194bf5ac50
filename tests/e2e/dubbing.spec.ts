import path from 'node:path';

import { expect, test, type APIRequestContext, type Page } from './support/test';

import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// Dubbing against the production build, with Chromium's fake microphone
// playing a seed narration (tests/fixtures/audio): a logged-in user with a
// public profile dubs "Where Is Pip?" (level A, 8 pages) page by page, sees
// each page's scores and tips, is told to end the recording before saving,
// saves, and plays the dubbing back; another user finds it in the user square
// and likes it. A refused microphone says 'recording error' with what to do;
// a failed upload says 'save failed' and keeps the take for another try,
// in the browser's storage, so a reload loses nothing.

const FAKE_MIC = path.join(__dirname, '../fixtures/audio/where-is-pip-p01.wav');

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${FAKE_MIC}`,
    ],
  },
});

const M = MESSAGES.cn.Dubbing;
const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `136${run}${String(seq).padStart(4, '0')}`;
}

async function pipBookId(request: APIRequestContext): Promise<number> {
  const body = await (await request.get('/api/picture/book/page/1/size/50?level=A')).json();
  const book = (body.data.list as { id: number; title: string }[]).find((b) => b.title === 'Where Is Pip?');
  expect(book).toBeTruthy();
  return book!.id;
}

async function makePublic(request: APIRequestContext, baseURL: string | undefined, login: Login, nickname: string) {
  const res = await request.put('/api/user/info/update', {
    data: { nickname, profileVisibility: 'public' },
    headers: { token: login.token, origin: baseURL ?? 'http://127.0.0.1:3210' },
  });
  expect((await res.json()).code).toBe(0);
}

/** Records the page on screen for about two seconds and waits for its scores. */
async function recordPage(page: Page) {
  const record = page.getByTestId('dub-record');
  await record.click();
  await expect(page.getByTestId('dub-countdown')).toBeVisible();
  await expect(page.getByTestId('dub-level')).toBeVisible();
  await page.waitForTimeout(2200);
  await expect(record).toContainText(M.stopRecording);
  await record.click();
  await expect(page.getByTestId('dub-page-scores').getByTestId('score-accuracy')).toBeVisible({ timeout: 120_000 });
}

test.describe('dubbing', () => {
  test('a user dubs a book page by page, sees scores, saves and plays it back; another user finds and likes it @layout', async ({ page, context, request, baseURL, browser }) => {
    test.setTimeout(900_000);
    const bookId = await pipBookId(request);
    const owner = await loginByCode(request, newPhone());
    const name = `Dubber${run}${seq}`;
    await makePublic(request, baseURL, owner, name);
    await keepLogin(context, baseURL, owner);

    await page.goto(`/picture/detail/${bookId}`);
    await page.getByTestId('dub-button').click();
    await expect(page).toHaveURL(new RegExp(`/picture/dubbing/record/${bookId}$`));
    await expect(page.getByTestId('dub-page-text')).toHaveText('Where is Pip?');
    await expect(page.getByTestId('dub-progress')).toHaveText(M.progress.replace('{done}', '0').replace('{total}', '8'));

    // Saving while a recording runs is refused with the spec's words.
    await page.getByTestId('dub-record').click();
    await expect(page.getByTestId('dub-countdown')).toBeVisible();
    await page.getByTestId('dub-save').click();
    await expect(page.getByTestId('dub-notice')).toHaveText(M.endRecordingFirst);
    await page.waitForTimeout(1500);
    await page.getByTestId('dub-record').click();
    const scores = page.getByTestId('dub-page-scores');
    await expect(scores.getByTestId('score-accuracy')).toBeVisible({ timeout: 120_000 });
    await expect(scores.getByTestId('practise-tips')).toBeVisible();
    await expect(page.getByTestId('dub-page-1')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('dub-play-mine')).toBeVisible();
    await expect(page.getByTestId('dub-record')).toContainText(M.reRecord);

    for (let p = 2; p <= 8; p++) {
      await page.getByTestId('dub-next').click();
      await expect(page.getByTestId('dub-page-scores').getByTestId('score-accuracy')).toHaveCount(0);
      await recordPage(page);
      await expect(page.getByTestId(`dub-page-${p}`)).toHaveAttribute('data-state', 'done');
    }
    await expect(page.getByTestId('dub-progress')).toHaveText(M.progress.replace('{done}', '8').replace('{total}', '8'));

    await page.getByTestId('dub-save').click();
    await expect(page).toHaveURL(/\/picture\/dubbing\/\d+$/, { timeout: 30_000 });
    const dubbingUrl = new URL(page.url()).pathname;
    await expect(page.getByTestId('dubbing-title')).toHaveText(M.playbackTitle.replace('{name}', name));
    for (const key of ['accuracy', 'fluency', 'integrity']) await expect(page.getByTestId('dubbing-scores').getByTestId(`score-${key}`)).toHaveText(/^\d{1,3}/);
    await expect(page.getByTestId('play-page-text')).toHaveText('Where is Pip?');
    // The recording is served and plays.
    await page.getByTestId('play-page').click();
    await expect(page.getByTestId('play-page')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('play-next').click();
    await expect(page.getByTestId('play-page-text')).toHaveText('Is Pip in the box?');
    await expect(page.getByTestId('dubbing-delete')).toBeVisible();

    // The owner's profile lists it.
    await page.goto(`/user/user?userId=${owner.uid}&tab=dubbings`);
    await expect(page.getByTestId('user-list').getByTestId('dubbing-card')).toHaveCount(1);

    // Another user finds it in the square, plays it and likes it; no delete for them.
    const other = await loginByCode(request, newPhone());
    const otherContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined, locale: 'zh-CN' });
    await keepLogin(otherContext, baseURL, other);
    const otherPage = await otherContext.newPage();
    await otherPage.goto('/user/userSquare');
    await otherPage.getByTestId('square-dubbings').locator(`a[href="${dubbingUrl}"]`).click();
    await expect(otherPage).toHaveURL(new RegExp(`${dubbingUrl}$`));
    await expect(otherPage.getByTestId('dubbing-player')).toBeVisible();
    await expect(otherPage.getByTestId('dubbing-delete')).toHaveCount(0);
    await otherPage.getByTestId('like-button').click();
    await expect(otherPage.getByTestId('like-count')).toHaveText('1');
    await otherContext.close();
  });

  test('a refused microphone says recording error and what to do', async ({ page, context, request, baseURL }) => {
    const bookId = await pipBookId(request);
    const user = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, user);
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto(`/picture/dubbing/record/${bookId}`);
    await page.getByTestId('dub-record').click();
    const notice = page.getByTestId('dub-notice');
    await expect(notice).toContainText(M.recordingError);
    await expect(notice).toContainText(M.recordingDenied);
  });

  test('a failed upload says save failed, keeps the take and uploads it again', async ({ page, context, request, baseURL }) => {
    test.setTimeout(300_000);
    const bookId = await pipBookId(request);
    const user = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, user);
    await page.goto(`/picture/dubbing/record/${bookId}`);
    await expect(page.getByTestId('dub-record')).toBeEnabled();
    await page.route('**/api/picture/dubbing/page/upload**', (route) => route.abort('connectionreset'));
    await page.getByTestId('dub-record').click();
    await expect(page.getByTestId('dub-countdown')).toBeVisible();
    await page.waitForTimeout(2000);
    await page.getByTestId('dub-record').click();
    const notice = page.getByTestId('dub-notice');
    await expect(notice).toContainText(M.saveFailed);
    await expect(notice).toContainText(M.saveFailedKept);
    await expect(page.getByTestId('dub-page-1')).toHaveAttribute('data-state', 'failed');
    // The take is still here to listen to, even after a reload (the browser kept it), and goes up once the network is back.
    await expect(page.getByTestId('dub-play-mine')).toBeVisible();
    await page.reload();
    await expect(notice).toContainText(M.restoredTakes.replace('{count, plural, other {上次有 # 段录音还没有上传}}', '上次有 1 段录音还没有上传'));
    await expect(page.getByTestId('dub-page-1')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByTestId('dub-play-mine')).toBeVisible();
    await page.unroute('**/api/picture/dubbing/page/upload**');
    await page.getByTestId('dub-retry').click();
    await expect(page.getByTestId('dub-page-1')).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
    await expect(page.getByTestId('dub-page-scores').getByTestId('score-accuracy')).toBeVisible();
    // Once uploaded, the browser lets the take go: a reload shows the page done and nothing to restore.
    await page.reload();
    await expect(page.getByTestId('dub-page-1')).toHaveAttribute('data-state', 'done');
    await expect(notice).toBeHidden();
    // Saving with pages missing names them.
    await page.getByTestId('dub-save').click();
    await expect(notice).toHaveText(M.missingPages.replace('{pages}', '2, 3, 4, 5, 6, 7, 8'));
  });

  test('a visitor is asked to log in first', async ({ page, request }) => {
    const bookId = await pipBookId(request);
    await page.goto(`/picture/dubbing/record/${bookId}`);
    await expect(page.getByTestId('login-prompt')).toContainText(M.loginPromptTitle);
  });
});
