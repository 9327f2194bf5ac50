import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { BookReader } from '@/components/books/reader/book-reader';
import { configureHttp } from '@/lib/http';
import { saveLogin } from '@/lib/storage';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { BOOK, NEXT_BOOK, PAGES } from './reader-fixtures';
import { stubMedia } from './reader-media';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/picture/read/7',
  useSearchParams: () => new URLSearchParams(),
}));

configure({ testIdAttribute: 'data-test' });
setupMswServer();
stubMedia();

beforeEach(() => {
  configureHttp({ messages: MESSAGES.cn.Http });
  window.history.replaceState(null, '', '/picture/read/7');
});

test("the end screen's like survives 'read again': back at the end it shows the state after the change", async () => {
  saveLogin('tok', { id: 1, nickname: 'Lily' });
  server.use(
    mock.post('*/api/picture/book/like', () => HttpResponse.json({ code: 0, msg: 'success', data: { active: true, count: 5 } })),
    mock.put('*/api/picture/book/progress', () => HttpResponse.json({ code: 0, msg: 'success', data: { page: 3, finished: true, pageCount: 3 } })),
  );
  renderWithProviders(<BookReader book={BOOK} pages={PAGES} next={NEXT_BOOK} initialPage={PAGES.length + 1} savedPage={PAGES.length} />);

  const end = screen.getByTestId('reader-end');
  expect(within(end).getByTestId('like-count')).toHaveTextContent('4');
  fireEvent.click(within(end).getByTestId('like-button'));
  await waitFor(() => expect(within(screen.getByTestId('reader-end')).getByTestId('like-count')).toHaveTextContent('5'));

  fireEvent.click(screen.getByTestId('read-again'));
  expect(screen.queryByTestId('reader-end')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTestId('reader-next'));
  fireEvent.click(screen.getByTestId('reader-next'));
  fireEvent.click(screen.getByTestId('reader-next'));

  const again = screen.getByTestId('reader-end');
  expect(within(again).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true');
  expect(within(again).getByTestId('like-count')).toHaveTextContent('5');
  // The collect the reader did not touch still shows the server's state.
  expect(within(again).getByTestId('collect-count')).toHaveTextContent('2');
});
