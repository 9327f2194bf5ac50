/**
 * The seed content's media server (/media/seed): byte ranges for seeking,
 * a year of caching only for versioned URLs, and nothing outside the
 * generator's manifest.
 */
import { readFileSync } from 'node:fs';

import manifest from '@/scripts/seed-media/manifest.json';
import { versionedMediaUrl } from '@/server/db/seed/content';
import { createSeedMediaApp } from '@/server/web/seed-media';

const app = createSeedMediaApp();
const MP3 = '/media/seed/books/where-is-pip/p01.mp3';
const VIDEO = '/media/seed/videos/count-to-ten.mp4';
const fileBytes = (url: string) => readFileSync(`public${url}`);

describe('seed media', () => {
  it('answers a versioned URL whole, with its type and a year of caching', async () => {
    const url = versionedMediaUrl(MP3);
    expect(url).toMatch(/\?v=[0-9a-f]{12}$/);
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(fileBytes(MP3))).toBe(true);
  });

  it('caches an unversioned or wrongly versioned URL for an hour only', async () => {
    for (const url of [MP3, `${MP3}?v=000000000000`]) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('answers byte ranges with 206 and the exact bytes (video seeking)', async () => {
    const whole = fileBytes(VIDEO);
    const res = await app.request(versionedMediaUrl(VIDEO), { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);

    const tail = await app.request(VIDEO, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
  });

  it('refuses a range past the end with 416', async () => {
    const size = fileBytes(VIDEO).length;
    const res = await app.request(VIDEO, { headers: { range: `bytes=${size + 10}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers 304 to a matching ETag and HEAD without a body', async () => {
    const first = await app.request(MP3);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await app.request(MP3, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await app.request(MP3, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(fileBytes(MP3).length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves subtitles as WebVTT', async () => {
    const res = await app.request('/media/seed/videos/count-to-ten.en.vtt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect((await res.text()).startsWith('WEBVTT')).toBe(true);
  });

  it('serves nothing the manifest does not list', async () => {
    expect(Object.keys(manifest)).toContain('videos/count-to-ten.mp4');
    for (const url of ['/media/seed/../../package.json', '/media/seed/%2e%2e/%2e%2e/package.json', '/media/seed/books/none.mp3', '/media/seed/']) {
      const res = await app.request(url);
      expect(res.status).toBe(404);
    }
  });
});
