// Requests per second and latency of pages or API routes, measured one after
// another in the same run (so figures are comparable): warm-up, then a
// measured window, at a fixed number of connections.
// Usage: node bench/load.mjs http://127.0.0.1:3000 / /classStep /api/health
//   env: CONNECTIONS (10), DURATION seconds (10), WARMUP seconds (5), COOKIE (i18n_redirected=cn)
import autocannon from 'autocannon';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node bench/load.mjs BASE_URL PATH...');
  process.exit(2);
}
const connections = Number(process.env.CONNECTIONS ?? 10);
const duration = Number(process.env.DURATION ?? 10);
const warmup = Number(process.env.WARMUP ?? 5);
const headers = { cookie: process.env.COOKIE ?? 'i18n_redirected=cn' };

const run = (url, seconds) => autocannon({ url, connections, duration: seconds, headers });

const rows = [];
for (const path of paths.length ? paths : ['/']) {
  const url = new URL(path, base).href;
  if (warmup > 0) await run(url, warmup);
  const r = await run(url, duration);
  rows.push({
    path,
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
}
console.table(rows);
console.log(`connections ${connections}, ${duration}s measured after ${warmup}s warm-up, ${new Date().toISOString()}`);
