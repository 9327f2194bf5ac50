import 'server-only';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { getConfig } from '../config';
import { getLogger } from '../log';
import { setMetricSource } from '../metrics';
import { listenForInvalidations } from '../services/shared-reads';
import { lockPgliteDir } from './pglite-lock';
import * as schema from './schema';
import type { Db } from './types';

export type { Db };
export type DbEngine = 'pglite' | 'postgres';

/** The counts a pg Pool keeps. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

interface Holder {
  db?: Promise<Db>;
  engine?: DbEngine;
  pool?: PoolCounts;
  /** PostgreSQL: runs a function under an advisory lock held by one connection of the pool. */
  locked?: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  close?: () => Promise<void>;
}

// The custom server and Next's bundled server code are two module graphs in
// one process; the database must be one instance for both.
const g = globalThis as unknown as { __sproutDb?: Holder };
const holder: Holder = (g.__sproutDb ??= {});

// /api/metrics: the engine, and the pool's connections on PostgreSQL (read when scraped).
setMetricSource('dbPool', () =>
  holder.engine
    ? {
        engine: holder.engine,
        pool: holder.pool && { total: holder.pool.totalCount, idle: holder.pool.idleCount, waiting: holder.pool.waitingCount },
      }
    : undefined,
);

/** An open, migrated database and how to close it. */
export interface OpenedDb {
  db: Db;
  engine: DbEngine;
  /** PostgreSQL's connection pool (its counts feed /api/metrics). */
  pool?: PoolCounts;
  /** PostgreSQL: runs `fn` while this process holds the advisory lock `key` (other processes wait for it). */
  locked?: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

/** Advisory lock keys of the start: migrations, then the start-up data steps (repairs, seed). */
const MIGRATION_LOCK = 7281001;
const STARTUP_DATA_LOCK = 7281002;

function migrationsFolder(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), getConfig().MIGRATIONS_DIR);
}

export async function openPostgres(connectionString: string): Promise<OpenedDb> {
  const { Client, Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (restart, failover, an admin's
  // pg_terminate_backend) is reported on the pool; without a listener that
  // 'error' event would crash the process. The pool replaces the connection.
  pool.on('error', (err) => getLogger().warn({ err }, 'idle database connection lost'));
  const db = drizzle({ client: pool, schema });
  const locked = async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [key]);
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      client.release();
    }
  };
  try {
    // Several instances may start together; one migrates while the others wait.
    await locked(MIGRATION_LOCK, () => migrate(db, { migrationsFolder: migrationsFolder() }));
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  // Shared reads cached by other instances are dropped when this one writes, and the other way round.
  const listener = listenForInvalidations(db as unknown as Db, () => new Client({ connectionString }));
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    pool,
    locked,
    close: async () => {
      await listener.stop();
      await pool.end();
    },
  };
}

/**
 * An embedded PGlite at `dir` (a path, or `memory://`), migrated.
 * `loadDataDir` starts it from a `dumpDataDir()` image instead of running
 * initdb (the API tests keep one image per migration set); `dumpDataDir`
 * makes such an image.
 */
export async function openPglite(
  dir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<OpenedDb & { dumpDataDir(): Promise<Blob> }> {
  const dataDir = dir.includes('://') ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
  if (!dir.includes('://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // A folder is opened by one process at a time; a crash's leftovers are cleared (see pglite-lock.ts).
  const unlock = dir.includes('://') ? () => undefined : lockPgliteDir(dataDir);
  let client: Awaited<ReturnType<typeof PGlite.create>>;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder() });
  } catch (err) {
    await client.close().catch(() => undefined);
    unlock();
    throw err;
  }
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    close: () => client.close().finally(unlock),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function open(): Promise<Db> {
  const cfg = getConfig();
  const opened = cfg.DATABASE_URL ? await openPostgres(cfg.DATABASE_URL) : await openPglite(cfg.PGLITE_DIR);
  holder.engine = opened.engine;
  holder.pool = opened.pool;
  holder.locked = opened.locked;
  holder.close = opened.close;
  getLogger().info(
    opened.engine === 'postgres' ? { engine: 'postgres' } : { engine: 'pglite', dataDir: cfg.PGLITE_DIR },
    'database ready',
  );
  return opened.db;
}

/** The database, opened and migrated on first use. */
export function getDb(): Promise<Db> {
  holder.db ??= open().catch((err) => {
    holder.db = undefined;
    throw err;
  });
  return holder.db;
}

export function getDbEngine(): DbEngine | undefined {
  return holder.engine;
}

/**
 * Runs the start-up data steps (stored-data repairs, the seed) one process at
 * a time: on PostgreSQL under an advisory lock, so instances that start
 * together never insert the same seed rows at once (the later ones find them
 * there); on PGlite, one process by construction, at once.
 */
export async function duringStartupAlone<T>(fn: () => Promise<T>): Promise<T> {
  await getDb();
  return holder.locked ? holder.locked(STARTUP_DATA_LOCK, fn) : fn();
}

/**
 * Makes `getDb()` answer with a database opened elsewhere (the tests open an
 * isolated one per file); the one open before is closed first, and `closeDb()`
 * closes this one.
 */
export async function installDb(opened: OpenedDb): Promise<void> {
  await closeDb();
  holder.db = Promise.resolve(opened.db);
  holder.engine = opened.engine;
  holder.pool = opened.pool;
  holder.locked = opened.locked;
  holder.close = () => opened.close();
}

export async function closeDb(): Promise<void> {
  const close = holder.close;
  holder.db = undefined;
  holder.close = undefined;
  holder.engine = undefined;
  holder.pool = undefined;
  holder.locked = undefined;
  if (close) await close();
}

/** The newest applied migration, as drizzle records it. */
export async function getMigrationLevel(db: Db): Promise<{ applied: number; latest: string | null }> {
  const rows = await db.execute<{ n: number | string; latest: string | null }>(
    sql`select count(*)::int as n, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const list = (Array.isArray(rows) ? rows : (rows as unknown as { rows: unknown[] }).rows) as {
    n: number | string;
    latest: string | null;
  }[];
  return { applied: Number(list[0]?.n ?? 0), latest: list[0]?.latest ?? null };
}

/** The migrations in MIGRATIONS_DIR's journal: how many, and the newest one's timestamp (drizzle's `created_at`). */
const journals = new Map<string, Promise<{ count: number; newest: number }>>();
function readJournal(): Promise<{ count: number; newest: number }> {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  let journal = journals.get(file);
  if (!journal) {
    journal = readFile(file, 'utf8').then((text) => {
      const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
      return { count: entries.length, newest: Math.max(0, ...entries.map((e) => e.when)) };
    });
    journal.catch(() => journals.delete(file));
    journals.set(file, journal);
  }
  return journal;
}

/**
 * Whether every migration of MIGRATIONS_DIR is applied: drizzle applies the
 * journal's entries in order and records each one's timestamp, so the newest
 * applied timestamp reaching the journal's newest means none is missing.
 */
export async function getMigrationStatus(db: Db): Promise<{ applied: number; expected: number; current: boolean }> {
  const [level, journal] = await Promise.all([getMigrationLevel(db), readJournal()]);
  const newestApplied = level.latest === null ? 0 : Number(level.latest);
  return { applied: level.applied, expected: journal.count, current: newestApplied >= journal.newest };
}
