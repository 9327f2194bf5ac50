import { createStore } from './store/create-store';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

let nextId = 1;
export const toasts = createStore<{ list: Toast[] }>({ list: [] });
export const TOAST_DURATION_MS = 3000;

/** Shows a short message; the Toaster in the root layout renders it. */
export function notify(kind: ToastKind, text: string): number {
  const id = nextId++;
  toasts.setState((s) => ({ list: [...s.list.slice(-3), { id, kind, text }] }));
  if (typeof window !== 'undefined') window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  return id;
}

export function dismiss(id: number): void {
  toasts.setState((s) => ({ list: s.list.filter((t) => t.id !== id) }));
}
