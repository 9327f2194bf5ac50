import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { calls, callsTo, CN, EN, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

function renderForgot(locale: 'cn' | 'en') {
  resetAuthTestState(locale);
  const onDone = jest.fn();
  renderWithProviders(<LoginPanel onDone={onDone} heading={(text) => <h2>{text}</h2>} />, { locale });
  return onDone;
}

describe('forgot password (Chinese: phone)', () => {
  const M = CN;
  const reset = () => screen.getByRole('button', { name: M.reset });

  test('warns phone, code, new password, its length, repeat, and inconsistent passwords, in that order, sending nothing', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderForgot('cn');
    await user.click(screen.getByRole('button', { name: M.forgot }));
    expect(screen.getByRole('heading', { name: M.forgotTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(M.phone)).toHaveFocus();
    // The same password hint as the login form.
    expect(screen.getByLabelText(M.newPwd)).toHaveAccessibleDescription(M.passwordHint);

    const steps: Array<[() => Promise<void>, string]> = [
      [async () => {}, M.needPhone],
      [() => user.type(screen.getByLabelText(M.phone), '13800000000'), M.needCode],
      [() => user.type(screen.getByLabelText(M.code), '123456'), M.getCodeFirst],
    ];
    for (const [act, warning] of steps) {
      await act();
      await user.click(reset());
      expect(screen.getByRole('alert')).toHaveTextContent(warning);
    }
    expect(calls).toHaveLength(0);

    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(callsTo('/api/user/login/sendMsgCode')).toHaveLength(1));
    expect(callsTo('/api/user/login/sendMsgCode')[0].body).toEqual({ phoneNumber: '13800000000', dialCode: '86', purpose: 'reset' });
    const sent = calls.length;

    const more: Array<[() => Promise<void>, string]> = [
      [async () => {}, M.needNewPwd],
      [() => user.type(screen.getByLabelText(M.newPwd), 'abc123'), M.pwdLength],
      [
        async () => {
          await user.clear(screen.getByLabelText(M.newPwd));
          await user.type(screen.getByLabelText(M.newPwd), 'abcd1234');
        },
        M.needRepeatPwd,
      ],
      [() => user.type(screen.getByLabelText(M.repeatPwd), 'abcd12345'), M.pwdMismatch],
    ];
    for (const [act, warning] of more) {
      await act();
      await user.click(reset());
      expect(screen.getByRole('alert')).toHaveTextContent(warning);
    }
    expect(M.pwdMismatch).toBe('两次输入的密码不一致');
    expect(calls).toHaveLength(sent);
  });

  test('resets with the new password digest and logs the user in', async () => {
    serveAuth();
    const user = userEvent.setup();
    const onDone = renderForgot('cn');
    await user.click(screen.getByRole('button', { name: M.forgot }));
    await user.type(screen.getByLabelText(M.phone), '13800000000');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(screen.getByTestId('get-code')).toBeDisabled());
    await user.type(screen.getByLabelText(M.code), '123456');
    await user.type(screen.getByLabelText(M.newPwd), 'secret123');
    await user.type(screen.getByLabelText(M.repeatPwd), 'secret123{Enter}');

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    expect(callsTo('/api/user/login/checkMsgCode')[0].body).toEqual({
      msgCode: '123456',
      phoneNumber: '13800000000',
      dialCode: '86',
      channelCode: '1',
      entrance: 'sprout-cn',
      newPwd: '5d7845ac6ee7cfffafc5fe5f35cf666d',
    });
    expect(calls.some((c) => c.raw.includes('secret123'))).toBe(false);
    expect(toastTexts()).toContain(`success:${M.resetSuccess}`);
    expect(localStorage.getItem('user_token')).toBe('tok-123');
  });

  test('the go-to-login link returns to an empty password view', async () => {
    const user = userEvent.setup();
    renderForgot('cn');
    await user.type(screen.getByLabelText(M.account), 'lily');
    await user.click(screen.getByRole('button', { name: M.forgot }));
    await user.type(screen.getByLabelText(M.phone), '138');
    await user.click(screen.getByRole('button', { name: M.backToLogin }));
    expect(screen.getByRole('tab', { name: M.pwdTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(M.account)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: M.forgot }));
    expect(screen.getByLabelText(M.phone)).toHaveValue('');
  });
});

describe('forgot password (English: e-mail in the same input)', () => {
  test('asks for the e-mail and its format, then resets through the e-mail code call', async () => {
    serveAuth();
    const user = userEvent.setup();
    const onDone = renderForgot('en');
    await user.click(screen.getByRole('button', { name: EN.forgot }));
    expect(screen.queryByTestId('area-code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EN.reset }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await user.type(screen.getByLabelText(EN.email), 'lily@');
    await user.click(screen.getByRole('button', { name: EN.reset }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText(EN.email), 'example.com');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(callsTo('/api/user/login/sendEmailCode')).toHaveLength(1));
    expect(callsTo('/api/user/login/sendEmailCode')[0].body).toEqual({ email: 'lily@example.com', purpose: 'reset' });
    await user.type(screen.getByLabelText(EN.code), '123456');
    await user.type(screen.getByLabelText(EN.newPwd), 'secret123');
    await user.type(screen.getByLabelText(EN.repeatPwd), 'secret124');
    await user.click(screen.getByRole('button', { name: EN.reset }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords inconsistent');

    await user.clear(screen.getByLabelText(EN.repeatPwd));
    await user.type(screen.getByLabelText(EN.repeatPwd), 'secret123{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    expect(callsTo('/api/user/login/checkEmailCode')[0].body).toEqual({
      emailCode: '123456',
      email: 'lily@example.com',
      entrance: 'sprout-en',
      newPwd: '5d7845ac6ee7cfffafc5fe5f35cf666d',
    });
  });
});
