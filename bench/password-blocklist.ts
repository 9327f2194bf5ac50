// Start-up cost of the password blocklist (server/services/auth/password-blocklist.ts):
//   LOG_LEVEL=silent TSX_TSCONFIG_PATH=tsconfig.server.json node --expose-gc --import tsx bench/password-blocklist.ts
// Prints the build time, the arrays' bytes, the heap and RSS growth, and the
// longest the event loop was held while building (the build yields between slices).
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { passwordBlocklist } from '../server/services/auth/password-blocklist';

async function main() {
const before = process.memoryUsage();
const cpu = process.cpuUsage();
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
const started = performance.now();
const list = await passwordBlocklist();
const wall = performance.now() - started;
loop.disable();
const used = process.cpuUsage(cpu);
global.gc?.();
const after = process.memoryUsage();
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
const lookups = 100_000;
const t0 = performance.now();
for (let i = 0; i < lookups; i++) list.has(i.toString(16).padStart(32, '0'));
const perLookupUs = ((performance.now() - t0) * 1000) / lookups;
console.log({
  shipped: list.shipped,
  generated: list.generated,
  arrays: mb(list.bytes),
  wallMs: Math.round(wall),
  cpuMs: Math.round((used.user + used.system) / 1000),
  longestLoopBlockMs: Math.round(loop.max / 1e6),
  heapGrowth: mb(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers),
  rssGrowth: mb(after.rss - before.rss),
  lookupUs: perLookupUs.toFixed(2),
});
}

void main();
