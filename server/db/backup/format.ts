import 'server-only';
import { z } from 'zod';

/**
 * What a backup archive holds (see docs/operations.md, "Backup and restore").
 * A gzip-compressed ustar archive:
 *
 *   manifest.json            this manifest, always the first entry
 *   tables/<table>.jsonl     each row as one JSON object (PostgreSQL's to_jsonb), in primary-key order
 *   uploads/<key>            the files under UPLOAD_DIR, byte for byte
 *
 * The rows are engine-neutral: an archive from PGlite restores into
 * PostgreSQL and the other way round. Timestamps are written in UTC with
 * microseconds, jsonb as JSON, arrays as JSON arrays.
 */
export const BACKUP_FORMAT = 'sprout-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const name = z.string().regex(/^[a-z_][a-z0-9_]*$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** An upload's key inside UPLOAD_DIR: relative, forward slashes, no `..`, no hidden or partial files. */
export const uploadKey = z
  .string()
  .max(240)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/)
  .refine((key) => !key.split('/').includes('..'));

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  /** The applied migrations of the source, oldest first, as drizzle records them. */
  migrations: z.array(z.object({ createdAt: z.number().int(), hash: sha256 })).min(1),
  /** In foreign-key order: a table comes after the tables it references. */
  tables: z.array(
    z.object({ name, columns: z.array(name).min(1), rows: z.number().int().min(0), bytes: z.number().int().min(0), sha256 }),
  ),
  sequences: z.array(z.object({ name, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  /** null: the database alone (the uploads were left where they are). */
  uploads: z.array(z.object({ key: uploadKey, size: z.number().int().min(0), sha256 })).nullable(),
  /**
   * A fingerprint of the password pepper the hashes were made with (never the
   * pepper itself), so a restore can say when this installation's pepper differs.
   */
  pepperFingerprint: z.string().regex(/^[0-9a-f]{16}$/).nullable(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableEntry = BackupManifest['tables'][number];

export function tableEntryName(table: string): string {
  return `tables/${table}.jsonl`;
}

export function uploadEntryName(key: string): string {
  return `uploads/${key}`;
}
