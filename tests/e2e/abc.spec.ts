import { expect, test, type APIRequestContext, type BrowserContext } from './support/test';

import { abcOrigin, logInAs, STAFF_PHONE } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// SPEC §2 layouts: the /abc area needs a user token, otherwise /abc/login?redirect=<full path>;
// '/' on the abc host, or reached from a page under /abc/, goes to /abc/course/todayList.
// These tests look at URLs, the abc header and what the pages show; the pages' own work is in abc-course.spec.ts.

const TODAY = '/abc/course/todayList';
const LOGIN_FOR_TODAY_X = `/abc/login?redirect=${encodeURIComponent(`${TODAY}?x=1`)}`;

/** A real staff session (the e2e server lists STAFF_PHONE in STAFF_ACCOUNTS), kept by the browser as after a login. */
async function logInAsStaff(context: BrowserContext, request: APIRequestContext, origin: string): Promise<Login> {
  const login = await loginByCode(request, STAFF_PHONE);
  await keepLogin(context, origin, login);
  return login;
}

function pathAndQuery(url: string): string {
  const u = new URL(url);
  return u.pathname + u.search;
}

test.describe('the /abc area', () => {
  test('a visitor opening /abc/course/todayList?x=1 ends at the login with the full path as redirect', async ({ page }) => {
    await page.goto(`${TODAY}?x=1`);
    expect(pathAndQuery(page.url())).toBe(LOGIN_FOR_TODAY_X);
    expect(LOGIN_FOR_TODAY_X).toBe('/abc/login?redirect=%2Fabc%2Fcourse%2FtodayList%3Fx%3D1');
  });

  test('the server answers the visitor with a redirect, before any page code runs', async ({ request }) => {
    const res = await request.get(`${TODAY}?x=1`, { maxRedirects: 0 });
    expect([307, 308]).toContain(res.status());
    expect(pathAndQuery(new URL(res.headers()['location'], 'http://x').href)).toBe(LOGIN_FOR_TODAY_X);
  });

  test('/abc/login itself is not redirected', async ({ page, request }) => {
    const res = await request.get('/abc/login', { maxRedirects: 0 });
    expect(res.headers()['location']).toBeUndefined();
    expect([200, 404]).toContain(res.status()); // 404 until the login page exists
    await page.goto('/abc/login');
    await expect(page.locator('h1')).toBeVisible();
    expect(pathAndQuery(page.url())).toBe('/abc/login');
  });

  test('a logged-in staff member stays on the page: abc header with the current entry marked, nickname, and today\'s classes', async ({ page, context, request, baseURL }) => {
    const staff = await logInAsStaff(context, request, baseURL!);
    await page.goto(`${TODAY}?x=1`);
    await expect(page.getByTestId('abc-header')).toBeVisible();
    await expect(page.getByTestId('abc-today')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    expect(pathAndQuery(page.url())).toBe(`${TODAY}?x=1`);
    await expect(page.getByTestId('abc-todayList')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('abc-allCourses')).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('abc-nickname')).toHaveText(staff.nickName);
    await expect(page.getByTestId('abc-logout')).toBeVisible();
    // Only header and content: the main site's header and footer are not part of this layout.
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });

  test('with the cookie but no token in local storage the page still sends the user to the login', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'user_token', value: 'cookie-only', url: baseURL! }]);
    await page.goto(`${TODAY}?x=1`);
    await expect(page).toHaveURL((url) => url.pathname + url.search === LOGIN_FOR_TODAY_X);
  });

  test('a cookie with any value does not open the area: the server sends the visitor to the login (#17.14)', async ({ request }) => {
    const res = await request.get(`${TODAY}?x=1`, { headers: { cookie: 'user_token=forged-value' }, maxRedirects: 0 });
    expect([303, 307, 308]).toContain(res.status());
    expect(pathAndQuery(new URL(res.headers()['location'], 'http://x').href)).toBe(LOGIN_FOR_TODAY_X);
  });

  test('a forged token in the cookie and local storage shows no abc content', async ({ page, context, baseURL }) => {
    await logInAs(context, baseURL!, 'Lily');
    await page.goto(`${TODAY}?x=1`);
    await expect(page).toHaveURL((url) => url.pathname + url.search === LOGIN_FOR_TODAY_X);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('a student\'s live session sees "for teachers and staff only", with a way to switch accounts (#17.14)', async ({ page, context, request, baseURL }) => {
    const student = await loginByCode(request, `139${String(Date.now()).slice(-8)}`);
    await keepLogin(context, baseURL!, student);
    for (const path of [TODAY, '/abc/course/list', '/abc/no-such-page']) {
      await page.goto(path);
      expect(pathAndQuery(page.url())).toBe(path);
      await expect(page.getByTestId('error-page')).toContainText(MESSAGES.cn.ErrorPage.staffOnlyTitle);
      await expect(page.getByTestId('error-page')).not.toContainText(MESSAGES.cn.ErrorPage.notFoundTitle);
    }
    await page.getByTestId('abc-switch-account').click();
    await expect(page).toHaveURL((url) => url.pathname === '/abc/login');
  });

  test('logout in the abc header leaves for /abc/login', async ({ page, context, request, baseURL }) => {
    await logInAsStaff(context, request, baseURL!);
    await page.goto(TODAY);
    await expect(page.getByTestId('abc-header')).toBeVisible();
    await page.getByTestId('abc-logout').click();
    await expect(page).toHaveURL((url) => url.pathname === '/abc/login');
  });
});

test.describe('redirects to today\'s classes', () => {
  test('the abc host\'s / goes to /abc/course/todayList, then to the login for a visitor', async ({ page, request, baseURL }) => {
    const origin = abcOrigin(baseURL);
    // The server sees the abc host name (the API client cannot resolve it, so it names the host itself).
    const res = await request.get('/', { headers: { host: new URL(origin).host }, maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(pathAndQuery(new URL(res.headers()['location'], origin).href)).toBe(TODAY);

    await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}/abc/login?redirect=${encodeURIComponent(TODAY)}`);
  });

  test('the abc host\'s / lands a logged-in staff member on today\'s classes', async ({ page, context, request, baseURL }) => {
    const origin = abcOrigin(baseURL);
    await logInAsStaff(context, request, origin);
    await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}${TODAY}`);
    await expect(page.getByTestId('abc-todayList')).toHaveAttribute('aria-current', 'page');
  });

  test('the main host\'s / without an abc referrer is the home page', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(pathAndQuery(page.url())).toBe('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('opening / with a page under /abc/ as referrer goes to /abc/course/todayList', async ({ page, context, request, baseURL }) => {
    await logInAsStaff(context, request, baseURL!);
    await page.goto('/', { referer: `${baseURL}/abc/course/list` });
    expect(pathAndQuery(page.url())).toBe(TODAY);
    await expect(page.getByTestId('abc-header')).toBeVisible();
  });

  test('following the back-home link from a page under /abc/ ends at /abc/course/todayList', async ({ page, context, request, baseURL }) => {
    await logInAsStaff(context, request, baseURL!);
    await page.goto('/abc/course/list');
    await expect(page.getByTestId('abc-allCourses')).toHaveAttribute('aria-current', 'page');
    // The back-home link of the area's 404 page.
    await page.goto('/abc/no-such-page');
    await page.getByTestId('back-home').click();
    await expect(page).toHaveURL((url) => url.pathname === TODAY);
    await expect(page.getByTestId('abc-todayList')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });
});
