/**
 * The socket hub on /ws, over a real socket: origin check at the upgrade,
 * authentication with `{type:17,data:{token}}`, unread counts (type 19),
 * heartbeats (type 1), and the limits on what a client may send.
 */
import { eq } from 'drizzle-orm';

import { sessions } from '@/server/db/schema';
import { revokeSession } from '@/server/services/session';

import { createUserWithSession, describeEachEngine, sha256Hex } from './helpers/test-app';
import { connect, openClient, startHubProcess, startHubServer, type HubProcess, type HubServer, type TestClient } from './helpers/ws';

const AUTH = 17;
const UNREAD = 19;
const HEARTBEAT = 1;

describeEachEngine('websocket hub', (t) => {
  let server: HubServer;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    server = await startHubServer();
  });
  afterEach(() => {
    jest.useRealTimers();
    clients.splice(0).forEach((c) => c.close());
  });
  afterAll(async () => {
    await server.close();
  });

  async function open(path = '/ws', origin?: string): Promise<TestClient> {
    const client = await openClient(`${server.url}${path}`, origin ? { origin } : {});
    clients.push(client);
    return client;
  }

  async function authenticated(): Promise<TestClient> {
    const { token } = await createUserWithSession(t.db);
    const client = await open();
    client.send({ type: AUTH, data: { token } });
    expect(await client.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: [] } });
    return client;
  }

  describe('upgrade', () => {
    it('refuses any path other than /ws', async () => {
      const paths = ['/', '/ws/', '/wss', '/api/ws', '/_next/hmr'];
      const seen = server.upgrades.length;
      for (const path of paths) {
        const outcome = await connect(`${server.url}${path}`);
        expect(outcome).toMatchObject({ kind: 'refused', status: 404 });
      }
      expect(server.upgrades.slice(seen)).toEqual(paths.map((path) => ({ path, handled: false })));
    });

    it('accepts /ws with a query string', async () => {
      await open('/ws?v=2');
      expect(server.upgrades.at(-1)).toEqual({ path: '/ws?v=2', handled: true });
    });

    it('refuses a foreign Origin with 403', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
        const outcome = await connect(`${server.url}/ws`, { origin });
        expect(outcome).toEqual({ kind: 'refused', status: 403 });
      }
    });

    it('accepts the same host, SITE_URL and no Origin at all', async () => {
      await open('/ws', server.origin);
      await open('/ws', 'http://localhost:3000');
      await open('/ws');
    });
  });

  describe('authentication', () => {
    it('closes with 1008 on an invalid token', async () => {
      const client = await open();
      client.send({ type: AUTH, data: { token: 'not-a-session' } });
      expect((await client.closedWithin()).code).toBe(1008);
    });

    it('closes with 1008 on an auth message without a token', async () => {
      const client = await open();
      client.send({ type: AUTH, data: {} });
      expect((await client.closedWithin()).code).toBe(1008);
    });

    it('closes with 1008 on a revoked token', async () => {
      const { token } = await createUserWithSession(t.db);
      const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
      await revokeSession(t.db, row.id);
      const client = await open();
      client.send({ type: AUTH, data: { token } });
      expect((await client.closedWithin()).code).toBe(1008);
    });

    it('sends the unread counts (type 19) for a valid token', async () => {
      await authenticated();
    });

    it('answers a heartbeat with a heartbeat', async () => {
      const client = await authenticated();
      client.send({ type: HEARTBEAT });
      expect(await client.next()).toEqual({ type: HEARTBEAT });
      client.send({ type: HEARTBEAT });
      expect(await client.next()).toEqual({ type: HEARTBEAT });
    });

    it('closes a socket that has not authenticated within 10 s with 1008', async () => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
      const silent = await open();
      jest.advanceTimersByTime(9_900);
      // Still open just before the deadline: it answers.
      silent.send({ type: HEARTBEAT });
      expect(await silent.next()).toEqual({ type: HEARTBEAT });
      jest.advanceTimersByTime(200);
      jest.useRealTimers();
      expect((await silent.closedWithin()).code).toBe(1008);
    });

    it('keeps an authenticated socket open past the 10 s deadline', async () => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
      const client = await authenticated();
      jest.advanceTimersByTime(30_000);
      jest.useRealTimers();
      client.send({ type: HEARTBEAT });
      expect(await client.next()).toEqual({ type: HEARTBEAT });
    });
  });

  describe('what a client may send', () => {
    it('closes with 1003 on a message that is not JSON', async () => {
      const client = await open();
      client.send('hello?');
      expect((await client.closedWithin()).code).toBe(1003);
    });
  });
});

/**
 * Two ways any client, without a token, stops the whole server today. Each runs
 * against the hub in a child process, because the crash would otherwise take
 * this test file down.
 *
 * KNOWN BUGS in server/realtime/hub.ts, so these tests are marked `failing`
 * and the suite stays green; once the hub is fixed they start failing, and
 * `.failing` must be removed.
 */
describe('websocket hub in its own process', () => {
  let hub: HubProcess | undefined;

  beforeEach(async () => {
    hub = await startHubProcess();
  }, 60_000);
  afterEach(async () => {
    await hub?.stop();
  });

  async function expectStillServing() {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hub!.exitCode()).toBeNull();
    const next = await openClient(hub!.url);
    try {
      next.send({ type: HEARTBEAT });
      expect(await next.next()).toEqual({ type: HEARTBEAT });
    } finally {
      next.close();
    }
  }

  // ws emits 'error' on the server-side socket for a frame over maxPayload;
  // without a listener it would be an uncaught exception ending the process.
  it('closes a socket that sends over 4 KiB with 1009 and keeps serving others', async () => {
    const big = await openClient(hub!.url);
    big.send({ type: HEARTBEAT, pad: 'p'.repeat(5 * 1024) });
    expect((await big.closedWithin()).code).toBe(1009);
    await expectStillServing();
  });

  // `JSON.parse('null')` succeeds; reading `msg.type` from it must not become an
  // unhandled rejection, which would end a Node 20 process.
  it('survives a message that is valid JSON but not an object', async () => {
    const odd = await openClient(hub!.url);
    odd.send('null');
    await odd.closedWithin(1000).catch(() => undefined);
    await expectStillServing();
  });
});
