import { expect, test, type Page } from './support/test';

import { keepLogin, loginByCode } from './support/session';

// The socket on /ws in a real browser against the production server, after
// Next has served pages (Next attaches its own upgrade handling once it has
// handled a request; /ws must stay the hub's). Baseline W1, W2 and S3: an
// authenticated socket gets its unread counts (type 19), lives through server
// pings and heartbeats for 30 s, and closes within 5 s of a logout elsewhere.

const run = String(Date.now()).slice(-4);
let seq = 0;
function newPhone(): string {
  seq += 1;
  return `136${run}${String(seq).padStart(4, '0')}`;
}

interface SocketLog {
  messages: { type: number; data?: unknown }[];
  closed: { code: number; reason: string; at: number } | null;
  openedAt: number;
}

declare global {
  interface Window {
    __sproutSocket?: WebSocket;
    __sproutSocketLog?: SocketLog;
  }
}

/** Opens /ws from the page, as the site's own script would, and authenticates with the stored token. */
async function openPageSocket(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: SocketLog = { messages: [], closed: null, openedAt: 0 };
    window.__sproutSocketLog = log;
    const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
    window.__sproutSocket = socket;
    socket.addEventListener('open', () => {
      log.openedAt = Date.now();
      socket.send(JSON.stringify({ type: 17, data: { token: localStorage.getItem('user_token') } }));
    });
    socket.addEventListener('message', (event) => log.messages.push(JSON.parse(String(event.data))));
    socket.addEventListener('close', (event) => {
      log.closed = { code: event.code, reason: event.reason, at: Date.now() };
    });
  });
}

const socketLog = (page: Page) => page.evaluate(() => window.__sproutSocketLog!);

test.describe('the socket on /ws after pages have been served', () => {
  test('stays authenticated for 30 s, answers heartbeats, and closes within 5 s of a logout in another tab', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);

    // Next serves pages first: the home page and a book page.
    expect((await page.goto('/'))?.status()).toBe(200);
    expect((await page.goto('/picture/detail/1'))?.status()).toBe(200);

    const login = await loginByCode(request, newPhone());
    await keepLogin(context, baseURL, login);
    await page.goto('/');

    await openPageSocket(page);
    // Unread counts arrive once the token is accepted.
    await expect.poll(async () => (await socketLog(page)).messages.map((m) => m.type)).toEqual([19]);

    // 30 s: another tab keeps loading pages; the socket answers a heartbeat every 5 s and stays open.
    const other = await context.newPage();
    for (let i = 1; i <= 6; i += 1) {
      await other.goto(i % 2 ? '/picture/detail/1' : '/');
      await page.evaluate(() => window.__sproutSocket!.send(JSON.stringify({ type: 1 })));
      await expect.poll(async () => (await socketLog(page)).messages.filter((m) => m.type === 1).length).toBe(i);
      await page.waitForTimeout(5_000 - 200);
      expect((await socketLog(page)).closed).toBeNull();
    }
    const log = await socketLog(page);
    expect(Date.now() - log.openedAt).toBeGreaterThanOrEqual(30_000);
    expect(log.closed).toBeNull();

    // Logging out from the other tab ends the session, and the server closes this socket (1008) within 5 s.
    const loggedOut = Date.now();
    const res = await other.request.post('/api/user/logout', { headers: { token: login.token }, data: {} });
    expect((await res.json()).code).toBe(0);
    await expect.poll(async () => (await socketLog(page)).closed?.code ?? null, { timeout: 5_000 }).toBe(1008);
    expect((await socketLog(page)).closed!.at - loggedOut).toBeLessThan(5_000);
  });
});
