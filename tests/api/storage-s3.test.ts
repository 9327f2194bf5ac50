/**
 * The S3-compatible storage adapter (issue #16, item 2), against a real
 * S3-compatible server (s3rver, from the npm registry) that this file starts
 * on a free port (S3_TEST_PORT to pick one) with a temporary folder: the
 * provider's put/stat/read/delete/list; an avatar uploaded through the app
 * with STORAGE_PROVIDER=s3 and served at the same /media/uploads URL with
 * ranges; a wrong setting refused at start; an unreachable bucket answered
 * with the translated error and nothing recorded; a backup and restore whose
 * uploads go through the bucket; `npm run storage:copy` from the folder to the bucket.
 *
 * The adapter talks to the bucket, not to the database, so the provider
 * checks run once; the app's upload route runs on every available engine.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';

import { extractArchive } from '@/server/db/backup/restore';
import { userUploads } from '@/server/db/schema';
import { ConfigError, getConfig } from '@/server/config';
import { renderMetrics } from '@/server/metrics';
import { getStorage, type StorageProvider } from '@/server/providers/storage';
import { LocalDiskStorage } from '@/server/providers/storage/local';
import { createUploadsApp } from '@/server/web/uploads';
import { anonymiseDueAccounts } from '@/server/services/account/anonymise';

import { runBackup, runRestore } from '../../scripts/db-archive-command';
import { copyUploads } from '../../scripts/storage-copy-command';
import { createAccount, multipart, SAME_ORIGIN, userRow } from './helpers/account';
import { sample } from './helpers/metrics';
import { cnMessages, describeApi, enMessages, envelope, openPgliteFromTemplate, setServerEnv } from './helpers/test-app';

const BUCKET = 'sprout-test';
const UNREACHABLE = 'http://127.0.0.1:3421'; // nothing listens there

let server: S3rver;
let dataDir: string;
let endpoint: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sprout-s3-test-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: Number(process.env.S3_TEST_PORT ?? 0),
    directory: dataDir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as unknown as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The S3 settings of this server, with a fresh key prefix so tests do not see each other's objects. */
function s3Env(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: `t${randomBytes(4).toString('hex')}/`,
    ...extra,
  };
}

const key = (ext = 'webp', folder = 'avatars') => `${folder}/${randomBytes(16).toString('hex')}.${ext}`;

async function readAll(storage: StorageProvider, k: string, range?: { start: number; end: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(k, range)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed(storage: StorageProvider): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of storage.list()) keys.push(o.key);
  return keys.sort();
}

/** provider_errors_total{provider="storage",kind} as /api/metrics renders it. */
async function storageErrors(kind: string): Promise<number> {
  return sample((await renderMetrics()).body, 'provider_errors_total', { provider: 'storage', kind }) ?? 0;
}

describe('the S3 adapter against an S3-compatible server', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = setServerEnv(s3Env());
  });
  afterAll(() => restore());

  it('puts, stats, reads whole and by range, lists and deletes under the configured prefix', async () => {
    const storage = getStorage();
    const k = key('wav', 'dubbings');
    const bytes = randomBytes(70_000);
    const before = Date.now();
    await storage.put(k, bytes, 'audio/wav');

    const info = await storage.stat(k);
    expect(info).toMatchObject({ size: bytes.length, contentType: 'audio/wav' });
    expect(Math.abs(info!.modifiedAt.getTime() - before)).toBeLessThan(60_000);
    expect((await readAll(storage, k)).equals(bytes)).toBe(true);
    expect((await readAll(storage, k, { start: 10, end: 19 })).equals(bytes.subarray(10, 20))).toBe(true);
    expect((await readAll(storage, k, { start: bytes.length - 5, end: bytes.length - 1 })).equals(bytes.subarray(bytes.length - 5))).toBe(true);

    // The object sits under the prefix in the bucket; the listing names it without the prefix.
    const prefix = getConfig().S3_PREFIX!;
    expect(existsSync(path.join(dataDir, BUCKET, `${prefix}${k}._S3rver_object`))).toBe(true);
    expect(await listed(storage)).toEqual([k]);

    await storage.delete(k);
    expect(await storage.stat(k)).toBeNull();
    expect(await listed(storage)).toEqual([]);
    // Deleting again is not an error.
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it('a missing key: stat null, a read that fails (counted), served as 404', async () => {
    const storage = getStorage();
    const k = key();
    expect(await storage.stat(k)).toBeNull();
    const before = await storageErrors('read');
    await expect(readAll(storage, k)).rejects.toThrow();
    expect(await storageErrors('read')).toBe(before + 1);
    const res = await createUploadsApp().request(`/media/uploads/${k}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses keys the server did not generate, before the bucket is asked', async () => {
    const storage = getStorage();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ error: 'STORAGE_UNAVAILABLE' });
    await expect(storage.stat('avatars/../../x.webp')).rejects.toThrow('invalid storage key');
  });
});

describe('S3 settings are checked at start', () => {
  afterEach(() => setServerEnv({})());

  function problemsWith(env: Record<string, string | undefined>): string[] {
    const restore = setServerEnv(env);
    try {
      getConfig();
      throw new Error('the configuration was accepted');
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      return err.problems;
    } finally {
      restore();
    }
  }

  it('a wrong endpoint is one clear line, and the secret key is never repeated', () => {
    const problems = problemsWith(s3Env({ S3_ENDPOINT: 'minio:9000', S3_SECRET_ACCESS_KEY: 'very-secret-value' }));
    expect(problems).toEqual(['S3_ENDPOINT = "minio:9000": an http(s) URL such as https://s3.example.com']);
  });

  it('STORAGE_PROVIDER=s3 without a bucket or keys names each missing one, hiding key values', () => {
    const problems = problemsWith({ ...s3Env(), S3_BUCKET: undefined, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: undefined });
    expect(problems).toEqual([
      'S3_BUCKET = "": required when STORAGE_PROVIDER=s3',
      'S3_ACCESS_KEY_ID = (value hidden): required when STORAGE_PROVIDER=s3',
      'S3_SECRET_ACCESS_KEY = (value hidden): required when STORAGE_PROVIDER=s3',
    ]);
    expect(problemsWith({ STORAGE_PROVIDER: 'ftp' })).toEqual([expect.stringMatching(/^STORAGE_PROVIDER = "ftp": .*local.*s3/)]);
    const wrongSecret = problemsWith(s3Env({ S3_BUCKET: 'Not_A_Bucket', S3_SECRET_ACCESS_KEY: 'very-secret-value' }));
    expect(wrongSecret).toEqual(['S3_BUCKET = "Not_A_Bucket": a bucket name: 3-63 lower-case letters, digits, dots and hyphens']);
    expect(problemsWith(s3Env({ S3_PREFIX: '/sprout' }))).toEqual(['S3_PREFIX = "/sprout": a key prefix ending in "/", such as sprout/']);
  });
});

const png = (width = 640, height = 480) => sharp({ create: { width, height, channels: 3, background: '#4fb37a' } }).png().toBuffer();
const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describeApi('avatar upload with STORAGE_PROVIDER=s3', (t) => {
  let restore: () => void;
  beforeAll(() => {
    restore = setServerEnv({ ...s3Env(), UPLOAD_DIR: path.join(dataDir, 'never-used') });
  });
  afterAll(() => restore());

  async function upload(token: string, bytes: Buffer, locale = 'cn') {
    const { body, headers } = await multipart({ file: file(bytes, 'me.png', 'image/png') });
    return t.request('/api/user/avatar/update', { method: 'POST', body, headers: { token, ...SAME_ORIGIN, ...headers, 'accept-language': locale } });
  }

  it('stores the avatar in the bucket and serves it at the same URL: whole, by range, conditional; removed with the account', async () => {
    const a = await createAccount(t.db);
    const res = await upload(a.token, await png());
    expect(res.status).toBe(200);
    const { data } = await envelope<{ url: string }>(res);
    expect(data.url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const k = data.url.replace('/media/uploads/', '');
    const stored = await readAll(getStorage(), k);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(existsSync(path.join(dataDir, 'never-used'))).toBe(false);

    const media = (init?: RequestInit) => createUploadsApp().request(data.url, init);
    const whole = await media();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/webp');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(stored.length));
    expect(whole.headers.get('last-modified')).toMatch(/GMT$/);
    const etag = whole.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);

    const part = await media({ headers: { range: 'bytes=4-15' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-15/${stored.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(4, 16))).toBe(true);
    const tail = await media({ headers: { range: 'bytes=-7' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(stored.subarray(stored.length - 7))).toBe(true);
    expect((await media({ headers: { range: `bytes=${stored.length}-` } })).status).toBe(416);
    expect((await media({ headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await media({ method: 'HEAD' })).headers.get('content-length')).toBe(String(stored.length));

    // Cancelling the account removes the upload from the bucket once the cooling-off period is over.
    const applied = await t.request('/api/user/cancellationApplicationNew', {
      method: 'POST',
      json: { account: a.phone, reasonCode: 'other', agreed: true },
      headers: { token: a.token, ...SAME_ORIGIN },
    });
    const { data: cancellation } = await envelope<{ effectiveAt: string }>(applied);
    await anonymiseDueAccounts(t.db, new Date(new Date(cancellation.effectiveAt).getTime() + 1000));
    expect(await getStorage().stat(k)).toBeNull();
    expect((await media()).status).toBe(404);
  });

  it('an unreachable bucket: 503 with the translated message, nothing recorded, the failure counted', async () => {
    const a = await createAccount(t.db, { avatar: '/avatars/cat.svg' });
    const bytes = await png(64, 64);
    const restoreEndpoint = setServerEnv({ S3_ENDPOINT: UNREACHABLE });
    try {
      const before = await storageErrors('write');
      const cn = await upload(a.token, bytes);
      expect(cn.status).toBe(503);
      expect(await envelope(cn)).toEqual({ code: 5032, msg: cnMessages.Errors.STORAGE_UNAVAILABLE, data: null });
      const en = await upload(a.token, bytes, 'en');
      expect(await envelope(en)).toEqual({ code: 5032, msg: enMessages.Errors.STORAGE_UNAVAILABLE, data: null });
      expect(await storageErrors('write')).toBe(before + 2);
      // A stat that cannot reach the bucket answers 503 (retry), never a 404 or a 500.
      const served = await createUploadsApp().request(`/media/uploads/${key()}`);
      expect(served.status).toBe(503);
    } finally {
      restoreEndpoint();
    }
    expect((await userRow(t.db, a.userId)).avatar).toBe('/avatars/cat.svg');
    expect(await t.db.select().from(userUploads).where(eq(userUploads.userId, a.userId))).toEqual([]);
    expect(await listed(getStorage())).toEqual([]);
  });
});

describe('backup and restore through the bucket', () => {
  let root: string;
  let restore: () => void;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sprout-s3-backup-'));
    restore = setServerEnv(s3Env());
  });
  afterAll(async () => {
    restore();
    await rm(root, { recursive: true, force: true });
  });

  it('db:backup reads the uploads from the bucket; db:restore writes them into another (empty) prefix', async () => {
    const source = getStorage();
    const objects = { [key()]: randomBytes(5_000), [key('wav', 'dubbings')]: randomBytes(80_000) };
    for (const [k, bytes] of Object.entries(objects)) await source.put(k, bytes, 'application/octet-stream');
    const db = await openPgliteFromTemplate();
    try {
      const archive = path.join(root, 'backup.tar.gz');
      const result = await runBackup(db.db, 'pglite', { out: archive, storage: source });
      expect(result.uploads).toBe(2);
      expect(result.uploadBytes).toBe(85_000);
      const unpacked = path.join(root, 'unpacked');
      const manifest = await extractArchive(archive, unpacked);
      expect(manifest.uploads!.map((u) => u.key).sort()).toEqual(Object.keys(objects).sort());

      // Another prefix of the same bucket stands for the new installation's bucket.
      const restoreTarget = setServerEnv(s3Env());
      try {
        const target = getStorage();
        const outcome = await runRestore(db.db, archive, { force: true, uploadDir: path.join(root, 'unused'), migrationsFolder: 'drizzle', bucket: target });
        expect(outcome.lines.join('\n')).toContain('Uploads: 2 files written to the bucket.');
        for (const [k, bytes] of Object.entries(objects)) expect((await readAll(target, k)).equals(bytes)).toBe(true);
        // A bucket that already holds objects is refused without --force, and left as it was.
        await expect(runRestore(db.db, archive, { force: false, uploadDir: path.join(root, 'unused'), migrationsFolder: 'drizzle', bucket: target })).rejects.toThrow(
          /The upload bucket already holds objects/,
        );
        expect(existsSync(path.join(root, 'unused'))).toBe(false);
      } finally {
        restoreTarget();
      }
    } finally {
      await db.close();
    }
  });
});

describe('npm run storage:copy (local folder to the bucket)', () => {
  let dir: string;
  let restore: () => void;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sprout-s3-copy-'));
    restore = setServerEnv(s3Env());
  });
  afterAll(async () => {
    restore();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies every upload under the same key, skips what is already there and what is no upload', async () => {
    const local = new LocalDiskStorage(dir);
    const files = { [key()]: randomBytes(3_000), [key('wav', 'dubbings')]: randomBytes(9_000) };
    for (const [k, bytes] of Object.entries(files)) await local.put(k, bytes);
    await writeFile(path.join(dir, 'avatars', 'half.webp.123.partial'), 'x');
    const bucket = getStorage();
    const first = await copyUploads(local, bucket);
    expect(first).toEqual({ copied: 2, bytes: 12_000, present: 0, ignored: ['avatars/half.webp.123.partial'] });
    for (const [k, bytes] of Object.entries(files)) {
      expect((await readAll(bucket, k)).equals(bytes)).toBe(true);
      // Served from the bucket (a dubbing's recording also needs its dubbing and a viewer: tests/api/dubbings.test.ts).
      if (k.startsWith('avatars/')) expect((await createUploadsApp().request(`/media/uploads/${k}`)).status).toBe(200);
    }
    expect(await copyUploads(local, bucket)).toMatchObject({ copied: 0, present: 2 });
  });
});
