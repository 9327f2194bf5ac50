/**
 * Upgrades on the app's HTTP server once Next has served a page. Next's
 * custom-server wrapper attaches its own 'upgrade' listener on the first
 * request it handles, and in production that listener ends every upgrade whose
 * path matches a page route, /ws included (the catch-all route matches it).
 * /ws must stay the hub's alone (baseline W1), whatever Next has attached.
 *
 * The first suite uses Next's real NextCustomServer (what `next()` returns to
 * server.ts) with the state `prepare()` would give it replaced by a handler
 * that ends every upgrade, as Next's router does for a matched page route;
 * `prepare()` itself needs a production build.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import next from 'next';

import { createHub } from '@/server/realtime/hub';
import { routeUpgrades } from '@/server/realtime/upgrades';

import { createUserWithSession, describeApi } from './helpers/test-app';
import { NO_UNREAD, connect, openClient, type TestClient } from './helpers/ws';

const AUTH = 17;
const UNREAD = 19;
const HEARTBEAT = 1;

interface AppServer {
  url: string;
  /** What reached Next's upgrade handling: paths. */
  nextUpgrades: string[];
  /** Serves a page through Next, as a browser's first visit does. */
  page(path: string): Promise<number>;
  server: Server;
  close(): Promise<void>;
}

/**
 * server.ts in small: pages to Next, upgrades routed by routeUpgrades, Next
 * given its own upgrade target (or, with `nextGetsItsServer: false`, left to
 * attach to the real server as it does when given none).
 */
async function startAppServer(dev: boolean, { nextGetsItsServer = true } = {}): Promise<AppServer> {
  const hub = createHub();
  const nextUpgrades: string[] = [];
  const nextTarget = createServer();
  const app = next({ dev: false, dir: process.cwd(), quiet: true, ...(nextGetsItsServer ? { httpServer: nextTarget } : {}) });
  // What prepare() would set: a page handler, and an upgrade handler that ends the socket as Next's router does
  // for a path that matches a page route.
  Object.assign(app as object, {
    init: {
      requestHandler: (_req: IncomingMessage, res: import('node:http').ServerResponse) => res.end('<html>page</html>'),
      upgradeHandler: (req: IncomingMessage, socket: Duplex) => {
        nextUpgrades.push(req.url ?? '');
        socket.end();
      },
      server: {},
    },
  });
  const handleNext = app.getRequestHandler();
  const sockets = new Set<Duplex>();
  const server = createServer((req, res) => void handleNext(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  routeUpgrades(server, { hub, dev, next: nextTarget });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    nextUpgrades,
    server,
    async page(path) {
      return (await fetch(`http://127.0.0.1:${port}${path}`)).status;
    },
    async close() {
      hub.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeApi('upgrades once Next has served a page', (t) => {
  let app: AppServer;
  const clients: TestClient[] = [];

  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    await app?.close();
  });

  async function authenticated(): Promise<TestClient> {
    const { token } = await createUserWithSession(t.db);
    const client = await openClient(`${app.url}/ws`);
    clients.push(client);
    client.send({ type: AUTH, data: { token } });
    expect(await client.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
    return client;
  }

  it('keeps /ws the hub’s: the socket authenticates, stays open and answers', async () => {
    app = await startAppServer(false);
    expect(await app.page('/')).toBe(200);
    expect(await app.page('/picture/detail/1')).toBe(200);
    const client = await authenticated();
    await pause(300);
    client.send({ type: HEARTBEAT });
    expect(await client.next()).toEqual({ type: HEARTBEAT });
    expect(app.nextUpgrades).toEqual([]);
  });

  it('refuses other paths with 404 in production, without asking Next', async () => {
    app = await startAppServer(false);
    await app.page('/');
    for (const path of ['/', '/_next/webpack-hmr', '/ws/']) {
      expect(await connect(`${app.url}${path}`)).toMatchObject({ kind: 'refused', status: 404 });
    }
    expect(app.nextUpgrades).toEqual([]);
  });

  it('hands /_next/ upgrades (hot reload) to Next in development, and only those', async () => {
    app = await startAppServer(true);
    await app.page('/');
    await connect(`${app.url}/_next/webpack-hmr`);
    expect(await connect(`${app.url}/elsewhere`)).toMatchObject({ kind: 'refused', status: 404 });
    expect(app.nextUpgrades).toEqual(['/_next/webpack-hmr']);
    await authenticated();
  });

  it('keeps /ws the hub’s when Next attaches its upgrade listener to the real server, and gives Next /_next/ in development', async () => {
    app = await startAppServer(true, { nextGetsItsServer: false });
    expect(await app.page('/')).toBe(200);
    expect(app.server.listenerCount('upgrade')).toBeGreaterThan(0);
    const client = await authenticated();
    await pause(300);
    client.send({ type: HEARTBEAT });
    expect(await client.next()).toEqual({ type: HEARTBEAT });
    await connect(`${app.url}/_next/webpack-hmr`);
    expect(app.nextUpgrades).toEqual(['/_next/webpack-hmr']);
  });

  it('moves any other upgrade listener attached straight to the server out of the way of /ws', async () => {
    app = await startAppServer(false);
    await app.page('/');
    const foreign: string[] = [];
    app.server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
      foreign.push(req.url ?? '');
      socket.end();
    });
    const client = await authenticated();
    await pause(300);
    client.send({ type: HEARTBEAT });
    expect(await client.next()).toEqual({ type: HEARTBEAT });
    expect(await connect(`${app.url}/elsewhere`)).toMatchObject({ kind: 'refused', status: 404 });
    expect(foreign).toEqual([]);
  });
});
