import 'server-only';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import type { StorageProvider, StoredObject, StoredObjectInfo } from './types';
import { contentTypeOfKey, isStorageKey } from './keys';

/**
 * Uploads on the local disk (the default): `<UPLOAD_DIR>/<key>`, outside
 * the web root; the site serves them through `serve.ts`. Writes go to a
 * temporary name first, so a reader never sees half a file.
 */
export class LocalDiskStorage implements StorageProvider {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir);
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, data, { flag: 'wx' });
    await rename(partial, file);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, contentType: contentTypeOfKey(key), modifiedAt: s.mtime } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const size = await stat(full).then((s) => s.size, () => null);
      if (size !== null) yield { key: path.relative(this.root, full).split(path.sep).join('/'), size };
    }
  }
}
