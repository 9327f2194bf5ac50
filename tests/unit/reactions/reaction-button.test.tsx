import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { useState } from 'react';

import { ReactionButton } from '@/components/reactions/reaction-button';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';
import { closeLoginModal, finishLogin, loginModal } from '@/lib/store/login-modal';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

/** Records the like calls and answers them with `answer`. */
function answerLikes(answer: { active: boolean; count: number }) {
  const calls: string[] = [];
  server.use(
    mock.post('*/api/picture/book/like', ({ request }) => {
      calls.push(new URL(request.url).search);
      return ok(answer);
    }),
  );
  return calls;
}

/** Two places on one page showing the like of book 3, as the detail page and the reader's end screen do. */
function TwoPlaces({ likes = 4 }: { likes?: number }) {
  return (
    <>
      <section aria-label="one">
        <ReactionButton targetType="book" targetId={3} kind="like" initialActive={false} initialCount={likes} />
      </section>
      <section aria-label="two">
        <ReactionButton targetType="book" targetId={3} kind="like" initialActive={false} initialCount={likes} />
      </section>
    </>
  );
}

const likeButtons = () => screen.getAllByTestId('like-button');
const likeCounts = () => screen.getAllByTestId('like-count').map((c) => c.textContent);

beforeEach(() => {
  toasts.reset();
  closeLoginModal();
  configureHttp({ messages: MESSAGES.cn.Http });
});

describe('ReactionButton and the shared reaction cache', () => {
  test('two buttons on one target show one count: a like in one updates both', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    const calls = answerLikes({ active: true, count: 5 });
    const user = userEvent.setup();
    renderWithProviders(<TwoPlaces />);
    expect(likeCounts()).toEqual(['4', '4']);

    await user.click(likeButtons()[0]);
    await waitFor(() => expect(likeCounts()).toEqual(['5', '5']));
    for (const button of likeButtons()) expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /已点赞/ })).toHaveLength(2);
    // A logged-in click toggles (no state sent); one request for both places.
    expect(calls).toEqual(['?bookId=3']);
  });

  test('a visitor logs in first; then the like is set (state=true) and both places follow', async () => {
    const calls = answerLikes({ active: true, count: 9 });
    const user = userEvent.setup();
    renderWithProviders(<TwoPlaces />);

    await user.click(likeButtons()[1]);
    expect(toastTexts()).toEqual(['warning:请先登录']);
    expect(loginModal.getState().open).toBe(true);
    expect(calls).toEqual([]);

    act(() => {
      saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
      finishLogin('pwdlogin');
    });
    await waitFor(() => expect(likeCounts()).toEqual(['9', '9']));
    expect(calls).toEqual(['?bookId=3&state=true']);
  });

  test('a button mounted again with the same server props shows the state after the change', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    answerLikes({ active: true, count: 5 });
    function Remount() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((s) => !s)}>
            flip
          </button>
          {shown && <ReactionButton targetType="book" targetId={3} kind="like" initialActive={false} initialCount={4} />}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Remount />);
    await user.click(likeButtons()[0]);
    await waitFor(() => expect(likeCounts()).toEqual(['5']));

    await user.click(screen.getByRole('button', { name: 'flip' }));
    expect(screen.queryByTestId('like-button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'flip' }));
    expect(likeCounts()).toEqual(['5']);
    expect(likeButtons()[0]).toHaveAttribute('aria-pressed', 'true');
  });

  test('a newer server render (other props) wins over what the cache grew from', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    answerLikes({ active: true, count: 5 });
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<TwoPlaces />);
    await user.click(likeButtons()[0]);
    await waitFor(() => expect(likeCounts()).toEqual(['5', '5']));

    rerender(<TwoPlaces likes={7} />);
    expect(likeCounts()).toEqual(['7', '7']);
  });

  test('a failed like keeps the count and shows the server message once', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    server.use(mock.post('*/api/picture/book/like', () => HttpResponse.json({ code: 4290, msg: '操作太频繁', data: null }, { status: 429 })));
    const user = userEvent.setup();
    renderWithProviders(<TwoPlaces />);
    await user.click(likeButtons()[0]);
    await waitFor(() => expect(toastTexts()).toEqual(['error:操作太频繁']));
    expect(likeCounts()).toEqual(['4', '4']);
    expect(likeButtons()[0]).not.toBeDisabled();
  });
});
