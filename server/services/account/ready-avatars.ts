import 'server-only';

/**
 * The ready-made avatars in public/avatars (original drawings). Any of these
 * URLs may be set as a profile avatar without an upload.
 */
export const READY_AVATAR_IDS = [
  'panda', 'fox', 'rabbit', 'cat', 'puppy', 'bear',
  'owl', 'penguin', 'lion', 'frog', 'girl', 'boy',
] as const;

export function readyAvatarUrl(id: string): string {
  return `/avatars/${id}.svg`;
}

const READY_URLS = new Set<string>(READY_AVATAR_IDS.map(readyAvatarUrl));

export function isReadyAvatarUrl(url: string): boolean {
  return READY_URLS.has(url);
}

/** GET /api/user/ai/avatar/list */
export function listReadyAvatars(): { list: { id: string; url: string }[] } {
  return { list: READY_AVATAR_IDS.map((id) => ({ id, url: readyAvatarUrl(id) })) };
}
