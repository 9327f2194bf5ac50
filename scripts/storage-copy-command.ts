/**
 * What `npm run storage:copy` does (scripts/storage-copy.ts): copies the
 * uploads of one store into another through the storage providers, e.g. the
 * local UPLOAD_DIR into the S3 bucket before switching STORAGE_PROVIDER to
 * s3. See docs/operations.md, "Storage".
 */
import type { StorageProvider } from '@/server/providers/storage/types';
import { contentTypeOfKey, isStorageKey } from '@/server/providers/storage/keys';

export interface CopyOutcome {
  copied: number;
  bytes: number;
  /** Already in the target with the same size: left alone, so a second run copies only what is new. */
  present: number;
  /** Files that are no upload key (half-written `*.partial`, hidden files): not copied. */
  ignored: string[];
}

export async function copyUploads(from: StorageProvider, to: StorageProvider): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, bytes: 0, present: 0, ignored: [] };
  for await (const { key, size } of from.list()) {
    if (!isStorageKey(key)) {
      outcome.ignored.push(key);
      continue;
    }
    if ((await to.stat(key))?.size === size) {
      outcome.present++;
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of from.read(key)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    await to.put(key, data, contentTypeOfKey(key));
    outcome.copied++;
    outcome.bytes += data.length;
  }
  return outcome;
}
