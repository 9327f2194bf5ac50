import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

import { Hono } from 'hono';

import manifest from '@/scripts/seed-media/manifest.json';

import { badRequest, decodePath, notFound, sendMedia } from '../providers/storage/serve';

const PREFIX = '/media/seed';
const ROOT = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'public/media/seed');
const hashes = manifest as Record<string, string>;

/** A versioned URL (`?v=` = the file's content hash) never changes content: keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An unversioned request may see a regenerated file after a deploy. */
const SHORT = 'public, max-age=3600';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.opus': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * Serves the seed content's media (public/media/seed) before Next: byte
 * ranges for audio and video seeking, ETags from the generator's content
 * hashes, and a year of caching for the versioned URLs the database holds
 * (server/db/seed/content.ts adds `?v=`). Only files the manifest lists are
 * served, so no path outside the folder can be named.
 */
export function createSeedMediaApp() {
  const app = new Hono().basePath(PREFIX);
  app.get('/*', async (c) => {
    const rel = decodePath(c.req.path.slice(PREFIX.length + 1));
    if (rel === undefined) return badRequest(c);
    const hash = hashes[rel];
    const type = TYPES[path.extname(rel).toLowerCase()];
    if (!hash || !type) return notFound(c);
    const file = path.join(ROOT, rel);
    let info;
    try {
      info = await stat(file);
    } catch {
      return notFound(c);
    }
    const version = c.req.query('v');
    return sendMedia(c, {
      name: rel,
      size: info.size,
      modifiedAt: info.mtime,
      contentType: type,
      etag: `"${hash.slice(0, 16)}-${info.size.toString(16)}"`,
      cacheControl: version && version.length >= 8 && hash.startsWith(version) ? IMMUTABLE : SHORT,
      open: (range) => createReadStream(file, range),
    });
  });
  app.notFound((c) => notFound(c));
  return app;
}
