/**
 * Times `npm run db:backup`, `db:restore` and `db:export-to-postgres` on the
 * seeded database, as an operator runs them (each command a process of its
 * own: start-up and opening the database included), and the archive's size.
 *
 *   npx tsx --tsconfig tsconfig.server.json bench/db-archive.ts [postgres url] [grow factor]
 *
 * The PostgreSQL URL names a server where throwaway databases may be created
 * (they are dropped at the end); without it only PGlite is measured. A grow
 * factor first grows the library with bench/grow-data.mjs.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from 'pg';

import { openPglite } from '@/server/db/client';
import { seed } from '@/server/db/seed';

const [pgUrl, factor] = process.argv.slice(2);
const root = mkdtempSync(path.join(tmpdir(), 'sprout-bench-archive-'));
const tsx = path.resolve('node_modules/.bin/tsx');
const results: { step: string; seconds: number; note: string }[] = [];

function run(step: string, args: string[], env: Record<string, string>): string {
  const started = performance.now();
  const out = spawnSync(tsx, ['--tsconfig', 'tsconfig.server.json', 'scripts/db-archive.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (out.status !== 0) throw new Error(`${step} failed:\n${out.stdout}\n${out.stderr}`);
  const note = out.stdout.split('\n').filter((l) => /Backed up|Archive:|Restored|tables, \d+ rows copied/.test(l)).join(' | ');
  results.push({ step, seconds, note });
  return out.stdout;
}

async function withAdmin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function main() {
  const source = path.join(root, 'pglite');
  const opened = await openPglite(source);
  await seed(opened.db);
  await opened.close();
  if (factor) {
    const grown = spawnSync(process.execPath, ['bench/grow-data.mjs', factor], { env: { ...process.env, PGLITE_DIR: source, DATABASE_URL: '' }, stdio: 'inherit' });
    if (grown.status !== 0) throw new Error('grow-data failed');
  }
  // Twenty avatars of 50 KB: uploads of a small installation.
  mkdirSync(path.join(root, 'uploads/avatars'), { recursive: true });
  for (let i = 0; i < 20; i++) writeFileSync(path.join(root, 'uploads/avatars', `${randomBytes(16).toString('hex')}.jpg`), randomBytes(50_000));

  const archive = path.join(root, 'backup.tar.gz');
  run('backup PGlite -> file', ['backup', '--out', archive], { PGLITE_DIR: source, UPLOAD_DIR: path.join(root, 'uploads') });
  results.at(-1)!.note += ` | size ${(statSync(archive).size / 1024).toFixed(0)} KB`;
  run('restore file -> new PGlite folder', ['restore', archive], { PGLITE_DIR: path.join(root, 'pglite-restored'), UPLOAD_DIR: path.join(root, 'uploads-restored') });

  if (pgUrl) {
    const names = [0, 1].map((i) => `sprout_bench_archive_${Date.now().toString(36)}_${i}`);
    await withAdmin(async (c) => {
      for (const n of names) await c.query(`CREATE DATABASE "${n}" TEMPLATE template0 ENCODING 'UTF8'`);
    });
    const urlOf = (n: string) => Object.assign(new URL(pgUrl), { pathname: `/${n}` }).toString();
    try {
      run('restore file -> PostgreSQL', ['restore', archive], { DATABASE_URL: urlOf(names[0]), UPLOAD_DIR: path.join(root, 'uploads-pg') });
      run('export PGlite -> PostgreSQL', ['export', urlOf(names[1])], { PGLITE_DIR: source, UPLOAD_DIR: path.join(root, 'uploads') });
      run('backup PostgreSQL -> file', ['backup', '--out', path.join(root, 'from-pg.tar.gz')], { DATABASE_URL: urlOf(names[0]), UPLOAD_DIR: path.join(root, 'uploads-pg') });
    } finally {
      await withAdmin(async (c) => {
        for (const n of names) await c.query(`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`);
      });
    }
  }
  for (const r of results) console.log(`${r.step.padEnd(36)} ${r.seconds.toFixed(1).padStart(6)} s   ${r.note}`);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(root, { recursive: true, force: true }));
