/**
 * The PGlite data directory after a crash: PGlite leaves its postmaster.pid
 * (always pid -42) behind and would abort on the next start; our lock file
 * tells a crashed owner from a live one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { openPglite } from '@/server/db/client';
import { lockPgliteDir, PgliteInUseError } from '@/server/db/pglite-lock';

let root: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sprout-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** A process that stays alive until killed, writing `ready` once started. */
function sleeper(script = 'setInterval(() => {}, 1000); console.log("ready");'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

describe('PGlite directory lock', () => {
  it('clears a crashed owner: its lock and PGlite\'s stale postmaster.pid go, ours is written and removed on unlock', () => {
    const dir = path.join(root, 'pglite');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'postmaster.pid'), '-42\n/pglite/data\n');
    writeFileSync(path.join(root, 'pglite.lock'), '999999999');
    const unlock = lockPgliteDir(dir);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false);
    expect(readFileSync(path.join(root, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(root, 'pglite.lock'))).toBe(false);
  });

  it('refuses a directory a live process holds, and touches nothing in it', async () => {
    const dir = path.join(root, 'pglite');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'postmaster.pid'), '-42\n');
    const owner = await sleeper();
    writeFileSync(path.join(root, 'pglite.lock'), String(owner.pid));
    expect(() => lockPgliteDir(dir)).toThrow(PgliteInUseError);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
  });

  it('opens the database again after its process was killed with SIGKILL, data kept', async () => {
    const dir = path.join(root, 'pglite');
    const first = await openPglite(dir);
    await first.db.execute(sql`create table crash_probe (n int)`);
    await first.db.execute(sql`insert into crash_probe values (7)`);
    await first.close();
    // Another process takes the folder as server.ts would, then dies without closing it.
    const pglite = require.resolve('@electric-sql/pglite');
    const child = await sleeper(`
      const fs = require('node:fs');
      fs.writeFileSync(${JSON.stringify(path.join(root, 'pglite.lock'))}, String(process.pid));
      import(${JSON.stringify(pglite)}).then(async ({ PGlite }) => {
        const db = await PGlite.create(${JSON.stringify(dir)});
        await db.query('insert into crash_probe values (8)');
        setInterval(() => {}, 1000);
        console.log('ready');
      });`);
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(true);
    await expect(openPglite(dir)).rejects.toThrow(PgliteInUseError);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    const again = await openPglite(dir);
    const rows = await again.db.execute(sql`select n from crash_probe`);
    expect((rows as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 7 }, { n: 8 }]);
    await again.close();
  }, 60_000);
});
