import os from 'node:os';
import path from 'node:path';

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import LOCAL_CODE_LIMITS from './scripts/local-code-limits.json';
import { ABC_HOST, STAFF_PHONE } from './tests/e2e/support/env';
import { EXTERNAL_BASE_URL, SERVER_COUNT, serverURL } from './tests/e2e/support/servers';

/**
 * End-to-end tests against a production build (`npm run build` first, or
 * `bash scripts/e2e.sh`), in Debian's Chromium: never a downloaded browser.
 *
 * - `E2E_BASE_URL` points the suite at a server that is already running
 *   (started with ABC_HOST=abc.localhost); no server is started then, and one worker runs.
 * - Otherwise `E2E_SERVERS` production servers (default 2) are started on ports
 *   from `E2E_PORT` (3210, 3211, ...), each on its own in-memory database, and
 *   one worker runs per server; the specs import `test` from support/test.ts,
 *   which points each worker's `baseURL` at its own server (support/servers.ts).
 * - `CHROMIUM_PATH` overrides /usr/bin/chromium.
 *
 * The `desktop` project runs every test; the `phone` project runs the tests
 * tagged @layout, the ones whose outcome depends on the screen size.
 */
const BASE_URL = serverURL(0);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--host-resolver-rules=MAP ${ABC_HOST} 127.0.0.1`,
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  // Starts its own three instances behind nginx: playwright.cluster.config.ts runs it.
  testIgnore: 'cluster.spec.ts',
  // Its own folder: Playwright empties it on start, and scripts/test.sh keeps its reports beside it.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // One worker per server: a worker's tests only reach its own server (support/test.ts).
  workers: SERVER_COUNT,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // E2E_JSON_REPORT names a JSON report file as well (scripts/test.sh counts results from it).
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    testIdAttribute: 'data-test',
    // The product's main audience; tests that need English set it explicitly.
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Tracing costs about a second a test; CI records the retry of a failed test, locally pass --trace on.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      grep: /@layout/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : Array.from({ length: SERVER_COUNT }, (_, index) => webServer(serverURL(index))),
});

/** One production server of the suite at `url`, on its own in-memory database. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

function webServer(url: string): WebServer {
  const port = new URL(url).port;
  return {
    command: 'node dist/server.mjs',
    url: `${url}/api/health`,
    env: {
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      ABC_HOST,
      STAFF_ACCOUNTS: `+86${STAFF_PHONE}`,
      SITE_URL: url,
      // The suite always runs on its own in-memory PGlite, even when CI exports a PostgreSQL or Redis URL.
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // Auth: codes are read from /dev/outbox (no backdoor API); a fixed pepper so no secret file is
      // written; send limits relaxed because every test sends from 127.0.0.1 (the login throttle stays).
      DEV_OUTBOX: 'true',
      // Lessons can be moved in time (POST /api/dev/lessons/shift) so a test reaches a class in progress or ended.
      DEV_TIME_TRAVEL: 'true',
      // Uploads of the suite go to a throwaway folder, never into the checkout's .data/.
      UPLOAD_DIR: path.join(os.tmpdir(), `sprout-e2e-uploads-${port}`),
      PASSWORD_PEPPER: 'e2e-only-pepper-not-a-secret-0001',
      // Every test asks for codes from 127.0.0.1: send limits relaxed, no captcha for a second code within
      // the hour, and no throttle on wrong codes (all covered by the API and unit tests).
      ...LOCAL_CODE_LIMITS,
      CODE_CHECK_FAILURES_PER_HOUR_IP: '100000',
      LOGIN_FAILURES_PER_HOUR_IP: '1000',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}
