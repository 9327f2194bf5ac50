import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LanguageToggle } from '@/components/layout/language-toggle';

import { readCookies } from '../helpers/cookies';
import { renderWithProviders } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh, back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const DAY_S = 24 * 60 * 60;

beforeEach(() => refresh.mockReset());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('LanguageToggle', () => {
  test("shows 'English' on the Chinese site and switches to en", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageToggle locale="cn" />, { locale: 'cn' });
    const button = screen.getByRole('button', { name: '切换到English' });
    expect(button).toHaveTextContent(/^English$/);
    expect(button).toHaveAttribute('lang', 'en');

    await user.click(button);

    expect(readCookies().i18n_redirected).toBe('en');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test("shows '中文' on the English site and switches to cn", async () => {
    const user = userEvent.setup();
    document.cookie = 'i18n_redirected=en; path=/';
    renderWithProviders(<LanguageToggle locale="en" />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Switch to 中文' });
    expect(button).toHaveTextContent(/^中文$/);
    expect(button).toHaveAttribute('lang', 'zh-CN');

    await user.click(button);

    expect(readCookies().i18n_redirected).toBe('cn');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('the language cookie is written for the whole site and 365 days', async () => {
    const user = userEvent.setup();
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    try {
      renderWithProviders(<LanguageToggle locale="cn" />, { locale: 'cn' });
      await user.click(screen.getByRole('button', { name: '切换到English' }));
    } finally {
      setter.mockRestore();
    }
    const cookie = written.find((c) => c.startsWith('i18n_redirected='));
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toMatch(/path=\//i);
    const maxAge = /max-age=(\d+)/i.exec(cookie!)?.[1];
    const expires = /expires=([^;]+)/i.exec(cookie!)?.[1];
    const lifetimeS = maxAge ? Number(maxAge) : (new Date(expires!).getTime() - Date.now()) / 1000;
    expect(lifetimeS).toBeGreaterThan(365 * DAY_S - 60);
    expect(lifetimeS).toBeLessThanOrEqual(365 * DAY_S);
  });

  test('drops a lang query parameter, which would force the old language, and keeps the rest of the URL', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/picture?lang=cn&page=2#top');
    renderWithProviders(<LanguageToggle locale="cn" />, { locale: 'cn' });
    await user.click(screen.getByRole('button', { name: '切换到English' }));
    expect(window.location.pathname).toBe('/picture');
    expect(window.location.search).toBe('?page=2');
    expect(window.location.hash).toBe('#top');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
