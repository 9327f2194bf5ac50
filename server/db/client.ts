import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import { getConfig } from '../config';
import { getLogger } from '../log';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

interface Holder {
  db?: Promise<Db>;
  engine?: DbEngine;
  close?: () => Promise<void>;
}

// The custom server and Next's bundled server code are two module graphs in
// one process; the database must be one instance for both.
const g = globalThis as unknown as { __sproutDb?: Holder };
const holder: Holder = (g.__sproutDb ??= {});

async function open(): Promise<Db> {
  const cfg = getConfig();
  const migrationsFolder = path.resolve(/*turbopackIgnore: true*/ process.cwd(), cfg.MIGRATIONS_DIR);
  const log = getLogger();
  if (cfg.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: cfg.DATABASE_URL, max: 10 });
    const db = drizzle({ client: pool, schema });
    // Several instances may start together; one migrates while the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(7281001)');
      await migrate(db, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(7281001)').catch(() => undefined);
      client.release();
    }
    holder.engine = 'postgres';
    holder.close = () => pool.end();
    log.info({ engine: 'postgres' }, 'database ready');
    return db as unknown as Db;
  }
  const dir = cfg.PGLITE_DIR;
  const dataDir = dir.includes('://') ? dir : path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
  if (!dir.includes('://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  holder.engine = 'pglite';
  holder.close = () => client.close();
  log.info({ engine: 'pglite', dataDir: dir }, 'database ready');
  return db as unknown as Db;
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

export async function closeDb(): Promise<void> {
  const close = holder.close;
  holder.db = undefined;
  holder.close = undefined;
  holder.engine = undefined;
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
