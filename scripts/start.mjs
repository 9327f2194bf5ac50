// `npm start`: builds the app for production when there is no build of the
// current sources, then runs the production server (dist/server.mjs). The
// embedded database is created, migrated and seeded by the server itself.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'server', 'messages', 'public', 'proxy.ts', 'server.ts', 'next.config.mjs',
  'postcss.config.mjs', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json', 'scripts/build-server.mjs'];
const STAMP = '.next/source-hash';

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

/** A hash of every file the build reads, so a changed source means a new build. */
function sourceHash() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(STAMP) && existsSync('dist/server.mjs') ? readFileSync(STAMP, 'utf8').trim() : '';
if (built !== current || process.argv.includes('--rebuild')) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No production build yet: building (about a minute)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
  stdio: 'inherit',
  env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
