/**
 * `npm run storage:copy`: copies the uploads under UPLOAD_DIR into the S3
 * bucket that STORAGE_PROVIDER=s3 and the S3_* settings name, through the
 * storage providers (the same keys, so every /media/uploads URL keeps
 * working once the server runs with STORAGE_PROVIDER=s3). Objects already in
 * the bucket with the same size are skipped, so it can run again before the
 * switch to copy only what is new. See docs/operations.md, "Storage".
 */
import { ConfigError, getConfig } from '@/server/config';
import { createStorage } from '@/server/providers/storage';
import { AppError } from '@/server/errors';

import { copyUploads } from './storage-copy-command';

async function main(): Promise<number> {
  let cfg;
  try {
    cfg = getConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }
  if (cfg.STORAGE_PROVIDER !== 's3') {
    console.error('storage:copy copies UPLOAD_DIR into the S3 bucket: run it with STORAGE_PROVIDER=s3 and the S3_* settings of the bucket.');
    return 2;
  }
  const started = performance.now();
  try {
    const result = await copyUploads(createStorage({ ...cfg, STORAGE_PROVIDER: 'local' }), createStorage(cfg));
    console.log(
      `Copied ${result.copied} files (${(result.bytes / 1024 / 1024).toFixed(1)} MB) from ${cfg.UPLOAD_DIR} to s3://${cfg.S3_BUCKET}/${cfg.S3_PREFIX ?? ''}; ` +
        `${result.present} were already there; ${result.ignored.length} files that are no upload left out; ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(`The bucket did not take a file: ${(err.cause as Error | undefined)?.message ?? err.message}. Check S3_ENDPOINT, S3_BUCKET and the keys; nothing more was copied.`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
