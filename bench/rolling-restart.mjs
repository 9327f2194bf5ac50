// A rolling restart of three instances under load (#16): starts the cluster of
// `npm run cluster` (scripts/cluster.mjs: production servers on one throwaway
// PostgreSQL database behind nginx; `npm run build` first), drives load through
// nginx from WORKERS keep-alive connections (a write, POST
// /api/monitor/customEventReport with a unique message, then an API read and,
// every fifth round, a page) and holds SOCKETS authenticated WebSockets that
// reconnect as the browser does. After LOAD_MS it restarts instance 1 (out of
// nginx's rotation, SIGTERM, wait for its exit, start it again, wait for
// /api/ready, back in), then 2, then 3, keeps
// the load on for LOAD_MS more, then checks in the database that every write
// answered 2xx is stored. Prints one JSON object with the figures; exits 1 when
// a request failed or an acknowledged write is missing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/rolling-restart.mjs
//
// env: DATABASE_URL (the server to make the throwaway database on; default 127.0.0.1:5432), REDIS_URL
// (optional), INSTANCES (3), WORKERS (8), SOCKETS (12), LOAD_MS (5000), NGINX_KEEPALIVE (0: a new
// upstream connection per request; N: N idle kept), DRAIN_FIRST (1: nginx takes the instance out of
// rotation, reloaded, before its SIGTERM and back in once ready; 0: SIGTERM alone, nginx finds out by
// refused connections), CLUSTER_PORT / CLUSTER_FIRST_PORT (free ports),
// SHUTDOWN_TIMEOUT_MS (20000).
import { Agent, request } from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import WebSocket from 'ws';

import LOCAL_CODE_LIMITS from '../scripts/local-code-limits.json' with { type: 'json' };
import { startCluster } from '../scripts/cluster.mjs';
import { freePort, loginBenchUser, ROOT, throwawayDatabase } from './lib/servers.mjs';

const INSTANCES = Number(process.env.INSTANCES ?? 3);
const WORKERS = Number(process.env.WORKERS ?? 8);
const SOCKETS = Number(process.env.SOCKETS ?? 12);
const LOAD_MS = Number(process.env.LOAD_MS ?? 5000);
const KEEPALIVE = Number(process.env.NGINX_KEEPALIVE ?? 0);
// 1: nginx takes the instance out of rotation before SIGTERM (what `npm run cluster` does on SIGUSR2); 0: SIGTERM only.
const DRAIN_FIRST = process.env.DRAIN_FIRST !== '0';
const RUN = `rolling-${Date.now().toString(36)}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...args) => console.error(...args);

/**
 * One HTTP request through the balancer; resolves with its status or the error's code, never rejects.
 * A request sent on a reused keep-alive connection that the other side had already closed (an error
 * before any byte of an answer: it was never read) is sent once more on a new connection, as browsers
 * do (Node documents the same rule, `request.reusedSocket`); such resends are counted (`resent`).
 */
function send(port, agent, method, urlPath, body, resent = false) {
  return new Promise((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers = text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {};
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path: urlPath, method, agent, headers, timeout: 30_000 }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, resent }));
      res.on('error', (err) => resolve({ error: err.code ?? err.message, resent }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => {
      if (!answered && !resent && req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(err.code)) {
        resolve(send(port, agent, method, urlPath, body, true));
        return;
      }
      resolve({ error: err.code ?? err.message, resent });
    });
    req.end(text);
  });
}

async function storedMessages(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = (await client.query('select message, count(*)::int as n from client_events where message like $1 group by message', [`${RUN}-%`])).rows;
    return { messages: new Set(rows.map((r) => r.message)), duplicated: rows.filter((r) => r.n > 1).length };
  } finally {
    await client.end();
  }
}

/** A socket through nginx that authenticates with `token` and, like the browser's client, reconnects 3 s after a close. */
function holdSocket(port, token, stats, isStopping) {
  const state = { authenticated: false, socket: null };
  const connect = () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    state.socket = ws;
    state.authenticated = false;
    stats.opened += 1;
    ws.on('open', () => ws.send(JSON.stringify({ type: 17, data: { token } })));
    ws.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 19 && !state.authenticated) {
        state.authenticated = true;
        stats.authenticated += 1;
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      state.authenticated = false;
      if (isStopping()) return; // closed by the bench itself at the end
      stats.closes[code] = (stats.closes[code] ?? 0) + 1;
      stats.reconnects += 1;
      // The browser's client waits 3 s after 1012 (service restart) before it reconnects.
      setTimeout(connect, 3000).unref();
    });
  };
  connect();
  return state;
}

async function main() {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await throwawayDatabase(base);
  const port = Number(process.env.CLUSTER_PORT || (await freePort()));
  const firstPort = Number(process.env.CLUSTER_FIRST_PORT || (await freePort()));
  const dir = path.join(ROOT, '.data/bench/rolling-restart');
  rmSync(dir, { recursive: true, force: true }); // nginx's access log of this run only
  let cluster;
  try {
    cluster = await startCluster({
      instances: INSTANCES,
      port,
      firstPort,
      databaseUrl: db.url,
      redisUrl: process.env.REDIS_URL ?? '',
      dir,
      keepalive: KEEPALIVE,
      env: {
        LOG_LEVEL: 'warn',
        DEV_OUTBOX: 'true',
        PASSWORD_PEPPER: 'bench-only-pepper-not-a-secret-01',
        MONITOR_REPORTS_PER_MINUTE: '100000000',
        // Every bench socket is the one bench user's.
        WS_SOCKETS_PER_USER: '1000',
        SHUTDOWN_TIMEOUT_MS: process.env.SHUTDOWN_TIMEOUT_MS ?? '20000',
        ...LOCAL_CODE_LIMITS,
      },
      log: (line) => log(`» ${line}`),
    });
    log(`» cluster of ${INSTANCES} started in ${(cluster.startMs / 1000).toFixed(1)} s behind ${cluster.url} (nginx ${cluster.nginxVersion}, upstream keepalive ${KEEPALIVE})`);

    const { token } = await loginBenchUser(cluster.url);
    let stopping = false;
    const socketStats = { opened: 0, authenticated: 0, reconnects: 0, closes: {} };
    const sockets = Array.from({ length: SOCKETS }, () => holdSocket(port, token, socketStats, () => stopping));

    let seq = 0;
    let phase = 'before';
    const results = [];
    const worker = async (w) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let round = 0; !stopping; round++) {
        const message = `${RUN}-${++seq}`;
        const write = await send(port, agent, 'POST', '/api/monitor/customEventReport', { type: 'custom', message, url: '/bench/rolling' });
        results.push({ kind: 'write', message, phase, ...write });
        const read = await send(port, agent, 'GET', `/api/picture/book/v1/page/hot/${1 + ((round + w) % 3)}`);
        results.push({ kind: 'read', phase, ...read });
        if (round % 5 === 0) results.push({ kind: 'page', phase, ...(await send(port, agent, 'GET', '/picture/detail/1')) });
      }
      agent.destroy();
    };
    const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));

    await sleep(LOAD_MS);
    const restarts = [];
    for (let n = 1; n <= INSTANCES; n++) {
      phase = `restart ${n}`;
      const startedAt = performance.now();
      const result = await cluster.restart(n, { drainFirst: DRAIN_FIRST });
      restarts.push({ instance: n, exit: result.exit, downMs: result.downMs, totalMs: Math.round(performance.now() - startedAt) });
      log(`» instance ${n} restarted: exit ${JSON.stringify(result.exit)}, ready again after ${result.downMs} ms`);
      phase = `after ${n}`;
      await sleep(1500);
    }
    phase = 'after';
    await sleep(LOAD_MS);
    // Every socket is authenticated again (they reconnect 3 s after a close).
    for (let i = 0; i < 40 && sockets.some((s) => !s.authenticated); i++) await sleep(250);
    const socketsAuthenticatedAtEnd = sockets.filter((s) => s.authenticated).length;
    stopping = true;
    await Promise.all(workers);
    for (const s of sockets) s.socket?.terminate();

    const ok = (r) => r.status >= 200 && r.status < 300;
    const acknowledged = results.filter((r) => r.kind === 'write' && ok(r));
    const { messages: stored, duplicated } = await storedMessages(db.url);
    const lost = acknowledged.filter((r) => !stored.has(r.message));
    const failures = {};
    for (const r of results) {
      if (ok(r)) continue;
      const key = `${r.kind} ${r.error ?? `HTTP ${r.status}`} (${r.phase})`;
      failures[key] = (failures[key] ?? 0) + 1;
    }
    const upstreamRetries = readFileSync(path.join(cluster.dir, 'nginx/access.log'), 'utf8')
      .split('\n')
      .filter((line) => /upstream=\S+, /.test(line)).length;
    const figures = {
      instances: INSTANCES,
      nginx: cluster.nginxVersion,
      upstreamKeepalive: KEEPALIVE,
      outOfRotationBeforeSigterm: DRAIN_FIRST,
      clusterStartMs: cluster.startMs,
      requests: {
        sent: results.length,
        ok: results.filter(ok).length,
        failed: results.filter((r) => !ok(r)).length,
        byKind: Object.fromEntries(['write', 'read', 'page'].map((k) => [k, results.filter((r) => r.kind === k).length])),
      },
      // Resent by the client after a reused keep-alive connection was closed unread (see send()).
      resentOnNewConnection: results.filter((r) => r.resent).length,
      writes: { acknowledged: acknowledged.length, storedOfThisRun: stored.size, acknowledgedLost: lost.length, storedTwice: duplicated },
      failures,
      // Requests nginx passed to a second instance after the first refused or failed (its log's upstream list).
      requestsRetriedByNginx: upstreamRetries,
      restarts,
      sockets: { held: SOCKETS, ...socketStats, authenticatedAtEnd: socketsAuthenticatedAtEnd },
    };
    console.log(JSON.stringify(figures, null, 2));
    if (figures.requests.failed || lost.length || duplicated || socketsAuthenticatedAtEnd < SOCKETS) process.exitCode = 1;
  } finally {
    await cluster?.stop().catch((err) => log(`stopping the cluster: ${err.message}`));
    await db.drop().catch((err) => log(`dropping ${db.name}: ${err.message}`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
