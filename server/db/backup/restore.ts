import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';

import { contentTypeOfKey } from '../../providers/storage/keys';
import type { StorageProvider } from '../../providers/storage/types';
import type { Db } from '../types';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_ENTRY, manifestSchema, tableEntryName, uploadEntryName, type BackupManifest } from './format';
import { BackupError, columnsOf, countRows, listTables, rowsOf, streamTable, tableRef, type Executor } from './tables';
import { readTar, TarFormatError, type TarEntrySink } from './tar';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

function fileSink(file: string, expected: { size: number; sha256: string }, label: string): TarEntrySink {
  let out: WriteStream | undefined;
  const hash = createHash('sha256');
  let size = 0;
  return {
    async write(chunk) {
      out ??= createWriteStream(file, { mode: 0o600 });
      hash.update(chunk);
      size += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
    },
    async end() {
      out ??= createWriteStream(file, { mode: 0o600 });
      out.end();
      await finished(out);
      if (size !== expected.size || hash.digest('hex') !== expected.sha256) {
        throw new BackupError(`The archive is damaged: ${label} does not match its checksum in the manifest.`);
      }
    },
  };
}

/**
 * Unpacks an archive into `dir` (tables under `tables/`, uploads under
 * `uploads/`) and checks it whole: the manifest first and valid, every
 * entry named by the manifest, every size and SHA-256 matching, nothing
 * missing, nothing extra. Nothing outside `dir` is touched.
 */
export async function extractArchive(file: string, dir: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  let manifest: BackupManifest | undefined;
  const expected = new Map<string, { size: number; sha256: string }>();
  const seen = new Set<string>();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  try {
    await readTar(gunzip, async ({ name, size }) => {
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw new BackupError(`${file} is not a Sprout backup (its first entry is ${name}, not ${MANIFEST_ENTRY}).`);
        if (size > MAX_MANIFEST_BYTES) throw new BackupError('The backup manifest is too large.');
        const parts: Buffer[] = [];
        return {
          write: (chunk) => void parts.push(Buffer.from(chunk)),
          end: async () => {
            manifest = parseManifest(Buffer.concat(parts).toString('utf8'));
            for (const t of manifest.tables) expected.set(tableEntryName(t.name), { size: t.bytes, sha256: t.sha256 });
            for (const u of manifest.uploads ?? []) expected.set(uploadEntryName(u.key), { size: u.size, sha256: u.sha256 });
          },
        };
      }
      const want = expected.get(name);
      if (!want || seen.has(name)) throw new BackupError(`The archive is damaged or altered: unexpected entry ${name}.`);
      seen.add(name);
      const target = path.join(dir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      return fileSink(target, want, name);
    });
  } catch (err) {
    if (err instanceof BackupError) throw err;
    if (err instanceof TarFormatError) throw new BackupError(`The archive is damaged: ${err.message}.`);
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && code.startsWith('Z_')) throw new BackupError(`The archive is damaged (${(err as Error).message}).`);
    throw err;
  }
  if (!manifest) throw new BackupError(`${file} is empty.`);
  const missing = [...expected.keys()].filter((name) => !seen.has(name));
  if (missing.length) throw new BackupError(`The archive is incomplete: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''} missing.`);
  return manifest;
}

export function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError('The backup manifest is not valid JSON.');
  }
  const head = raw as { format?: unknown; version?: unknown };
  if (head?.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Sprout backup.');
  if (typeof head.version === 'number' && head.version > BACKUP_VERSION) {
    throw new BackupError(`This backup is in format version ${head.version}; this version of Sprout reads up to ${BACKUP_VERSION}. Restore it with a newer Sprout.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`The backup manifest is invalid: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * How the backup's schema stands to this installation's migrations: how many
 * of ours it has. A backup with a migration we do not have (a newer version
 * of Sprout made it) or a different one is refused.
 */
export function migrationLevel(manifest: BackupManifest, local: MigrationMeta[]): number {
  const theirs = manifest.migrations;
  const ourLatest = local.at(-1)?.folderMillis ?? 0;
  if (theirs.length > local.length || theirs.at(-1)!.createdAt > ourLatest) {
    throw new BackupError(
      `This backup comes from a newer version of Sprout (its schema has ${theirs.length} migrations, the newest from ${new Date(theirs.at(-1)!.createdAt).toISOString()}; this installation knows ${local.length}). Upgrade this installation first, then restore.`,
    );
  }
  theirs.forEach((m, i) => {
    if (m.createdAt !== local[i].folderMillis || m.hash !== local[i].hash) {
      throw new BackupError(`This backup's migration ${i + 1} differs from this installation's (${new Date(m.createdAt).toISOString()}); it was made by a different line of Sprout and cannot be restored here.`);
    }
  });
  return theirs.length;
}

async function applyMigrations(tx: Executor, migrations: MigrationMeta[]): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`);
  }
}

const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;

async function loadTable(tx: Executor, dir: string, table: BackupManifest['tables'][number]): Promise<void> {
  const cols = sql.join(table.columns.map((c) => sql`${sql.identifier(c)}`), sql`, `);
  const insert = (batch: string[]) =>
    tx.execute(sql`insert into ${tableRef(table.name)} (${cols}) select ${cols} from jsonb_populate_recordset(null::${tableRef(table.name)}, ${`[${batch.join(',')}]`}::jsonb)`);
  let batch: string[] = [];
  let bytes = 0;
  const lines = createInterface({ input: createReadStream(path.join(dir, tableEntryName(table.name)), 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) await insert(batch);
}

export interface RestoreSummary {
  tables: { name: string; rows: number }[];
  /** Migrations applied after the rows, when the backup was older than this installation. */
  migratedForward: number;
  /** Tables that held rows before (replaced with --force). */
  replaced: string[];
}

/**
 * Puts the backup's rows into `db` in one transaction: refuses a database
 * that holds rows unless `force`; drops the application's tables; builds the
 * schema again up to the backup's migration level; inserts each table's
 * rows in foreign-key order; checks each table's row count and that its rows
 * read back exactly as archived (same SHA-256); sets the sequences; applies
 * the newer migrations of this installation. Any failure rolls all of it back.
 */
export async function restoreDatabase(
  db: Db,
  manifest: BackupManifest,
  dir: string,
  options: { force: boolean; migrationsFolder: string; onTable?: (name: string, rows: number) => void },
): Promise<RestoreSummary> {
  const local = readMigrationFiles({ migrationsFolder: options.migrationsFolder });
  const level = migrationLevel(manifest, local);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const existing = await listTables(tx);
    const replaced: string[] = [];
    for (const name of existing) {
      const [row] = await rowsOf<{ any: boolean }>(tx, sql`select exists (select 1 from ${tableRef(name)}) as "any"`);
      if (row.any) replaced.push(name);
    }
    if (replaced.length && !options.force) {
      throw new BackupError(
        `The target database is not empty (${replaced.slice(0, 6).join(', ')}${replaced.length > 6 ? ` and ${replaced.length - 6} more tables` : ''} hold rows). Restore into an empty database, or add --force to replace everything in it.`,
      );
    }
    if (existing.length) await tx.execute(sql`drop table ${sql.join(existing.map(tableRef), sql`, `)} cascade`);
    await tx.execute(sql`create schema if not exists "drizzle"`);
    await tx.execute(sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`);
    await tx.execute(sql`delete from "drizzle"."__drizzle_migrations"`);
    await applyMigrations(tx, local.slice(0, level));

    const tables: RestoreSummary['tables'] = [];
    for (const table of manifest.tables) {
      const columns = await columnsOf(tx, table.name).catch(() => [] as string[]);
      const absent = table.columns.filter((c) => !columns.includes(c));
      if (absent.length) throw new BackupError(`The table ${table.name} of the backup does not fit this schema (missing: ${absent.join(', ')}).`);
      await loadTable(tx, dir, table);
      const rows = await countRows(tx, table.name);
      if (rows !== table.rows) throw new BackupError(`Table ${table.name}: ${rows} rows restored, the backup has ${table.rows}. Nothing was changed.`);
      const hash = createHash('sha256');
      await streamTable(tx, table.name, table.columns, (lines) => void hash.update(`${lines.join('\n')}\n`, 'utf8'));
      if (hash.digest('hex') !== table.sha256) throw new BackupError(`Table ${table.name}: the restored rows do not read back as archived. Nothing was changed.`);
      tables.push({ name: table.name, rows });
      options.onTable?.(table.name, rows);
    }
    for (const seq of manifest.sequences) {
      await tx.execute(sql`select setval(${`public."${seq.name}"`}::regclass, ${seq.lastValue}::bigint, ${seq.isCalled})`);
    }
    await applyMigrations(tx, local.slice(level));
    return { tables, migratedForward: local.length - level, replaced };
  });
}

/** Whether a folder holds any file (an absent folder holds none). */
export async function folderHasFiles(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  return (await readdir(dir, { recursive: true, withFileTypes: true })).some((e) => e.isFile());
}

/**
 * Moves the unpacked uploads into `uploadDir`. A folder already there with
 * files is moved aside to `<uploadDir>.replaced-<time>` (never deleted) and
 * its new name answered.
 */
export async function installUploads(stagedDir: string, uploadDir: string, now = new Date()): Promise<string | null> {
  const target = path.resolve(uploadDir);
  await mkdir(path.dirname(target), { recursive: true });
  let aside: string | null = null;
  if (existsSync(target)) {
    if (await folderHasFiles(target)) {
      aside = `${target}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, aside);
    } else {
      await rm(target, { recursive: true, force: true });
    }
  }
  if (existsSync(stagedDir)) await rename(stagedDir, target);
  else await mkdir(target, { recursive: true });
  return aside;
}

/** Whether the store (a bucket) holds any object. */
export async function storeHasObjects(storage: StorageProvider): Promise<boolean> {
  for await (const object of storage.list()) {
    void object;
    return true;
  }
  return false;
}

/**
 * Writes the unpacked uploads into a bucket through the storage provider,
 * one object per file (keys are random, so objects already there stay and
 * none is overwritten but one of the same key). Answers how many it wrote.
 */
export async function putUploads(stagedDir: string, uploads: NonNullable<BackupManifest['uploads']>, storage: StorageProvider): Promise<number> {
  let written = 0;
  for (const { key } of uploads) {
    await storage.put(key, await readFile(path.join(stagedDir, ...key.split('/'))), contentTypeOfKey(key));
    written++;
  }
  return written;
}
