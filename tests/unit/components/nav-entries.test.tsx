import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { HeaderShortcuts } from '@/components/layout/header-shortcuts';
import { NavLinks, navItems } from '@/components/layout/nav-links';
import { FEATURES, type FeatureFlags } from '@/lib/constants/features';
import { createBookUrl } from '@/lib/constants/routes';
import { loginModal } from '@/lib/store/login-modal';

import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/library',
}));

const ALL_ON: FeatureFlags = { classes: true, store: true, aiBook: true, dubbing: true, messages: true };

beforeEach(() => loginModal.reset());

/** The entries of the rendered navigation: test id, text and link target. */
function entries() {
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((a) => [a.getAttribute('data-test'), a.textContent, a.getAttribute('href')]);
}

describe('main navigation entries', () => {
  test.each(['cn', 'en'] as const)('offer home, the library, courses, the store and AI books (%s)', (locale) => {
    renderWithProviders(<NavLinks />, { locale });
    const t = MESSAGES[locale].Header;
    expect(entries()).toEqual([
      ['nav-home', t.home, '/'],
      ['nav-library', t.library, '/library'],
      ['nav-course', t.course, '/course/list'],
      ['nav-store', t.store, '/shopping'],
      ['nav-aiBook', t.aiBook, '/picture'],
    ]);
  });

  test("a visitor's click on 'Courses' opens the login dialog instead of the page", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavLinks />, { locale: 'en' });
    await user.click(screen.getByRole('link', { name: MESSAGES.en.Header.course }));
    expect(loginModal.getState().open).toBe(true);
  });

  test('the library entry is a plain link (no login needed) and is marked on /library', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavLinks />, { locale: 'en' });
    const library = screen.getByRole('link', { name: 'Library' });
    expect(library).toHaveAttribute('aria-current', 'page');
    library.addEventListener('click', (e) => e.preventDefault());
    await user.click(library);
    expect(loginModal.getState().open).toBe(false);
  });

  test('the phone menu layout shows the same entries', () => {
    renderWithProviders(<NavLinks vertical />);
    expect(entries().map(([id]) => id)).toEqual(['nav-home', 'nav-library', 'nav-course', 'nav-store', 'nav-aiBook']);
  });

  test('AI books come back, behind login, once their feature exists, as courses and the store did', async () => {
    expect(navItems(FEATURES).map((i) => i.key)).toEqual(['home', 'library', 'course', 'store', 'aiBook']);
    expect(navItems(ALL_ON).map((i) => [i.key, i.href, i.protect])).toEqual([
      ['home', '/', false],
      ['library', '/library', false],
      ['course', '/course/list', true],
      ['store', '/shopping', true],
      ['aiBook', '/picture', true],
    ]);
    const user = userEvent.setup();
    renderWithProviders(<NavLinks features={ALL_ON} />, { locale: 'en' });
    const course = screen.getByRole('link', { name: MESSAGES.en.Header.course });
    await user.click(course);
    expect(loginModal.getState().open).toBe(true);
  });
});

describe("the 'Create Book' button", () => {
  test('is English only: the AI picture book, or the creation site when one is configured', () => {
    expect(createBookUrl('en', null)).toBe('/picture');
    expect(createBookUrl('cn', null)).toBeNull();
    expect(createBookUrl('en', 'https://create.example.com/')).toBe('https://create.example.com/');
    expect(createBookUrl('cn', 'https://create.example.com/')).toBeNull();
  });

  test('opens /picture while the page names no creation site (CREATE_BOOK_URL unset on the server)', () => {
    expect(createBookUrl('en')).toBe('/picture');
  });
});

describe('header shortcuts', () => {
  test('offer collection, messages (the message centre exists) and my account', () => {
    renderWithProviders(<HeaderShortcuts />, { locale: 'en' });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/user/collect', '/messageCenter', '/user/my']);
  });

  test('the messages entry goes with its feature', () => {
    renderWithProviders(<HeaderShortcuts features={{ ...ALL_ON, messages: false }} />, { locale: 'en' });
    expect(document.querySelector('a[href="/messageCenter"]')).toBeNull();
  });

  test('the messages entry comes back with its feature', () => {
    renderWithProviders(<HeaderShortcuts features={ALL_ON} />, { locale: 'en' });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/user/collect', '/messageCenter', '/user/my']);
  });
});
