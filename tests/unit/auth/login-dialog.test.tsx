import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginDialogHost } from '@/components/auth/login-dialog-host';
import { loginModal, openLoginModal } from '@/lib/store/login-modal';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { callsTo, CN, EN, loginResponse, resetAuthTestState, serveAuth } from './support';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh, back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => {
  resetAuthTestState();
  loginModal.reset();
  refresh.mockReset();
});

describe('the login dialog', () => {
  test('opens lazily as #loginDv with its title, and the first input takes focus', async () => {
    renderWithProviders(<LoginDialogHost />);
    expect(document.getElementById('loginDv')).toBeNull();
    act(() => openLoginModal());
    const dialog = await screen.findByRole('dialog', { name: CN.title });
    expect(dialog).toContainElement(document.getElementById('loginDv'));
    await waitFor(() => expect(screen.getByLabelText(CN.account)).toHaveFocus());
  });

  test('a password login closes it and runs the action the user wanted', async () => {
    serveAuth();
    const user = userEvent.setup();
    const pending = jest.fn();
    renderWithProviders(<LoginDialogHost />);
    act(() => openLoginModal(pending));
    await user.type(await screen.findByLabelText(CN.account), '13800000000');
    await user.type(screen.getByLabelText(CN.password), 'secret123{Enter}');

    await waitFor(() => expect(pending).toHaveBeenCalledWith('pwdlogin'));
    expect(loginModal.getState().open).toBe(false);
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('user_info')!)).toEqual(loginResponse());
  });

  test('the close button drops the pending action', async () => {
    const user = userEvent.setup();
    const pending = jest.fn();
    renderWithProviders(<LoginDialogHost />);
    act(() => openLoginModal(pending));
    await user.click(await screen.findByRole('button', { name: MESSAGES_CLOSE }));
    expect(loginModal.getState().open).toBe(false);
    expect(pending).not.toHaveBeenCalled();
  });

  test('closing it while a new account is offered a password keeps the user logged in', async () => {
    serveAuth({ checkCode: loginResponse({ token: 'tok-new', gotoUpdatePwd: true }) });
    const user = userEvent.setup();
    const pending = jest.fn();
    renderWithProviders(<LoginDialogHost />);
    act(() => openLoginModal(pending));
    await user.click(await screen.findByRole('tab', { name: CN.phoneTab }));
    await user.type(screen.getByLabelText(CN.phone), '13800000000');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(screen.getByTestId('get-code')).toBeDisabled());
    await user.type(screen.getByLabelText(CN.code), '123456{Enter}');
    expect(await screen.findByRole('dialog', { name: CN.setPwdTitle })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('/api/user/logout')).toHaveLength(0);
    expect(localStorage.getItem('user_token')).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem('user_info')!)).toMatchObject({ token: 'tok-new' });
    expect(pending).not.toHaveBeenCalled();
  });

  test('Escape in the area-code search closes the list, not the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginDialogHost />);
    act(() => openLoginModal());
    await user.click(await screen.findByTestId('area-code'));
    expect(screen.getByRole('combobox', { name: CN.areaSearch })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('area-code')).toHaveFocus();
  });

  test('English edition: password, e-mail and phone tabs (e-mail first of the codes)', async () => {
    renderWithProviders(<LoginDialogHost />, { locale: 'en' });
    act(() => openLoginModal());
    expect(await screen.findByRole('dialog', { name: EN.title })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([EN.pwdTab, EN.emailTab, EN.phoneTab]);
  });
});

const MESSAGES_CLOSE = '关闭';
