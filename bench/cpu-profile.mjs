// Where the CPU time of a `node --cpu-prof` profile went: self time by area
// (database, rendering, messages, logging, ...) and the top functions.
// Usage: node bench/cpu-profile.mjs /tmp/prof/CPU.*.cpuprofile [top=25] [skip seconds=0]
// Idle time is left out of the shares, so they are shares of busy time; the
// first `skip` seconds (start-up, seeding) can be left out too.
import { readFileSync } from 'node:fs';

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpu-profile.mjs FILE.cpuprofile [TOP]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const skipUs = Number(skipArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));

// First match wins.
const AREAS = [
  ['idle', (f, u) => f === '(idle)' || f === '(program)' && !u],
  ['garbage collection', (f) => f === '(garbage collector)'],
  ['database: PGlite (WASM + protocol)', (f, u) => /@electric-sql\/pglite/.test(u) || /^(js-to-wasm|wasm-to-js|wasm-function)/.test(f)],
  ['database: drizzle', (f, u) => /drizzle-orm/.test(u)],
  ['database: node-postgres', (f, u) => /node_modules\/(pg|pg-protocol|pg-pool)\//.test(u)],
  ['messages: next-intl / ICU', (f, u) => /(next-intl|use-intl|intl-messageformat|@formatjs)/.test(u) || /^(R\.)?(resolveLocale|formatMessage|getMessageFormat|createBaseTranslator)/.test(f)],
  ['logging: pino', (f, u) => /pino/.test(u)],
  ['API: hono', (f, u) => /node_modules\/(hono|@hono)\//.test(u)],
  ['render: React server (RSC/Fizz) + flight', (f, u) => /react-server-dom|react-dom|compiled\/react/.test(u)],
  ['Next (router, proxy runner, request handling)', (f, u) => /node_modules\/next\//.test(u)],
  ['our code (.next bundles, dist/server.mjs)', (f, u) => /\.next\/|dist\/server\.mjs|\/app\/|\/components\/|\/server\//.test(u)],
  ['node internals', (f, u) => /^node:|^internal\//.test(u) || u === '' && f !== '(program)'],
  ['other packages', (f, u) => /node_modules/.test(u)],
  ['other', () => true],
];

const { nodes, samples, timeDeltas } = profile;
const byId = new Map(nodes.map((n) => [n.id, n]));
const self = new Map();
let clock = 0;
for (let i = 0; i < samples.length; i++) {
  clock += timeDeltas[i] ?? 0;
  if (clock < skipUs) continue;
  self.set(samples[i], (self.get(samples[i]) ?? 0) + (timeDeltas[i] ?? 0));
}

const areas = new Map();
const fns = new Map();
let busy = 0;
for (const [id, us] of self) {
  const { functionName: f = '', url: u = '', lineNumber } = byId.get(id).callFrame;
  const area = AREAS.find(([, test]) => test(f, u))[0];
  areas.set(area, (areas.get(area) ?? 0) + us);
  if (area === 'idle') continue;
  busy += us;
  const key = `${f || '(anonymous)'} ${u.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(\.next|dist)\//, '$1/')}:${lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const ms = (us) => (us / 1000).toFixed(0);
const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`;
console.log(`busy ${ms(busy)} ms, idle ${ms(areas.get('idle') ?? 0)} ms`);
console.table(
  [...areas]
    .filter(([a]) => a !== 'idle')
    .sort((a, b) => b[1] - a[1])
    .map(([area, us]) => ({ area, ms: ms(us), share: pct(us) })),
);
console.table(
  [...fns]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ function: fn.slice(0, 110), ms: ms(us), share: pct(us) })),
);
