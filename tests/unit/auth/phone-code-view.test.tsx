import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { calls, callsTo, CN, loginResponse, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => resetAuthTestState());
afterEach(() => jest.useRealTimers());

function renderCodeView() {
  const onDone = jest.fn();
  renderWithProviders(<LoginPanel onDone={onDone} heading={(text) => <h2>{text}</h2>} />);
  return onDone;
}

const phone = () => screen.getByLabelText(CN.phone);
const code = () => screen.getByLabelText(CN.code);
const getCode = () => screen.getByTestId('get-code');
const submit = () => screen.getByRole('button', { name: CN.loginOrRegister });

async function openPhoneTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
}

describe('phone code login (Chinese edition)', () => {
  test('warns phone, then code, then "get a code first", sending nothing', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderCodeView();
    await openPhoneTab(user);

    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needPhone);
    expect(phone()).toHaveFocus();

    await user.type(phone(), '13800000000');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needCode);
    expect(code()).toHaveFocus();

    await user.type(code(), '123456');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.getCodeFirst);
    expect(calls).toHaveLength(0);
  });

  test('get code without a phone number warns and sends nothing', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderCodeView();
    await openPhoneTab(user);
    await user.click(getCode());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.needPhone);
    expect(getCode()).toHaveTextContent(CN.getCode);
    expect(calls).toHaveLength(0);
  });

  test('the phone input keeps digits only, typed or pasted', async () => {
    const user = userEvent.setup();
    renderCodeView();
    await openPhoneTab(user);
    await user.type(phone(), '+86 138-0000 abc0000');
    expect(phone()).toHaveValue('8613800000000');
    await user.clear(phone());
    await user.click(phone());
    await user.paste('(138) 0000.0000');
    expect(phone()).toHaveValue('13800000000');
  });

  test('the get-code link counts down from 60 s, disabled, then offers "retrieve"', async () => {
    jest.useFakeTimers();
    serveAuth();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCodeView();
    await openPhoneTab(user);
    await user.type(phone(), '13800000000');
    await user.click(getCode());

    await waitFor(() => expect(getCode()).toHaveTextContent('60秒后重新获取'));
    expect(getCode()).toBeDisabled();
    expect(callsTo('/api/user/login/sendMsgCode').map((c) => c.body)).toEqual([
      { phoneNumber: '13800000000', dialCode: '86', purpose: 'login' },
    ]);
    expect(toastTexts()).toContain(`success:${CN.codeSent}`);

    act(() => jest.advanceTimersByTime(1000));
    expect(getCode()).toHaveTextContent('59秒后重新获取');
    act(() => jest.advanceTimersByTime(58_000));
    expect(getCode()).toHaveTextContent('1秒后重新获取');
    expect(getCode()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(getCode()).toHaveTextContent(CN.retrieve);
    expect(getCode()).toBeEnabled();

    // 'retrieve' sends again and restarts the clock.
    await user.click(getCode());
    await waitFor(() => expect(getCode()).toHaveTextContent('60秒后重新获取'));
    expect(callsTo('/api/user/login/sendMsgCode')).toHaveLength(2);
  });

  test('switching views clears every field and resets the get-code link', async () => {
    jest.useFakeTimers();
    serveAuth();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCodeView();
    await openPhoneTab(user);
    await user.type(phone(), '13800000000');
    await user.click(getCode());
    await waitFor(() => expect(getCode()).toHaveTextContent('60秒后重新获取'));
    await user.type(code(), '123');

    await user.click(screen.getByRole('tab', { name: CN.pwdTab }));
    await user.type(screen.getByLabelText(CN.account), 'someone');
    await openPhoneTab(user);

    expect(phone()).toHaveValue('');
    expect(code()).toHaveValue('');
    expect(getCode()).toHaveTextContent(CN.getCode);
    expect(getCode()).toBeEnabled();

    // The code requested before the switch no longer counts.
    await user.type(phone(), '13800000000');
    await user.type(code(), '123456');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(CN.getCodeFirst);

    // And the password form came back empty too.
    await user.click(screen.getByRole('tab', { name: CN.pwdTab }));
    expect(screen.getByLabelText(CN.account)).toHaveValue('');
  });

  test('logs in with the code and tells the opener "phonelogin"', async () => {
    serveAuth();
    const user = userEvent.setup();
    const onDone = renderCodeView();
    await openPhoneTab(user);
    await user.type(phone(), '13800000000');
    await user.click(getCode());
    await waitFor(() => expect(getCode()).toBeDisabled());
    await user.type(code(), '123456{Enter}');

    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    expect(callsTo('/api/user/login/checkMsgCode')[0].body).toEqual({
      msgCode: '123456',
      phoneNumber: '13800000000',
      dialCode: '86',
      channelCode: '1',
      entrance: 'sprout-cn',
    });
    expect(JSON.parse(localStorage.getItem('user_info')!)).toEqual(loginResponse());
    expect(toastTexts()).toContain(`success:${CN.loginSuccess}`);
  });
});
