/**
 * The socket hub on /ws, over a real socket: origin check at the upgrade,
 * authentication with `{type:17,data:{token}}`, unread counts (type 19),
 * heartbeats (type 1), and the limits on what a client may send.
 */
import { eq } from 'drizzle-orm';

import type { ClientOptions } from 'ws';

import { sessions } from '@/server/db/schema';
import { pushToUser } from '@/server/realtime/registry';
import { revokeSession } from '@/server/services/session';

import { createUserWithSession, describeApi, setServerEnv, sha256Hex } from './helpers/test-app';
import { NO_UNREAD, connect, openClient, startHubProcess, startHubServer, type HubProcess, type HubServer, type TestClient } from './helpers/ws';

const AUTH = 17;
const UNREAD = 19;
const HEARTBEAT = 1;

describeApi('websocket hub', (t) => {
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
    expect(await client.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
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
      // Still open just before the deadline.
      await new Promise((resolve) => setImmediate(resolve));
      expect(silent.ws.readyState).toBe(silent.ws.OPEN);
      jest.advanceTimersByTime(200);
      jest.useRealTimers();
      expect((await silent.closedWithin()).code).toBe(1008);
    });

    it('does not answer a heartbeat before authentication (W2)', async () => {
      const { token } = await createUserWithSession(t.db);
      const client = await open();
      client.send({ type: HEARTBEAT });
      await expect(client.next(500)).rejects.toThrow('no message');
      client.send({ type: AUTH, data: { token } });
      // The next message is the unread counts, not a late heartbeat answer.
      expect(await client.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
      client.send({ type: HEARTBEAT });
      expect(await client.next()).toEqual({ type: HEARTBEAT });
    });

    it('refuses a second authentication on a socket with 1008, whoever it names (W2)', async () => {
      const other = await createUserWithSession(t.db);
      const client = await authenticated();
      client.send({ type: AUTH, data: { token: other.token } });
      expect((await client.closedWithin()).code).toBe(1008);

      const { token } = await createUserWithSession(t.db);
      const again = await open();
      again.send({ type: AUTH, data: { token } });
      expect(await again.next()).toMatchObject({ type: UNREAD });
      again.send({ type: AUTH, data: { token } });
      expect((await again.closedWithin()).code).toBe(1008);
    });

    it('refuses an authentication sent while the first one is still being checked', async () => {
      const a = await createUserWithSession(t.db);
      const b = await createUserWithSession(t.db);
      const client = await open();
      client.send({ type: AUTH, data: { token: a.token } });
      client.send({ type: AUTH, data: { token: b.token } });
      expect((await client.closedWithin()).code).toBe(1008);
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

    it('closes with 1003 on a message no schema accepts: unknown type, extra field, binary (W2)', async () => {
      const messages: unknown[] = [{ type: 99 }, { type: '1' }, { type: HEARTBEAT, extra: true }, [HEARTBEAT], { data: {} }];
      for (const message of messages) {
        const client = await authenticated();
        client.send(message);
        expect((await client.closedWithin()).code).toBe(1003);
      }
      const binary = await authenticated();
      binary.ws.send(Buffer.from(JSON.stringify({ type: HEARTBEAT })));
      expect((await binary.closedWithin()).code).toBe(1003);
    });

    it('closes with 1008 on an auth message whose token is not a short string', async () => {
      for (const data of [{ token: 42 }, { token: 't'.repeat(1000) }, 'token', null]) {
        const client = await open();
        client.send({ type: AUTH, data });
        expect((await client.closedWithin()).code).toBe(1008);
      }
    });

    it('accepts a frame of exactly 4 KiB and closes with 1009 on one byte more (W2 maxPayload)', async () => {
      const client = await authenticated();
      const frame = (size: number) => {
        const text = JSON.stringify({ type: HEARTBEAT, data: '' });
        return JSON.stringify({ type: HEARTBEAT, data: 'p'.repeat(size - text.length) });
      };
      expect(Buffer.byteLength(frame(4096))).toBe(4096);
      client.send(frame(4096));
      expect(await client.next()).toEqual({ type: HEARTBEAT });
      client.send(frame(4097));
      expect((await client.closedWithin()).code).toBe(1009);
    });

    it('answers 10 messages in a second and closes with 1008 on the 11th (W2: 10 messages/s)', async () => {
      const client = await authenticated();
      await new Promise((resolve) => setTimeout(resolve, 1100)); // the authentication was a message too
      for (let i = 0; i < 11; i += 1) client.send({ type: HEARTBEAT });
      const answers: unknown[] = [];
      const closed = await new Promise<number>((resolve) => {
        const take = () =>
          client.next(2000).then(
            (msg) => {
              answers.push(msg);
              take();
            },
            () => void client.closedWithin(1000).then(({ code }) => resolve(code), () => resolve(-1)),
          );
        take();
      });
      expect(answers).toHaveLength(10);
      expect(closed).toBe(1008);
    });

    it('keeps a socket that stays at 10 messages a second', async () => {
      const client = await authenticated();
      for (let second = 0; second < 3; second += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1050));
        for (let i = 0; i < 10; i += 1) client.send({ type: HEARTBEAT });
        for (let i = 0; i < 10; i += 1) expect(await client.next()).toEqual({ type: HEARTBEAT });
      }
    });

    it('offers no permessage-deflate (W2)', async () => {
      const client = await openClient(`${server.url}/ws`, { perMessageDeflate: true });
      clients.push(client);
      expect(client.ws.extensions).toBe('');
    });
  });

  describe('sockets per user (W2: 5)', () => {
    it('refuses the 6th socket of a user with 1008 and keeps the first five', async () => {
      const { token } = await createUserWithSession(t.db);
      const five: TestClient[] = [];
      for (let i = 0; i < 5; i += 1) {
        const client = await open();
        client.send({ type: AUTH, data: { token } });
        expect(await client.next()).toMatchObject({ type: UNREAD });
        five.push(client);
      }
      const sixth = await open();
      sixth.send({ type: AUTH, data: { token } });
      expect((await sixth.closedWithin()).code).toBe(1008);
      for (const client of five) {
        client.send({ type: HEARTBEAT });
        expect(await client.next()).toEqual({ type: HEARTBEAT });
      }
      // Once one of them is gone, a new one is accepted.
      five[0].ws.close();
      await five[0].closedWithin();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await open();
      next.send({ type: AUTH, data: { token } });
      expect(await next.next()).toMatchObject({ type: UNREAD });
    });
  });
});

/** Limits that need a hub of their own: its own address counts, caps and ping interval. */
describeApi('websocket hub limits', (t) => {
  let server: HubServer | undefined;
  let restoreEnv: (() => void) | undefined;
  const clients: TestClient[] = [];

  async function start(env: Record<string, string> = {}) {
    restoreEnv = setServerEnv(env);
    server = await startHubServer();
  }
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    await server?.close();
    server = undefined;
    restoreEnv?.();
    restoreEnv = undefined;
  });

  async function open(options?: ClientOptions): Promise<TestClient> {
    const client = await openClient(`${server!.url}/ws`, options);
    clients.push(client);
    return client;
  }

  async function authenticate(client: TestClient) {
    const { token } = await createUserWithSession(t.db);
    client.send({ type: AUTH, data: { token } });
    expect(await client.next()).toMatchObject({ type: UNREAD });
  }

  it('refuses the 51st socket from one address with 429, and takes one again when a socket closes (W2: 50)', async () => {
    await start();
    for (let i = 0; i < 50; i += 1) await open();
    expect(await connect(`${server!.url}/ws`)).toEqual({ kind: 'refused', status: 429 });
    clients[0].ws.close();
    await clients[0].closedWithin();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await open();
  });

  it('counts sockets per client behind a trusted proxy, not per proxy (TRUST_PROXY)', async () => {
    await start({ TRUST_PROXY: '1', WS_SOCKETS_PER_ADDRESS: '2' });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    await open(from('203.0.113.7'));
    await open(from('198.51.100.9, 203.0.113.7')); // a left-most entry the client wrote itself does not count
    expect(await connect(`${server!.url}/ws`, from('203.0.113.7'))).toEqual({ kind: 'refused', status: 429 });
    // Another client through the same proxy is not held back.
    await open(from('203.0.113.8'));
    await open(from('2001:db8:1:2::1'));
    await open(from('2001:db8:1:2::2'));
    // An IPv6 client counts by its /64.
    expect(await connect(`${server!.url}/ws`, from('2001:db8:1:2::3'))).toEqual({ kind: 'refused', status: 429 });
  });

  it('refuses sockets past the process-wide cap with 503', async () => {
    await start({ WS_MAX_SOCKETS: '3' });
    for (let i = 0; i < 3; i += 1) await open();
    expect(await connect(`${server!.url}/ws`)).toEqual({ kind: 'refused', status: 503 });
  });

  it('pings every interval and terminates a client that stops answering within 2 intervals (W2 heartbeat)', async () => {
    const interval = 500;
    await start({ WS_PING_INTERVAL_MS: String(interval) });
    const alive = await open();
    await authenticate(alive);
    const deaf = await open({ autoPong: false });
    await authenticate(deaf);
    const firstPing = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no ping from the server')), 3 * interval);
      deaf.ws.once('ping', () => {
        clearTimeout(timer);
        resolve(Date.now());
      });
    });
    const { code } = await deaf.closedWithin(2 * interval + 1000);
    const after = Date.now() - firstPing;
    expect(code).toBe(1006); // terminated, no closing handshake
    expect(after).toBeGreaterThanOrEqual(2 * interval - 100);
    expect(after).toBeLessThanOrEqual(2 * interval + 400); // slack for a busy machine
    // A client that answers is pinged the same way and stays.
    let pings = 0;
    alive.ws.on('ping', () => (pings += 1));
    await new Promise((resolve) => setTimeout(resolve, 4 * interval));
    expect(pings).toBeGreaterThanOrEqual(3);
    alive.send({ type: HEARTBEAT });
    expect(await alive.next()).toEqual({ type: HEARTBEAT });
  });

  it('drops a client that stops reading once over 1 MiB waits for it (W2 slow consumer)', async () => {
    await start();
    const reader = await open();
    const { userId, token } = await createUserWithSession(t.db);
    reader.send({ type: AUTH, data: { token } });
    expect(await reader.next()).toMatchObject({ type: UNREAD });
    const fast = await open();
    fast.send({ type: AUTH, data: { token } });
    expect(await fast.next()).toMatchObject({ type: UNREAD });
    reader.ws.pause();
    // 64 KiB pushes: the paused reader's kernel buffers fill first, then the server's queue passes 1 MiB.
    const push = { type: UNREAD, data: { groupUnreadCount: [], pad: 'x'.repeat(64 * 1024) } };
    let delivered = 2;
    let pushes = 0;
    while (delivered === 2 && pushes < 2000) {
      delivered = pushToUser(userId, push);
      pushes += 1;
      // The reading client lives in this process too: let it read between pushes.
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(delivered).toBe(1);
    expect(pushes).toBeGreaterThan(16); // at least 1 MiB went out before the cut
    reader.ws.resume();
    expect((await reader.closedWithin(5000)).code).toBe(1006);
    // The reading client got every push and stays.
    for (let i = 0; i < pushes; i += 1) expect(await fast.next()).toMatchObject({ type: UNREAD });
    fast.send({ type: HEARTBEAT });
    expect(await fast.next()).toEqual({ type: HEARTBEAT });
  });
});

/**
 * Two ways a client without a token could stop the whole server. Each runs
 * against the hub in a child process, because a crash would otherwise take
 * this test file down.
 */
describe('websocket hub in its own process', () => {
  let hub: HubProcess | undefined;

  beforeEach(async () => {
    hub = await startHubProcess();
  }, 60_000);
  afterEach(async () => {
    await hub?.stop();
  });

  // A new socket is still taken and its messages read: a message that is not JSON is answered with 1003.
  async function expectStillServing() {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hub!.exitCode()).toBeNull();
    const next = await openClient(hub!.url);
    try {
      next.send('not json');
      expect((await next.closedWithin()).code).toBe(1003);
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
