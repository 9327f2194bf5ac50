import 'server-only';

import { getConfig } from '../../config';
import { LocalDiskStorage } from './local';
import type { StorageProvider } from './types';

export { contentTypeOfKey, isStorageKey, keyOfPublicUrl, publicUrlOf } from './keys';
export type { StorageProvider, StoredObjectInfo } from './types';

const g = globalThis as unknown as { __sproutStorage?: { dir: string; provider: StorageProvider } };

/**
 * The configured store: the local disk under UPLOAD_DIR. (An S3-compatible
 * adapter would implement the same interface and be chosen here by env.)
 */
export function getStorage(): StorageProvider {
  const dir = getConfig().UPLOAD_DIR;
  if (g.__sproutStorage?.dir !== dir) g.__sproutStorage = { dir, provider: new LocalDiskStorage(dir) };
  return g.__sproutStorage.provider;
}
