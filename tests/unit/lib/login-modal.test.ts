import { act, renderHook } from '@testing-library/react';

import { closeLoginModal, finishLogin, loginModal, openLoginModal, useLoginModalState } from '@/lib/store/login-modal';

beforeEach(() => loginModal.reset());

describe('login modal store', () => {
  test('starts closed', () => {
    expect(loginModal.getState()).toEqual({ open: false, pending: null });
  });

  test('finishLogin closes the modal and runs the pending action once with the login type', () => {
    const pending = jest.fn();
    openLoginModal(pending);
    expect(loginModal.getState().open).toBe(true);
    expect(pending).not.toHaveBeenCalled();

    finishLogin('phonelogin');
    expect(loginModal.getState()).toEqual({ open: false, pending: null });
    expect(pending).toHaveBeenCalledTimes(1);
    expect(pending).toHaveBeenCalledWith('phonelogin');

    finishLogin('pwdlogin');
    expect(pending).toHaveBeenCalledTimes(1);
  });

  test('closing the modal drops the pending action', () => {
    const pending = jest.fn();
    openLoginModal(pending);
    closeLoginModal();
    expect(loginModal.getState().open).toBe(false);
    finishLogin('pwdlogin');
    expect(pending).not.toHaveBeenCalled();
  });

  test('opening again replaces the earlier pending action', () => {
    const first = jest.fn();
    const second = jest.fn();
    openLoginModal(first);
    openLoginModal(second);
    finishLogin('pwdlogin');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('pwdlogin');
  });

  test('opening without an action and finishing just closes', () => {
    openLoginModal();
    expect(() => finishLogin('pwdlogin')).not.toThrow();
    expect(loginModal.getState().open).toBe(false);
  });

  test('the hook follows the store', () => {
    const { result } = renderHook(() => useLoginModalState((s) => s.open));
    expect(result.current).toBe(false);
    act(() => openLoginModal());
    expect(result.current).toBe(true);
    act(() => finishLogin('pwdlogin'));
    expect(result.current).toBe(false);
  });
});
