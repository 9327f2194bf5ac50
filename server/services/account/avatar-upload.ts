import 'server-only';
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';

import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@/lib/constants/profile';

import type { Db } from '../../db/client';
import { userUploads, users } from '../../db/schema';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { getStorage, publicUrlOf } from '../../providers/storage';
import { invalidateShared, TAGS } from '../shared-reads';

/** Pixel-flood cap (ASVS 5.2.6): 25 megapixels, about a 5000 x 5000 photo. */
export const AVATAR_MAX_PIXELS = 25_000_000;
/** Decodes at once in this process; each may hold ~100 MB of pixels. */
const MAX_CONCURRENT_DECODES = 2;

type ImageKind = 'jpeg' | 'png';

/** The type a file really is, from its first bytes; its name and declared type are not trusted. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/** libvips refuses a pixel flood already while reading the header; anything else means a broken file. */
function decodeError(cause: unknown): AppError {
  const tooBig = cause instanceof Error && /pixel limit/i.test(cause.message);
  return new AppError(tooBig ? 'AVATAR_TOO_MANY_PIXELS' : 'AVATAR_UNREADABLE', { cause });
}

let running = 0;
const waiting: (() => void)[] = [];

async function withDecodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Checks and rewrites an avatar: JPEG or PNG by content, at most 25
 * megapixels, fully decodable (a truncated or corrupt file fails), then
 * turned upright, cropped to a 512 px square and re-encoded as WebP. The
 * output carries no metadata (EXIF, GPS, ICC comments) from the input.
 */
export async function rewriteAvatarImage(bytes: Buffer): Promise<Buffer> {
  const kind = sniffImageKind(bytes);
  if (!kind) throw new AppError('AVATAR_TYPE_INVALID');
  return withDecodeSlot(async () => {
    const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata().catch((cause: unknown) => {
      throw decodeError(cause);
    });
    if (meta.format !== kind) throw new AppError('AVATAR_TYPE_INVALID');
    if (!meta.width || !meta.height) throw new AppError('AVATAR_UNREADABLE');
    if (meta.width * meta.height > AVATAR_MAX_PIXELS) throw new AppError('AVATAR_TOO_MANY_PIXELS');
    try {
      return await image
        .rotate()
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (cause) {
      throw decodeError(cause);
    }
  });
}

/**
 * Stores a new avatar for the user under a server-generated name and makes
 * it the profile avatar (POST /api/user/avatar/update). Returns its URL.
 */
export async function uploadAvatar(db: Db, userId: number, bytes: Buffer): Promise<{ url: string }> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  const output = await rewriteAvatarImage(bytes);
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  const storage = getStorage();
  await storage.put(key, output, 'image/webp');
  const url = publicUrlOf(key);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(userUploads).values({ userId, storageKey: key, kind: 'avatar', bytes: output.byteLength });
      await tx.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.id, userId));
    });
  } catch (err) {
    await storage.delete(key).catch((e) => {
      getLogger().warn({ err: e, key }, 'orphan upload not removed');
    });
    throw err;
  }
  await invalidateShared(db, [TAGS.people]);
  return { url };
}
