import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../types';

/** A database or an open transaction on it. */
export type Executor = Pick<Db, 'execute'>;

/** Raised for anything the operator must act on; printed without a stack. */
export class BackupError extends Error {
  readonly name = 'BackupError';
}

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as T[];
}

export function tableRef(table: string): SQL {
  return sql`${sql.identifier('public')}.${sql.identifier(table)}`;
}

function regclass(table: string): string {
  return `public."${table.replace(/"/g, '""')}"`;
}

/**
 * The tables of the application (schema `public`), a table after every
 * table it references, so rows can be inserted in this order.
 */
export async function listTables(db: Executor): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p)));
    if (!next) throw new BackupError(`The tables ${tables.filter((t) => !placed.has(t)).join(', ')} reference each other in a cycle; no insert order exists.`);
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** The stored columns of a table, in their order (generated columns are left out: they are computed again). */
export async function columnsOf(db: Executor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${regclass(table)}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

export async function primaryKeyOf(db: Executor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${regclass(table)}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((r) => r.name);
}

/**
 * Every row of a table as one line of JSON, in a fixed order (primary key,
 * else the text itself in byte order), so the same rows give the same lines
 * on either engine. Read through a cursor in batches: memory stays bounded.
 * Must run inside a transaction with the time zone set to UTC.
 */
export async function streamTable(
  tx: Executor,
  table: string,
  columns: string[],
  onBatch: (lines: string[]) => Promise<void> | void,
  batchSize = 1000,
): Promise<void> {
  const pk = await primaryKeyOf(tx, table);
  const picked = sql.join(columns.map((c) => sql`${sql.identifier(c)}`), sql`, `);
  const order = pk.length ? sql.join(pk.map((c) => sql`t.${sql.identifier(c)}`), sql`, `) : sql`1 collate "C"`;
  const query = sql`select to_jsonb(t)::text as r from (select ${picked} from ${tableRef(table)}) t order by ${order}`;
  await tx.execute(sql`declare sprout_backup_rows no scroll cursor for ${query}`);
  try {
    for (;;) {
      const rows = await rowsOf<{ r: string }>(tx, sql.raw(`fetch forward ${batchSize} from sprout_backup_rows`));
      if (!rows.length) break;
      await onBatch(rows.map((row) => row.r));
    }
  } finally {
    await tx.execute(sql`close sprout_backup_rows`);
  }
}

export async function listSequences(db: Executor): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const out = [];
  for (const { name } of names) {
    const [row] = await rowsOf<{ lastValue: string; isCalled: boolean }>(
      db,
      sql`select last_value::text as "lastValue", is_called as "isCalled" from ${tableRef(name)}`,
    );
    out.push({ name, lastValue: String(row.lastValue), isCalled: Boolean(row.isCalled) });
  }
  return out;
}

/** The migrations drizzle recorded as applied, oldest first. */
export async function appliedMigrations(db: Executor): Promise<{ createdAt: number; hash: string }[]> {
  const rows = await rowsOf<{ createdAt: string; hash: string }>(
    db,
    sql`select created_at::text as "createdAt", hash from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((r) => ({ createdAt: Number(r.createdAt), hash: r.hash }));
}

export async function countRows(db: Executor, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from ${tableRef(table)}`);
  return Number(row.n);
}
