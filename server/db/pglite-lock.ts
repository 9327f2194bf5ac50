import 'server-only';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time may open a PGlite data directory. PGlite's own
 * `postmaster.pid` always holds the same fake pid (-42), so it can neither
 * tell a live owner from a crashed one nor be left behind safely: after a
 * crash or `kill -9` it stays, and the next start aborts ("Aborted()").
 * This lock file beside the directory holds the real pid of the owner:
 * - a live owner: refuse to open (two writers would corrupt the files);
 * - a dead or missing owner: PGlite's leftover `postmaster.pid` is stale and
 *   is removed before PGlite starts.
 */
export class PgliteInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The database at ${dataDir} is in use by process ${pid}; stop it first (or set PGLITE_DIR to another folder).`);
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockPath(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

/** Takes the directory for this process; answers a function that gives it back. */
export function lockPgliteDir(dataDir: string): () => void {
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // No live owner before us: a postmaster.pid left in the directory is from a crash.
      rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(existsSync(file) ? readFileSync(file, 'utf8').trim() : NaN);
      if (owner !== process.pid && isAlive(owner)) throw new PgliteInUseError(dataDir, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database at ${dataDir}`);
}
