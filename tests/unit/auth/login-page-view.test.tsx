import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPageView } from '@/components/auth/login-page-view';
import { rememberReturnPath } from '@/lib/storage';

import { setupMswServer } from '../helpers/msw';
import { renderWithProviders } from '../helpers/render';
import { CN, resetAuthTestState, serveAuth } from './support';

const replace = jest.fn();
// jsdom cannot load pages; the full-page login leaves through this one function.
jest.mock('@/lib/auth/navigate', () => ({ leaveLoginPage: (path: string) => replace(path) }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => {
  resetAuthTestState();
  replace.mockReset();
});

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(CN.account), '13800000000');
  await user.type(screen.getByLabelText(CN.password), 'secret123{Enter}');
}

describe('full-page login', () => {
  test('is the same form under a page heading, without the dialog', () => {
    renderWithProviders(<LoginPageView target={null} fallback="/" tagline="tagline text" />);
    expect(screen.getByRole('heading', { level: 1, name: CN.title })).toBeInTheDocument();
    expect(screen.getByText('tagline text')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: CN.phoneTab })).toBeInTheDocument();
  });

  test('goes to the checked redirect target after login', async () => {
    serveAuth();
    renderWithProviders(<LoginPageView target="/classStep" fallback="/" tagline="" />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/classStep'));
    expect(localStorage.getItem('user_token')).toBe('tok-123');
  });

  test('without a redirect, returns to the page a forced re-login left, else the fallback', async () => {
    serveAuth();
    rememberReturnPath('/user/my?tab=books');
    const first = renderWithProviders(<LoginPageView target={null} fallback="/abc/course/todayList" tagline="" />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/my?tab=books'));
    first.unmount();

    replace.mockReset();
    localStorage.clear();
    renderWithProviders(<LoginPageView target={null} fallback="/abc/course/todayList" tagline="" />);
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/abc/course/todayList'));
  });
});
