import 'server-only';
import { Readable } from 'node:stream';

import { Hono, type Context } from 'hono';

import { UPLOADS_URL_PREFIX } from '@/lib/constants/profile';

import { getLogger } from '../../log';
import { countProviderError } from '../../metrics';
import { getStorage } from './index';
import { isStorageKey } from './keys';

/** Stored names are random and never rewritten, so a copy may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; several ranges are answered whole (RFC 9110 allows it). */
export function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return header.includes(',') ? null : 'unsatisfiable';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function notFound(c: Context) {
  c.header('x-content-type-options', 'nosniff');
  c.header('cache-control', 'no-store');
  return c.text('Not Found', 404);
}

/** A media path that cannot be decoded (a bad `%` escape, a NUL): 400, never a 500. */
export function badRequest(c: Context) {
  c.header('x-content-type-options', 'nosniff');
  c.header('cache-control', 'no-store');
  return c.text('Bad Request', 400);
}

/** The decoded path, or undefined for a bad `%` escape or a decoded NUL. */
export function decodePath(raw: string): string | undefined {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\u0000') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** What sendMedia needs to answer for one file. */
export interface MediaFile {
  size: number;
  modifiedAt: Date;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** The file's bytes, whole or one range. */
  open(range?: { start: number; end: number }): Readable;
  /** Its path or key; the last segment is the download name. */
  name: string;
}

/**
 * Answers GET/HEAD for one file: its own type, `nosniff`, `inline`, a CSP
 * that lets nothing run should a browser open it directly, conditional
 * requests (ETag) and single byte ranges (206/416).
 */
export function sendMedia(c: Context, file: MediaFile) {
  c.header('content-type', file.contentType);
  c.header('x-content-type-options', 'nosniff');
  c.header('content-disposition', `inline; filename="${file.name.split('/').pop()}"`);
  c.header('content-security-policy', "default-src 'none'; sandbox");
  c.header('cache-control', file.cacheControl);
  c.header('accept-ranges', 'bytes');
  c.header('etag', file.etag);
  c.header('last-modified', file.modifiedAt.toUTCString());

  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);

  const range = parseRange(c.req.header('range'), file.size);
  if (range === 'unsatisfiable') {
    c.header('content-range', `bytes */${file.size}`);
    return c.body(null, 416);
  }
  if (range) {
    c.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    c.header('content-length', String(range.end - range.start + 1));
  } else {
    c.header('content-length', String(file.size));
  }
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return c.body(null, status);
  const stream = file.open(range ?? undefined);
  stream.on('error', (err) => {
    countProviderError('storage', 'read');
    getLogger().warn({ err, file: file.name }, 'media read failed');
  });
  return c.body(Readable.toWeb(stream) as ReadableStream<Uint8Array>, status);
}

/**
 * Serves uploaded files at /media/uploads/<key> (server.ts routes the prefix
 * here before Next; proxy.ts keeps `media` out of its matcher). Only
 * server-generated keys are looked up.
 */
/** Decides whether a request may read a key of a guarded folder (given its Cookie header). */
export type MediaGuard = (key: string, cookieHeader: string | undefined) => Promise<boolean>;

export function createMediaApp(options: { guards?: Record<string, MediaGuard> } = {}) {
  const app = new Hono().basePath(UPLOADS_URL_PREFIX.replace(/\/$/, ''));

  app.get('/:folder/:name', async (c) => {
    if (decodePath(c.req.path) === undefined) return badRequest(c);
    const key = `${c.req.param('folder')}/${c.req.param('name')}`;
    if (!isStorageKey(key)) return notFound(c);
    // a guarded folder (created books' files) answers 404, as for a missing key, to whoever may not read it
    const guard = options.guards?.[c.req.param('folder')];
    if (guard && !(await guard(key, c.req.header('cookie')))) return notFound(c);
    const storage = getStorage();
    const info = await storage.stat(key);
    if (!info) return notFound(c);
    return sendMedia(c, {
      ...info,
      name: key,
      etag: `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`,
      // a guarded file may turn private again (an unpublished book): never kept by shared caches
      cacheControl: guard ? 'private, no-cache' : IMMUTABLE,
      open: (range) => storage.read(key, range),
    });
  });

  app.all('*', (c) => notFound(c));
  app.notFound((c) => notFound(c));
  return app;
}
