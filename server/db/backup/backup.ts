import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

import { sql } from 'drizzle-orm';

import { getConfig } from '../../config';
import { isStorageKey } from '../../providers/storage/keys';
import type { StorageProvider } from '../../providers/storage/types';
import { PEPPER_FILE } from '../../services/auth/secrets';
import type { DbEngine } from '../client';
import type { Db } from '../types';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_ENTRY, tableEntryName, uploadEntryName, uploadKey, type BackupManifest } from './format';
import { appliedMigrations, BackupError, columnsOf, listSequences, listTables, streamTable } from './tables';
import { TarWriter } from './tar';

/** The database part of a manifest. */
export type DatabaseDump = Pick<BackupManifest, 'engine' | 'migrations' | 'tables' | 'sequences'>;

/**
 * Writes every table's rows into `<dir>/tables/<table>.jsonl` from one
 * consistent snapshot (a repeatable-read, read-only transaction, so a
 * PostgreSQL server may keep running meanwhile), with row counts and SHA-256
 * of each file; and the sequences' positions and the applied migrations.
 */
export async function dumpDatabase(db: Db, engine: DbEngine, dir: string): Promise<DatabaseDump> {
  await mkdir(path.join(dir, 'tables'), { recursive: true });
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const migrations = await appliedMigrations(tx);
      if (!migrations.length) throw new BackupError('The database has no migrations applied; there is nothing to back up.');
      const tables: DatabaseDump['tables'] = [];
      for (const name of await listTables(tx)) {
        const columns = await columnsOf(tx, name);
        const out = createWriteStream(path.join(dir, tableEntryName(name)), { mode: 0o600 });
        const hash = createHash('sha256');
        let rows = 0;
        let bytes = 0;
        await streamTable(tx, name, columns, async (lines) => {
          const text = `${lines.join('\n')}\n`;
          const buf = Buffer.from(text, 'utf8');
          hash.update(buf);
          rows += lines.length;
          bytes += buf.length;
          if (!out.write(buf)) await once(out, 'drain');
        });
        out.end();
        await finished(out);
        tables.push({ name, columns, rows, bytes, sha256: hash.digest('hex') });
      }
      const sequences = await listSequences(tx);
      return { engine, migrations, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The uploads in the store (the folder or the bucket, read through the
 * storage provider) with their sizes and SHA-256, keys in byte order.
 * Half-written files (`*.partial`) and names that are no upload key (hidden
 * files, anything the app did not write) are left out and counted.
 */
export async function listUploads(storage: StorageProvider): Promise<{ files: NonNullable<BackupManifest['uploads']>; skipped: string[] }> {
  const files: NonNullable<BackupManifest['uploads']> = [];
  const skipped: string[] = [];
  const listed = [];
  for await (const object of storage.list()) listed.push(object);
  listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { key } of listed) {
    if (!isStorageKey(key) || !uploadKey.safeParse(key).success) {
      skipped.push(key);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of storage.read(key)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    files.push({ key, size, sha256: hash.digest('hex') });
  }
  return { files, skipped };
}

/** The object's bytes as read for the archive, failing if they are no longer those the manifest lists. */
async function* checked(stream: AsyncIterable<unknown>, expected: { key: string; size: number; sha256: string }): AsyncIterable<Buffer> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    hash.update(buf);
    size += buf.length;
    yield buf;
  }
  if (size !== expected.size || hash.digest('hex') !== expected.sha256) {
    throw new BackupError(`The upload ${expected.key} changed during the backup; run the backup again.`);
  }
}

/**
 * A short fingerprint of the password pepper in use (PASSWORD_PEPPER, else
 * the file the server generated), or null when there is none yet. It tells
 * whether two installations share a pepper without revealing it.
 */
export function pepperFingerprint(cwd = process.cwd()): string | null {
  const configured = getConfig().PASSWORD_PEPPER;
  const file = path.resolve(cwd, PEPPER_FILE);
  const pepper = configured ?? (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
  if (!pepper) return null;
  return createHash('sha256').update(`sprout pepper fingerprint v1\n${pepper}`).digest('hex').slice(0, 16);
}

export function newManifest(dump: DatabaseDump, uploads: BackupManifest['uploads'], now = new Date()): BackupManifest {
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), ...dump, uploads, pepperFingerprint: pepperFingerprint() };
}

/**
 * Writes the archive: manifest first, then the tables from `dumpDir`, then
 * the uploads read from `storage` (each checked against its size and SHA-256 in the manifest). It is written beside `out` under a temporary
 * name (mode 0600) and renamed at the end, so `out` is whole or absent.
 * Answers the archive's size.
 */
export async function writeArchive(out: string, manifest: BackupManifest, dumpDir: string, storage: StorageProvider | null): Promise<number> {
  await mkdir(path.dirname(out), { recursive: true, mode: 0o700 });
  const partial = `${out}.${process.pid}.partial`;
  const file = createWriteStream(partial, { mode: 0o600 });
  const gzip = createGzip({ level: 6 });
  gzip.pipe(file);
  const done = finished(file);
  done.catch(() => undefined); // awaited below; on a failure the file is destroyed and removed instead
  try {
    const tar = new TarWriter(gzip);
    await tar.add(MANIFEST_ENTRY, Buffer.byteLength(JSON.stringify(manifest, null, 2)), Buffer.from(JSON.stringify(manifest, null, 2)), new Date(manifest.createdAt));
    for (const table of manifest.tables) {
      await tar.add(tableEntryName(table.name), table.bytes, createReadStream(path.join(dumpDir, tableEntryName(table.name))));
    }
    for (const upload of manifest.uploads ?? []) {
      try {
        await tar.add(uploadEntryName(upload.key), upload.size, checked(storage!.read(upload.key), upload));
      } catch (err) {
        if (err instanceof BackupError) throw err;
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (await storage!.stat(upload.key).catch(() => null)) === null) {
          throw new BackupError(`The upload ${upload.key} disappeared during the backup; run the backup again.`);
        }
        throw err;
      }
    }
    await tar.finish();
    await done;
    await chmod(partial, 0o600);
    await rename(partial, out);
  } catch (err) {
    gzip.destroy();
    file.destroy();
    await rm(partial, { force: true });
    throw err;
  }
  return (await stat(out)).size;
}
