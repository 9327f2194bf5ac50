// Servers of `npm run bench`: ours (the production build copied by
// prepare-app.mjs) on a fresh database, the baseline Next app and the plain
// Hono route; each on a free loopback port, pinned to core 0 when taskset is
// there. Also the throwaway PostgreSQL database and the bench user's login.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import LOCAL_CODE_LIMITS from '../../scripts/local-code-limits.json' with { type: 'json' };

export const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

/** taskset pins servers to core 0 and the load generator to core 1 (only with 2 cores or more). */
export const canPin = os.availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** Moves this process (every thread) to core 1, where the load generator and Chromium run. */
export function pinSelf() {
  if (!canPin) return false;
  return spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MiB (VmRSS of /proc/<pid>/status), or null where there is no /proc. */
export function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system, every thread) a process has used, in ms, from /proc/<pid>/stat; null without /proc. */
export function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/**
 * Step one of a bench: the production build copied to .data/bench/app
 * (bench/lib/prepare-app.mjs in a child process, under the `flock` lock
 * BENCH_BUILD_LOCK names when set). Returns the build's facts.
 */
export function prepareBuild() {
  const script = path.join(ROOT, 'bench/lib/prepare-app.mjs');
  const lock = process.env.BENCH_BUILD_LOCK;
  const [cmd, args] = lock ? ['flock', [lock, process.execPath, script]] : [process.execPath, [script]];
  console.error(`» production build${lock ? ` (holding ${lock})` : ''}`);
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], cwd: ROOT });
  if (result.status !== 0) throw new Error('the production build failed');
  return JSON.parse(readFileSync(path.join(ROOT, '.data/bench/app/bench-build.json'), 'utf8'));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts `args` (a node script and its arguments) with `cwd` and `env`,
 * pinned to core 0, logging to `logFile`; resolves once `readyUrl` answers 2xx.
 */
async function startProcess({ name, args, cwd, env, logFile, readyUrl, timeoutMs = 180_000 }) {
  const out = openSync(logFile, 'a');
  const command = canPin ? 'taskset' : process.execPath;
  const argv = canPin ? ['-c', '0', process.execPath, ...args] : args;
  const child = spawn(command, argv, { cwd, env, stdio: ['ignore', out, out] });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited while starting (${JSON.stringify(exited)}); see ${logFile}`);
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(5000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs / 1000} s; see ${logFile}`);
    }
    await sleep(250);
  }
  return {
    name,
    pid: child.pid,
    logFile,
    rss: () => rssMiB(child.pid),
    async stop() {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killed = await Promise.race([done.then(() => false), sleep(20_000).then(() => true)]);
      if (killed) {
        child.kill('SIGKILL');
        await done;
      }
    },
  };
}

/** The environment of our server in a bench: production, quiet on the console, code limits relaxed for the bench user's login. */
export function appEnv({ port, pgliteDir, databaseUrl, uploadDir }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: process.env.TZ,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    PGLITE_DIR: pgliteDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    UPLOAD_DIR: uploadDir,
    PASSWORD_PEPPER: 'bench-only-pepper-not-a-secret-01',
    // The bench user logs in with a code read from /dev/outbox; nothing else is relaxed.
    DEV_OUTBOX: 'true',
    ...LOCAL_CODE_LIMITS,
  };
}

/** Our production server (dist/server.mjs of the copied build in `appDir`). */
export function startApp({ appDir, env, logFile }) {
  return startProcess({
    name: 'app',
    args: ['--enable-source-maps', 'dist/server.mjs'],
    cwd: appDir,
    env,
    logFile,
    readyUrl: `http://127.0.0.1:${env.PORT}/api/health`,
  });
}

/** The baseline Next app (bench/baseline), `next start` on its own build. */
export function startBaseline({ port, logFile }) {
  return startProcess({
    name: 'baseline',
    args: [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    cwd: path.join(ROOT, 'bench/baseline'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    logFile,
    readyUrl: `http://127.0.0.1:${port}/dyn`,
  });
}

/** The plain Hono route on @hono/node-server. */
export function startHono({ port, logFile }) {
  return startProcess({
    name: 'hono',
    args: [path.join(ROOT, 'bench/baseline/hono.mjs'), String(port)],
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
    logFile,
    readyUrl: `http://127.0.0.1:${port}/api/list`,
  });
}

/** A database of its own on the PostgreSQL server of `url`, dropped by `drop()`. */
export async function throwawayDatabase(url) {
  const { default: pg } = await import('pg');
  const name = `sprout_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { name, url: own.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Logs a new user in as the login dialog does (SMS code, read from
 * /dev/outbox: the server runs with DEV_OUTBOX=true) and returns its token.
 */
export async function loginBenchUser(base) {
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const post = async (p, body) => {
    const res = await fetch(new URL(p, base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await res.json();
    if (json.code !== 0) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  await post('/api/user/login/sendMsgCode', { phoneNumber: phone, dialCode: '86', purpose: 'login' });
  let msgCode = null;
  for (let i = 0; i < 40 && !msgCode; i += 1) {
    const html = await (await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(`+86 ${phone}`)}`, base))).text();
    msgCode = /data-test="outbox-code"[^>]*>(\d{6})</.exec(html)?.[1] ?? null;
    if (!msgCode) await sleep(250);
  }
  if (!msgCode) throw new Error('no login code in /dev/outbox');
  // A new number signs up as an adult learner with the documents in force (lib/constants/legal.ts).
  const legal = readFileSync(path.join(ROOT, 'lib/constants/legal.ts'), 'utf8');
  const agreementVersion = /LEGAL_DOCUMENTS_VERSION = '([^']+)'/.exec(legal)[1];
  const login = await post('/api/user/login/checkMsgCode', { msgCode, phoneNumber: phone, dialCode: '86', agreementVersion, learnerUnder14: false });
  return { token: login.token, uid: login.uid, phone };
}

/**
 * What a bench run must undo (servers, databases, temporary folders), undone
 * last-first by `cleanup()` and on SIGINT/SIGTERM; a failing step is logged
 * and the others still run.
 */
export function cleanupStack(log, stoppingMessage) {
  const cleanups = [];
  async function cleanup() {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (err) {
        log(`cleanup: ${err.message}`);
      }
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`\n${signal}: ${stoppingMessage}`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  return { cleanups, cleanup };
}
