import { UPLOADS_URL_PREFIX } from '@/lib/constants/profile';

/** Storage keys are server-generated: `<folder>/<32 hex>.<ext>`. */
const KEY_PATTERN = /^[a-z]{1,16}\/[0-9a-f]{32}\.(webp|jpg|png|wav|mp3)$/;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', wav: 'audio/wav', mp3: 'audio/mpeg' };

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The content type that belongs to a key's extension (images, and the WAV recordings of dubbings). */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** `/media/uploads/<key>`: the URL the site serves an object at. */
export function publicUrlOf(key: string): string {
  return UPLOADS_URL_PREFIX + key;
}

/** The key behind one of our upload URLs, or null for any other string. */
export function keyOfPublicUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isStorageKey(key) ? key : null;
}
