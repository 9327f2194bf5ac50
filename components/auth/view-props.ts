import type { LoginResponse } from '@/lib/api/auth';

import type { ConsentRetry } from './sign-up-consent';
import type { LoginDoneType } from '@/lib/store/login-modal';

export type CodeChannel = 'phone' | 'email';
export type LoginView = 'pwd' | CodeChannel | 'forgot' | 'setPwd';

/** Both editions offer phone and e-mail codes; the edition only puts its usual one first. */
export function channelsFor(locale: string): readonly [CodeChannel, CodeChannel] {
  return locale === 'en' ? ['email', 'phone'] : ['phone', 'email'];
}

export type LoginMessage = 'loginSuccess' | 'resetSuccess' | 'cancelWithdrawn';

/** What the login panel gives each of its views. */
export interface ViewProps {
  /** Whether the first input takes focus on mount (after a switch by button, not by tab). */
  autoFocus: boolean;
  switchTo: (view: LoginView) => void;
  /** A finished login: stored, announced with `message`, and reported to the opener as `type`. */
  loggedIn: (result: LoginResponse, type: LoginDoneType, message?: LoginMessage) => void;
  /** The code would create an account: show the sign-up step, which repeats the check with its answers. */
  askConsent: (retry: ConsentRetry, message?: LoginMessage) => void;
}
