import { act, configure, fireEvent, screen, within } from '@testing-library/react';

import { BookReader } from '@/components/books/reader/book-reader';
import { lookupWord } from '@/lib/api/words';

import { renderWithProviders } from '../helpers/render';
import { BOOK, NEXT_BOOK, PAGES } from '../books/reader-fixtures';
import { stubMedia } from '../books/reader-media';

jest.mock('@/lib/api/books', () => ({ saveReadingProgress: jest.fn(() => Promise.resolve({ page: 1, finished: false, pageCount: 3 })) }));
jest.mock('@/lib/api/reactions', () => ({ toggleReaction: jest.fn() }));
jest.mock('@/lib/api/words', () => ({ lookupWord: jest.fn(), addToWordBank: jest.fn(), getWordBank: jest.fn(), removeFromWordBank: jest.fn() }));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/picture/read/7',
  useSearchParams: () => new URLSearchParams(),
}));

configure({ testIdAttribute: 'data-test' });
const { play } = stubMedia();
const lookup = lookupWord as jest.MockedFunction<typeof lookupWord>;

beforeEach(() => {
  play.mockClear();
  lookup.mockResolvedValue({ word: 'box', kind: 'entry', entry: { headword: 'box', phonetic: 'bɒks', senses: [{ pos: 'n.', text: '盒子' }] }, base: null });
  window.history.replaceState(null, '', '/picture/read/7');
});

describe('tapping a word in the reader', () => {
  test('every word of the page is a button named by the word, and the text reads unchanged', () => {
    renderWithProviders(<BookReader book={BOOK} pages={PAGES} next={NEXT_BOOK} initialPage={2} />);
    const text = screen.getByTestId('page-text');
    expect(within(text).getAllByRole('button').map((b) => b.textContent)).toEqual(['Is', 'Pip', 'in', 'the', 'box?', 'No,', 'not', 'in', 'the', 'box.']);
    expect(text).toHaveTextContent('Is Pip in the box? No, not in the box.');
  });

  test("plays the word's span of the page's narration and opens its meaning", async () => {
    renderWithProviders(<BookReader book={BOOK} pages={PAGES} next={NEXT_BOOK} initialPage={2} />);
    const audio = document.querySelector('audio')!;
    await act(async () => void fireEvent.click(within(screen.getByTestId('page-text')).getByRole('button', { name: 'box?' })));
    expect(audio.currentTime).toBeCloseTo(1.289);
    expect(play).toHaveBeenCalled();
    expect(lookup).toHaveBeenCalledWith('box');
    expect(await screen.findByRole('dialog', { name: 'box' })).toBeInTheDocument();
    expect(await screen.findByText('盒子')).toBeInTheDocument();
    // The narration stops at the word's end.
    act(() => {
      audio.currentTime = 1.95;
      fireEvent(audio, new Event('timeupdate'));
    });
    expect(audio.paused).toBe(true);
  });

  test('the arrow keys still turn pages while a word has focus', async () => {
    renderWithProviders(<BookReader book={BOOK} pages={PAGES} next={NEXT_BOOK} initialPage={2} />);
    const word = within(screen.getByTestId('page-text')).getByRole('button', { name: 'Pip' });
    word.focus();
    act(() => void fireEvent.keyDown(word, { key: 'ArrowRight' }));
    expect(screen.getByTestId('page-counter')).toHaveTextContent('3 / 3');
  });
});
