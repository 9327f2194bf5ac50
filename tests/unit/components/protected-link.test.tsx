import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ProtectedLink } from '@/components/layout/protected-link';
import { saveLogin } from '@/lib/storage';
import { finishLogin, loginModal } from '@/lib/store/login-modal';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

/** Whether the last click on the page had its default (the browser following the link) prevented. */
let lastClickPrevented: boolean | undefined;
function recordClick(event: MouseEvent) {
  lastClickPrevented = event.defaultPrevented;
  // jsdom cannot navigate; stop it from trying once the result is recorded.
  event.preventDefault();
}

beforeAll(() => window.addEventListener('click', recordClick));
afterAll(() => window.removeEventListener('click', recordClick));
beforeEach(() => {
  push.mockReset();
  loginModal.reset();
  lastClickPrevented = undefined;
});

describe('ProtectedLink', () => {
  test('renders a real link to the page', () => {
    render(<ProtectedLink href="/user/collect">Collect</ProtectedLink>);
    expect(screen.getByRole('link', { name: 'Collect' })).toHaveAttribute('href', '/user/collect');
  });

  test('a visitor gets the login modal instead of the page, and is taken there after logging in', async () => {
    const user = userEvent.setup();
    render(<ProtectedLink href="/user/collect">Collect</ProtectedLink>);

    await user.click(screen.getByRole('link', { name: 'Collect' }));

    expect(loginModal.getState().open).toBe(true);
    expect(lastClickPrevented).toBe(true);
    expect(push).not.toHaveBeenCalled();

    act(() => finishLogin('pwdlogin'));

    expect(loginModal.getState().open).toBe(false);
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/user/collect');
  });

  test('closing the modal without logging in goes nowhere', async () => {
    const user = userEvent.setup();
    render(<ProtectedLink href="/messageCenter">Messages</ProtectedLink>);
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    act(() => loginModal.setState({ open: false, pending: null }));
    expect(push).not.toHaveBeenCalled();
  });

  test('a logged-in user follows the link normally and sees no modal', async () => {
    const user = userEvent.setup();
    saveLogin('tok', { id: 1 });
    render(<ProtectedLink href="/user/my">Me</ProtectedLink>);

    await user.click(screen.getByRole('link', { name: 'Me' }));

    expect(loginModal.getState().open).toBe(false);
    expect(lastClickPrevented).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });

  test("the caller's onClick runs first and can cancel the protection", () => {
    const onClick = jest.fn((e: React.MouseEvent) => e.preventDefault());
    render(
      <ProtectedLink href="/user/my" onClick={onClick}>
        Me
      </ProtectedLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Me' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(loginModal.getState().open).toBe(false);
  });
});
