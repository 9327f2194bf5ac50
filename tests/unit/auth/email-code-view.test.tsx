import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { calls, callsTo, EN, loginResponse, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => resetAuthTestState('en'));

function renderEnglish() {
  const onDone = jest.fn();
  renderWithProviders(<LoginPanel onDone={onDone} heading={(text) => <h2>{text}</h2>} />, { locale: 'en' });
  return onDone;
}

const email = () => screen.getByLabelText(EN.email);
const code = () => screen.getByLabelText(EN.code);
const submit = () => screen.getByRole('button', { name: EN.loginOrRegister });

describe('English edition', () => {
  test('offers e-mail and phone codes, e-mail first', () => {
    renderEnglish();
    expect(screen.getByRole('heading', { name: EN.title })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([EN.pwdTab, EN.emailTab, EN.phoneTab]);
  });

  test('a parent who signed up by phone logs in by phone code in English', async () => {
    serveAuth({ checkCode: loginResponse({ token: 'tok-phone' }) });
    const user = userEvent.setup();
    const onDone = renderEnglish();
    await user.click(screen.getByRole('tab', { name: EN.phoneTab }));
    expect(screen.getByTestId('area-code')).toHaveTextContent('+86');
    await user.type(screen.getByLabelText(EN.phone), '13800000000');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(screen.getByTestId('get-code')).toBeDisabled());
    await user.type(screen.getByLabelText(EN.code), '123456');
    await user.click(screen.getByRole('button', { name: EN.loginOrRegister }));
    await waitFor(() => expect(callsTo('/api/user/login/checkMsgCode')).toHaveLength(1));
    expect(callsTo('/api/user/login/checkMsgCode')[0].body).toMatchObject({ msgCode: '123456', phoneNumber: '13800000000', dialCode: '86' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
  });

  test('resets a password by phone in English', async () => {
    serveAuth({ checkCode: loginResponse({ token: 'tok-reset' }) });
    const user = userEvent.setup();
    renderEnglish();
    await user.click(screen.getByTestId('to-forgot'));
    const group = screen.getByRole('group', { name: EN.resetBy });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([EN.resetByEmail, EN.resetByPhone]);
    await user.click(within(group).getByRole('button', { name: EN.resetByPhone }));
    expect(within(screen.getByRole('group', { name: EN.resetBy })).getByRole('button', { name: EN.resetByPhone })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(EN.phone)).toBeInTheDocument();
    expect(screen.getByTestId('area-code')).toHaveTextContent('+86');
  });

  test('e-mail login warns e-mail, its format, then the code, sending nothing', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderEnglish();
    await user.click(screen.getByRole('tab', { name: EN.emailTab }));
    expect(screen.queryByTestId('area-code')).not.toBeInTheDocument();

    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await user.type(email(), 'lily.example.com');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.click(screen.getByTestId('get-code'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await user.clear(email());
    await user.type(email(), 'lily@example.com');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(EN.needCode);
    expect(calls).toHaveLength(0);
  });

  test('e-mail code login: sends the code to the address, then logs in with it', async () => {
    serveAuth({ checkCode: loginResponse({ email: 'lily@example.com', phone: null, dialCode: null }) });
    const user = userEvent.setup();
    const onDone = renderEnglish();
    await user.click(screen.getByRole('tab', { name: EN.emailTab }));
    await user.type(email(), '  Lily@Example.com ');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(screen.getByTestId('get-code')).toHaveTextContent('Resend in 60s'));
    expect(callsTo('/api/user/login/sendEmailCode')[0].body).toEqual({ email: 'Lily@Example.com', purpose: 'login' });

    await user.type(code(), '654321');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    expect(callsTo('/api/user/login/checkEmailCode')[0].body).toEqual({ emailCode: '654321', email: 'Lily@Example.com', entrance: 'sprout-en' });
    expect(toastTexts()).toContain(`success:${EN.loginSuccess}`);
  });
});
