// `npm run bench`: our production build against the framework's floor, in
// one run. Figures, never a test: it exits 0 whatever the timings (only a
// server that cannot start or a failed build ends it with an error).
// See bench/README.md ("npm run bench (#8)") for the columns and budgets.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { firstLoad } from './first-load.mjs';
import { growData, withDatabase } from './grow-data.mjs';
import {
  appEnv,
  canPin,
  cleanupStack,
  cpuMs,
  freePort,
  loginBenchUser,
  pinSelf,
  prepareBuild,
  ROOT,
  startApp,
  startBaseline,
  startHono,
  throwawayDatabase,
} from './lib/servers.mjs';

process.chdir(ROOT);

const env = process.env;
const num = (name, fallback) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));
const listOf = (name, fallback) => (env[name] || fallback).split(',').map((s) => s.trim()).filter(Boolean);
const CONFIG = {
  duration: num('BENCH_DURATION', 10),
  warmup: num('BENCH_WARMUP', 5),
  rounds: num('BENCH_ROUNDS', 2),
  connections: num('BENCH_CONNECTIONS', 10),
  only: listOf('BENCH_ONLY', 'pages,api,js,lighthouse,growth,memory'),
  langs: listOf('BENCH_LANGS', 'cn,en'),
  lighthouseRuns: num('BENCH_LH_RUNS', 5),
  lighthouseLangs: listOf('BENCH_LH_LANGS', 'cn,en'),
  growth: listOf('BENCH_GROWTH', '10,100').map(Number),
  growthLangs: listOf('BENCH_GROWTH_LANGS', 'cn'),
};
const on = (section) => CONFIG.only.includes(section);

const PAGES = [
  { path: '/classStep', kind: 'seo' },
  { path: '/', kind: 'seo' },
  { path: '/picture/detail/5', kind: 'seo' },
  { path: '/picture/read/5', kind: 'reader' },
  { path: '/videoInfo/2', kind: 'seo' },
  { path: '/search?keyword=duck', kind: 'seo' },
  { path: '/library', kind: 'seo' },
];
const PAGE_BUDGET = { seo: 0.6, reader: 0.4 };
const P99_BUDGET_MS = 150;
const JS_BUDGET_KIB = { seo: 40, reader: 120 };
const LIGHTHOUSE_PAGES = ['/', '/picture/detail/5', '/picture/read/5', '/search?keyword=duck'];
const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, seo: 100, cls: 0.05 };
const API = [
  { name: 'hot list', path: '/api/picture/book/v1/page/hot/1', kind: 'list', min: 0.3 },
  { name: 'level list', path: '/api/picture/book/page/1/size/20', kind: 'list', min: 0.3 },
  { name: 'book detail', path: '/api/picture/book/detail/5', kind: 'read', min: 0.3 },
  { name: 'search', path: '/api/common/search?keyword=duck', kind: 'list', min: 0.3 },
  { name: 'like / unlike', path: '/api/picture/book/like', kind: 'write', min: 0.1 },
  { name: 'class schedule', path: '/api/class/practice/classScheduleV3', kind: 'schedule', min: 0.3 },
];

const log = (...args) => console.error(...args);
const round = (n, digits = 0) => (n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const median = (values) => {
  const v = values.filter((x) => x != null && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
const kib = (bytes) => round(bytes / 1024, 1);
const cookie = (lang) => `i18n_redirected=${lang}`;
const version = (pkg) => {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};

// ---------------------------------------------------------------- builds
function* files(entry) {
  if (statSync(entry).isDirectory()) for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  else yield entry;
}

function buildBaselineIfNeeded() {
  const dir = path.join(ROOT, 'bench/baseline');
  const hash = createHash('sha256').update(`next ${version('next')} react ${version('react')}\n`);
  for (const entry of ['app', 'proxy.js', 'next.config.mjs']) {
    for (const file of files(path.join(dir, entry))) hash.update(file).update(readFileSync(file));
  }
  const current = hash.digest('hex');
  const stamp = path.join(dir, '.next/bench-source-hash');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === current) return;
  log('» building bench/baseline');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the baseline build failed');
  writeFileSync(stamp, `${current}\n`);
}

// ---------------------------------------------------------------- load
/**
 * Warm-up, then a measured window at CONFIG.connections. With `pid` (the
 * server under load) it also records the server's CPU: `cpuShare` (CPU time
 * over wall time: about 1 when the server had its core, less when something
 * else took it) and `cpuMsPerReq` (its CPU time per answered request, the
 * figure least moved by a busy machine; for PostgreSQL it leaves out the
 * database server's own CPU).
 */
async function load(url, { headers = {}, requests, pid } = {}) {
  const opts = { url, connections: CONFIG.connections, headers, requests };
  if (CONFIG.warmup > 0) await autocannon({ ...opts, duration: CONFIG.warmup });
  const cpu0 = cpuMs(pid);
  const t0 = performance.now();
  const r = await autocannon({ ...opts, duration: CONFIG.duration });
  const wall = performance.now() - t0;
  const cpu = cpu0 == null ? null : cpuMs(pid) - cpu0;
  return {
    // No answer at all in the window: the server was starved (a busy machine), not measured.
    rps: r.requests.total > 0 ? round(r.requests.average, 1) : null,
    p50: r.requests.total > 0 ? r.latency.p50 : null,
    p99: r.requests.total > 0 ? r.latency.p99 : null,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
    cpuShare: cpu == null ? null : round(cpu / wall, 2),
    cpuMsPerReq: cpu == null || !r.requests.total ? null : round(cpu / r.requests.total, 3),
    loadAverage: round(os.loadavg()[0], 2),
  };
}

/** Median figures of a list of samples (rounds). */
function summarise(samples) {
  return {
    rps: round(median(samples.map((s) => s.rps)), 1),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    cpuShare: median(samples.map((s) => s.cpuShare)),
    cpuMsPerReq: round(median(samples.map((s) => s.cpuMsPerReq)), 3),
    stalled: samples.filter((s) => !s.total).length,
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    errors: samples.reduce((n, s) => n + s.errors, 0),
    samples,
  };
}

const say = (label, s) => log(`  ${label.padEnd(34)} ${String(s.rps).padStart(8)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms` +
  `${s.cpuMsPerReq != null ? `  ${s.cpuMsPerReq} CPU ms/req (share ${s.cpuShare})` : ''}${s.total ? '' : '  STALLED: no answer'}` +
  `${s.non2xx || s.errors ? `  non-2xx ${s.non2xx} errors ${s.errors}` : ''}`);

/** Pages in `langs`, each round measuring the baseline's pages beside ours (B_dyn once per language). */
async function measurePages({ appBase, appPid, baseBase, basePid }, langs, { withStaticAndClient = true } = {}) {
  const ours = new Map();
  const base = { dyn: [], static: [], client: [] };
  for (let r = 1; r <= CONFIG.rounds; r += 1) {
    log(`» pages, round ${r}/${CONFIG.rounds}`);
    if (withStaticAndClient) {
      base.static.push(await load(`${baseBase}/`, { pid: basePid }));
      say('baseline / (static)', base.static.at(-1));
      base.client.push(await load(`${baseBase}/client`, { pid: basePid }));
      say('baseline /client', base.client.at(-1));
    }
    for (const lang of langs) {
      base.dyn.push(await load(`${baseBase}/dyn`, { pid: basePid }));
      say('baseline /dyn', base.dyn.at(-1));
      for (const page of PAGES) {
        const key = `${page.path} ${lang}`;
        const s = await load(appBase + page.path, { headers: { cookie: cookie(lang) }, pid: appPid });
        say(key, s);
        ours.set(key, [...(ours.get(key) ?? []), s]);
      }
    }
  }
  const dyn = summarise(base.dyn);
  const rows = [];
  for (const lang of langs) {
    for (const page of PAGES) {
      const s = summarise(ours.get(`${page.path} ${lang}`));
      const ratio = dyn.rps && s.rps != null ? round(s.rps / dyn.rps, 2) : null;
      const cpuRatio = dyn.cpuMsPerReq && s.cpuMsPerReq ? round(dyn.cpuMsPerReq / s.cpuMsPerReq, 2) : null;
      const min = PAGE_BUDGET[page.kind];
      const misses = [];
      if (ratio == null || ratio < min) misses.push('ratio');
      if (s.p99 == null || s.p99 >= P99_BUDGET_MS) misses.push('p99');
      rows.push({
        path: page.path,
        lang,
        kind: page.kind,
        ...s,
        ratio,
        cpuRatio,
        budget: `>= ${min} and p99 < ${P99_BUDGET_MS} ms`,
        verdict: s.non2xx || s.errors ? 'errors' : s.rps == null ? 'stalled' : misses.length ? `miss (${misses.join(', ')})` : 'pass',
      });
    }
  }
  return {
    baseline: { dyn, static: base.static.length ? summarise(base.static) : null, client: base.client.length ? summarise(base.client) : null },
    rows,
  };
}

async function measureApi({ appBase, appPid, honoBase, honoPid }, token) {
  const likeHeaders = { cookie: cookie('cn'), token, 'content-type': 'application/json' };
  const likeRequests = Array.from({ length: 10 }, (_, i) => ['true', 'false'].map((state) => ({
    method: 'POST',
    path: '/api/picture/book/like',
    headers: likeHeaders,
    body: JSON.stringify({ bookId: i + 1, state }),
  }))).flat();
  // One like by hand first: a refused token or body would otherwise be measured as fast errors.
  const check = await fetch(`${appBase}/api/picture/book/like`, { method: 'POST', headers: likeHeaders, body: likeRequests[0].body });
  const checked = await check.json();
  if (checked.code !== 0) throw new Error(`the bench user's like was refused: ${JSON.stringify(checked)}`);

  // The booking panel's call: every teacher's free times on a day three days ahead (Beijing), evening.
  const scheduleDate = new Date(Date.now() + (3 * 24 + 8) * 3_600_000).toISOString().slice(0, 10);
  const scheduleRequests = [{ method: 'POST', path: '/api/class/practice/classScheduleV3', headers: likeHeaders, body: JSON.stringify({ date: scheduleDate, timePeriod: 'evening' }) }];
  const scheduled = await (await fetch(`${appBase}${scheduleRequests[0].path}`, { method: 'POST', headers: likeHeaders, body: scheduleRequests[0].body })).json();
  if (scheduled.code !== 0) throw new Error(`the bench user's class schedule was refused: ${JSON.stringify(scheduled)}`);

  const raw = [];
  const ours = new Map();
  for (let r = 1; r <= CONFIG.rounds; r += 1) {
    log(`» API, round ${r}/${CONFIG.rounds}`);
    for (const [i, api] of API.entries()) {
      if (i % 3 === 0) {
        raw.push(await load(`${honoBase}/api/list`, { pid: honoPid }));
        say('plain Hono /api/list', raw.at(-1));
      }
      const s =
        api.kind === 'write'
          ? await load(appBase, { requests: likeRequests, headers: likeHeaders, pid: appPid })
          : api.kind === 'schedule'
            ? await load(appBase, { requests: scheduleRequests, headers: likeHeaders, pid: appPid })
            : await load(appBase + api.path, { headers: { cookie: cookie('cn') }, pid: appPid });
      say(api.name, s);
      ours.set(api.name, [...(ours.get(api.name) ?? []), s]);
    }
  }
  const baseline = summarise(raw);
  const rows = API.map((api) => {
    const s = summarise(ours.get(api.name));
    const ratio = baseline.rps && s.rps != null ? round(s.rps / baseline.rps, 3) : null;
    const cpuRatio = baseline.cpuMsPerReq && s.cpuMsPerReq ? round(baseline.cpuMsPerReq / s.cpuMsPerReq, 3) : null;
    return {
      name: api.name,
      method: api.kind === 'write' || api.kind === 'schedule' ? 'POST' : 'GET',
      path: api.path,
      kind: api.kind,
      ...s,
      ratio,
      cpuRatio,
      budget: `>= ${api.min}`,
      verdict: s.non2xx || s.errors ? 'errors' : s.rps == null ? 'stalled' : ratio != null && ratio >= api.min ? 'pass' : 'miss',
    };
  });
  return { baseline, rows };
}

async function measureJs(appBase, baseBase) {
  const [minimal, dyn, hello] = await firstLoad(baseBase, ['/client', '/dyn', '/']);
  const rows = [];
  for (const lang of CONFIG.langs) {
    const measured = await firstLoad(appBase, PAGES.map((p) => p.path), { headers: { cookie: cookie(lang) } });
    for (const [i, m] of measured.entries()) {
      const kind = PAGES[i].kind;
      const limit = minimal.jsGzip + JS_BUDGET_KIB[kind] * 1024;
      rows.push({
        path: m.path,
        lang,
        kind,
        jsGzipKiB: kib(m.jsGzip),
        overBaselineKiB: kib(m.jsGzip - minimal.jsGzip),
        jsBrotliKiB: kib(m.jsBrotli),
        scripts: m.scripts,
        htmlKiB: kib(m.html),
        htmlGzipKiB: kib(m.htmlGzip),
        inlineKiB: kib(m.inline),
        budget: `<= baseline + ${JS_BUDGET_KIB[kind]} KiB`,
        verdict: m.jsGzip <= limit ? 'pass' : 'miss',
      });
    }
  }
  const base = (m) => ({ path: m.path, jsGzipKiB: kib(m.jsGzip), jsBrotliKiB: kib(m.jsBrotli), scripts: m.scripts, htmlKiB: kib(m.html), htmlGzipKiB: kib(m.htmlGzip), inlineKiB: kib(m.inline) });
  return { baseline: { client: base(minimal), dyn: base(dyn), static: base(hello) }, rows };
}

async function measureLighthouse(appBase, baseBase) {
  const { lighthouseMedian } = await import('./lib/lighthouse.mjs');
  const rows = [];
  const one = async (url, lang, label) => {
    log(`» Lighthouse ${label} ${lang} (${CONFIG.lighthouseRuns} runs)`);
    const r = await lighthouseMedian(url, { cookie: cookie(lang), runs: CONFIG.lighthouseRuns });
    const m = r.median;
    const misses = [];
    if (!m) misses.push(r.error);
    else {
      if (m.performance < LIGHTHOUSE_BUDGET.performance) misses.push('performance');
      if (m.accessibility < LIGHTHOUSE_BUDGET.accessibility) misses.push('accessibility');
      if (m.seo < LIGHTHOUSE_BUDGET.seo) misses.push('SEO');
      if (m.cls > LIGHTHOUSE_BUDGET.cls) misses.push('CLS');
    }
    const row = { page: label, lang, ...r, verdict: misses.length ? `miss (${misses.join(', ')})` : 'pass' };
    if (m) log(`  perf ${m.performance} a11y ${m.accessibility} SEO ${m.seo} BP ${m.bestPractices} LCP ${m.lcpMs} ms TBT ${m.tbtMs} ms CLS ${m.cls} (runs: ${r.performanceRuns.join(', ')})`);
    return row;
  };
  for (const lang of CONFIG.lighthouseLangs) {
    for (const p of LIGHTHOUSE_PAGES) rows.push(await one(appBase + p, lang, p));
  }
  const baseline = await one(`${baseBase}/client`, CONFIG.lighthouseLangs[0] ?? 'cn', 'baseline /client');
  baseline.verdict = 'reference';
  return { baseline, rows };
}

// ---------------------------------------------------------------- report
function table(head, rows) {
  const cell = (v) => (v == null ? '–' : String(v));
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

function markdown(result) {
  const { meta, pages, api, js, lighthouse, growth, memory } = result;
  const out = [];
  out.push(`# npm run bench · ${meta.date}`);
  out.push('');
  out.push(`commit ${meta.commit}${meta.dirtyFiles ? ` (+${meta.dirtyFiles} changed files)` : ''} · build ${meta.buildId} · ${meta.engine} · node ${meta.node} · next ${meta.versions.next} · react ${meta.versions.react} · ` +
    `${meta.pinned ? 'servers on core 0, load on core 1' : 'not pinned'} · ${meta.config.connections} connections, ${meta.config.warmup} s warm-up + ${meta.config.duration} s measured, median of ${meta.config.rounds} round(s) · load average at start ${meta.loadAverage.join(' ')}`);
  out.push('');
  out.push('Absolute figures depend on the machine and on whatever else runs on it; the ratios, measured side by side in this run, are what to compare. ' +
    'CPU ms/req is the server\'s own CPU time per answered request (from /proc), and CPU ratio the baseline\'s over ours: the figure a busy machine moves least. ' +
    'CPU share below about 0.9 means the server did not have its core to itself during the window.');
  if (pages) {
    const b = pages.baseline;
    out.push('', '## (a) Pages: ratio to the baseline\'s dynamic 24-item page');
    out.push('', `Baseline: /dyn ${b.dyn.rps} req/s (p50 ${b.dyn.p50}, p99 ${b.dyn.p99} ms)` +
      `, ${b.dyn.cpuMsPerReq} CPU ms/req` +
      (b.static ? ` · static / ${b.static.rps} req/s (p99 ${b.static.p99} ms)` : '') + (b.client ? ` · /client ${b.client.rps} req/s (p99 ${b.client.p99} ms)` : ''), '');
    out.push(table(['page', 'lang', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'budget', 'verdict', 'CPU ms/req', 'CPU ratio', 'CPU share'],
      pages.rows.map((r) => [`\`${r.path}\``, r.lang, r.rps, r.p50, r.p99, r.ratio, r.budget, r.verdict, r.cpuMsPerReq, r.cpuRatio, r.cpuShare])));
  }
  if (api) {
    out.push('', '## (b) API: ratio to a plain Hono route (20-item list) on @hono/node-server');
    out.push('', `Plain Hono: ${api.baseline.rps} req/s (p50 ${api.baseline.p50}, p99 ${api.baseline.p99} ms), ${api.baseline.cpuMsPerReq} CPU ms/req`, '');
    out.push(table(['endpoint', 'request', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'budget', 'verdict', 'CPU ms/req', 'CPU ratio', 'CPU share'],
      api.rows.map((r) => [r.name, `\`${r.method} ${r.path}\``, r.rps, r.p50, r.p99, r.ratio, r.budget, r.verdict, r.cpuMsPerReq, r.cpuRatio, r.cpuShare])));
  }
  if (js) {
    const b = js.baseline.client;
    out.push('', '## (c) First-load JavaScript (gzip, modern scripts the HTML loads)');
    out.push('', `Baseline /client: ${b.jsGzipKiB} KiB in ${b.scripts} scripts (HTML ${b.htmlGzipKiB} KiB gzip)`, '');
    out.push(table(['page', 'lang', 'JS KiB', 'over baseline', 'HTML KiB (gzip)', 'inline KiB', 'budget', 'verdict'],
      js.rows.map((r) => [`\`${r.path}\``, r.lang, r.jsGzipKiB, `+${r.overBaselineKiB}`, `${r.htmlKiB} (${r.htmlGzipKiB})`, r.inlineKiB, r.budget, r.verdict])));
  }
  if (lighthouse) {
    out.push('', `## (d) Lighthouse ${meta.versions.lighthouse}, mobile preset, median of ${meta.config.lighthouseRuns}`);
    out.push('', `Budget: performance >= ${LIGHTHOUSE_BUDGET.performance}, accessibility ${LIGHTHOUSE_BUDGET.accessibility}, SEO ${LIGHTHOUSE_BUDGET.seo}, CLS <= ${LIGHTHOUSE_BUDGET.cls}.`, '');
    const rowOf = (r) => {
      const m = r.median ?? {};
      return [r.page.startsWith('/') ? `\`${r.page}\`` : r.page, r.lang, m.performance, m.accessibility, m.seo, m.bestPractices, round(m.lcpMs / 1000, 2), m.tbtMs, m.cls,
        (r.performanceRuns ?? []).join(' '), m.failing?.length ? m.failing.join(', ') : '', r.verdict];
    };
    out.push(table(['page', 'lang', 'perf', 'a11y', 'SEO', 'best pr.', 'LCP s', 'TBT ms', 'CLS', 'perf of each run', 'audits that cost points', 'verdict'],
      [...lighthouse.rows.map(rowOf), rowOf(lighthouse.baseline)]));
  }
  if (growth) {
    out.push('', '## (e) Growth: the same pages with the data grown');
    out.push('', growth.steps.map((s) => `${s.factor}x: ${Object.entries(s.counts ?? {}).map(([k, v]) => `${v} ${k}`).join(', ')}; baseline /dyn ${s.baseline.rps} req/s`).join(' · '), '');
    out.push('Cost = (ratio to the baseline at 1x) / (ratio at the larger size): how much more a request costs, with the machine\'s drift taken out; ' +
      'CPU/req = the server\'s CPU per request at that size over 1x. Budget: 100x costs under 2x, judged on CPU/req on PGlite (the database runs in the server) and on cost on PostgreSQL.', '');
    const factors = growth.steps.map((s) => s.factor);
    out.push(table(['page', 'lang', ...factors.map((f) => `${f}x req/s (p99 ms)`), ...factors.slice(1).map((f) => `cost ${f}x`), 'verdict', ...factors.slice(1).map((f) => `CPU/req ${f}x`)],
      growth.rows.map((r) => [`\`${r.path}\``, r.lang, ...r.byFactor.map((x) => (x ? `${x.rps} (${x.p99})` : null)), ...r.cost.slice(1), r.verdict, ...r.cpuCost.slice(1).map((c) => (c == null ? null : `${c}x`))])));
  }
  if (memory) {
    out.push('', '## (f) Resident memory of our server (VmRSS)');
    out.push('', table(['when', 'MiB'], memory.map((m) => [m.when, m.rssMiB])));
  }
  return out.join('\n');
}

// ---------------------------------------------------------------- run
const { cleanups, cleanup } = cleanupStack(log, 'stopping the servers');

async function main() {
  const started = Date.now();
  const build = prepareBuild();
  if (['pages', 'js', 'lighthouse', 'growth'].some(on)) buildBaselineIfNeeded();
  const pinned = pinSelf();

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sprout-bench-'));
  if (env.BENCH_KEEP !== '1') cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));
  let databaseUrl;
  if (env.DATABASE_URL) {
    const db = await throwawayDatabase(env.DATABASE_URL);
    log(`» PostgreSQL database ${db.name} (dropped at the end)`);
    cleanups.push(db.drop);
    databaseUrl = db.url;
  }
  const pgliteDir = path.join(tmp, 'db');
  const appPort = await freePort();
  const appEnvironment = appEnv({ port: appPort, pgliteDir, databaseUrl, uploadDir: path.join(tmp, 'uploads') });
  const appDir = path.join(ROOT, '.data/bench/app');
  const appBase = `http://127.0.0.1:${appPort}`;
  const appLog = path.join(tmp, 'app.log');

  const memory = [];
  const remember = (when, server) => {
    const rss = server.rss();
    memory.push({ when, rssMiB: rss });
    log(`  RSS ${when}: ${rss} MiB`);
  };

  log(`» starting our server on ${appBase} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, fresh database)`);
  let app = await startApp({ appDir, env: appEnvironment, logFile: appLog });
  cleanups.push(() => app.stop());
  await new Promise((r) => setTimeout(r, 3000));
  remember('after start (seeded, idle)', app);

  let baseline;
  let baseBase;
  if (['pages', 'js', 'lighthouse', 'growth'].some(on)) {
    const port = await freePort();
    baseline = await startBaseline({ port, logFile: path.join(tmp, 'baseline.log') });
    cleanups.push(() => baseline.stop());
    baseBase = `http://127.0.0.1:${port}`;
  }
  let hono;
  let honoBase;
  if (on('api')) {
    const port = await freePort();
    hono = await startHono({ port, logFile: path.join(tmp, 'hono.log') });
    cleanups.push(() => hono.stop());
    honoBase = `http://127.0.0.1:${port}`;
  }

  const result = {
    meta: {
      date: new Date().toISOString(),
      commit: build.commit,
      dirtyFiles: build.dirtyFiles,
      buildId: build.buildId,
      engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
      node: process.version,
      versions: Object.fromEntries(['next', 'react', 'hono', '@hono/node-server', 'autocannon', 'lighthouse', '@electric-sql/pglite'].map((p) => [p, version(p)])),
      pinned: pinned && canPin,
      cpus: os.availableParallelism(),
      loadAverage: os.loadavg().map((n) => round(n, 2)),
      config: CONFIG,
    },
  };

  const targets = () => ({ appBase, appPid: app.pid, baseBase, basePid: baseline?.pid, honoBase, honoPid: hono?.pid });
  if (on('pages')) result.pages = await measurePages(targets(), CONFIG.langs);
  if (on('api')) {
    const user = await loginBenchUser(appBase);
    result.api = await measureApi(targets(), user.token);
  }
  if (on('pages') || on('api')) remember('after the page and API load', app);
  if (on('js')) {
    log('» first-load JavaScript');
    result.js = await measureJs(appBase, baseBase);
  }
  if (on('lighthouse')) {
    result.lighthouse = await measureLighthouse(appBase, baseBase);
    remember('after Lighthouse', app);
  }

  if (on('growth') && CONFIG.growth.length) {
    const steps = [];
    const pagesAt = new Map();
    // 1x is measured here too, right before growing, so the three sizes are measured under the same conditions.
    const first = await measurePages(targets(), CONFIG.growthLangs, { withStaticAndClient: false }).then((p) => ({ baseline: p.baseline.dyn, rows: p.rows }));
    const countNow = async () => withDatabase(async (q) => (await q(`select (select count(*)::int from books) as books, (select count(*)::int from book_pages) as pages,
      (select count(*)::int from videos) as videos, (select count(*)::int from users) as users, (select count(*)::int from comments) as comments,
      (select count(*)::int from reactions) as reactions`))[0], { databaseUrl, pgliteDir });
    await app.stop();
    steps.push({ factor: 1, counts: await countNow(), baseline: first.baseline });
    pagesAt.set(1, first.rows);
    for (const factor of CONFIG.growth) {
      log(`» growing the data to ${factor}x`);
      const t = Date.now();
      const counts = await withDatabase((q) => growData(q, factor), { databaseUrl, pgliteDir });
      log(`  ${JSON.stringify(counts)} in ${round((Date.now() - t) / 1000, 1)} s`);
      app = await startApp({ appDir, env: appEnvironment, logFile: appLog });
      await new Promise((r) => setTimeout(r, 3000));
      remember(`${factor}x data, after start`, app);
      const measured = await measurePages(targets(), CONFIG.growthLangs, { withStaticAndClient: false });
      remember(`${factor}x data, after the page load`, app);
      await app.stop();
      steps.push({ factor, counts, growSeconds: round((Date.now() - t) / 1000, 1), baseline: measured.baseline.dyn });
      pagesAt.set(factor, measured.rows);
    }
    const rows = [];
    for (const r1 of pagesAt.get(1)) {
      const byFactor = steps.map((s) => pagesAt.get(s.factor).find((r) => r.path === r1.path && r.lang === r1.lang) ?? null);
      const cost = byFactor.map((x) => (x?.ratio && r1.ratio ? round(r1.ratio / x.ratio, 2) : null));
      const cpuCost = byFactor.map((x) => (x?.cpuMsPerReq && r1.cpuMsPerReq ? round(x.cpuMsPerReq / r1.cpuMsPerReq, 2) : null));
      // Judged on the server's CPU per request where that includes the database (PGlite): on a shared machine the
      // req/s ratio of one window moves by a factor of 2 (a page with no data "grew" 1.9x); on PostgreSQL, on the ratio.
      const at100 = steps.findIndex((s) => s.factor === 100);
      const judged = databaseUrl ? cost : cpuCost;
      const verdictCost = at100 >= 0 ? judged[at100] : judged.at(-1);
      rows.push({
        path: r1.path,
        lang: r1.lang,
        byFactor: byFactor.map((x) => (x ? { rps: x.rps, p50: x.p50, p99: x.p99, ratio: x.ratio, cpuMsPerReq: x.cpuMsPerReq } : null)),
        cost,
        cpuCost,
        verdict: verdictCost == null ? '–' : verdictCost < 2 ? 'pass' : 'miss',
      });
    }
    result.growth = { steps, rows };
  }
  if (on('memory')) result.memory = memory;

  await cleanup();
  result.meta.minutes = round((Date.now() - started) / 60000, 1);

  const text = markdown(result);
  console.log(text);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const file = path.join(ROOT, 'bench/results', `${result.meta.date.slice(0, 19).replace(/:/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, markdown: text }, null, 2)}\n`);
  log(`\nwritten ${path.relative(ROOT, file)} (${result.meta.minutes} min)`);
}

main().catch(async (err) => {
  log(err.stack ?? err);
  await cleanup();
  process.exit(1);
});
