// Builds the app for production when there is no build of the current
// sources (`npm start` and `npm run bench` share this): a hash of every file
// the build reads is kept beside the build, so a changed source means a new build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'server', 'messages', 'public', 'proxy.ts', 'server.ts', 'next.config.mjs',
  'postcss.config.mjs', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json', 'scripts/build-server.mjs',
  'content', 'scripts/seed-media/manifest.json'];
export const STAMP = '.next/source-hash';

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

/** A hash of every file the build reads (paths relative to the working directory, the repository root). */
export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(source)) {
      hash.update(file);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** Runs `npm run build` unless the build on disk is of the current sources; exits the process when the build fails. */
export function buildIfNeeded({ rebuild = false } = {}) {
  const current = sourceHash();
  const built = existsSync(STAMP) && existsSync('dist/server.mjs') ? readFileSync(STAMP, 'utf8').trim() : '';
  if (built === current && !rebuild) return { built: false, hash: current };
  console.log(built ? 'Sources changed since the last build: building…' : 'No production build yet: building (about a minute)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
  return { built: true, hash: current };
}
