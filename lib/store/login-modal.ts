import { createStore } from './create-store';

export type LoginDoneType = 'pwdlogin' | 'phonelogin';

interface LoginModalState {
  open: boolean;
  /** What the user was doing when the dialog opened; run once login finishes. */
  pending: ((type: LoginDoneType) => void) | null;
}

export const loginModal = createStore<LoginModalState>({ open: false, pending: null });
export const useLoginModalState = loginModal.useStore;

export function openLoginModal(onDone?: (type: LoginDoneType) => void): void {
  loginModal.setState({ open: true, pending: onDone ?? null });
}

export function closeLoginModal(): void {
  loginModal.setState({ open: false, pending: null });
}

/** Called by the dialog when login finished: closes it and continues the action the user wanted. */
export function finishLogin(type: LoginDoneType): void {
  const { pending } = loginModal.getState();
  loginModal.setState({ open: false, pending: null });
  pending?.(type);
}
