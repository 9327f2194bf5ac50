import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';
import type { CaptchaDialogProps } from '@/components/captcha/captcha-dialog';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { calls, callsTo, CN, resetAuthTestState, serveAuth } from './support';

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
