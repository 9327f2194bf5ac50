/**
 * `npm run db:backup -- [--out <file>]`,
 * `npm run db:restore -- <file> [--force]`,
 * `npm run db:export-to-postgres -- <postgres url> [--force]`:
 * backups of the server's database and uploads, and the move from PGlite to
 * PostgreSQL. See docs/operations.md, "Backup and restore".
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { getConfig } from '@/server/config';
import { openPostgres, type OpenedDb } from '@/server/db/client';
import { getStorage } from '@/server/providers/storage';

import { BackupError, runBackup, runExportToPostgres, runRestore } from './db-archive-command';
import { CommandError, openServerDatabase } from './server-database';

const DB_ARCHIVE_USAGE = `Usage:
  npm run db:backup -- [--out <file>]              back up the database and the uploads into one archive
                                                   (default .data/backups/sprout-<time>Z.tar.gz)
  npm run db:restore -- <file> [--force]           restore an archive into this installation's database and uploads (folder or bucket);
                                                   --force replaces a database that holds rows (and keeps old uploads aside)
  npm run db:export-to-postgres -- <url> [--force] copy the PGlite database (PGLITE_DIR) into the PostgreSQL database at <url>

The database is the server's: DATABASE_URL, else the PGlite folder PGLITE_DIR (stop the server first).`;

class UsageError extends Error {}

interface Parsed {
  command: 'backup' | 'restore' | 'export' | 'help';
  positional: string[];
  out?: string;
  force: boolean;
}

function parseArgs(argv: string[]): Parsed {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore' && command !== 'export') throw new UsageError(`Unknown command ${command ?? '(none)'}.`);
  const parsed: Parsed = { command, positional: [], force: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--help' || arg === '-h') return { ...parsed, command: 'help' };
    if (arg === '--force') parsed.force = true;
    else if (arg === '--out' && command === 'backup') {
      parsed.out = rest[++i];
      if (!parsed.out) throw new UsageError('--out needs a file name.');
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else parsed.positional.push(arg);
  }
  if (command === 'backup' && (parsed.positional.length || parsed.force)) throw new UsageError('db:backup takes only --out <file>.');
  if (command === 'restore' && parsed.positional.length !== 1) throw new UsageError('db:restore needs the archive file.');
  if (command === 'export') {
    if (parsed.positional.length !== 1) throw new UsageError('db:export-to-postgres needs the PostgreSQL URL.');
    if (!/^postgres(ql)?:\/\//.test(parsed.positional[0])) throw new UsageError('The target must be a postgres:// or postgresql:// URL.');
  }
  return parsed;
}

async function main(argv: string[]): Promise<number> {
  let args: Parsed;
  try {
    args = parseArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${DB_ARCHIVE_USAGE}`);
    return 2;
  }
  if (args.command === 'help') {
    console.log(DB_ARCHIVE_USAGE);
    return 0;
  }
  const cfg = getConfig();
  const migrationsFolder = path.resolve(process.cwd(), cfg.MIGRATIONS_DIR);
  const opened: OpenedDb[] = [];
  try {
    if (args.command === 'backup') {
      const db = await openServerDatabase();
      opened.push(db);
      const result = await runBackup(db.db, db.engine, { out: args.out, storage: getStorage() });
      for (const line of result.lines) console.log(line);
    } else if (args.command === 'restore') {
      if (!existsSync(args.positional[0])) throw new CommandError(`No backup at ${path.resolve(args.positional[0])}.`);
      const db = await openServerDatabase({ create: true });
      opened.push(db);
      const result = await runRestore(db.db, args.positional[0], {
        force: args.force,
        uploadDir: cfg.UPLOAD_DIR,
        migrationsFolder,
        bucket: cfg.STORAGE_PROVIDER === 's3' ? getStorage() : undefined,
      });
      for (const line of result.lines) console.log(line);
    } else {
      const source = await openServerDatabase({ engine: 'pglite' });
      opened.push(source);
      const target = await openPostgres(args.positional[0]).catch((err: Error) => {
        throw new CommandError(`Cannot open the PostgreSQL database: ${err.message}. Create it first (createdb) and check the URL.`);
      });
      opened.push(target);
      const result = await runExportToPostgres(source.db, target.db, { force: args.force, migrationsFolder });
      for (const line of result.lines) console.log(line);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof CommandError) && !(err instanceof BackupError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    for (const db of opened.reverse()) await db.close().catch(() => undefined);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
