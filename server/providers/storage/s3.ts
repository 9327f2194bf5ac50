import 'server-only';
import { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { contentTypeOfKey, isStorageKey } from './keys';
import type { StorageProvider, StoredObject, StoredObjectInfo } from './types';

export interface S3Settings {
  /** An S3-compatible endpoint (MinIO, Ceph, Garage, COS, OSS, R2…); none for AWS itself, which the region names. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted servers want this). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `sprout/`; empty for none. */
  prefix: string;
}

/** Whether an SDK error says the object (or the bucket's answer for it) is simply not there. */
function isMissing(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey';
  return false;
}

/**
 * Uploads in an S3-compatible bucket, shared by every instance. The bucket
 * stays private: objects are read with this server's key and served by the
 * site at /media/uploads/<key> (serve.ts), so URLs, authorization and cache
 * headers are the same as with the local disk.
 *
 * Only server-generated keys (`isStorageKey`) reach the bucket. A missing
 * object is `null` from `stat` and nothing to do for `delete`, as on disk;
 * every other failure is thrown for the caller (index.ts counts it and maps
 * a failed write to STORAGE_UNAVAILABLE).
 */
export class S3Storage implements StorageProvider {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where the API requires them: several S3-compatible servers refuse the newer default headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable bucket fails an upload within seconds instead of holding the request.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    });
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return this.settings.prefix + key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: data, ContentType: contentType, ContentLength: data.byteLength }),
    );
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      return {
        size: head.ContentLength ?? 0,
        contentType: contentTypeOfKey(key),
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    const { client, settings } = this;
    const objectKey = this.objectKey(key);
    // The request starts when the stream is first read; closing the stream early ends the download.
    return Readable.from(
      (async function* () {
        const res = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        for await (const chunk of res.Body as Readable) yield chunk as Buffer;
      })(),
      { objectMode: false },
    );
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async *list(): AsyncIterable<StoredObject> {
    const { bucket, prefix } = this.settings;
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        if (item.Key) yield { key: item.Key.slice(prefix.length), size: item.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
