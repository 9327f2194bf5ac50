import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';

import { readCookies } from '../helpers/cookies';
import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { callsTo, calls, CN, loginResponse, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => resetAuthTestState());

function renderPanel() {
  const onDone = jest.fn();
  renderWithProviders(<LoginPanel onDone={onDone} heading={(text) => <h2>{text}</h2>} />);
  return onDone;
}

const account = () => screen.getByLabelText(CN.account);
const password = () => screen.getByLabelText(CN.password);
const submit = () => screen.getByRole('button', { name: CN.login });

describe('password view', () => {
  test('shows the Chinese tabs, area code +86, account and password with the letters-and-digits hint', () => {
    renderPanel();
    expect(screen.getByRole('tab', { name: CN.pwdTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([CN.pwdTab, CN.phoneTab, CN.emailTab]);
    expect(screen.getByTestId('area-code')).toHaveTextContent('+86');
    expect(account()).toHaveValue('');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAccessibleDescription(CN.passwordHint);
    expect(screen.getByRole('button', { name: CN.register })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CN.forgot })).toBeInTheDocument();
  });

  test('warns about the account first, then the password, and sends nothing', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderPanel();

    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needAccount);
    expect(account()).toHaveAttribute('aria-invalid', 'true');
    expect(account()).toHaveFocus();

    // A password alone still leaves the account missing: the account comes first.
    await user.type(password(), 'secret123');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needAccount);

    await user.clear(password());
    await user.type(account(), '13800000000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needPassword);
    expect(password()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  test('sends the MD5 digest, never the password, and stores and announces the login', async () => {
    serveAuth();
    const user = userEvent.setup();
    const onDone = renderPanel();

    await user.type(account(), '13800000000');
    await user.type(password(), 'secret123{Enter}');

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('pwdlogin'));
    const [login] = callsTo('/api/user/login/pwd');
    expect(login.body).toEqual({
      username: '13800000000',
      encryptionPwd: '5d7845ac6ee7cfffafc5fe5f35cf666d',
      dialCode: '86',
      entrance: 'sprout-cn',
      channelCode: '1',
    });
    expect(calls.some((c) => c.raw.includes('secret123'))).toBe(false);

    expect(localStorage.getItem('user_token')).toBe('tok-123');
    expect(JSON.parse(localStorage.getItem('user_info')!)).toEqual(loginResponse());
    expect(readCookies().user_token).toBe('tok-123');
    expect(toastTexts()).toContain(`success:${CN.loginSuccess}`);

    // Tracking with the first-visit attribution, then kept in queryQuickTracking.
    await waitFor(() => expect(localStorage.getItem('queryQuickTracking')).not.toBeNull());
    const [tracking] = callsTo('/api/quickTracking/queryQuickTracking');
    expect(tracking.token).toBe('tok-123');
    expect(tracking.body).toMatchObject({ type: 2, first_referter_path: 'http://localhost/' });
    expect(tracking.body.first_visit_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(localStorage.getItem('queryQuickTracking')!)).toMatchObject({
      admin_first_visit_time: tracking.body.first_visit_time,
      admin_first_referter_path: 'http://localhost/',
    });
  });

  test('a refused login shows the server message, stores nothing and lets the user try again', async () => {
    const { http: mock, HttpResponse } = await import('msw');
    const { server } = await import('../helpers/msw');
    server.use(mock.post('*/api/user/login/pwd', () => HttpResponse.json({ code: 4701, msg: '账号或密码错误', data: null }, { status: 401 })));
    const user = userEvent.setup();
    const onDone = renderPanel();

    await user.type(account(), '13800000000');
    await user.type(password(), 'wrong-one');
    await user.click(submit());

    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  test('the Registration button moves to code mode and Forgot password to the reset view', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(account(), 'lily');
    await user.click(screen.getByRole('button', { name: CN.register }));
    expect(screen.getByRole('tab', { name: CN.phoneTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(CN.phone)).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: CN.pwdTab }));
    expect(account()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: CN.forgot }));
    expect(screen.getByRole('heading', { name: CN.forgotTitle })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
