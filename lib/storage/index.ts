import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';

import { USER_TOKEN_MAX_AGE } from '@/lib/constants/auth';

import { COOKIE_KEYS, STORAGE_KEYS } from './keys';

export { COOKIE_KEYS, STORAGE_KEYS };

/** The user fields the client keeps (SPEC §3 user_info); the whole login response is saved. */
export interface StoredUser {
  id?: number;
  uid?: number | string;
  nickName?: string;
  nickname?: string;
  avatarUrl?: string | null;
  avatar?: string | null;
  token?: string;
  [key: string]: unknown;
}

const hasWindow = () => typeof window !== 'undefined';

/** Fired on window whenever this tab logs in or out, so components can follow. */
export const AUTH_CHANGE_EVENT = 'sprout:auth-change';

/**
 * Calls `onChange` when this tab or another logs in or out (for
 * useSyncExternalStore over the stored login); returns the unsubscribe.
 */
export function subscribeAuthChange(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(AUTH_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_CHANGE_EVENT, onChange);
  };
}
function announceAuthChange() {
  if (hasWindow()) window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

function local(): Storage | null {
  try {
    return hasWindow() ? window.localStorage : null;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return hasWindow() ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  return local()?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string): void {
  local()?.setItem(key, value);
}

export function removeLocal(key: string): void {
  local()?.removeItem(key);
}

export function readJson<T>(key: string): T | null {
  const raw = readLocal(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readLocal(STORAGE_KEYS.userToken);
}

export function getUserInfo(): StoredUser | null {
  return readJson<StoredUser>(STORAGE_KEYS.userInfo);
}

/** Logged in means user_info is present (SPEC §4 Login state). */
export function isLoggedIn(): boolean {
  return getUserInfo() !== null;
}

/** Saves a login: token and user info in local storage, the token cookie for 30 days. */
export function saveLogin(token: string, user: StoredUser): void {
  writeLocal(STORAGE_KEYS.userToken, token);
  writeLocal(STORAGE_KEYS.userInfo, JSON.stringify({ ...user, token }));
  setCookie(COOKIE_KEYS.userToken, token, {
    path: '/',
    maxAge: USER_TOKEN_MAX_AGE,
    sameSite: 'lax',
    secure: hasWindow() && window.location.protocol === 'https:',
  });
  announceAuthChange();
}

/** Forgets the login (session expired, logout). */
export function clearLogin(): void {
  removeLocal(STORAGE_KEYS.userToken);
  removeLocal(STORAGE_KEYS.pythonToken);
  removeLocal(STORAGE_KEYS.userInfo);
  deleteCookie(COOKIE_KEYS.userToken, { path: '/' });
  announceAuthChange();
}

/** Clears everything this site keeps for the user (the other client's 110002-110004 rule). */
export function clearAllStorage(): void {
  clearLogin();
  local()?.clear();
}

export function rememberReturnPath(path: string): void {
  session()?.setItem(STORAGE_KEYS.returnPath, path);
}

export function takeReturnPath(): string | null {
  const s = session();
  const value = s?.getItem(STORAGE_KEYS.returnPath) ?? null;
  s?.removeItem(STORAGE_KEYS.returnPath);
  return value;
}

export function readSession(key: string): string | null {
  return session()?.getItem(key) ?? null;
}

export function writeSession(key: string, value: string): void {
  session()?.setItem(key, value);
}

export function getLocaleCookie(): string | undefined {
  const value = getCookie(COOKIE_KEYS.locale);
  return typeof value === 'string' ? value : undefined;
}
