import { act, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { configureHttp } from '@/lib/http';
import { KEYS } from '@/lib/hooks/keys';
import { useAccount, type AccountProfile } from '@/lib/hooks/use-account';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES } from '../helpers/render';
import { fillCache, readCache, renderAccountHook } from './render-account-hook';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const AMY: AccountProfile = {
  nickname: 'Amy',
  gender: 'female',
  birthday: null,
  introduction: '',
  compulsoryEducation: false,
  avatar: null,
  profileVisibility: 'private',
  isChild: false,
};

/** Answers GET /api/user/info with `profile` and counts the calls. */
function serveInfo(profile: AccountProfile) {
  const calls: string[] = [];
  server.use(
    mock.get('*/api/user/info', ({ request }) => {
      calls.push(new URL(request.url).search);
      return HttpResponse.json({ code: 0, msg: 'success', data: { userId: 7, uid: 7, ...profile } });
    }),
  );
  return calls;
}

/** Every request sent from now on. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(`${request.method} ${new URL(request.url).pathname}`));
  return seen;
}

beforeEach(() => {
  server.events.removeAllListeners();
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
  saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
});

describe('useAccount', () => {
  test('with a seed: shows it, stores it under account/me and sends nothing', async () => {
    const seen = recordRequests();
    const { result, cache } = renderAccountHook(() => useAccount(AMY));
    expect(result.current.account).toEqual(AMY);
    await waitFor(() => expect(readCache(cache, KEYS.accountMe())).toEqual(AMY));
    expect(result.current.isLoading).toBe(false);
    expect(seen).toEqual([]);
  });

  test('a seed replaces a profile an earlier login left in the cache', async () => {
    const cache = new Map<unknown, unknown>();
    fillCache(cache, KEYS.accountMe(), { ...AMY, nickname: 'Bob' });
    const { result } = renderAccountHook(() => useAccount(AMY), cache);
    await waitFor(() => expect(result.current.account?.nickname).toBe('Amy'));
    expect(readCache(cache, KEYS.accountMe())).toEqual(AMY);
  });

  test('without a seed: fetches GET /api/user/info?source=app once', async () => {
    const calls = serveInfo(AMY);
    const { result } = renderAccountHook(() => useAccount());
    await waitFor(() => expect(result.current.account?.nickname).toBe('Amy'));
    expect(calls).toEqual(['?source=app']);
  });

  test('updateAccount stores the server’s answer without refetching it and copies nickname and avatar to user_info', async () => {
    const seen = recordRequests();
    const { result, cache } = renderAccountHook(() => useAccount(AMY));
    await act(() => result.current.updateAccount({ ...AMY, nickname: 'Lily' }));
    expect(result.current.account?.nickname).toBe('Lily');
    await act(() => result.current.updateAccount((current) => ({ ...current, avatar: '/a.webp' })));
    expect(readCache(cache, KEYS.accountMe())).toEqual({ ...AMY, nickname: 'Lily', avatar: '/a.webp' });
    // The header reads user_info: it follows the stored profile.
    expect(JSON.parse(localStorage.getItem('user_info')!)).toMatchObject({ nickName: 'Lily', nickname: 'Lily', avatarUrl: '/a.webp', token: 'tok-1' });
    expect(seen).toEqual([]);
  });
});
