import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from './support/test';

import { chooseLanguage } from './support/env';
import { MESSAGES } from './support/messages';
import { keepLogin, loginByCode, type Login } from './support/session';

// The message center against the production build: two people in two browsers
// follow each other and exchange messages; each header badge changes within a
// second of the other's action (the socket, no reload). A opens the chat, reads
// it (the badge goes) and answers; the answer appears live in B's open
// conversation. Muting chats takes them out of the badge.

const run = String(Date.now()).slice(-4);
let seq = 0;
const newPhone = () => `134${run}${String(++seq).padStart(4, '0')}`;

async function makePublic(request: APIRequestContext, baseURL: string | undefined, login: Login, nickname: string) {
  const res = await request.put('/api/user/info/update', { data: { nickname, profileVisibility: 'public' }, headers: { token: login.token, origin: baseURL ?? '' } });
  expect((await res.json()).code).toBe(0);
}

async function browserOf(browser: Browser, baseURL: string | undefined, login: Login, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', ...(viewport ? { viewport } : {}) });
  await keepLogin(context, baseURL, login);
  return context;
}

test.describe('message center', () => {
  test('A and B follow each other and exchange messages; each badge changes within a second, without a reload', async ({ browser, request, baseURL }) => {
    const M = MESSAGES.cn.MessageCenter;
    const a = await loginByCode(request, newPhone());
    const nameA = `Ava${run}`;
    await makePublic(request, baseURL, a, nameA);
    const b = await loginByCode(request, newPhone());
    const nameB = `Ben${run}`;
    await makePublic(request, baseURL, b, nameB);

    const aContext = await browserOf(browser, baseURL, a);
    const bContext = await browserOf(browser, baseURL, b);
    const aPage = await aContext.newPage();
    const bPage = await bContext.newPage();
    const badgeOf = (page: typeof aPage) => page.getByTestId('header-message').getByTestId('unread-badge');
    const LIVE = { timeout: 1_000 };

    // A waits on the home page: the welcome notice makes the badge 1.
    await aPage.goto('/');
    await expect(badgeOf(aPage)).toHaveText('1');

    // B follows A on A's page: A's badge goes to 2 within a second.
    await bPage.goto(`/user/user?userId=${a.uid}`);
    await bPage.getByTestId('follow-button').click();
    await expect(bPage.getByTestId('user-followers')).toHaveText('1');
    await expect(badgeOf(aPage)).toHaveText('2', LIVE);

    // B follows "Message" into the conversation and writes: A's badge goes to 3 within a second.
    await bPage.getByTestId('message-button').click();
    await expect(bPage).toHaveURL(new RegExp(`/messageCenter\\?friendId=${a.uid}$`));
    await expect(bPage.getByTestId('message-thread')).toContainText(nameA);
    await expect(bPage.getByTestId('message-empty')).toHaveText(M.emptyChat);
    const text = 'Hi Ava! <b>Shall we read</b> together? 📚';
    await bPage.getByTestId('message-input').fill(text);
    await bPage.getByTestId('message-input').press('Enter');
    await expect(bPage.getByTestId('message-bubble')).toHaveCount(1);
    await expect(bPage.getByTestId('message-bubble').first()).toContainText(text);
    await expect(bPage.getByTestId('message-input')).toHaveValue('');
    await expect(badgeOf(aPage)).toHaveText('3', LIVE);

    // A opens the chat from the message center: text as typed, never markup; reading it takes it off the badge.
    await aPage.getByTestId('header-message').click();
    await expect(aPage).toHaveURL(/\/messageCenter$/);
    const chatRow = aPage.getByTestId('message-chat-row');
    await expect(chatRow).toHaveCount(1);
    await expect(chatRow).toContainText(nameB);
    await expect(chatRow.getByTestId('message-row-unread')).toContainText('1');
    await chatRow.click();
    await expect(aPage.getByTestId('message-bubble').first()).toContainText(text);
    await expect(aPage.locator('[data-test="message-bubble"] b')).toHaveCount(0);
    await expect(badgeOf(aPage)).toHaveText('2');

    // The notices say who followed; A follows B back from there: B's badge (welcome 1) goes to 2 within a second.
    await aPage.getByTestId('message-group-row').and(aPage.locator('[data-group="0"]')).click();
    await expect(aPage.getByTestId('message-notice').first()).toHaveText(new RegExp(M.kinds.welcome.slice(0, 8)));
    await aPage.getByTestId('message-group-row').and(aPage.locator('[data-group="4"]')).click();
    await expect(aPage.getByTestId('message-notice')).toHaveText([new RegExp(M.kinds.follow.replace('{name}', nameB))]);
    await expect(badgeOf(aPage)).toHaveCount(0);
    await expect(badgeOf(bPage)).toHaveText('1');
    await aPage.getByTestId('message-notice').getByRole('link').click();
    await expect(aPage).toHaveURL(new RegExp(`/user/user\\?userId=${b.uid}$`));
    await aPage.getByTestId('follow-button').click();
    await expect(aPage.getByTestId('user-followers')).toHaveText('1');
    await expect(badgeOf(bPage)).toHaveText('2', LIVE);

    // A answers; B's open conversation shows it within a second.
    await aPage.goto(`/messageCenter?friendId=${b.uid}`);
    await aPage.getByTestId('message-input').fill('Yes, let’s read The Hungry Duck 🦆');
    await aPage.getByTestId('message-send').click();
    await expect(bPage.getByTestId('message-bubble')).toHaveCount(2, LIVE);
    await expect(bPage.getByTestId('message-bubble').nth(1)).toContainText('The Hungry Duck');
    await expect(bPage.getByTestId('message-bubble').nth(1)).toHaveAttribute('data-mine', 'false');

    await aContext.close();
    await bContext.close();
  });

  test('muting chats takes them out of the badge; a private stranger cannot be written to', async ({ browser, request, baseURL }) => {
    const M = MESSAGES.en.MessageCenter;
    const a = await loginByCode(request, newPhone());
    await makePublic(request, baseURL, a, `Amy${run}`);
    const b = await loginByCode(request, newPhone());
    const context = await browserOf(browser, baseURL, a);
    await chooseLanguage(context, baseURL, 'en');
    const page = await context.newPage();
    await page.goto('/messageCenter');
    await page.getByTestId('message-settings-open').click();
    await page.getByTestId('message-mute-1').check();
    await page.getByTestId('message-settings-save').click();
    await expect(page.getByTestId('message-settings')).toBeHidden();
    // B (private) writes to public A: stored, listed, but not on the badge.
    const sent = await request.post('/api/msg/send', { data: { friendId: a.uid, content: 'hello there' }, headers: { token: b.token } });
    expect((await sent.json()).code).toBe(0);
    await expect(page.getByTestId('message-chat-row')).toHaveCount(1);
    await expect(page.getByTestId('message-chat-row')).toContainText(M.muted);
    await expect(page.getByTestId('header-message').getByTestId('unread-badge')).toHaveText('1'); // the welcome only

    // A private profile that neither follows nor wrote to the caller cannot be written to.
    const c = await loginByCode(request, newPhone());
    await page.goto(`/messageCenter?friendId=${c.uid}`);
    await expect(page.getByTestId('message-cannot-send')).toHaveText(M.refusal.private);
    await context.close();
  });

  test('on a phone the list and a conversation take turns @layout', async ({ page, context, request, baseURL }) => {
    const a = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, a);
    await page.goto('/messageCenter');
    await expect(page.getByTestId('message-groups')).toBeVisible();
    const viewport = page.viewportSize();
    if (!viewport || viewport.width >= 768) {
      await expect(page.getByTestId('message-pick')).toBeVisible();
      return;
    }
    await expect(page.getByTestId('message-pick')).toBeHidden();
    await page.getByTestId('message-group-row').first().click();
    await expect(page.getByTestId('message-thread')).toBeVisible();
    await expect(page.getByTestId('message-groups')).toBeHidden();
    await page.getByTestId('message-back').click();
    await expect(page.getByTestId('message-groups')).toBeVisible();
  });
});
