import { act, screen, within } from '@testing-library/react';

import { HeaderShortcuts } from '@/components/layout/header-shortcuts';
import { FEATURES } from '@/lib/constants/features';
import { uiState } from '@/lib/store/ui-state';

import { renderWithProviders } from '../helpers/render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

beforeEach(() => uiState.reset());

function messageLink(name: RegExp | string) {
  return screen.getByRole('link', { name });
}

/** The badge belongs to the message centre, which is offered once that feature exists. */
const WITH_MESSAGES = { ...FEATURES, messages: true };

describe('HeaderShortcuts unread badge', () => {
  test("shows '99+' for 150 unread messages", () => {
    act(() => uiState.setState({ unreadNum: 150 }));
    renderWithProviders(<HeaderShortcuts features={WITH_MESSAGES} />);
    const link = messageLink('消息 (99+)');
    expect(within(link).getByText('99+')).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/messageCenter');
  });

  test('shows the count itself up to 99', () => {
    act(() => uiState.setState({ unreadNum: 99 }));
    renderWithProviders(<HeaderShortcuts features={WITH_MESSAGES} />, { locale: 'en' });
    expect(within(messageLink('Messages (99)')).getByText('99')).toBeInTheDocument();
  });

  test('is hidden at 0', () => {
    renderWithProviders(<HeaderShortcuts features={WITH_MESSAGES} />);
    const link = messageLink('消息');
    expect(link).toHaveTextContent(/^消息$/);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  test('follows the store as counts arrive and are read', () => {
    renderWithProviders(<HeaderShortcuts features={WITH_MESSAGES} />, { locale: 'en' });
    expect(messageLink('Messages')).toHaveTextContent(/^Messages$/);
    act(() => uiState.setState({ unreadNum: 5 }));
    expect(within(messageLink('Messages (5)')).getByText('5')).toBeInTheDocument();
    act(() => uiState.setState({ unreadNum: 0 }));
    expect(messageLink('Messages')).toHaveTextContent(/^Messages$/);
  });

  test('links collect, message and my, with the texts of the language', () => {
    renderWithProviders(<HeaderShortcuts features={WITH_MESSAGES} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'My collection' })).toHaveAttribute('href', '/user/collect');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messageCenter');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user/my');
  });
});
