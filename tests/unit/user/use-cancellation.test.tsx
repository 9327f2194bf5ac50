import { act, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { configureHttp } from '@/lib/http';
import { KEYS } from '@/lib/hooks/keys';
import { useAccount } from '@/lib/hooks/use-account';
import { useApplyCancellation, useWithdrawCancellation } from '@/lib/hooks/use-cancellation';
import { useLogout } from '@/lib/hooks/use-logout';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES } from '../helpers/render';
import { fillCache, readCache, renderAccountHook } from './render-account-hook';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const EFFECTIVE = '2030-03-16T04:00:00.000Z';
const PROFILE = { nickname: 'Amy', avatar: null };
const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

/** A cache with the account and a list that is not the account's. */
function filledCache() {
  const cache = new Map<unknown, unknown>();
  fillCache(cache, KEYS.accountMe(), PROFILE);
  fillCache(cache, KEYS.searchKeywords(1), ['owl']);
  return cache;
}

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
  saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
});

describe('useApplyCancellation', () => {
  test('on success the browser forgets the login and the cached account, nothing else', async () => {
    server.use(mock.post('*/api/user/cancellationApplicationNew', () => HttpResponse.json({ code: 0, msg: 'success', data: { status: 'submitted', effectiveAt: EFFECTIVE } })));
    const onSuccess = jest.fn();
    const { result, cache } = renderAccountHook(() => useApplyCancellation({ onSuccess }), filledCache());
    const outcome = await act(() => result.current.run({ account: '13812341234', reasonCode: 'other' }));
    expect(outcome).toEqual({ status: 'done', result: { status: 'submitted', effectiveAt: EFFECTIVE } });
    expect(onSuccess).toHaveBeenCalledWith({ status: 'submitted', effectiveAt: EFFECTIVE }, { account: '13812341234', reasonCode: 'other' });
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(readCache(cache, KEYS.accountMe())).toBeUndefined();
    expect(readCache(cache, KEYS.searchKeywords(1))).toEqual(['owl']);
  });

  test('a refusal is toasted once (by the HTTP client), reaches onError and keeps the login', async () => {
    server.use(
      mock.post('*/api/user/cancellationApplicationNew', () =>
        HttpResponse.json({ code: 4610, msg: 'The account you entered is not the one you are logged in with', data: null }, { status: 400 }),
      ),
    );
    const onError = jest.fn();
    const { result, cache } = renderAccountHook(() => useApplyCancellation({ onError }), filledCache());
    const outcome = await act(() => result.current.run({ account: '13900000000', reasonCode: 'other' }));
    expect(outcome.status).toBe('failed');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 4610 }));
    expect(toastTexts()).toEqual(['error:The account you entered is not the one you are logged in with']);
    expect(localStorage.getItem('user_token')).toBe('tok-1');
    expect(readCache(cache, KEYS.accountMe())).toEqual(PROFILE);
  });
});

describe('useWithdrawCancellation', () => {
  test('refetches the account shown on the page once the application is withdrawn', async () => {
    let infoCalls = 0;
    server.use(
      mock.post('*/api/user/cancellation/withdraw', () => HttpResponse.json({ code: 0, msg: 'success', data: { status: 'withdrawn' } })),
      mock.get('*/api/user/info', () => {
        infoCalls += 1;
        return HttpResponse.json({ code: 0, msg: 'success', data: { ...PROFILE, nickname: infoCalls === 1 ? 'Amy' : 'Amy again' } });
      }),
    );
    const { result } = renderAccountHook(() => ({ account: useAccount(), withdraw: useWithdrawCancellation() }));
    await waitFor(() => expect(result.current.account.account?.nickname).toBe('Amy'));
    const outcome = await act(() => result.current.withdraw.run());
    expect(outcome).toEqual({ status: 'done', result: { status: 'withdrawn' } });
    await waitFor(() => expect(result.current.account.account?.nickname).toBe('Amy again'));
    expect(infoCalls).toBe(2);
  });
});

describe('useLogout', () => {
  test('logs out in the browser and forgets the account even when the server fails, without a toast', async () => {
    let called = false;
    server.use(
      mock.post('*/api/user/logout', () => {
        called = true;
        return HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 500 });
      }),
    );
    const { result, cache } = renderAccountHook(() => useLogout(), filledCache());
    await act(() => result.current.logOut());
    expect(called).toBe(true);
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(readCache(cache, KEYS.accountMe())).toBeUndefined();
    expect(toastTexts()).toEqual([]);
  });
});
