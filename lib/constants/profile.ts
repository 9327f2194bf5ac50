/**
 * Limits of the profile and cancellation forms, shared by the browser checks
 * and the server's validation (SPEC §5, §9).
 */
export const GENDERS = ['male', 'female', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

/** Who sees a profile beyond its nickname (security baseline PR1); 'private' is the default and a child's only choice. */
export const PROFILE_VISIBILITIES = ['private', 'public'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Nickname length in characters (code points), after trimming. */
export const NICKNAME_MAX = 20;
export const INTRODUCTION_MAX = 200;
/** The earliest birthday accepted. */
export const BIRTHDAY_MIN = '1900-01-01';

/** Today's date (YYYY-MM-DD) in the most advanced time zone, UTC+14, so nobody's today counts as the future. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** A real calendar date from BIRTHDAY_MIN up to today. */
export function isValidBirthday(value: string, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return false; // 2023-02-30
  return value >= BIRTHDAY_MIN && value <= latestToday(now);
}

/** Length as a person counts it: an emoji or a CJK character is one. */
export const charCount = (s: string) => [...s].length;

/** SPEC §9: jpg/jpeg/png, up to 10M (taken as 10 MiB). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** Edge length of the stored, re-encoded avatar. */
export const AVATAR_SIZE_PX = 512;

/** SPEC §9 cancellation reasons, by stable code; labels live in messages (Logoff.reasons). */
export const CANCELLATION_REASONS = ['unknown', 'frequentCalls', 'lag', 'teacher', 'package', 'textbook', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Where uploaded files are served from (server.ts hands this prefix to the storage provider). */
export const UPLOADS_URL_PREFIX = '/media/uploads/';
