// A restart under load loses no acknowledged request (#16): starts the
// production server (dist/server.mjs of this checkout, `npm run build` first)
// on a fresh database, sends writes from CONNECTIONS keep-alive connections
// (POST /api/monitor/customEventReport, each with a unique message) and holds
// SOCKETS WebSockets, sends SIGTERM after LOAD_MS, keeps sending until the
// process has exited, then opens the database and checks that every write
// answered 2xx is stored. Prints one JSON object with the figures.
//
//   node bench/shutdown-drain.mjs                      # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/shutdown-drain.mjs
//
// env: PORT (default: a free one), CONNECTIONS (20), SOCKETS (20), LOAD_MS (3000),
// SHUTDOWN_TIMEOUT_MS (passed to the server, 20000).
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import WebSocket from 'ws';

import { appEnv, canPin, freePort, pinSelf, ROOT, throwawayDatabase } from './lib/servers.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const SOCKETS = Number(process.env.SOCKETS ?? 20);
const LOAD_MS = Number(process.env.LOAD_MS ?? 3000);
const RUN = `drain-${Date.now().toString(36)}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...args) => console.error(...args);

function post(port, agent, body) {
  return new Promise((resolve) => {
    const text = JSON.stringify(body);
    const req = request(
      { host: '127.0.0.1', port, path: '/api/monitor/customEventReport', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, data }));
        res.on('error', (err) => resolve({ error: err.code ?? err.message }));
      },
    );
    req.on('error', (err) => resolve({ error: err.code ?? err.message }));
    req.end(text);
  });
}

async function storedMessages(db) {
  if (db.url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return new Set((await client.query('select message from client_events where message like $1', [`${RUN}-%`])).rows.map((r) => r.message));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create(db.dir, { extensions: { pg_trgm } });
  try {
    return new Set((await pglite.query('select message from client_events where message like $1', [`${RUN}-%`])).rows.map((r) => r.message));
  } finally {
    await pglite.close();
  }
}

async function main() {
  pinSelf();
  const port = Number(process.env.PORT ?? (await freePort()));
  const work = mkdtempSync(path.join(tmpdir(), 'sprout-drain-'));
  const pg = process.env.DATABASE_URL ? await throwawayDatabase(process.env.DATABASE_URL) : null;
  const db = pg ? { url: pg.url } : { dir: path.join(work, 'pglite') };
  const logFile = path.join(work, 'server.log');
  const env = {
    ...appEnv({ port, pgliteDir: db.dir ?? path.join(work, 'unused'), databaseUrl: db.url, uploadDir: path.join(work, 'uploads') }),
    SEED: 'false',
    MONITOR_REPORTS_PER_MINUTE: '100000000',
    SHUTDOWN_TIMEOUT_MS: process.env.SHUTDOWN_TIMEOUT_MS ?? '20000',
  };
  const out = openSync(logFile, 'a');
  const argv = canPin ? ['-c', '0', process.execPath, 'dist/server.mjs'] : ['dist/server.mjs'];
  const child = spawn(canPin ? 'taskset' : process.execPath, argv, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })));
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 720) throw new Error(`the server did not become ready; see ${logFile}`);
      await sleep(250);
    }
    log(`» server ready on ${port} (${pg ? 'postgres' : 'pglite'}); ${CONNECTIONS} connections, ${SOCKETS} sockets, SIGTERM after ${LOAD_MS} ms`);

    const closes = [];
    await Promise.all(
      Array.from({ length: SOCKETS }, () =>
        new Promise((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
          ws.on('open', resolve);
          ws.on('error', () => resolve());
          ws.on('close', (code) => closes.push(code));
        }),
      ),
    );

    let seq = 0;
    let stopping = false;
    let signalledAt = 0;
    let serverGone = false;
    const results = [];
    const worker = async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (!serverGone) {
        const message = `${RUN}-${++seq}`;
        const sentAt = performance.now();
        const res = await post(port, agent, { type: 'custom', message, url: '/bench/drain' });
        results.push({ message, sentAt, afterSignal: stopping && sentAt >= signalledAt, ...res });
        if (res.error) await sleep(20); // refused: the listener is closed; keep trying until the process is gone
      }
      agent.destroy();
    };
    const workers = Array.from({ length: CONNECTIONS }, worker);
    await sleep(LOAD_MS);
    stopping = true;
    signalledAt = performance.now();
    const inFlightAtSignal = seq - results.length;
    child.kill('SIGTERM');
    const exit = await exited;
    serverGone = true;
    await Promise.all(workers);

    const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300);
    const stored = await storedMessages(db);
    const lost = acknowledged.filter((r) => !stored.has(r.message));
    const ackAfterSignal = acknowledged.filter((r) => r.afterSignal);
    const errors = {};
    for (const r of results) if (!(r.status >= 200 && r.status < 300)) errors[r.error ?? `HTTP ${r.status}`] = (errors[r.error ?? `HTTP ${r.status}`] ?? 0) + 1;
    const logLines = readFileSync(logFile, 'utf8').split('\n').filter((l) => /shutting down|shut down|forced|websockets closed/.test(l));
    console.log(
      JSON.stringify(
        {
          engine: pg ? 'postgres' : 'pglite',
          requests: results.length,
          acknowledged: acknowledged.length,
          acknowledgedLost: lost.length,
          inFlightAtSignal,
          acknowledgedAfterSignal: ackAfterSignal.length,
          notAcknowledged: errors,
          storedOfThisRun: stored.size,
          exit: { code: exit.code, signal: exit.signal, msAfterSignal: Math.round(exit.at - signalledAt) },
          socketCloseCodes: closes.reduce((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {}),
          serverLog: logLines.map((l) => {
            const j = JSON.parse(l);
            return `${j.msg}${j.ms !== undefined ? ` (${j.ms} ms)` : ''}`;
          }),
        },
        null,
        2,
      ),
    );
    if (lost.length) process.exitCode = 1;
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await pg?.drop().catch((err) => log(`dropping ${pg.name}: ${err.message}`));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
