import 'server-only';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

import type { Logger } from 'pino';

import { isDraining, startDraining } from '../lifecycle';

export interface ShutdownParts {
  /** The listening HTTP server (API, pages, media, /ws upgrades). */
  server: Server;
  /** The socket hub: refuses upgrades and closes its sockets with 1012, resolving when they are gone. */
  hub?: { close(): void | Promise<void> };
  /** Background work (sweepers, reminders) and Next: stopped once requests in flight have finished. */
  stop: (() => void | Promise<void>)[];
  /** The database (with its NOTIFY listener): closed last. */
  closeDatabase: () => Promise<void>;
  /** How long requests in flight get before the exit is forced (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  exit: (code: number) => void;
}

/** How often connections that have gone idle while draining are closed. */
const IDLE_SWEEP_MS = 100;
/** On the forced path, the most the database gets to close before the process exits anyway. */
const FORCED_DATABASE_CLOSE_MS = 5_000;

function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Graceful shutdown (docs/operations.md). The returned function is what
 * SIGTERM and SIGINT call:
 *
 * 1. The process drains: /api/ready answers 503 at once, every response from
 *    now on carries `Connection: close`, the hub refuses upgrades.
 * 2. The listener closes (new connections are refused; behind nginx they go to
 *    another instance), idle keep-alive connections are closed now and as
 *    others go idle, and every socket is closed with 1012.
 * 3. Once requests in flight have finished: background jobs and Next stop,
 *    then the database closes (its NOTIFY listener first), and the process
 *    exits with 0.
 *
 * If the requests have not finished within `timeoutMs`, or a second signal
 * arrives, the remaining connections are cut, the database is still closed
 * (bounded) and the process exits with 1, each with a log line.
 */
export function createShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  const { server, log } = parts;
  // First in line, before the handler writes anything: while draining, no connection is kept alive.
  // Responses in flight when draining starts get the same header if they have not sent theirs yet.
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (isDraining()) {
      res.setHeader('connection', 'close');
      return;
    }
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  let started: Promise<void> | undefined;
  let forced = false;
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    parts.exit(code);
  };

  const stopAll = async () => {
    for (const stop of parts.stop) {
      try {
        await stop();
      } catch (err) {
        log.warn({ err }, 'shutdown: a stop step failed');
      }
    }
  };

  const force = async (why: string) => {
    if (forced || exited) return;
    forced = true;
    log.error({ reason: why, openConnections: await connectionCount(server) }, 'shutdown forced: cutting open connections');
    server.closeAllConnections();
    await stopAll();
    const closed = await within(parts.closeDatabase().then(() => 'closed' as const), FORCED_DATABASE_CLOSE_MS).catch(() => 'failed' as const);
    if (closed !== 'closed') log.error({ database: closed }, 'shutdown forced: the database did not close cleanly');
    exit(1);
  };

  const graceful = async (signal: string) => {
    const since = performance.now();
    startDraining();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    inFlight.clear();
    log.info({ signal, timeoutMs: parts.timeoutMs }, 'shutting down: draining');
    const deadline = setTimeout(() => void force(`requests still running after ${parts.timeoutMs} ms`), parts.timeoutMs);
    deadline.unref();
    const listenerClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    const socketsClosed = Promise.resolve(parts.hub?.close()).catch((err) => log.warn({ err }, 'shutdown: closing sockets failed'));
    await Promise.all([listenerClosed, socketsClosed]);
    clearInterval(sweep);
    if (forced) return;
    clearTimeout(deadline);
    log.info({ ms: Math.round(performance.now() - since) }, 'shutting down: requests finished');
    await stopAll();
    if (forced) return;
    await parts.closeDatabase();
    log.info({ ms: Math.round(performance.now() - since) }, 'shut down');
    exit(0);
  };

  return (signal: string) => {
    if (started) {
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      return force(`second signal (${signal})`);
    }
    started = graceful(signal).catch(async (err) => {
      log.error({ err }, 'shutdown failed');
      await force('shutdown failed');
    });
    return started;
  };
}

function connectionCount(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((err, count) => resolve(err ? -1 : count)));
}
