import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { SearchBox } from '@/components/search/search-box';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));
// The bar is driven by navigation elsewhere; here it would only leave timers running.
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

/** Serves the given keyword lists in turn (the last one repeats) and counts the calls. */
function serveKeywords(...lists: string[][]) {
  const calls: URL[] = [];
  server.use(
    mock.get('*/api/common/random/keywords', ({ request }) => {
      calls.push(new URL(request.url));
      const list = lists[Math.min(calls.length - 1, lists.length - 1)];
      return HttpResponse.json({ code: 0, msg: 'ok', data: list });
    }),
  );
  return calls;
}

beforeEach(() => {
  push.mockReset();
  toasts.reset();
  configureHttp({ messages: MESSAGES.cn.Http });
});

function input(locale: 'cn' | 'en' = 'cn') {
  return screen.getByLabelText(MESSAGES[locale].Search.placeholder);
}

describe('SearchBox', () => {
  test.each([
    ['cn', '请输入搜索内容'],
    ['en', 'Please enter search content'],
  ] as const)('an empty search (%s) warns "%s" and does not navigate', async (locale, text) => {
    serveKeywords(['apple']);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { locale });

    await user.click(screen.getByRole('button', { name: MESSAGES[locale].Search.submit }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(toasts.getState().list).toEqual([expect.objectContaining({ kind: 'warning', text })]);

    // Only spaces is empty too.
    await user.type(input(locale), '   {Enter}');
    expect(toasts.getState().list).toHaveLength(2);
    expect(push).not.toHaveBeenCalled();
  });

  test('a typed keyword goes to /search with the keyword encoded and trimmed', async () => {
    serveKeywords(['apple']);
    const user = userEvent.setup();
    const onDone = jest.fn();
    renderWithProviders(<SearchBox onDone={onDone} />);

    await user.type(input(), '  a&b 你好 {Enter}');

    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/search?keyword=a%26b+%E4%BD%A0%E5%A5%BD');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(toasts.getState().list).toEqual([]);
  });

  test('the search button submits what was typed', async () => {
    serveKeywords(['apple']);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { locale: 'en' });
    await user.type(input('en'), 'dinosaur');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/search?keyword=dinosaur');
  });

  test('focusing opens the dropdown with the heading and suggestions from GET /api/common/random/keywords?type=1', async () => {
    const calls = serveKeywords(['apple', 'banana', '小猪佩奇']);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);

    expect(screen.queryByRole('heading', { name: '搜索' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(input());

    expect(screen.getByRole('heading', { name: '搜索' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '换一换' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '搜索建议' });
    expect(await within(list).findByRole('button', { name: 'apple' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['apple', 'banana', '小猪佩奇']);
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('type')).toBe('1');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  test("'replace' loads the suggestions again and shows the new list", async () => {
    const calls = serveKeywords(['apple', 'banana'], ['cherry', 'dragon fruit']);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { locale: 'en' });

    await user.click(input('en'));
    const list = screen.getByRole('list', { name: 'Search suggestions' });
    await within(list).findByRole('button', { name: 'apple' });

    await user.click(screen.getByRole('button', { name: 'Show others' }));

    expect(await within(list).findByRole('button', { name: 'cherry' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'apple' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['cherry', 'dragon fruit']);
    expect(calls).toHaveLength(2);
  });

  test('picking a suggestion goes to /search with that keyword and a timestamp, and closes the dropdown', async () => {
    serveKeywords(['peppa pig', 'apple']);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);

    await user.click(input());
    const before = Date.now();
    await user.click(await screen.findByRole('button', { name: 'peppa pig' }));
    const after = Date.now();

    expect(push).toHaveBeenCalledTimes(1);
    const url = push.mock.calls[0][0] as string;
    expect(url).toMatch(/^\/search\?keyword=peppa\+pig&t=\d+$/);
    const t = Number(new URLSearchParams(url.split('?')[1]).get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(after);
    expect(input()).toHaveValue('peppa pig');
    expect(screen.queryByRole('heading', { name: '搜索' })).not.toBeInTheDocument();
  });

  test('a failed suggestions call shows its message in the dropdown and no toast', async () => {
    server.use(mock.get('*/api/common/random/keywords', () => HttpResponse.json({ code: 50001, msg: '推荐服务暂不可用' }, { status: 503 })));
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);

    await user.click(input());

    expect(await screen.findByRole('alert')).toHaveTextContent('推荐服务暂不可用');
    expect(screen.queryByRole('list', { name: '搜索建议' })).not.toBeInTheDocument();
    expect(toasts.getState().list).toEqual([]);
  });

  test('an empty suggestion list says so', async () => {
    serveKeywords([]);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { locale: 'en' });
    await user.click(input('en'));
    expect(await screen.findByText('No suggestions yet')).toBeInTheDocument();
  });

  test('Escape closes the dropdown', async () => {
    serveKeywords(['apple']);
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);
    await user.click(input());
    await screen.findByRole('button', { name: 'apple' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '搜索' })).not.toBeInTheDocument());
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });
});
