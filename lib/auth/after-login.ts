import type { LoginResponse } from '@/lib/api/auth';
import { saveLogin, type StoredUser } from '@/lib/storage';

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
