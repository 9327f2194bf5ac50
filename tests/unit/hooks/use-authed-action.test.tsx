import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { useState } from 'react';

import { useAuthedAction } from '@/lib/hooks/use-authed-action';
import { configureHttp, http } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';
import { closeLoginModal, finishLogin, loginModal } from '@/lib/store/login-modal';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

/** A button that runs `action` through the hook and shows what came back. */
function Probe({ action, argsAfterLogin }: { action: (word: string) => Promise<string>; argsAfterLogin?: (word: string) => [string] }) {
  const [log, setLog] = useState<string[]>([]);
  const [errors, setErrors] = useState(0);
  const { run, isBusy } = useAuthedAction(action, {
    argsAfterLogin,
    onSuccess: (result) => setLog((l) => [...l, result]),
    onError: () => setErrors((n) => n + 1),
  });
  const [outcomes, setOutcomes] = useState<string[]>([]);
  const click = async () => {
    const outcome = await run('hello');
    setOutcomes((o) => [...o, outcome.status]);
  };
  return (
    <div>
      <button type="button" onClick={() => void click()} data-busy={isBusy}>
        go
      </button>
      <output data-testid="log">{log.join(',')}</output>
      <output data-testid="outcomes">{outcomes.join(',')}</output>
      <output data-testid="errors">{errors}</output>
    </div>
  );
}

beforeEach(() => {
  toasts.reset();
  closeLoginModal();
  configureHttp({ messages: MESSAGES.cn.Http });
});

describe('useAuthedAction', () => {
  test('a visitor is told to log in first, gets the login dialog, and the action runs once after login', async () => {
    const action = jest.fn(async (word: string) => `did ${word}`);
    const user = userEvent.setup();
    renderWithProviders(<Probe action={action} argsAfterLogin={(word) => [`${word} again`]} />);

    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(toastTexts()).toEqual(['warning:请先登录']);
    expect(loginModal.getState().open).toBe(true);
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByTestId('outcomes')).toHaveTextContent('deferred');

    act(() => {
      saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
      finishLogin('pwdlogin');
    });
    await waitFor(() => expect(screen.getByTestId('log')).toHaveTextContent('did hello again'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('hello again');
    expect(loginModal.getState().open).toBe(false);
  });

  test('a logged-in user runs it at once; a second run while busy is refused', async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    let finish: (value: string) => void = () => {};
    const action = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithProviders(<Probe action={action} />);
    const button = screen.getByRole('button', { name: 'go' });

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-busy', 'true'));
    await user.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent('busy'));

    act(() => finish('first'));
    await waitFor(() => expect(screen.getByTestId('log')).toHaveTextContent('first'));
    expect(button).toHaveAttribute('data-busy', 'false');
    expect(screen.getByTestId('outcomes')).toHaveTextContent('busy,done');
    expect(loginModal.getState().open).toBe(false);
    expect(toastTexts()).toEqual([]);
  });

  test("an API error is shown once (the HTTP client's toast), reported to onError and the outcome", async () => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    server.use(mock.post('*/api/probe', () => HttpResponse.json({ code: 4290, msg: '操作太频繁', data: null }, { status: 429 })));
    const user = userEvent.setup();
    renderWithProviders(<Probe action={() => http.post<string>('probe')} />);

    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent('failed'));
    expect(toastTexts()).toEqual(['error:操作太频繁']);
    expect(screen.getByTestId('errors')).toHaveTextContent('1');
    expect(screen.getByTestId('log')).toHaveTextContent('');
  });

  test.each([
    ['cn', '操作失败，请稍后重试'],
    ['en', 'Something went wrong. Please try again'],
  ] as const)('any other error (%s) gets the generic toast once, never silence', async (locale, text) => {
    saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
    const user = userEvent.setup();
    renderWithProviders(<Probe action={() => Promise.reject(new TypeError('boom'))} />, { locale });

    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent('failed'));
    expect(toastTexts()).toEqual([`error:${text}`]);
    expect(screen.getByTestId('errors')).toHaveTextContent('1');
  });
});
