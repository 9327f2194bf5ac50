import 'server-only';
import type { Readable } from 'node:stream';

import { getConfig, type ServerConfig } from '../../config';
import { AppError } from '../../errors';
import { countProviderError } from '../../metrics';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { StorageProvider, StoredObject, StoredObjectInfo } from './types';

export { contentTypeOfKey, isStorageKey, keyOfPublicUrl, publicUrlOf } from './keys';
export type { StorageProvider, StoredObject, StoredObjectInfo } from './types';

/**
 * What every caller of the store gets, whichever adapter is behind it: each
 * failure counted once in provider_errors_total{provider="storage"} (kinds
 * write, stat, read, delete, list), and a failed write answered as
 * STORAGE_UNAVAILABLE (503, translated) so an upload that could not be kept
 * says so and nothing is recorded for it.
 */
class CountedStorage implements StorageProvider {
  constructor(readonly inner: StorageProvider) {}

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    try {
      await this.inner.put(key, data, contentType);
    } catch (cause) {
      countProviderError('storage', 'write');
      throw new AppError('STORAGE_UNAVAILABLE', { cause });
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      return await this.inner.stat(key);
    } catch (err) {
      countProviderError('storage', 'stat');
      throw err;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    const stream = this.inner.read(key, range);
    stream.once('error', () => countProviderError('storage', 'read'));
    return stream;
  }

  async delete(key: string): Promise<void> {
    try {
      await this.inner.delete(key);
    } catch (err) {
      countProviderError('storage', 'delete');
      throw err;
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    try {
      yield* this.inner.list();
    } catch (err) {
      countProviderError('storage', 'list');
      throw err;
    }
  }
}

/** The adapter STORAGE_PROVIDER names, built from its settings (server/config.ts validated them). */
export function createStorage(cfg: ServerConfig): StorageProvider {
  if (cfg.STORAGE_PROVIDER === 's3') {
    return new CountedStorage(
      new S3Storage({
        endpoint: cfg.S3_ENDPOINT,
        region: cfg.S3_REGION,
        bucket: cfg.S3_BUCKET!,
        accessKeyId: cfg.S3_ACCESS_KEY_ID!,
        secretAccessKey: cfg.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: cfg.S3_FORCE_PATH_STYLE,
        prefix: cfg.S3_PREFIX ?? '',
      }),
    );
  }
  return new CountedStorage(new LocalDiskStorage(cfg.UPLOAD_DIR));
}

const g = globalThis as unknown as { __sproutStorage?: { cfg: ServerConfig; provider: StorageProvider } };

/** The configured store: the local disk under UPLOAD_DIR, or the S3-compatible bucket (STORAGE_PROVIDER=s3). */
export function getStorage(): StorageProvider {
  const cfg = getConfig();
  if (g.__sproutStorage?.cfg !== cfg) g.__sproutStorage = { cfg, provider: createStorage(cfg) };
  return g.__sproutStorage.provider;
}
