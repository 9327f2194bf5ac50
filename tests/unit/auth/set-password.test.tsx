import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { calls, callsTo, CN, loginResponse, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => resetAuthTestState());

const NEW_USER = loginResponse({ token: 'tok-new', gotoUpdatePwd: true });

/** Registers by phone code; the answer asks for a password. */
async function registerByCode(onDismissed?: () => void) {
  serveAuth({ checkCode: NEW_USER });
  const user = userEvent.setup();
  const onDone = jest.fn();
  const view = renderWithProviders(<LoginPanel onDone={onDone} onDismissed={onDismissed} heading={(text) => <h2>{text}</h2>} />);
  await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
  await user.type(screen.getByLabelText(CN.phone), '13800000000');
  await user.click(screen.getByTestId('get-code'));
  await waitFor(() => expect(screen.getByTestId('get-code')).toBeDisabled());
  await user.type(screen.getByLabelText(CN.code), '123456');
  await user.click(screen.getByRole('button', { name: CN.loginOrRegister }));
  await screen.findByRole('heading', { name: CN.setPwdTitle });
  return { user, onDone, view };
}

describe('set password after a code registration (gotoUpdatePwd)', () => {
  test('logs the new user in at once and offers a password, announced once saved', async () => {
    const { user, onDone } = await registerByCode();

    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText(CN.setPwd)).toHaveFocus();
    // The same password hint as the login and reset forms.
    expect(screen.getByLabelText(CN.setPwd)).toHaveAccessibleDescription(CN.passwordHint);
    // Logged in already: user_info and the cookie are written, tracking runs.
    expect(JSON.parse(localStorage.getItem('user_info')!)).toEqual(NEW_USER);
    expect(localStorage.getItem('user_token')).toBe('tok-new');
    expect(document.cookie).toContain('user_token=tok-new');
    await waitFor(() => expect(callsTo('/api/quickTracking/queryQuickTracking')).toHaveLength(1));
    expect(onDone).not.toHaveBeenCalled();

    const before = calls.length;
    await user.click(screen.getByRole('button', { name: CN.confirm }));
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needSetPwd);
    await user.type(screen.getByLabelText(CN.setPwd), 'short7!');
    await user.click(screen.getByRole('button', { name: CN.confirm }));
    expect(screen.getByRole('alert')).toHaveTextContent(CN.pwdLength);
    await user.clear(screen.getByLabelText(CN.setPwd));
    await user.type(screen.getByLabelText(CN.setPwd), 'x'.repeat(65));
    await user.click(screen.getByRole('button', { name: CN.confirm }));
    expect(screen.getByRole('alert')).toHaveTextContent(CN.pwdLength);
    expect(calls).toHaveLength(before);

    await user.clear(screen.getByLabelText(CN.setPwd));
    await user.type(screen.getByLabelText(CN.setPwd), 'secret123{Enter}');

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    const [update] = callsTo('/api/user/pwd/update');
    expect(update.method).toBe('PUT');
    expect(update.body).toEqual({ newPwd: '5d7845ac6ee7cfffafc5fe5f35cf666d' });
    expect(update.token).toBe('tok-new');
    expect(calls.some((c) => c.raw.includes('secret123'))).toBe(false);
    expect(toastTexts()).toContain(`success:${CN.loginSuccess}`);
    expect(callsTo('/api/quickTracking/queryQuickTracking')).toHaveLength(1);
  });

  test('"Not now" announces the login without a password', async () => {
    const { user, onDone } = await registerByCode();
    await user.click(screen.getByRole('button', { name: CN.setPwdLater }));
    expect(onDone).toHaveBeenCalledWith('phonelogin');
    expect(callsTo('/api/user/pwd/update')).toHaveLength(0);
    expect(localStorage.getItem('user_token')).toBe('tok-new');
    expect(toastTexts()).toContain(`success:${CN.loginSuccess}`);
  });

  test('a failed save keeps the view; the user stays logged in', async () => {
    const { user, onDone } = await registerByCode();
    const { http: mock, HttpResponse } = await import('msw');
    const { server } = await import('../helpers/msw');
    server.use(mock.put('*/api/user/pwd/update', () => HttpResponse.json({ code: 4000, msg: '密码过于常见', data: null }, { status: 400 })));

    await user.type(screen.getByLabelText(CN.setPwd), 'password1{Enter}');
    expect(await screen.findByText('密码过于常见')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CN.setPwdTitle })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_token')).toBe('tok-new');
  });

  test('closing the offer keeps the user logged in and logs nothing out', async () => {
    const onDismissed = jest.fn();
    const { view } = await registerByCode(onDismissed);

    view.unmount();
    expect(onDismissed).toHaveBeenCalledTimes(1);
    expect(callsTo('/api/user/logout')).toHaveLength(0);
    expect(localStorage.getItem('user_token')).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem('user_info')!)).toEqual(NEW_USER);
  });
});
