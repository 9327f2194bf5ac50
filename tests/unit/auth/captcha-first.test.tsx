import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';
import type { CaptchaDialogProps } from '@/components/captcha/captcha-dialog';

import { http as mock, HttpResponse } from 'msw';

import { server, setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { calls, callsTo, CN, EN, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

// Stands in for the real block puzzle: "solving" it hands back a verification string.
const captchaProps: CaptchaDialogProps[] = [];
jest.mock('@/components/captcha/captcha-dialog', () => ({
  __esModule: true,
  default: function FakeCaptcha(props: CaptchaDialogProps) {
    captchaProps.push(props);
    if (!props.open) return null;
    return (
      <div role="dialog" aria-label="captcha">
        <button type="button" onClick={() => props.onSuccess('captcha-token---{"x":120,"y":5}')}>
          solve
        </button>
        <button type="button" onClick={props.onClose}>
          dismiss
        </button>
      </div>
    );
  },
}));

setupMswServer();
beforeEach(() => {
  resetAuthTestState();
  captchaProps.length = 0;
});

async function choosePlace(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  await user.click(screen.getByTestId('area-code'));
  await user.type(screen.getByRole('combobox', { name: CN.areaSearch }), search);
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: new RegExp(name) }));
}

function renderPhoneView() {
  renderWithProviders(<LoginPanel onDone={jest.fn()} heading={(text) => <h2>{text}</h2>} />);
}

describe('get code for a number outside mainland China', () => {
  test('shows the block puzzle first and sends only after it is solved, with its verification', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderPhoneView();
    await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
    await choosePlace(user, '香港', '中国香港');
    expect(screen.getByTestId('area-code')).toHaveTextContent('+852');
    await user.type(screen.getByLabelText(CN.phone), '51234567');

    await user.click(screen.getByTestId('get-code'));
    const captcha = await screen.findByRole('dialog', { name: 'captcha' });
    expect(captchaProps.at(-1)).toMatchObject({ open: true, type: 'blockPuzzle' });
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('get-code')).toBeDisabled();
    expect(screen.getByTestId('get-code')).toHaveTextContent(CN.getCode);

    await user.click(within(captcha).getByRole('button', { name: 'solve' }));
    await waitFor(() => expect(callsTo('/api/user/login/sendMsgCode')).toHaveLength(1));
    expect(callsTo('/api/user/login/sendMsgCode')[0].body).toEqual({
      phoneNumber: '51234567',
      dialCode: '852',
      captchaVerification: 'captcha-token---{"x":120,"y":5}',
      purpose: 'login',
    });
    await waitFor(() => expect(screen.getByTestId('get-code')).toHaveTextContent('60秒后重新获取'));
    expect(screen.queryByRole('dialog', { name: 'captcha' })).not.toBeInTheDocument();
  });

  test('closing the puzzle sends nothing and leaves the link ready', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderPhoneView();
    await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
    await choosePlace(user, 'japan', '日本');
    await user.type(screen.getByLabelText(CN.phone), '9012345678');
    await user.click(screen.getByTestId('get-code'));
    await user.click(within(await screen.findByRole('dialog', { name: 'captcha' })).getByRole('button', { name: 'dismiss' }));

    expect(screen.queryByRole('dialog', { name: 'captcha' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('get-code')).toHaveTextContent(CN.getCode);
    expect(screen.getByTestId('get-code')).toBeEnabled();
  });

  test('a mainland number (86) is sent at once, without the puzzle', async () => {
    serveAuth();
    const user = userEvent.setup();
    renderPhoneView();
    await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
    await user.type(screen.getByLabelText(CN.phone), '13800000000');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(callsTo('/api/user/login/sendMsgCode')).toHaveLength(1));
    expect(callsTo('/api/user/login/sendMsgCode')[0].body).not.toHaveProperty('captchaVerification');
    expect(captchaProps).toHaveLength(0);
  });
});

/** The server's answer to a send without a proof when it wants the captcha first (issue #17: a second code within the hour). */
function serveCaptchaRequired(path: '*/api/user/login/sendMsgCode' | '*/api/user/login/sendEmailCode') {
  server.use(
    mock.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (body.captchaVerification) return HttpResponse.json({ code: 0, msg: 'success', data: { sent: true } });
      return HttpResponse.json({ code: 4106, msg: '请先完成安全验证', data: null }, { status: 400 });
    }),
  );
}

describe('get code when the server asks for the captcha', () => {
  test('a mainland number: the puzzle opens after the refused send, and the same send goes again with the proof', async () => {
    serveAuth();
    serveCaptchaRequired('*/api/user/login/sendMsgCode');
    const user = userEvent.setup();
    renderPhoneView();
    await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
    await user.type(screen.getByLabelText(CN.phone), '13800000000');
    await user.click(screen.getByTestId('get-code'));

    const captcha = await screen.findByRole('dialog', { name: 'captcha' });
    expect(callsTo('/api/user/login/sendMsgCode')).toHaveLength(1);
    expect(toastTexts()).toEqual([`info:${CN.captchaBeforeCode}`]);
    expect(screen.getByTestId('get-code')).toHaveTextContent(CN.getCode);

    await user.click(within(captcha).getByRole('button', { name: 'solve' }));
    await waitFor(() => expect(callsTo('/api/user/login/sendMsgCode')).toHaveLength(2));
    expect(callsTo('/api/user/login/sendMsgCode')[1].body).toEqual({
      phoneNumber: '13800000000',
      dialCode: '86',
      captchaVerification: 'captcha-token---{"x":120,"y":5}',
      purpose: 'login',
    });
    await waitFor(() => expect(screen.getByTestId('get-code')).toHaveTextContent('60秒后重新获取'));
    expect(toastTexts()).toContain(`success:${CN.codeSent}`);
  });

  test('an e-mail address in the English edition does the same', async () => {
    resetAuthTestState('en');
    serveAuth();
    serveCaptchaRequired('*/api/user/login/sendEmailCode');
    const user = userEvent.setup();
    renderWithProviders(<LoginPanel onDone={jest.fn()} heading={(text) => <h2>{text}</h2>} />, { locale: 'en' });
    await user.click(screen.getByRole('tab', { name: EN.emailTab }));
    await user.type(screen.getByLabelText(EN.email), 'lily@example.com');
    await user.click(screen.getByTestId('get-code'));

    await user.click(within(await screen.findByRole('dialog', { name: 'captcha' })).getByRole('button', { name: 'solve' }));
    await waitFor(() => expect(callsTo('/api/user/login/sendEmailCode')).toHaveLength(2));
    expect(callsTo('/api/user/login/sendEmailCode')[1].body).toMatchObject({ email: 'lily@example.com', captchaVerification: 'captcha-token---{"x":120,"y":5}' });
    expect(toastTexts()).toContain(`info:${EN.captchaBeforeCode}`);
  });

  test('any other refusal is shown as it is, without the puzzle', async () => {
    serveAuth();
    server.use(mock.post('*/api/user/login/sendMsgCode', () => HttpResponse.json({ code: 4293, msg: '当前网络获取验证码次数过多，请稍后再试', data: null }, { status: 429 })));
    const user = userEvent.setup();
    renderPhoneView();
    await user.click(screen.getByRole('tab', { name: CN.phoneTab }));
    await user.type(screen.getByLabelText(CN.phone), '13800000000');
    await user.click(screen.getByTestId('get-code'));
    await waitFor(() => expect(toastTexts()).toEqual(['error:当前网络获取验证码次数过多，请稍后再试']));
    expect(captchaProps).toHaveLength(0);
  });
});
