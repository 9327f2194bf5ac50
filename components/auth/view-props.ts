import type { LoginResponse } from '@/lib/api/auth';
import type { LoginDoneType } from '@/lib/store/login-modal';

export type LoginView = 'pwd' | 'code' | 'forgot' | 'setPwd';

/** What the login panel gives each of its views. */
export interface ViewProps {
  /** Whether the first input takes focus on mount (after a switch by button, not by tab). */
  autoFocus: boolean;
  switchTo: (view: LoginView) => void;
  /** A finished login: stored, announced with `message`, and reported to the opener as `type`. */
  loggedIn: (result: LoginResponse, type: LoginDoneType, message?: 'loginSuccess' | 'resetSuccess') => void;
}
