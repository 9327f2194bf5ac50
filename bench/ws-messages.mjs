// Sockets and messages (#14, performance notes §3.6, G7): against a
// production build on a throwaway PostgreSQL database, opens N authenticated
// sockets and reports
//  - the server's resident memory per idle socket (VmRSS before and after),
//  - the time from `POST /api/msg/send` to the receiver's next type-19 frame
//    (median and p99 over SAMPLES messages, one at a time, random receivers),
//  - `GET /api/health` probes every 20 ms without sockets and with the N
//    sockets held while the server's ping sweep runs (WS_PING_INTERVAL_MS).
// Figures, never a test: exits 0 whatever they are. See bench/README.md
// ("Sockets and messages (#14)").
//
//   npm run build
//   BENCH_SKIP_BUILD=1 node bench/ws-messages.mjs 2000
//
// env: DATABASE_URL (a PostgreSQL server to create the throwaway database on;
// default postgres://postgres@127.0.0.1:5432/postgres), SAMPLES (200),
// SENDERS (20), IDLE_SECONDS (5), PROBE_SECONDS (15, 0 skips the probes),
// PING_MS (the server's WS_PING_INTERVAL_MS, 5000), HEARTBEAT_MS (15000, the
// client's {type:1}; 0 sends none), OPEN_CONCURRENCY (50), BENCH_KEEP=1 keeps
// the temporary folder with the server's log, BENCH_SKIP_BUILD=1 and
// BENCH_BUILD_LOCK as for npm run bench.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import WebSocket from 'ws';

import { appEnv, canPin, cleanupStack, cpuMs, freePort, pinSelf, prepareBuild, ROOT, startApp, throwawayDatabase } from './lib/servers.mjs';

process.chdir(ROOT);

const env = process.env;
const num = (name, fallback) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));
const N = Number(process.argv[2] ?? env.SOCKETS ?? 2000);
const CONFIG = {
  sockets: N,
  samples: num('SAMPLES', 200),
  senders: num('SENDERS', 20),
  idleSeconds: num('IDLE_SECONDS', 5),
  probeSeconds: num('PROBE_SECONDS', 15),
  probeEveryMs: 20,
  pingMs: num('PING_MS', 5000),
  heartbeatMs: num('HEARTBEAT_MS', 15_000),
  openConcurrency: num('OPEN_CONCURRENCY', 50),
};
const DATABASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (...args) => console.error(...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n, digits = 1) => (n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);
/** Nearest-rank percentile of `values` (0 < p <= 100). */
function percentile(values, p) {
  const v = values.filter((x) => x != null).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}
const stats = (values) => ({
  n: values.length,
  p50: round(percentile(values, 50), 2),
  p99: round(percentile(values, 99), 2),
  max: round(percentile(values, 100), 2),
});

const { cleanups, cleanup } = cleanupStack(log, 'stopping');

// ---------------------------------------------------------------- users
/**
 * `count` users with public profiles (anyone may write to them) and a live
 * session each, inserted straight into the database the server migrated;
 * a session row holds the sha256 of its token (server/services/session.ts).
 */
async function insertUsers(client, prefix, count, accountBase) {
  // Account numbers of ten digits: the default draws eight at random, which would collide now and then among 2,000.
  const { rows } = await client.query(
    `insert into users (nickname, profile_visibility, account_no)
     select $1 || g, 'public', ($3::bigint + g)::text from generate_series(1, $2::int) g
     order by g
     returning id`,
    [prefix, count, accountBase],
  );
  const ids = rows.map((r) => r.id);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent)
     select h, u, now() + interval '1 day', 'bench/ws-messages' from unnest($1::text[], $2::int[]) as t(h, u)`,
    [hashes, ids],
  );
  return ids.map((id, i) => ({ id, token: tokens[i] }));
}

// ---------------------------------------------------------------- sockets
/**
 * One client socket as the header's client holds it: authenticates with type
 * 17, waits for its first type 19, then sends {type:1} every HEARTBEAT_MS.
 * `next19()` resolves at the next type-19 frame (performance.now()).
 */
function openSocket(url, user) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const s = { user, ws, closed: null, frames19: 0, waiters: [], heartbeat: null };
    let settled = false;
    const fail = (err) => {
      if (settled) return;
      settled = true;
      ws.terminate();
      reject(err);
    };
    const timer = setTimeout(() => fail(new Error('no type 19 within 15 s')), 15_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 17, data: { token: user.token } })));
    ws.on('message', (raw) => {
      const at = performance.now();
      let msg;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (msg.type !== 19) return;
      s.frames19 += 1;
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        s.authMs = at - t0;
        if (CONFIG.heartbeatMs > 0) {
          // Spread over the interval, as clients that connected at different times are.
          const start = setTimeout(() => {
            s.heartbeat = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":1}'), CONFIG.heartbeatMs);
          }, Math.random() * CONFIG.heartbeatMs);
          s.heartbeatStart = start;
        }
        resolve(s);
        return;
      }
      for (const w of s.waiters.splice(0)) w(at);
    });
    ws.on('close', (code, reason) => {
      s.closed = { code, reason: reason.toString(), at: new Date().toISOString() };
      clearTimeout(s.heartbeatStart);
      clearInterval(s.heartbeat);
      fail(new Error(`closed before type 19: ${code} ${reason}`));
    });
    ws.on('error', (err) => fail(err));
    ws.on('unexpected-response', (_req, res) => fail(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

const next19 = (s) => new Promise((resolve) => s.waiters.push(resolve));

async function openAll(url, users) {
  const sockets = [];
  const failures = [];
  let i = 0;
  async function worker() {
    while (i < users.length) {
      const user = users[i++];
      try {
        sockets.push(await openSocket(url, user));
      } catch (err) {
        failures.push(err.message);
      }
    }
  }
  await Promise.all(Array.from({ length: CONFIG.openConcurrency }, worker));
  return { sockets, failures };
}

// ---------------------------------------------------------------- probes
/** GET /api/health every 20 ms for `seconds` (one at a time; a slow answer delays the next probe). */
async function probe(base, seconds) {
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (!res.ok) errors += 1;
      latencies.push(performance.now() - t0);
    } catch {
      errors += 1;
    }
    const wait = t0 + CONFIG.probeEveryMs - performance.now();
    if (wait > 0) await sleep(wait);
  }
  return { ...stats(latencies), errors };
}

// ---------------------------------------------------------------- messages
async function sendSamples(base, sockets, senders) {
  const latencies = [];
  const postMs = [];
  const failures = [];
  for (let k = 0; k < CONFIG.samples; k += 1) {
    const receiver = sockets[Math.floor(Math.random() * sockets.length)];
    const sender = senders[k % senders.length];
    if (receiver.closed) {
      failures.push(`receiver ${receiver.user.id} closed (${receiver.closed.code})`);
      continue;
    }
    const frame = next19(receiver);
    const t0 = performance.now();
    const post = fetch(`${base}/api/msg/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: sender.token },
      body: JSON.stringify({ friendId: receiver.user.id, content: `bench message ${k} 🌱` }),
    }).then(async (res) => {
      const json = await res.json();
      if (json.code !== 0) throw new Error(`send: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
      return performance.now() - t0;
    });
    const timeout = sleep(5000).then(() => 'timeout');
    try {
      const [at, took] = await Promise.all([Promise.race([frame, timeout]), post]);
      postMs.push(took);
      if (at === 'timeout') failures.push(`no type 19 within 5 s for user ${receiver.user.id}`);
      else latencies.push(at - t0);
    } catch (err) {
      failures.push(err.message);
    }
    await sleep(10); // a little room between samples: each is measured on its own
  }
  return { toFrame: stats(latencies), postResponse: stats(postMs), failures };
}

// ---------------------------------------------------------------- main
async function main() {
  const started = Date.now();
  const build = prepareBuild();
  const pinned = pinSelf();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sprout-ws-bench-'));
  if (env.BENCH_KEEP !== '1') cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));
  const db = await throwawayDatabase(DATABASE_URL);
  log(`» PostgreSQL database ${db.name} (dropped at the end)`);
  cleanups.push(db.drop);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const appEnvironment = {
    ...appEnv({ port, pgliteDir: path.join(tmp, 'db'), databaseUrl: db.url, uploadDir: path.join(tmp, 'uploads') }),
    // Request logs would be the bench's own cost; warnings (dropped sockets, refused upgrades) stay.
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'warn',
    // All the bench's sockets come from one loopback address; the process cap leaves room above N.
    WS_SOCKETS_PER_ADDRESS: String(N + 100),
    WS_MAX_SOCKETS: String(Math.max(10_000, N + 100)),
    WS_PING_INTERVAL_MS: String(CONFIG.pingMs),
    MESSAGES_PER_MINUTE: '100000',
  };
  const appLog = path.join(tmp, 'app.log');
  log(`» starting the server on ${base} (PostgreSQL; ping every ${CONFIG.pingMs} ms)`);
  const app = await startApp({ appDir: path.join(ROOT, '.data/bench/app'), env: appEnvironment, logFile: appLog });
  cleanups.push(() => app.stop());

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  cleanups.push(() => client.end());
  log(`» inserting ${N} receivers and ${CONFIG.senders} senders with sessions`);
  const receivers = await insertUsers(client, 'ws-bench-r', N, 1_000_000_000);
  const senders = await insertUsers(client, 'ws-bench-s', CONFIG.senders, 2_000_000_000);

  // A first message warms the send path (compiled routes, prepared statements) before anything is measured.
  {
    const res = await fetch(`${base}/api/msg/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: senders[0].token },
      body: JSON.stringify({ friendId: receivers[0].id, content: 'warm-up' }),
    });
    const json = await res.json();
    if (json.code !== 0) throw new Error(`warm-up send failed: ${res.status} ${JSON.stringify(json)}`);
  }

  await sleep(3000);
  const result = {
    meta: {
      date: new Date().toISOString(),
      commit: build.commit,
      buildId: build.buildId,
      node: process.version,
      cpus: os.availableParallelism(),
      pinned: canPin && pinned,
      loadAverageAtStart: round(os.loadavg()[0], 2),
      config: CONFIG,
    },
  };

  let probeWithout = null;
  if (CONFIG.probeSeconds > 0) {
    log(`» /api/health every ${CONFIG.probeEveryMs} ms for ${CONFIG.probeSeconds} s, no sockets`);
    probeWithout = await probe(base, CONFIG.probeSeconds);
  }
  await sleep(1000);
  const rssBefore = app.rss();
  log(`  RSS before the sockets: ${rssBefore} MiB`);

  log(`» opening ${N} sockets (${CONFIG.openConcurrency} at a time)`);
  const wsUrl = `ws://127.0.0.1:${port}/ws`;
  const t0 = performance.now();
  const cpuOpen0 = cpuMs(app.pid);
  const { sockets, failures: openFailures } = await openAll(wsUrl, receivers);
  const openSeconds = (performance.now() - t0) / 1000;
  const cpuPerAuthMs = cpuOpen0 == null ? null : round((cpuMs(app.pid) - cpuOpen0) / Math.max(1, sockets.length), 2);
  log(`  ${sockets.length} authenticated in ${round(openSeconds)} s, ${openFailures.length} failed`);
  if (!sockets.length) throw new Error(`no socket authenticated: ${openFailures.slice(0, 3).join('; ')}`);

  log(`» idle for ${CONFIG.idleSeconds} s`);
  const cpuIdle0 = cpuMs(app.pid);
  await sleep(CONFIG.idleSeconds * 1000);
  const idleCpuShare = cpuIdle0 == null ? null : round((cpuMs(app.pid) - cpuIdle0) / (CONFIG.idleSeconds * 1000), 3);
  const rssIdle = app.rss();
  const perSocketKiB = rssIdle != null && rssBefore != null ? round(((rssIdle - rssBefore) * 1024) / sockets.length, 1) : null;
  log(`  RSS with ${sockets.length} idle sockets: ${rssIdle} MiB (${perSocketKiB} KiB a socket)`);

  log(`» ${CONFIG.samples} messages, send -> type 19`);
  const cpuSend0 = cpuMs(app.pid);
  const messages = await sendSamples(base, sockets, senders);
  const cpuPerMessageMs = cpuSend0 == null ? null : round((cpuMs(app.pid) - cpuSend0) / CONFIG.samples, 2);
  log(`  send -> type 19: p50 ${messages.toFrame.p50} ms, p99 ${messages.toFrame.p99} ms, max ${messages.toFrame.max} ms (${messages.failures.length} failures)`);

  let probeWith = null;
  if (CONFIG.probeSeconds > 0) {
    log(`» /api/health every ${CONFIG.probeEveryMs} ms for ${CONFIG.probeSeconds} s, ${sockets.length} sockets, ping sweeps every ${CONFIG.pingMs} ms`);
    probeWith = await probe(base, CONFIG.probeSeconds);
  }
  const rssEnd = app.rss();
  const open = sockets.filter((s) => !s.closed && s.ws.readyState === WebSocket.OPEN).length;
  const closes = {};
  for (const s of sockets) if (s.closed) closes[s.closed.code] = (closes[s.closed.code] ?? 0) + 1;
  const authMs = stats(sockets.map((s) => s.authMs));

  for (const s of sockets) {
    clearTimeout(s.heartbeatStart);
    clearInterval(s.heartbeat);
    s.ws.terminate();
  }
  const serverWarnings = readFileSync(appLog, 'utf8')
    .split('\n')
    .filter((line) => /"level":(40|50|60)/.test(line))
    // The start-up note that SITE_URL is a local address is expected here.
    .filter((line) => !line.includes('"setting":"SITE_URL"'));

  Object.assign(result, {
    sockets: {
      requested: N,
      authenticated: sockets.length,
      openFailures: openFailures.length,
      openFailureSamples: [...new Set(openFailures)].slice(0, 5),
      openSeconds: round(openSeconds, 1),
      authMs,
      serverCpuMsPerAuthentication: cpuPerAuthMs,
      serverCpuShareWhileIdle: idleCpuShare,
      stillOpenAtEnd: open,
      closedDuringRun: closes,
    },
    memory: { rssBeforeMiB: rssBefore, rssIdleMiB: rssIdle, rssEndMiB: rssEnd, perIdleSocketKiB: perSocketKiB },
    messages: { serverCpuMsPerMessage: cpuPerMessageMs, sendToType19Ms: messages.toFrame, postResponseMs: messages.postResponse, failures: messages.failures.length, failureSamples: messages.failures.slice(0, 5) },
    probes: CONFIG.probeSeconds > 0 ? { withoutSockets: probeWithout, withSockets: probeWith, pingMs: CONFIG.pingMs } : null,
    serverWarnings: { count: serverWarnings.length, samples: serverWarnings.slice(0, 5) },
  });

  await cleanup();
  result.meta.minutes = round((Date.now() - started) / 60000, 1);

  const row = (label, s) => `| ${label} | ${s?.n ?? '–'} | ${s?.p50 ?? '–'} | ${s?.p99 ?? '–'} | ${s?.max ?? '–'} |`;
  const text = [
    `Sockets and messages, N = ${N} (${result.meta.commit}, ${result.meta.pinned ? 'server on core 0, bench on core 1' : 'not pinned'}, load average ${result.meta.loadAverageAtStart})`,
    '',
    `- sockets: ${sockets.length} of ${N} authenticated in ${round(openSeconds)} s (type 17 -> 19 p50 ${authMs.p50} ms, p99 ${authMs.p99} ms); ${open} still open at the end${Object.keys(closes).length ? `, closed: ${JSON.stringify(closes)}` : ''}`,
    `- server CPU: ${cpuPerAuthMs} ms per authentication (upgrade, type 17, session read, counts), ${cpuPerMessageMs} ms per message sent and pushed, ${idleCpuShare} of a core while the sockets were idle`,
    `- RSS: ${rssBefore} MiB before, ${rssIdle} MiB with the sockets idle ${CONFIG.idleSeconds} s, ${rssEnd} MiB at the end: **${perSocketKiB} KiB per idle socket**`,
    `- server warnings and errors in its log: ${serverWarnings.length}`,
    '',
    '| ms | n | p50 | p99 | max |',
    '|---|---|---|---|---|',
    row('`POST /api/msg/send` -> receiver\'s type 19', messages.toFrame),
    row('`POST /api/msg/send` response', messages.postResponse),
    ...(CONFIG.probeSeconds > 0
      ? [row(`\`GET /api/health\` every ${CONFIG.probeEveryMs} ms, no sockets`, probeWithout), row(`\`GET /api/health\`, ${sockets.length} sockets, ping every ${CONFIG.pingMs} ms`, probeWith)]
      : []),
    '',
    messages.failures.length ? `message failures: ${messages.failures.length} (${messages.failures.slice(0, 3).join('; ')})` : '',
  ].join('\n');
  console.log(text);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const file = path.join(ROOT, 'bench/results', `${result.meta.date.slice(0, 19).replace(/:/g, '-')}-ws-${N}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, markdown: text }, null, 2)}\n`);
  log(`\nwritten ${path.relative(ROOT, file)} (${result.meta.minutes} min)`);
}

main().catch(async (err) => {
  log(err.stack ?? err);
  await cleanup();
  process.exit(1);
});
