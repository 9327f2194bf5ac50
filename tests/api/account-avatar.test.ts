/**
 * POST /api/user/avatar/update and the files it serves (security baseline
 * U1-U3): jpg/png decided by content, 10 MiB enforced while the body streams,
 * a pixel-flood cap, re-encoding to a 512 px WebP without metadata, a
 * server-generated name, and /media/uploads answering with nosniff, the
 * image type, `inline` and byte ranges.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { AVATAR_MAX_BYTES } from '@/lib/constants/profile';
import { userUploads } from '@/server/db/schema';
import { createUploadsApp } from '@/server/web/uploads';

import { createAccount, multipart, SAME_ORIGIN, userRow } from './helpers/account';
import { cnMessages, describeApi, enMessages, envelope, setServerEnv, validationMessage } from './helpers/test-app';

const UPLOAD = '/api/user/avatar/update';
const URL_PATTERN = /^\/media\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;

// ---- the corpus, made here so every byte is known ----

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#4fb37a' } }).png().toBuffer();

/** A JPEG carrying EXIF with a GPS position, an author and a camera note. */
const jpegWithExif = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#f28c38' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'EXIF-SECRET-AUTHOR', Artist: 'EXIF-SECRET-ARTIST' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 50/1' },
    })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A 1 KB PNG whose header claims 20,000 x 20,000 grey pixels (400 megapixels). */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(20_001 * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid JPEG with a PHP payload in a comment segment (a classic polyglot). */
async function phpJpegPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).jpeg().toBuffer();
  const payload = Buffer.from('<?php system($_GET["c"]); ?>');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, payload, jpeg.subarray(2)]);
}

const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describeApi('avatar upload', (t) => {
  let uploadDir: string;
  let restoreEnv: () => void;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'sprout-avatar-test-'));
    restoreEnv = setServerEnv({ UPLOAD_DIR: uploadDir });
  });
  afterAll(async () => {
    restoreEnv();
    await rm(uploadDir, { recursive: true, force: true });
  });

  async function upload(token: string, f: Blob | string, options: { query?: string; headers?: Record<string, string> } = {}) {
    const { body, headers } = await multipart({ file: f });
    return t.request(`${UPLOAD}${options.query ?? ''}`, { method: 'POST', body, headers: { token, ...SAME_ORIGIN, ...headers, ...options.headers } });
  }

  async function storedFiles(): Promise<string[]> {
    return (await readdir(path.join(uploadDir, 'avatars')).catch(() => [] as string[])).filter((n) => !n.includes('.partial'));
  }

  describe('accepted images', () => {
    it('re-encodes a PNG to a 512 px WebP under a generated name and makes it the avatar', async () => {
      const a = await createAccount(t.db);
      const res = await upload(a.token, file(await png(), 'my photo.png', 'image/png'), { query: '?avator=whatever' });
      expect(res.status).toBe(200);
      const { code, data } = await envelope<{ url: string }>(res);
      expect(code).toBe(0);
      expect(data.url).toMatch(URL_PATTERN);
      expect(data.url).not.toContain('my photo');
      expect((await userRow(t.db, a.userId)).avatar).toBe(data.url);

      const stored = await readFile(path.join(uploadDir, data.url.replace('/media/uploads/', '')));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
      const [row] = await t.db.select().from(userUploads).where(eq(userUploads.userId, a.userId));
      expect(row).toMatchObject({ storageKey: data.url.replace('/media/uploads/', ''), kind: 'avatar', bytes: stored.length });

      // The profile takes it, and it can be set again later.
      const info = await envelope<{ avatar: string }>(await t.request('/api/user/info', { headers: { token: a.token } }));
      expect(info.data.avatar).toBe(data.url);
    });

    it('strips EXIF (GPS, author) from a JPEG', async () => {
      const a = await createAccount(t.db);
      const input = await jpegWithExif();
      expect(input.includes('EXIF-SECRET-AUTHOR')).toBe(true);
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const res = await upload(a.token, file(input, 'IMG_0001.JPG', 'image/jpeg'));
      expect(res.status).toBe(200);
      const { data } = await envelope<{ url: string }>(res);
      const stored = await readFile(path.join(uploadDir, data.url.replace('/media/uploads/', '')));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes('EXIF-SECRET')).toBe(false);
      expect(stored.includes('GPS')).toBe(false);
    });

    it('goes by content, not by name: a JPEG called .png is accepted', async () => {
      const a = await createAccount(t.db);
      const jpeg = await sharp(await png(300, 300)).jpeg().toBuffer();
      expect((await upload(a.token, file(jpeg, 'photo.png', 'image/png'))).status).toBe(200);
    });

    it('drops a PHP payload hidden in a JPEG comment', async () => {
      const a = await createAccount(t.db);
      const res = await upload(a.token, file(await phpJpegPolyglot(), 'shell.php.jpg', 'image/jpeg'));
      expect(res.status).toBe(200);
      const { data } = await envelope<{ url: string }>(res);
      const stored = await readFile(path.join(uploadDir, data.url.replace('/media/uploads/', '')));
      expect(stored.includes('<?php')).toBe(false);
    });
  });

  describe('refused files', () => {
    it.each([
      ['a text file named .png', () => Buffer.from('just some text, not an image'), 'notes.png', 'image/png'],
      ['an SVG', () => SVG, 'avatar.svg', 'image/svg+xml'],
      ['an SVG named .png', () => SVG, 'avatar.png', 'image/png'],
      ['a GIF renamed .jpg', () => GIF_1x1, 'anim.jpg', 'image/jpeg'],
      ['an HTML page named .jpg', () => Buffer.from('<!doctype html><script>alert(1)</script>'), 'x.jpg', 'image/jpeg'],
      ['an empty file', () => Buffer.alloc(0), 'empty.png', 'image/png'],
    ])('%s: 415 "only jpg, jpeg, png"', async (_label, make, name, type) => {
      const a = await createAccount(t.db, { avatar: '/avatars/cat.svg' });
      const before = (await storedFiles()).length;
      const res = await upload(a.token, file(make(), name, type), { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(415);
      expect(await envelope(res)).toEqual({ code: 4603, msg: 'Please choose a JPG or PNG picture', data: null });
      expect((await userRow(t.db, a.userId)).avatar).toBe('/avatars/cat.svg');
      expect((await storedFiles()).length).toBe(before);
    });

    it('a truncated JPEG: 400, unreadable', async () => {
      const a = await createAccount(t.db);
      const jpeg = await jpegWithExif();
      const res = await upload(a.token, file(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut.jpg', 'image/jpeg'));
      expect(res.status).toBe(400);
      expect(await envelope(res)).toEqual({ code: 4605, msg: cnMessages.Errors.AVATAR_UNREADABLE, data: null });
      expect((await userRow(t.db, a.userId)).avatar).toBeNull();
    });

    it('HTML behind a PNG signature: 400, unreadable', async () => {
      const a = await createAccount(t.db);
      const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script>')]);
      const res = await upload(a.token, file(bytes, 'x.png', 'image/png'));
      expect(res.status).toBe(400);
      expect((await envelope(res)).code).toBe(4605);
    });

    it('a 20,000 x 20,000 PNG bomb is refused from its header, quickly', async () => {
      const a = await createAccount(t.db);
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(10_000);
      const started = Date.now();
      const res = await upload(a.token, file(bomb, 'bomb.png', 'image/png'), { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(400);
      expect(await envelope(res)).toEqual({ code: 4606, msg: enMessages.Errors.AVATAR_TOO_MANY_PIXELS, data: null });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('10 MiB + 1 byte: 413 "file size exceeds limit"', async () => {
      const a = await createAccount(t.db);
      const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
      big.set([0xff, 0xd8, 0xff]);
      const res = await upload(a.token, file(big, 'big.jpg', 'image/jpeg'), { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(413);
      expect(await envelope(res)).toEqual({ code: 4604, msg: 'This file is too large (up to 10 MB). Please choose a smaller one', data: null });
    });

    it('a declared body far over the limit is refused before any of it is read', async () => {
      const a = await createAccount(t.db);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65_536;
          controller.enqueue(new Uint8Array(65_536));
        },
      });
      const res = await t.request(UPLOAD, {
        method: 'POST',
        body,
        headers: { token: a.token, ...SAME_ORIGIN, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await envelope(res)).code).toBe(4604);
      expect(pulled).toBeLessThanOrEqual(2 * 65_536);
    });

    it('a chunked body is cut off at the limit while it streams, not after', async () => {
      const a = await createAccount(t.db);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65_536;
          if (pulled > 100 * 1024 * 1024) controller.close();
          else controller.enqueue(new Uint8Array(65_536));
        },
      });
      const res = await t.request(UPLOAD, {
        method: 'POST',
        body,
        headers: { token: a.token, ...SAME_ORIGIN, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect((await envelope(res)).code).toBe(4604);
      expect(pulled).toBeLessThan(AVATAR_MAX_BYTES + 2 * 1024 * 1024);
    });

    it('a form without a file field: 400 naming "file"', async () => {
      const a = await createAccount(t.db);
      const res = await upload(a.token, 'not a file');
      expect(res.status).toBe(400);
      expect((await envelope(res)).msg).toBe(validationMessage('cn', 'file'));
    });

    it('a JSON body: 415', async () => {
      const a = await createAccount(t.db);
      const res = await t.request(UPLOAD, { method: 'POST', json: { file: 'x' }, headers: { token: a.token, ...SAME_ORIGIN } });
      expect(res.status).toBe(415);
    });

    it('visitors get 1001 and cross-site posts 403, before the body is read', async () => {
      const bytes = await png(32, 32);
      const { body, headers } = await multipart({ file: file(bytes, 'a.png', 'image/png') });
      const visitor = await t.request(UPLOAD, { method: 'POST', body, headers: { ...headers, ...SAME_ORIGIN } });
      expect(visitor.status).toBe(401);
      expect((await envelope(visitor)).code).toBe(1001);
      const a = await createAccount(t.db);
      const cross = await t.request(UPLOAD, { method: 'POST', body, headers: { ...headers, token: a.token, 'sec-fetch-site': 'cross-site' } });
      expect(cross.status).toBe(403);
      expect((await userRow(t.db, a.userId)).avatar).toBeNull();
    });
  });

  describe('rate limit', () => {
    let restore: () => void;
    beforeAll(() => {
      restore = setServerEnv({ AVATAR_UPLOADS_PER_HOUR: '2' });
    });
    afterAll(() => restore());

    it('allows AVATAR_UPLOADS_PER_HOUR uploads per user per hour, then 429 with retry-after', async () => {
      const a = await createAccount(t.db);
      const b = await createAccount(t.db);
      const image = await png(64, 64);
      expect((await upload(a.token, file(image, 'a.png', 'image/png'))).status).toBe(200);
      expect((await upload(a.token, file(image, 'a.png', 'image/png'))).status).toBe(200);
      const third = await upload(a.token, file(image, 'a.png', 'image/png'));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user is not affected.
      expect((await upload(b.token, file(image, 'b.png', 'image/png'))).status).toBe(200);
    });
  });

  describe('serving /media/uploads', () => {
    const media = (p: string, init?: RequestInit) => createUploadsApp().request(p, init);

    async function uploaded(): Promise<{ url: string; bytes: Buffer }> {
      const a = await createAccount(t.db);
      const { data } = await envelope<{ url: string }>(await upload(a.token, file(await png(), 'p.png', 'image/png')));
      return { url: data.url, bytes: await readFile(path.join(uploadDir, data.url.replace('/media/uploads/', ''))) };
    }

    it('serves the file inline as image/webp with nosniff', async () => {
      const { url, bytes } = await uploaded();
      const res = await media(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${url.split('/').pop()}"`);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('answers byte ranges with 206, and 416 for one past the end', async () => {
      const { url, bytes } = await uploaded();
      const first = await media(url, { headers: { range: 'bytes=0-9' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-9/${bytes.length}`);
      expect(Buffer.from(await first.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
      const tail = await media(url, { headers: { range: 'bytes=-5' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 5))).toBe(true);
      const beyond = await media(url, { headers: { range: `bytes=${bytes.length}-` } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    });

    it('answers HEAD without a body and a matching If-None-Match with 304', async () => {
      const { url, bytes } = await uploaded();
      const head = await media(url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      const etag = head.headers.get('etag')!;
      expect((await media(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    });

    it.each([
      '/media/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
      '/media/uploads/avatars/..%2F..%2Fpackage.json',
      '/media/uploads/avatars/%2e%2e',
      '/media/uploads/../package.json',
      '/media/uploads/avatars/ABCDEF0123456789ABCDEF0123456789.webp',
      '/media/uploads/avatars/0123456789abcdef0123456789abcdef.svg',
      '/media/uploads/package.json',
    ])('answers 404 for %s', async (p) => {
      const res = await media(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('accepts no writes', async () => {
      const { url } = await uploaded();
      expect((await media(url, { method: 'PUT', body: 'x' })).status).toBe(404);
      expect((await media(url, { method: 'DELETE' })).status).toBe(404);
    });
  });
});
