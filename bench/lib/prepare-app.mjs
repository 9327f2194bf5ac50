// Step one of `npm run bench`: a production build of the current sources
// (built only when there is none, as `npm start` does), copied to
// .data/bench/app so the bench runs on a build nobody rebuilds under it.
// The copy holds .next (without its cache), dist, the migrations and the
// Next config; everything else the server reads at run time (node_modules,
// public, server/assets…) is a link to the checkout. Run from the repository root; env
// BENCH_SKIP_BUILD=1 copies the build on disk as it is.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildIfNeeded, STAMP } from '../../scripts/build-if-needed.mjs';

export const SNAPSHOT = '.data/bench/app';
const COPIED = ['.next', 'dist', 'drizzle', 'next.config.mjs'];
const NOT_LINKED = new Set([...COPIED, '.data', '.git', 'test-results', 'coverage', 'playwright-report']);

function git(...args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export function prepareApp() {
  if (process.env.BENCH_SKIP_BUILD !== '1') buildIfNeeded();
  if (!existsSync('.next/BUILD_ID') || !existsSync('dist/server.mjs')) {
    throw new Error('no production build (.next and dist/server.mjs): run npm run build, or unset BENCH_SKIP_BUILD');
  }
  const tmp = `${SNAPSHOT}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const name of COPIED) {
    cpSync(name, path.join(tmp, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (src) => !src.startsWith(path.join('.next', 'cache')),
    });
  }
  for (const name of readdirSync('.')) {
    if (!NOT_LINKED.has(name)) symlinkSync(path.resolve(name), path.join(tmp, name));
  }
  const info = {
    buildId: readFileSync('.next/BUILD_ID', 'utf8').trim(),
    sourceHash: existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null,
    commit: git('rev-parse', '--short', 'HEAD'),
    dirtyFiles: git('status', '--porcelain', '--untracked-files=no').split('\n').filter(Boolean).length,
    copiedAt: new Date().toISOString(),
  };
  writeFileSync(path.join(tmp, 'bench-build.json'), `${JSON.stringify(info, null, 2)}\n`);
  rmSync(SNAPSHOT, { recursive: true, force: true });
  renameSync(tmp, SNAPSHOT);
  return info;
}

// As a script (npm run bench runs it under BENCH_BUILD_LOCK when that is set): prints the build's facts as JSON.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'prepare-app.mjs')) {
  const info = prepareApp();
  console.log(`BENCH_BUILD ${JSON.stringify(info)}`);
}
