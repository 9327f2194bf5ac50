/**
 * The header search box on the results page (user-found defects): it holds
 * the keyword the page shows, so a search can be changed rather than typed
 * again; and the 'Please enter search content' warning is only for an empty
 * search: a search that goes ahead, or the results page, takes it away.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { SearchBox } from '@/components/search/search-box';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

/** The address the mocked router reports; tests change it and render again, as a navigation would. */
const address = { pathname: '/', search: '' };
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.search),
}));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

beforeEach(() => {
  push.mockReset();
  toasts.reset();
  address.pathname = '/';
  address.search = '';
  configureHttp({ messages: MESSAGES.cn.Http });
  server.use(mock.get('*/api/common/random/keywords', () => HttpResponse.json({ code: 0, msg: 'ok', data: ['apple'] })));
});

const input = () => screen.getByLabelText(MESSAGES.en.Search.placeholder);
const warnings = () => toasts.getState().list.filter((t) => t.text === MESSAGES.en.Search.empty);

describe('SearchBox on the results page', () => {
  test('holds the keyword of /search?keyword=…, trimmed', () => {
    address.pathname = '/search';
    address.search = 'keyword=%20little%20duck%20&type=2';
    renderWithProviders(<SearchBox />, { locale: 'en' });
    expect(input()).toHaveValue('little duck');
  });

  test('is empty on other pages, whatever their query says', () => {
    address.pathname = '/picture';
    address.search = 'keyword=duck';
    renderWithProviders(<SearchBox />, { locale: 'en' });
    expect(input()).toHaveValue('');
  });

  test('follows a new search, and searching again from it sends the shown keyword', async () => {
    const user = userEvent.setup();
    address.pathname = '/search';
    address.search = 'keyword=cat';
    const { rerender } = renderWithProviders(<SearchBox />, { locale: 'en' });
    expect(input()).toHaveValue('cat');

    address.search = 'keyword=dog';
    rerender(<SearchBox />);
    expect(input()).toHaveValue('dog');

    await user.type(input(), 's{Enter}');
    expect(push).toHaveBeenCalledWith('/search?keyword=dogs');
  });
});

describe('the empty-search warning', () => {
  test('shows after an empty search, and goes as soon as a search goes ahead', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { locale: 'en' });
    expect(screen.queryByText(MESSAGES.en.Search.empty)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MESSAGES.en.Search.submit }));
    expect(await screen.findByText(MESSAGES.en.Search.empty)).toBeInTheDocument();

    await user.type(input(), 'cat{Enter}');
    expect(push).toHaveBeenCalledWith('/search?keyword=cat');
    expect(warnings()).toEqual([]);
    expect(screen.queryByText(MESSAGES.en.Search.empty)).not.toBeInTheDocument();
  });

  test('goes when the results page is shown, and is not shown there by itself', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SearchBox />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: MESSAGES.en.Search.submit }));
    expect(warnings()).toHaveLength(1);

    // The results page of a search made elsewhere (a suggestion chip, the page's own form).
    address.pathname = '/search';
    address.search = 'keyword=cat';
    await act(async () => rerender(<SearchBox />));
    expect(warnings()).toEqual([]);
    expect(screen.queryByText(MESSAGES.en.Search.empty)).not.toBeInTheDocument();
  });
});

describe('before the page hydrates', () => {
  test('a box focused before hydration opens its suggestions once the page hydrates', async () => {
    const { renderToString } = await import('react-dom/server');
    const { NextIntlClientProvider } = await import('next-intl');
    const ui = (
      <NextIntlClientProvider locale="en" messages={MESSAGES.en} timeZone="Asia/Shanghai">
        <SearchBox />
      </NextIntlClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    // The visitor clicks into the server-rendered box before the scripts run.
    container.querySelector<HTMLInputElement>('[data-test="search-input"]')!.focus();
    expect(container.querySelector('[data-test="search-dropdown"]')).toBeNull();

    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, ui));
    await waitFor(() => expect(container.querySelector('[data-test="search-dropdown"]')).not.toBeNull());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    act(() => root.unmount());
    container.remove();
  });
});
