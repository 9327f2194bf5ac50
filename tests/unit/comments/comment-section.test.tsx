import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { CommentSection } from '@/components/comments/comment-section';
import { configureHttp } from '@/lib/http';
import type { CommentItem } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import type { PersonCard } from '@/lib/types/people';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';
import { closeLoginModal, finishLogin, loginModal } from '@/lib/store/login-modal';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const AMY: PersonCard = { id: 7, nickname: 'Amy', avatar: null };
const BEN: PersonCard = { id: 8, nickname: 'Ben', avatar: '/avatars/bear.svg' };

function comment(id: number, content: string, user = BEN, mine = false): CommentItem {
  return { id, content, createdAt: new Date(Date.UTC(2026, 0, 1, 8, id)).toISOString(), user, mine };
}

function page(list: CommentItem[], total = list.length, pageNo = 1): PageOf<CommentItem> {
  return { list, total, page: pageNo, size: 10 };
}

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

/** Records every request (msw fails any request without a handler). */
function recordRequests() {
  const seen: { method: string; path: string; query: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    const body = text ? JSON.parse(text) : null;
    seen.push({ method: request.method, path: url.pathname, query: url.search, body });
  });
  return seen;
}

const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

function renderSection(initial: PageOf<CommentItem>, { locale = 'cn' as 'cn' | 'en', loggedIn = true } = {}) {
  return renderWithProviders(
    <CommentSection targetType="book" targetId={3} initial={initial} serverUser={loggedIn ? { nickname: AMY.nickname, avatar: null } : null} />,
    { locale },
  );
}

const textbox = (locale: 'cn' | 'en' = 'cn') => screen.getByRole('textbox', { name: MESSAGES[locale].Comments.label });
const submitButton = (locale: 'cn' | 'en' = 'cn') => screen.getByRole('button', { name: MESSAGES[locale].Comments.submit });
const list = () => screen.getByRole('list', { name: /^(评论列表|Comments)$/ });

beforeEach(() => {
  toasts.reset();
  closeLoginModal();
  server.events.removeAllListeners();
  configureHttp({ messages: MESSAGES.cn.Http });
});

describe('CommentSection', () => {
  test('shows the server-rendered first page newest first, with nickname, avatar and count', () => {
    renderSection(page([comment(5, 'Lovely book!'), comment(4, 'My son read it twice', AMY, true)], 2));
    expect(screen.getByRole('heading', { name: '评论（2）' })).toBeInTheDocument();
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-test="comment-content"]')?.textContent)).toEqual(['Lovely book!', 'My son read it twice']);
    expect(within(items[0]).getByText('Ben')).toBeInTheDocument();
    expect(within(items[0]).getByAltText('Ben的头像')).toBeInTheDocument();
    // Only one's own comment can be deleted.
    expect(within(items[0]).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(items[0]).getByText(/2026/).tagName).toBe('TIME');
  });

  test.each([
    ['cn', '内容不能为空', ''],
    ['cn', '内容不能为空', '   \n  '],
    ['en', 'Content cannot be empty', '  '],
  ] as const)('empty content (%s) warns "%s" and sends nothing', async (locale, text, typed) => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSection(page([]), { locale });
    if (typed) await user.type(textbox(locale), typed);
    await user.click(submitButton(locale));
    expect(toastTexts()).toEqual([`warning:${text}`]);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(seen).toEqual([]);
  });

  test('a visitor is told to log in first, gets the login dialog, and the comment is posted after logging in', async () => {
    const seen = recordRequests();
    server.use(
      mock.get('*/api/comment/list', () => ok(page([comment(5, 'Older one')], 1))),
      mock.post('*/api/comment/add', async ({ request }) => {
        const body = (await request.json()) as { content: string };
        return ok(comment(9, body.content, AMY, true));
      }),
    );
    const user = userEvent.setup();
    renderSection(page([comment(5, 'Older one')], 1), { loggedIn: false });

    expect(textbox()).toHaveAttribute('placeholder', '登录后才能发表评论');
    expect(screen.getByText(/请先登录，再发表评论/)).toBeInTheDocument();

    await user.type(textbox(), 'Great story');
    await user.click(submitButton());
    expect(toastTexts()).toEqual(['warning:请先登录']);
    expect(loginModal.getState().open).toBe(true);
    expect(seen).toEqual([]);

    // The dialog logs the user in and continues what they were doing.
    act(() => {
      saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
      finishLogin('pwdlogin');
    });
    expect(await within(list()).findByText('Great story')).toBeInTheDocument();
    await waitFor(() => expect(seen.some((r) => r.method === 'POST')).toBe(true));
    expect(seen.find((r) => r.method === 'POST')).toEqual(
      expect.objectContaining({ path: '/api/comment/add', body: { targetType: 'book', targetId: 3, content: 'Great story' } }),
    );
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(textbox()).toHaveValue('');
  });

  test("the visitor's login link opens the login dialog", async () => {
    const user = userEvent.setup();
    renderSection(page([]), { loggedIn: false, locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(loginModal.getState().open).toBe(true);
  });

  test('posting adds the comment on top, clears the form and counts it', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    const seen = recordRequests();
    server.use(mock.post('*/api/comment/add', async ({ request }) => ok(comment(11, ((await request.json()) as { content: string }).content, AMY, true))));
    const user = userEvent.setup();
    renderSection(page([comment(5, 'First!')], 1));

    await user.type(textbox(), 'Line one{Enter}Line two');
    expect(screen.getByText('17/500')).toBeInTheDocument();
    await user.click(submitButton());

    const items = await waitFor(() => {
      const found = within(list()).getAllByRole('listitem');
      expect(found).toHaveLength(2);
      return found;
    });
    const newest = items[0].querySelector('[data-test="comment-content"]')!;
    expect(newest.textContent).toBe('Line one\nLine two');
    expect(newest).toHaveClass('whitespace-pre-wrap');
    expect(within(items[0]).getByText('我')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '评论（2）' })).toBeInTheDocument();
    expect(textbox()).toHaveValue('');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(toastTexts()).toEqual(['success:评论已发表']);
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/comment/add']);
  });

  test('a failed post keeps the text', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    server.use(mock.post('*/api/comment/add', () => HttpResponse.json({ code: 4290, msg: '操作太频繁', data: null }, { status: 429 })));
    const user = userEvent.setup();
    renderSection(page([]));
    await user.type(textbox(), 'Hello');
    await user.click(submitButton());
    expect(await screen.findByText('操作太频繁')).toBeInTheDocument();
    expect(textbox()).toHaveValue('Hello');
    expect(screen.getByText('还没有评论，来写第一条吧！')).toBeInTheDocument();
  });

  test('deleting one\'s own comment asks first; cancel keeps it, confirm deletes it', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    const seen = recordRequests();
    server.use(mock.delete('*/api/comment/:id', () => ok({ count: 1 })));
    const user = userEvent.setup();
    renderSection(page([comment(6, 'Mine', AMY, true), comment(5, 'Theirs')], 2));

    const mine = within(list()).getAllByRole('listitem')[0];
    await user.click(within(mine).getByRole('button', { name: '删除' }));
    const confirm = within(mine).getByRole('group', { name: '确定删除这条评论吗？' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(within(mine).queryByRole('group')).not.toBeInTheDocument();
    expect(seen).toEqual([]);

    await user.click(within(mine).getByRole('button', { name: '删除' }));
    await user.click(within(within(mine).getByRole('group')).getByRole('button', { name: '删除' }));

    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByText('Theirs')).toBeInTheDocument();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/comment/6']);
    expect(screen.getByRole('heading', { name: '评论（1）' })).toBeInTheDocument();
    expect(toastTexts()).toEqual(['success:评论已删除']);
  });

  test.each([
    '<img src=x onerror=alert(1)>',
    '<script>alert("x")</script>',
    '"><svg onload=alert(1)>',
  ])('markup in a comment (%s) is shown as text, never as HTML', async (payload) => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    server.use(mock.post('*/api/comment/add', () => ok(comment(12, payload, AMY, true))));
    const user = userEvent.setup();
    const { container } = renderSection(page([comment(5, payload)], 1));

    expect(screen.getByText(payload)).toBeInTheDocument();
    // Posting the same text renders it as text too.
    fireEvent.change(textbox(), { target: { value: payload } });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(payload)).toHaveLength(2));

    const section = container.querySelector('[data-test="comments"]')!;
    expect(section.querySelector('img[src="x"], script, svg[onload]')).toBeNull();
    expect(section.querySelectorAll('img').length).toBe(3); // the avatars only: form, two comments
  });

  test('the counter counts characters and the text stops at 500', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    renderSection(page([]), { locale: 'en' });
    fireEvent.change(textbox('en'), { target: { value: '你好😀' } });
    expect(screen.getByText('3/500')).toBeInTheDocument();
    fireEvent.change(textbox('en'), { target: { value: '好'.repeat(520) } });
    expect(textbox('en')).toHaveValue('好'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  test('"load more" fetches the next page and appends it until all are shown', async () => {
    const seen = recordRequests();
    const first = Array.from({ length: 10 }, (_, i) => comment(30 - i, `c${30 - i}`));
    server.use(
      mock.get('*/api/comment/list', ({ request }) => {
        const p = Number(new URL(request.url).searchParams.get('page'));
        return ok(page(p === 2 ? [comment(20, 'c20'), comment(19, 'c19')] : [], 12, p));
      }),
    );
    const user = userEvent.setup();
    renderSection(page(first, 12), { loggedIn: false, locale: 'en' });

    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.getByText('c19')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
    expect(screen.getByText('No more comments')).toBeInTheDocument();
    expect(seen.map((r) => r.query)).toEqual(['?targetType=book&targetId=3&page=2&size=10']);
  });

  test('after posting, "load more" skips what is already shown', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    const first = Array.from({ length: 10 }, (_, i) => comment(30 - i, `c${30 - i}`));
    server.use(
      mock.post('*/api/comment/add', () => ok(comment(31, 'new', AMY, true))),
      // The new comment pushed c21 to page 2.
      mock.get('*/api/comment/list', () => ok(page([comment(21, 'c21'), comment(20, 'c20')], 12, 2))),
    );
    const user = userEvent.setup();
    renderSection(page(first, 11));
    await user.type(textbox(), 'new');
    await user.click(submitButton());
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(11));
    await user.click(screen.getByRole('button', { name: '加载更多评论' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(12));
    expect(screen.getAllByText('c21')).toHaveLength(1);
  });
});
