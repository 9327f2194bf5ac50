import { act, configure, fireEvent, screen, within } from '@testing-library/react';

import { BookReader, SAVE_DELAY_MS, TURN_DELAY_MS } from '@/components/books/reader/book-reader';
import { saveReadingProgress } from '@/lib/api/books';
import { saveLogin } from '@/lib/storage';

import { MESSAGES, renderWithProviders } from '../helpers/render';
import { BOOK, NEXT_BOOK, PAGES } from './reader-fixtures';
import { stubMedia } from './reader-media';

jest.mock('@/lib/api/books', () => ({
  saveReadingProgress: jest.fn(() => Promise.resolve({ page: 1, finished: false, pageCount: 3 })),
}));
jest.mock('@/lib/api/reactions', () => ({ toggleReaction: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/picture/read/7',
  useSearchParams: () => new URLSearchParams(),
}));

// The product marks elements for tests with data-test (as the e2e suite does).
configure({ testIdAttribute: 'data-test' });

const save = saveReadingProgress as jest.MockedFunction<typeof saveReadingProgress>;
const cn = MESSAGES.cn.Reader;

const { play, pause } = stubMedia();

beforeEach(() => {
  jest.useFakeTimers();
  save.mockClear();
  play.mockClear();
  pause.mockClear();
  window.history.replaceState(null, '', '/picture/read/7');
});
afterEach(() => {
  jest.useRealTimers();
});

function renderReader(props: Partial<Parameters<typeof BookReader>[0]> = {}, locale: 'cn' | 'en' = 'cn') {
  return renderWithProviders(<BookReader book={BOOK} pages={PAGES} next={NEXT_BOOK} initialPage={1} {...props} />, { locale });
}

const counter = () => screen.getByTestId('page-counter');
const audio = () => document.querySelector('audio')!;
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));

describe('BookReader', () => {
  test('server-rendered markup: the first page with its text, picture and links to the next page', () => {
    renderReader();
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.getByTestId('page-text')).toHaveTextContent('Where is Pip?');
    expect(screen.getByRole('img', { name: cn.pictureAlt.replace('{title}', BOOK.titleCn).replace('{page}', '1') })).toHaveAttribute(
      'srcset',
      '/media/p1-600.webp 600w, /media/p1-1200.webp 1200w',
    );
    expect(screen.getByTestId('reader-next')).toHaveAttribute('href', '?page=2');
    expect(audio()).toHaveAttribute('src', '/media/p1.mp3');
  });

  test('arrow keys turn pages, Space plays and pauses, and the address follows', () => {
    renderReader();
    key('ArrowRight');
    expect(counter()).toHaveTextContent('2 / 3');
    expect(screen.getByTestId('page-text')).toHaveTextContent('Is Pip in the box?');
    expect(window.location.search).toBe('?page=2');
    expect(audio()).toHaveAttribute('src', '/media/p2.mp3');

    key('ArrowLeft');
    expect(counter()).toHaveTextContent('1 / 3');
    key('ArrowLeft');
    expect(counter()).toHaveTextContent('1 / 3');

    key(' ');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: cn.pause })).toBeInTheDocument();
    key(' ');
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: cn.play })).toBeInTheDocument();
  });

  test('keys typed into a field do not turn pages', () => {
    renderReader();
    const input = document.createElement('input');
    document.body.appendChild(input);
    act(() => void fireEvent.keyDown(input, { key: 'ArrowRight' }));
    expect(counter()).toHaveTextContent('1 / 3');
    input.remove();
  });

  test('turning the page while listening goes on with the next page; the spoken word is marked', () => {
    renderReader();
    fireEvent.click(screen.getByTestId('reader-play'));
    expect(play).toHaveBeenCalledTimes(1);

    act(() => {
      audio().currentTime = 0.6;
      fireEvent.timeUpdate(audio());
    });
    const marked = () => screen.getByTestId('page-text').querySelector('[aria-current="true"]');
    expect(marked()).toHaveTextContent('is');
    act(() => {
      audio().currentTime = 1.0;
      fireEvent.timeUpdate(audio());
    });
    expect(marked()).toHaveTextContent('Pip?');
    act(() => {
      audio().currentTime = 1.5;
      fireEvent.timeUpdate(audio());
    });
    expect(marked()).toBeNull();

    fireEvent.click(screen.getByTestId('reader-next'));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(play).toHaveBeenCalledTimes(2);
  });

  test('with auto-turn on, the end of the narration turns to the next page and plays it; off, it stays', () => {
    renderReader();
    fireEvent.click(screen.getByTestId('reader-play'));
    act(() => void fireEvent(audio(), new Event('ended')));
    expect(counter()).toHaveTextContent('1 / 3');
    act(() => void jest.advanceTimersByTime(TURN_DELAY_MS));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(play).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByTestId('auto-turn'));
    expect(screen.getByTestId('auto-turn')).toHaveAttribute('aria-pressed', 'false');
    act(() => void fireEvent(audio(), new Event('ended')));
    act(() => void jest.advanceTimersByTime(TURN_DELAY_MS * 2));
    expect(counter()).toHaveTextContent('2 / 3');
  });

  test('the translation is shown in Chinese and can be hidden; hidden in English until asked for', () => {
    const { unmount } = renderReader();
    expect(screen.getByTestId('page-translation')).toBeVisible();
    expect(screen.getByTestId('page-translation')).toHaveTextContent('皮普在哪里？');
    fireEvent.click(screen.getByTestId('translation-toggle'));
    expect(screen.getByTestId('page-translation')).not.toBeVisible();
    expect(screen.getByTestId('translation-toggle')).toHaveAttribute('aria-pressed', 'false');
    unmount();

    renderReader({}, 'en');
    expect(screen.getByTestId('page-translation')).not.toBeVisible();
    fireEvent.click(screen.getByTestId('translation-toggle'));
    expect(screen.getByTestId('page-translation')).toBeVisible();
    // The choice stays when the page turns.
    key('ArrowRight');
    expect(screen.getByTestId('page-translation')).toHaveTextContent('皮普在盒子里吗');
    expect(screen.getByTestId('page-translation')).toBeVisible();
  });

  test('a logged-in reader has the page saved once they stop turning pages', () => {
    saveLogin('tok', { id: 1, nickname: 'Lily' });
    renderReader({ savedPage: null });
    key('ArrowRight');
    key('ArrowRight');
    expect(save).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(SAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(BOOK.id, 3);
    // Back to a page that is already saved: nothing to send. Then the end screen saves the last page.
    key('ArrowRight');
    act(() => void jest.advanceTimersByTime(SAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    key('ArrowLeft');
    key('ArrowLeft');
    act(() => void jest.advanceTimersByTime(SAVE_DELAY_MS));
    expect(save).toHaveBeenLastCalledWith(BOOK.id, 2);
  });

  test('the page a reader resumed at is not saved again', () => {
    saveLogin('tok', { id: 1 });
    renderReader({ initialPage: 2, savedPage: 2, resumedFrom: 2 });
    act(() => void jest.advanceTimersByTime(SAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });

  test("a visitor's progress is not saved", () => {
    renderReader();
    key('ArrowRight');
    key('ArrowRight');
    act(() => void jest.advanceTimersByTime(SAVE_DELAY_MS * 3));
    expect(save).not.toHaveBeenCalled();
  });

  test('a resumed book says so and can start over', () => {
    renderReader({ initialPage: 2, resumedFrom: 2, savedPage: 2 });
    expect(counter()).toHaveTextContent('2 / 3');
    expect(screen.getByTestId('resume-note')).toHaveTextContent(cn.resumed.replace('{page}', '2'));
    fireEvent.click(screen.getByTestId('start-over'));
    expect(counter()).toHaveTextContent('1 / 3');
    expect(screen.queryByTestId('resume-note')).not.toBeInTheDocument();
  });

  test('"next" on the last page shows the end screen with like, collect, read again and the next book', () => {
    renderReader({ initialPage: 3 });
    expect(screen.getByTestId('reader-next')).toHaveTextContent(cn.finish);
    fireEvent.click(screen.getByTestId('reader-next'));

    const end = screen.getByTestId('reader-end');
    expect(within(end).getByRole('heading', { name: cn.endTitle })).toHaveFocus();
    expect(window.location.search).toBe('?page=end');
    expect(within(end).getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false');
    expect(within(end).getByTestId('like-count')).toHaveTextContent('4');
    expect(within(end).getByTestId('collect-button')).toHaveAttribute('aria-pressed', 'true');
    expect(within(end).getByTestId('collect-count')).toHaveTextContent('2');
    expect(within(end).getByTestId('back-to-book')).toHaveAttribute('href', '/picture/detail/7');
    expect(within(screen.getByTestId('next-book')).getByRole('link')).toHaveAttribute('href', '/picture/detail/8');
    expect(screen.getByTestId('reader-progress')).toHaveStyle({ width: '100%' });
    expect(screen.queryByTestId('reader-play')).not.toBeInTheDocument();

    fireEvent.click(within(end).getByTestId('read-again'));
    expect(counter()).toHaveTextContent('1 / 3');
  });
});
