import { logout, type LoginResponse } from '@/lib/api/auth';
import { removeLocal, saveLogin, writeLocal, STORAGE_KEYS, type StoredUser } from '@/lib/storage';

import { reportLoginTracking } from './tracking';

/**
 * What every successful login does before the UI announces it (SPEC §3, §4,
 * §7): token and the whole response as user_info in local storage, the
 * 30-day cookie (saveLogin), then the tracking call in the background.
 */
export function completeLogin(result: LoginResponse): void {
  saveLogin(result.token, result as unknown as StoredUser);
  void reportLoginTracking();
}

/**
 * A code login whose answer says `gotoUpdatePwd`: the session is only held
 * for the set-password call, which authenticates with the stored token.
 * user_info is not written, so nothing shows the user as logged in yet.
 */
export function holdSessionForPasswordSetup(token: string): void {
  writeLocal(STORAGE_KEYS.userToken, token);
}

/** The user left the set-password step: the held session ends on the server and in the browser. */
export async function abandonHeldSession(): Promise<void> {
  try {
    await logout({ toast: false });
  } catch {
    // Nothing to tell the user: the token is dropped either way.
  } finally {
    removeLocal(STORAGE_KEYS.userToken);
  }
}
