/**
 * A real socket server for the hub: plain node:http on an ephemeral 127.0.0.1
 * port whose 'upgrade' goes to `createHub().handleUpgrade`, as server.ts does,
 * and a `ws` client that records what it receives.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';

import WebSocket, { type ClientOptions } from 'ws';

import { GROUP_TYPES } from '@/lib/constants/messages';
import { createHub } from '@/server/realtime/hub';

/** The type-19 counts of a user with nothing unread: every group type, at 0. */
export const NO_UNREAD = GROUP_TYPES.map((groupType) => ({ groupType, unreadCount: 0 }));

export interface HubServer {
  /** `ws://127.0.0.1:<port>` */
  url: string;
  /** The page origin a browser on this server would send. */
  origin: string;
  /** Every upgrade seen: the path and whether the hub took it. */
  upgrades: { path: string; handled: boolean }[];
  close(): Promise<void>;
}

export async function startHubServer(): Promise<HubServer> {
  const hub = createHub();
  const sockets = new Set<Duplex>();
  const upgrades: HubServer['upgrades'] = [];
  const server = createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const handled = hub.handleUpgrade(req, socket, head);
    upgrades.push({ path: req.url ?? '', handled });
    if (!handled) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    upgrades,
    async close() {
      hub.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface CloseEvent {
  code: number;
  reason: string;
}

/** An open client socket with its received messages queued in order. */
export class TestClient {
  private readonly queue: unknown[] = [];
  private readonly waiters: ((msg: unknown) => void)[] = [];
  readonly closed: Promise<CloseEvent>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const msg: unknown = JSON.parse(raw.toString());
      const waiter = this.waiters.shift();
      if (waiter) waiter(msg);
      else this.queue.push(msg);
    });
    this.closed = new Promise((resolve) => {
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('error', () => undefined); // a refused or cut connection is reported through `closed`
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message, or a rejection when none arrives in time or the socket closes first. */
  next(timeoutMs = 3000): Promise<unknown> {
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A late message must go to the next caller, not to this expired wait.
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no message within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = (msg: unknown) => {
        clearTimeout(timer);
        resolve(msg);
      };
      this.waiters.push(waiter);
      void this.closed.then(({ code }) => {
        const i = this.waiters.indexOf(waiter);
        if (i < 0) return;
        this.waiters.splice(i, 1);
        clearTimeout(timer);
        reject(new Error(`socket closed (${code}) before a message arrived`));
      });
    });
  }

  /** How the socket ends, failing if it is still open after `timeoutMs`. */
  closedWithin(timeoutMs = 3000): Promise<CloseEvent> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([this.closed, timeout]).finally(() => clearTimeout(timer));
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.terminate();
  }
}

export type ConnectOutcome =
  | { kind: 'open'; client: TestClient }
  | { kind: 'refused'; status: number }
  | { kind: 'error'; error: Error };

/** Opens a client socket and reports whether the handshake succeeded, was refused with a status, or failed. */
export function connect(url: string, options: ClientOptions = {}): Promise<ConnectOutcome> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { handshakeTimeout: 3000, ...options });
    const client = new TestClient(ws);
    ws.once('open', () => resolve({ kind: 'open', client }));
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      ws.terminate();
      resolve({ kind: 'refused', status: res.statusCode ?? 0 });
    });
    ws.once('error', (error) => resolve({ kind: 'error', error }));
  });
}

/** Opens a client socket that must succeed. */
export async function openClient(url: string, options?: ClientOptions): Promise<TestClient> {
  const outcome = await connect(url, options);
  if (outcome.kind !== 'open') throw new Error(`expected the socket to open, got ${JSON.stringify(outcome)}`);
  return outcome.client;
}

export interface HubProcess {
  /** `ws://127.0.0.1:<port>/ws` */
  url: string;
  /** null while the process runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

/**
 * The hub alone in a child process (helpers/hub-process.ts, run with tsx), on
 * its own in-memory PGlite unless `databaseUrl` names a PostgreSQL to share
 * (it then listens there before it reports its port).
 */
export async function startHubProcess(databaseUrl = ''): Promise<HubProcess> {
  const root = process.cwd();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.server.json', 'tests/api/helpers/hub-process.ts'],
    {
      cwd: root,
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: databaseUrl, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then(() => reject(new Error(`hub process exited (${child.exitCode}) before listening: ${stderr}`)));
  });
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    exitCode: () => child.exitCode ?? (child.signalCode ? -1 : null),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
