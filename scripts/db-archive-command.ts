/**
 * What `npm run db:backup`, `db:restore` and `db:export-to-postgres` do
 * (scripts/db-archive.ts). The archive format and the database work live in
 * server/db/backup/; this module adds the files, the refusals and the report.
 * See docs/operations.md, "Backup and restore".
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Db, DbEngine } from '@/server/db/client';
import { dumpDatabase, listUploads, newManifest, pepperFingerprint, writeArchive } from '@/server/db/backup/backup';
import { extractArchive, folderHasFiles, installUploads, putUploads, restoreDatabase, storeHasObjects } from '@/server/db/backup/restore';
import type { StorageProvider } from '@/server/providers/storage/types';
import { BackupError, countRows } from '@/server/db/backup/tables';

import { CommandError } from './server-database';

export { BackupError };

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export function defaultBackupFile(now = new Date()): string {
  return path.resolve(process.cwd(), '.data/backups', `sprout-${stamp(now)}Z.tar.gz`);
}

export interface BackupOutcome {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  uploads: number;
  uploadBytes: number;
  lines: string[];
}

/** Backs up `db` and the uploads in `storage` (the folder or the bucket, read through the provider) into one archive at `out`. */
export async function runBackup(db: Db, engine: DbEngine, options: { out?: string; storage: StorageProvider }): Promise<BackupOutcome> {
  const started = performance.now();
  const file = path.resolve(options.out ?? defaultBackupFile());
  const work = await mkdtemp(path.join(tmpdir(), 'sprout-backup-'));
  try {
    const dump = await dumpDatabase(db, engine, work);
    const dumped = performance.now();
    const uploads = await listUploads(options.storage);
    const manifest = newManifest(dump, uploads.files);
    const bytes = await writeArchive(file, manifest, work, options.storage);
    const rows = dump.tables.reduce((n, t) => n + t.rows, 0);
    const uploadBytes = uploads.files.reduce((n, f) => n + f.size, 0);
    const lines = [
      `Backed up the ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} database: ${dump.tables.length} tables, ${rows} rows.`,
      `Uploads: ${uploads.files.length} files, ${size(uploadBytes)}.${uploads.skipped.length ? ` Left out ${uploads.skipped.length} files that are no upload (hidden or half-written), e.g. ${uploads.skipped[0]}.` : ''}`,
      `Archive: ${file} (${size(bytes)}), written in ${seconds(started)} (rows read in ${((dumped - started) / 1000).toFixed(2)} s).`,
      manifest.pepperFingerprint
        ? 'The archive holds no secrets. Passwords only work with the same password pepper (PASSWORD_PEPPER or .data/secrets/pepper): keep a copy of it apart from the backups.'
        : 'The archive holds no secrets.',
    ];
    return { file, bytes, tables: dump.tables.length, rows, uploads: uploads.files.length, uploadBytes, lines };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface RestoreOutcome {
  tables: { name: string; rows: number }[];
  rows: number;
  uploads: number | null;
  uploadsMovedAside: string | null;
  lines: string[];
}

/**
 * Restores an archive into `db` (which must hold no rows unless `force`) and
 * its uploads into `uploadDir` (which must hold no files unless `force`; the
 * old folder is kept beside it), or, with `bucket` (STORAGE_PROVIDER=s3),
 * through that provider into the bucket (which must hold no objects unless
 * `force`; objects already there stay). The archive is unpacked and checked
 * whole before anything changes; the database is replaced in one transaction.
 */
export async function runRestore(
  db: Db,
  file: string,
  options: { force: boolean; uploadDir: string; migrationsFolder: string; bucket?: StorageProvider },
): Promise<RestoreOutcome> {
  const started = performance.now();
  const uploadDir = path.resolve(options.uploadDir);
  // Beside the upload folder, so the unpacked uploads move into place with one rename.
  const parent = path.dirname(uploadDir);
  await mkdir(parent, { recursive: true });
  const work = await mkdtemp(path.join(parent, '.sprout-restore-'));
  try {
    const manifest = await extractArchive(path.resolve(file), work);
    const checked = performance.now();
    if (manifest.uploads && !options.force && options.bucket && (await storeHasObjects(options.bucket))) {
      throw new CommandError('The upload bucket already holds objects. Restore into an empty bucket (or another S3_PREFIX), or add --force (the objects there are kept; the archive\'s are added).');
    }
    if (manifest.uploads && !options.force && !options.bucket && (await folderHasFiles(uploadDir))) {
      throw new CommandError(`The upload folder ${uploadDir} already holds files. Restore into an empty installation, or add --force (the folder is then kept as ${path.basename(uploadDir)}.replaced-<time>).`);
    }
    const summary = await restoreDatabase(db, manifest, work, { force: options.force, migrationsFolder: options.migrationsFolder });
    const restored = performance.now();
    const aside = manifest.uploads && !options.bucket ? await installUploads(path.join(work, 'uploads'), uploadDir) : null;
    if (manifest.uploads && options.bucket) await putUploads(path.join(work, 'uploads'), manifest.uploads, options.bucket);
    const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
    const lines = [
      `Checked the archive (${manifest.engine} backup of ${manifest.createdAt}) in ${((checked - started) / 1000).toFixed(2)} s.`,
      `Restored ${summary.tables.length} tables, ${rows} rows, each checked against the archive (counts and content), in ${((restored - checked) / 1000).toFixed(2)} s.`,
    ];
    if (summary.replaced.length) lines.push(`Replaced what the database held before (${summary.replaced.length} tables had rows; --force).`);
    if (summary.migratedForward) lines.push(`The backup was made at an older schema; ${summary.migratedForward} newer migrations were applied after the rows.`);
    if (manifest.uploads && options.bucket) lines.push(`Uploads: ${manifest.uploads.length} files written to the bucket.`);
    else if (manifest.uploads) lines.push(`Uploads: ${manifest.uploads.length} files into ${uploadDir}.${aside ? ` The files that were there are kept in ${aside}; delete that folder once you are content.` : ''}`);
    else lines.push('The archive holds the database only; the upload folder was left as it is.');
    const here = pepperFingerprint();
    if (manifest.pepperFingerprint && here !== manifest.pepperFingerprint) {
      lines.push(
        here
          ? 'WARNING: this installation has a different password pepper than the one the backup was made with: password logins will fail. Put the original PASSWORD_PEPPER (or .data/secrets/pepper) in place before starting the server.'
          : 'WARNING: this installation has no password pepper yet. Before starting the server, set PASSWORD_PEPPER or copy .data/secrets/pepper from the old installation; otherwise a new one is generated and every password stops working.',
      );
    }
    lines.push(`Done in ${seconds(started)}.`);
    return { tables: summary.tables, rows, uploads: manifest.uploads?.length ?? null, uploadsMovedAside: aside, lines };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export interface ExportOutcome {
  tables: { name: string; source: number; target: number }[];
  lines: string[];
}

/**
 * Copies a PGlite database into PostgreSQL: the backup's rows, restored as
 * `runRestore` does, then each table counted again in the target and shown
 * beside the source's count. The uploads stay where they are (UPLOAD_DIR or
 * the bucket), which the server keeps using with PostgreSQL.
 */
export async function runExportToPostgres(source: Db, target: Db, options: { force: boolean; migrationsFolder: string }): Promise<ExportOutcome> {
  const started = performance.now();
  const work = await mkdtemp(path.join(tmpdir(), 'sprout-export-'));
  try {
    const dump = await dumpDatabase(source, 'pglite', work);
    const dumped = performance.now();
    const manifest = newManifest(dump, null);
    await restoreDatabase(target, manifest, work, { force: options.force, migrationsFolder: options.migrationsFolder });
    const tables = [];
    for (const t of manifest.tables) tables.push({ name: t.name, source: t.rows, target: await countRows(target, t.name) });
    const width = Math.max(5, ...tables.map((t) => t.name.length));
    const lines = [`${'table'.padEnd(width)}  ${'PGlite'.padStart(8)}  ${'PostgreSQL'.padStart(10)}`];
    for (const t of tables) lines.push(`${t.name.padEnd(width)}  ${String(t.source).padStart(8)}  ${String(t.target).padStart(10)}${t.source === t.target ? '' : '  MISMATCH'}`);
    const total = tables.reduce((n, t) => n + t.source, 0);
    const bad = tables.filter((t) => t.source !== t.target);
    if (bad.length) throw new BackupError(`${lines.join('\n')}\nThe row counts differ in ${bad.map((t) => t.name).join(', ')}.`);
    lines.push(
      `${tables.length} tables, ${total} rows copied and counted (read ${((dumped - started) / 1000).toFixed(2)} s, written and checked ${seconds(started)} in all).`,
      'The uploads stay where they are; start the server with DATABASE_URL set to this database, the same storage settings (UPLOAD_DIR or S3_*) and the same password pepper.',
    );
    return { tables, lines };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
