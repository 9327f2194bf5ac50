import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@/lib/constants/profile';

export type AvatarProblem = 'type' | 'size';

/**
 * The browser's check before an upload, mirroring the server: a .jpg, .jpeg
 * or .png name with a JPEG/PNG type (some systems report none), at most
 * 10 MiB. The server still decides by the file's content.
 */
export function checkAvatarFile(file: File): AvatarProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension) || !typeOk) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
