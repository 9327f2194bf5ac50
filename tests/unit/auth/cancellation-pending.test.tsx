import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPanel } from '@/components/auth/login-panel';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { callsTo, CN, EN, loginResponse, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const CLOSING = loginResponse({ token: 'tok-closing', cancellationEffectiveAt: '2026-12-08T09:00:00.000Z' });

async function passwordLogin(locale: 'cn' | 'en') {
  const m = locale === 'en' ? EN : CN;
  serveAuth({ login: CLOSING });
  const user = userEvent.setup();
  const onDone = jest.fn();
  renderWithProviders(<LoginPanel onDone={onDone} heading={(text) => <h2>{text}</h2>} />, { locale });
  await user.type(screen.getByLabelText(m.account), '13800000000');
  await user.type(screen.getByLabelText(m.password), 'secret123{Enter}');
  await screen.findByRole('heading', { name: m.cancelPendingTitle });
  return { user, onDone, m };
}

describe('a login during the cooling-off period of a cancellation', () => {
  test('says when the account closes and withdraws only when the user chooses to keep it', async () => {
    resetAuthTestState('en');
    const { user, onDone, m } = await passwordLogin('en');
    expect(screen.getByTestId('cancellation-pending')).toHaveTextContent('December 8, 2026');
    expect(localStorage.getItem('user_token')).toBe('tok-closing');
    expect(callsTo('/api/user/cancellation/withdraw')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: m.cancelPendingWithdraw }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('pwdlogin'));
    expect(callsTo('/api/user/cancellation/withdraw')).toHaveLength(1);
    expect(callsTo('/api/user/cancellation/withdraw')[0].token).toBe('tok-closing');
    expect(toastTexts()).toContain(`success:${m.cancelWithdrawn}`);
  });

  test('carrying on leaves the application in place', async () => {
    resetAuthTestState('cn');
    const { user, onDone, m } = await passwordLogin('cn');
    await user.click(screen.getByRole('button', { name: m.cancelPendingContinue }));
    expect(onDone).toHaveBeenCalledWith('pwdlogin');
    expect(callsTo('/api/user/cancellation/withdraw')).toHaveLength(0);
    expect(toastTexts()).toContain(`success:${m.loginSuccess}`);
  });
});
