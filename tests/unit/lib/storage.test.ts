import {
  AUTH_CHANGE_EVENT,
  clearAllStorage,
  clearLogin,
  getLocaleCookie,
  getToken,
  getUserInfo,
  isLoggedIn,
  readJson,
  rememberReturnPath,
  saveLogin,
  STORAGE_KEYS,
  takeReturnPath,
} from '@/lib/storage';

import { readCookies, setCookieRaw } from '../helpers/cookies';

const DAY_S = 24 * 60 * 60;

describe('login storage (SPEC §3)', () => {
  test('saveLogin stores user_token, the whole user_info with the token, and the user_token cookie', () => {
    saveLogin('tok-1', { id: 5, uid: 'u5', nickName: 'Amy', avatarUrl: '/a.png', vip: true });
    expect(window.localStorage.getItem('user_token')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('user_info')!)).toEqual({
      id: 5,
      uid: 'u5',
      nickName: 'Amy',
      avatarUrl: '/a.png',
      vip: true,
      token: 'tok-1',
    });
    expect(readCookies().user_token).toBe('tok-1');
    expect(getToken()).toBe('tok-1');
    expect(getUserInfo()?.nickName).toBe('Amy');
    expect(isLoggedIn()).toBe(true);
  });

  test('the user_token cookie lives 30 days, on the whole site', () => {
    // jsdom's cookie jar runs on the real clock, so read the lifetime from what is written.
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    saveLogin('tok-30', { id: 1 });
    setter.mockRestore();
    const cookie = written.find((c) => c.startsWith('user_token='));
    expect(cookie).toBeDefined();
    const maxAge = /max-age=(\d+)/i.exec(cookie!)?.[1];
    const expires = /expires=([^;]+)/i.exec(cookie!)?.[1];
    const lifetimeS = maxAge ? Number(maxAge) : (new Date(expires!).getTime() - Date.now()) / 1000;
    expect(lifetimeS).toBeGreaterThan(30 * DAY_S - 60);
    expect(lifetimeS).toBeLessThanOrEqual(30 * DAY_S);
    expect(cookie).toMatch(/path=\//i);
  });

  test('logged in means user_info is present, not merely a token', () => {
    expect(isLoggedIn()).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'only-token');
    expect(isLoggedIn()).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 1 }));
    expect(isLoggedIn()).toBe(true);
  });

  test('unreadable user_info counts as logged out instead of throwing', () => {
    window.localStorage.setItem(STORAGE_KEYS.userInfo, '{not json');
    expect(getUserInfo()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(readJson('missing')).toBeNull();
  });

  test('clearLogin removes token, python_token, user info and the cookie but keeps other keys', () => {
    saveLogin('tok-2', { id: 2 });
    window.localStorage.setItem(STORAGE_KEYS.pythonToken, 'py');
    window.localStorage.setItem(STORAGE_KEYS.latestVisitTime, '42');
    clearLogin();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('python_token')).toBeNull();
    expect(getUserInfo()).toBeNull();
    expect(readCookies().user_token).toBeUndefined();
    expect(window.localStorage.getItem('latest_visit_time')).toBe('42');
    expect(isLoggedIn()).toBe(false);
  });

  test('clearAllStorage removes everything in local storage and the login cookie, but not the return path', () => {
    saveLogin('tok-3', { id: 3 });
    window.localStorage.setItem(STORAGE_KEYS.latestReferrerHost, 'example.com');
    rememberReturnPath('/user/my');
    clearAllStorage();
    expect(window.localStorage.length).toBe(0);
    expect(readCookies().user_token).toBeUndefined();
    expect(takeReturnPath()).toBe('/user/my');
  });

  test('login and logout announce themselves on window', () => {
    const heard = jest.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, heard);
    saveLogin('tok-4', { id: 4 });
    clearLogin();
    window.removeEventListener(AUTH_CHANGE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('return path', () => {
  test('takeReturnPath returns the remembered path once', () => {
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('/course/list?page=2');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.returnPath)).toBe('/course/list?page=2');
    expect(takeReturnPath()).toBe('/course/list?page=2');
    expect(takeReturnPath()).toBeNull();
  });
});

describe('language cookie', () => {
  test('getLocaleCookie reads i18n_redirected', () => {
    expect(getLocaleCookie()).toBeUndefined();
    setCookieRaw('i18n_redirected', 'en');
    expect(getLocaleCookie()).toBe('en');
  });
});
