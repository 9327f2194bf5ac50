/**
 * How a command-line script (npm run staff, npm run db:*) opens the server's
 * database: PostgreSQL with DATABASE_URL, else the PGlite folder PGLITE_DIR,
 * migrated as the server would. A PGlite folder that a running server holds
 * is refused with a message that says so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { getConfig } from '@/server/config';
import { openPglite, openPostgres, type OpenedDb } from '@/server/db/client';
import { PgliteInUseError } from '@/server/db/pglite-lock';

/** A refusal the operator can act on; printed without a stack. */
export class CommandError extends Error {
  readonly name = 'CommandError';
}

export function pgliteLocation(dir = getConfig().PGLITE_DIR): string {
  return dir.includes('://') ? dir : path.resolve(process.cwd(), dir);
}

/**
 * `create`: a missing PGlite folder is made (a restore onto a new machine);
 * otherwise it is refused, so a mistyped PGLITE_DIR never yields an empty
 * database. `engine: 'pglite'` ignores DATABASE_URL.
 */
export async function openServerDatabase(options: { create?: boolean; engine?: 'pglite' } = {}): Promise<OpenedDb> {
  const cfg = getConfig();
  if (cfg.DATABASE_URL && options.engine !== 'pglite') return openPostgres(cfg.DATABASE_URL);
  const dir = cfg.PGLITE_DIR;
  const where = pgliteLocation(dir);
  if (!options.create && !dir.includes('://') && !existsSync(where)) {
    throw new CommandError(`No database at ${where}. Start the server once (it creates and seeds it), or point PGLITE_DIR (or DATABASE_URL) at the server's database.`);
  }
  try {
    return await openPglite(dir);
  } catch (err) {
    if (err instanceof PgliteInUseError) {
      throw new CommandError(
        `The database at ${where} is open in another process (pid ${err.pid}), most likely the running server. PGlite lets one process open a folder at a time: stop the server, run this command, then start the server again. (With PostgreSQL, DATABASE_URL, the command runs beside the server.)`,
      );
    }
    throw err;
  }
}
