// Statements each page or API route sends to the embedded database.
// Start the server with this file preloaded, then ask it:
//   PGLITE_DIR=/tmp/q-db NODE_ENV=production PORT=3300 node --import ./bench/query-count.mjs dist/server.mjs &
//   node bench/query-count.mjs http://127.0.0.1:3300 / /picture/detail/5 ...
// Preloaded, it counts PGlite's query/exec calls and answers the count on
// GET /__query-count (a second listener on PORT+1, loopback only). As a
// command, it requests each path once to warm it, then 5 times in a row, and
// prints the statements per request (COOKIE as in load.mjs).
import { createServer } from 'node:http';

const COUNT_PATH = '/__query-count';

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) {
  const [base, ...paths] = process.argv.slice(2);
  const countUrl = new URL(base);
  countUrl.port = String(Number(countUrl.port) + 1);
  countUrl.pathname = COUNT_PATH;
  const headers = { cookie: process.env.COOKIE ?? 'i18n_redirected=cn' };
  const count = async () => Number(await (await fetch(countUrl)).text());
  const rows = [];
  for (const path of paths) {
    await (await fetch(new URL(path, base), { headers })).arrayBuffer();
    const before = await count();
    for (let i = 0; i < 5; i++) await (await fetch(new URL(path, base), { headers })).arrayBuffer();
    rows.push({ path, 'statements per request': (await count() - before) / 5 });
  }
  console.table(rows);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  let statements = 0;
  for (const method of ['query', 'exec']) {
    const original = PGlite.prototype[method];
    PGlite.prototype[method] = function counted(...args) {
      statements += 1;
      return original.apply(this, args);
    };
  }
  const port = Number(process.env.PORT ?? 3000) + 1;
  createServer((req, res) => res.end(req.url === COUNT_PATH ? String(statements) : '')).listen(port, '127.0.0.1').unref();
}
