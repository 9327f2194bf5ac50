import { getToken, getUserInfo, saveLogin } from '../storage';

/**
 * Copies a changed nickname or avatar into localStorage user_info (under
 * both the spec's `nickName`/`avatarUrl` and our `nickname`/`avatar`), so the
 * header (useCurrentUser) shows it at once; saveLogin announces the change to
 * every listener. useAccount calls it with every profile change it stores.
 */
export function syncStoredUser(changes: { nickname?: string; avatar?: string | null }): void {
  const token = getToken();
  const info = getUserInfo();
  if (!token || !info) return;
  const next = { ...info };
  if (changes.nickname !== undefined) {
    next.nickname = changes.nickname;
    next.nickName = changes.nickname;
  }
  if (changes.avatar !== undefined) {
    next.avatar = changes.avatar;
    next.avatarUrl = changes.avatar;
  }
  saveLogin(token, next);
}
