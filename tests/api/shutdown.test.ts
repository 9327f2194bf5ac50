/**
 * Graceful shutdown (server/web/shutdown.ts) on a real node:http server on an
 * ephemeral port, with the socket hub on its upgrades as server.ts wires it:
 * requests in flight finish, new connections are refused, idle keep-alive
 * connections close, sockets get 1012, readiness is off before the listener
 * closes, the database closes last, and the deadline or a second signal
 * forces the exit.
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { isDraining, resetDraining } from '@/server/lifecycle';
import { createHub } from '@/server/realtime/hub';
import { createShutdown } from '@/server/web/shutdown';

import { openClient } from './helpers/ws';

interface Harness {
  server: Server;
  port: number;
  /** Called by the server for /slow: resolves the response when the test says so. */
  finishSlow: () => void;
  slowStarted: Promise<void>;
  events: string[];
  exitCode: Promise<number>;
  shutdown: (signal: string) => Promise<void>;
  log: { info: jest.Mock; warn: jest.Mock; error: jest.Mock };
}

async function start(options: { timeoutMs?: number; withHub?: boolean } = {}): Promise<Harness> {
  let finishSlow!: () => void;
  const slowGate = new Promise<void>((resolve) => (finishSlow = resolve));
  let slowStarted!: () => void;
  const slowStartedP = new Promise<void>((resolve) => (slowStarted = resolve));
  const server = createServer((req, res) => {
    if (req.url === '/slow') {
      slowStarted();
      void slowGate.then(() => res.end('slow done'));
      return;
    }
    if (req.url === '/ready') {
      res.statusCode = isDraining() ? 503 : 200;
      res.end();
      return;
    }
    res.end('ok');
  });
  const hub = options.withHub ? createHub() : undefined;
  if (hub) server.on('upgrade', (req, socket, head) => void hub.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const events: string[] = [];
  let exitWith!: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => (exitWith = resolve));
  const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const close = server.close.bind(server);
  server.close = ((cb?: (err?: Error) => void) => {
    events.push(`listener closes (draining: ${isDraining()})`);
    return close(cb);
  }) as Server['close'];
  const shutdown = createShutdown({
    server,
    hub: hub && { close: async () => {
      await hub.close();
      events.push('sockets closed');
    } },
    stop: [() => void events.push('jobs stopped')],
    closeDatabase: async () => void events.push('database closed'),
    timeoutMs: options.timeoutMs ?? 5_000,
    log,
    exit: (code) => {
      events.push(`exit ${code}`);
      exitWith(code);
    },
  });
  return { server, port: (server.address() as AddressInfo).port, finishSlow, slowStarted: slowStartedP, events, exitCode, shutdown, log };
}

function get(port: number, path: string, agent?: Agent): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

let harness: Harness | undefined;
afterEach(async () => {
  resetDraining();
  harness?.finishSlow();
  harness?.server.closeAllConnections();
  if (harness?.server.listening) await new Promise((resolve) => harness!.server.close(resolve));
  harness = undefined;
});

describe('graceful shutdown', () => {
  it('lets a request started before the signal finish with 200, then closes the database last and exits 0', async () => {
    const h = (harness = await start());
    const slow = get(h.port, '/slow');
    await h.slowStarted;
    const stopping = h.shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(h.events).not.toContain('exit 0'); // still waiting for /slow
    h.finishSlow();
    const res = await slow;
    expect(res).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
    await stopping;
    expect(await h.exitCode).toBe(0);
    expect(h.events).toEqual(['listener closes (draining: true)', 'jobs stopped', 'database closed', 'exit 0']);
  });

  it('answers not ready before the listener closes, and refuses new connections while draining', async () => {
    const h = (harness = await start());
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(h.port, '/ready')).status).toBe(200);
    const slow = get(h.port, '/slow');
    await h.slowStarted;
    void h.shutdown('SIGTERM');
    expect(isDraining()).toBe(true);
    expect(h.events[0]).toBe('listener closes (draining: true)');
    await expect(get(h.port, '/ready', agent)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    h.finishSlow();
    await slow;
    expect(await h.exitCode).toBe(0);
    agent.destroy();
  });

  it('closes idle keep-alive connections at once, and a busy one after its response', async () => {
    const h = (harness = await start());
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    // Two kept-alive connections: one left idle, one busy with /slow when the signal comes.
    await Promise.all([get(h.port, '/ready', agent), get(h.port, '/ready', agent)]);
    const sockets = Object.values(agent.freeSockets).flat() as Socket[];
    expect(sockets).toHaveLength(2);
    const closed = sockets.map((s) => new Promise<void>((resolve) => s.once('close', () => resolve())));
    const slow = get(h.port, '/slow', agent);
    await h.slowStarted;
    void h.shutdown('SIGTERM');
    await Promise.race([closed[0], closed[1]]); // the idle one goes now
    h.finishSlow();
    expect(await slow).toMatchObject({ status: 200, connection: 'close' });
    await Promise.all(closed);
    expect(await h.exitCode).toBe(0);
    agent.destroy();
  });

  it('forces the exit (code 1, logged) when requests outlive the deadline, still closing the database', async () => {
    const h = (harness = await start({ timeoutMs: 300 }));
    const slow = get(h.port, '/slow').catch((err: Error) => err);
    await h.slowStarted;
    const since = Date.now();
    void h.shutdown('SIGTERM');
    expect(await h.exitCode).toBe(1);
    expect(Date.now() - since).toBeGreaterThanOrEqual(250);
    expect(h.events).toEqual(['listener closes (draining: true)', 'jobs stopped', 'database closed', 'exit 1']);
    expect(h.log.error).toHaveBeenCalledWith(expect.objectContaining({ reason: expect.stringContaining('300 ms') }), expect.stringContaining('forced'));
    expect(String(await slow)).toMatch(/socket hang up|ECONNRESET/); // its connection was cut
  });

  it('forces the exit on a second signal', async () => {
    const h = (harness = await start({ timeoutMs: 60_000 }));
    void get(h.port, '/slow').catch(() => undefined);
    await h.slowStarted;
    void h.shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    void h.shutdown('SIGINT');
    expect(await h.exitCode).toBe(1);
    expect(h.log.warn).toHaveBeenCalledWith({ signal: 'SIGINT' }, expect.stringContaining('second signal'));
  });

  it('closes every socket with 1012 (service restart) before the database', async () => {
    const h = (harness = await start({ withHub: true }));
    const url = `ws://127.0.0.1:${h.port}/ws`;
    const [a, b] = await Promise.all([openClient(url), openClient(url)]);
    const stopping = h.shutdown('SIGTERM');
    expect(await a.closedWithin()).toEqual({ code: 1012, reason: 'service restart' });
    expect(await b.closedWithin()).toEqual({ code: 1012, reason: 'service restart' });
    await stopping;
    expect(await h.exitCode).toBe(0);
    expect(h.events.indexOf('sockets closed')).toBeLessThan(h.events.indexOf('database closed'));
  });
});
