import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';

import { WordPopover, type TappedWord } from '@/components/words/word-popover';
import { addToWordBank, lookupWord } from '@/lib/api/words';
import { saveLogin } from '@/lib/storage';

import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/api/words', () => ({
  lookupWord: jest.fn(),
  addToWordBank: jest.fn(),
  getWordBank: jest.fn(),
  removeFromWordBank: jest.fn(),
}));
jest.mock('@/lib/store/login-modal', () => ({ openLoginModal: jest.fn() }));

configure({ testIdAttribute: 'data-test' });

const lookup = lookupWord as jest.MockedFunction<typeof lookupWord>;
const add = addToWordBank as jest.MockedFunction<typeof addToWordBank>;
const WORD: TappedWord = { token: 'jumped,', bookId: 7, page: 2, wordIndex: 4 };
const jump = { headword: 'jump', phonetic: 'dʒʌmp', senses: [{ pos: 'vi.', text: '跳跃；跳' }] };

beforeEach(() => {
  lookup.mockReset();
  add.mockReset();
  localStorage.clear();
});

describe('WordPopover', () => {
  test('shows the word without punctuation, its phonetic, part of speech and Chinese meaning, and its base form', async () => {
    lookup.mockResolvedValue({ word: 'jumped', kind: 'entry', entry: { headword: 'jumped', phonetic: '', senses: [{ pos: 'v.', text: '跳跃（jump的过去分词）' }] }, base: jump });
    renderWithProviders(<WordPopover word={WORD} onClose={jest.fn()} onPlay={jest.fn(() => true)} />, { locale: 'cn' });
    expect(screen.getByRole('dialog', { name: 'jumped' })).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith('jumped');
    expect(await screen.findByText('跳跃（jump的过去分词）')).toBeInTheDocument();
    expect(screen.getByTestId('word-base')).toHaveTextContent(`${MESSAGES.cn.WordPopover.baseForm} jump`);
    expect(screen.getAllByTestId('word-pos').map((p) => p.textContent)).toEqual(['v.', 'vi.']);
  });

  test('Listen plays the word; a word that cannot be heard says so', async () => {
    lookup.mockResolvedValue({ word: 'jump', kind: 'entry', entry: jump, base: null });
    const onPlay = jest.fn(() => false);
    renderWithProviders(<WordPopover word={WORD} onClose={jest.fn()} onPlay={onPlay} />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.en.WordPopover.listen }));
    expect(onPlay).toHaveBeenCalledWith(WORD);
    expect(screen.getByTestId('word-status')).toHaveTextContent(MESSAGES.en.WordPopover.noAudio);
  });

  test('a logged-in learner adds the word by its place in the book, and hears whether it was new', async () => {
    saveLogin('t'.repeat(64), { id: 1, nickname: 'Mia' } as never);
    lookup.mockResolvedValue({ word: 'jump', kind: 'entry', entry: jump, base: null });
    add.mockResolvedValueOnce({ created: true, item: {} as never }).mockResolvedValueOnce({ created: false, item: {} as never });
    renderWithProviders(<WordPopover word={WORD} onClose={jest.fn()} onPlay={jest.fn(() => true)} />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: MESSAGES.en.WordPopover.add });
    await act(async () => void fireEvent.click(button));
    expect(add).toHaveBeenCalledWith({ bookId: 7, page: 2, wordIndex: 4 });
    await waitFor(() => expect(screen.getByTestId('word-status')).toHaveTextContent(MESSAGES.en.WordPopover.added));
    expect(screen.getByRole('link', { name: MESSAGES.en.WordPopover.open })).toHaveAttribute('href', '/user/words');
    await act(async () => void fireEvent.click(button));
    await waitFor(() => expect(screen.getByTestId('word-status')).toHaveTextContent(MESSAGES.en.WordPopover.alreadyKept));
  });

  test('a visitor is asked to log in first, and nothing is added yet', async () => {
    lookup.mockResolvedValue({ word: 'jump', kind: 'entry', entry: jump, base: null });
    renderWithProviders(<WordPopover word={WORD} onClose={jest.fn()} onPlay={jest.fn(() => true)} />, { locale: 'cn' });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.cn.WordPopover.add }));
    expect(await screen.findByText(MESSAGES.cn.Common.loginFirst)).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  test('a name has no meaning and cannot be added; a word the dictionary lacks shows the server\'s message', async () => {
    lookup.mockResolvedValueOnce({ word: 'pip', kind: 'name', entry: null, base: null });
    const { unmount } = renderWithProviders(<WordPopover word={{ ...WORD, token: 'Pip?' }} onClose={jest.fn()} onPlay={jest.fn(() => true)} />, { locale: 'en' });
    expect(await screen.findByText(MESSAGES.en.WordPopover.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.en.WordPopover.add })).not.toBeInTheDocument();
    unmount();
    lookup.mockRejectedValueOnce(new Error(MESSAGES.en.Errors.WORD_UNKNOWN));
    renderWithProviders(<WordPopover word={{ ...WORD, token: 'zqx' }} onClose={jest.fn()} onPlay={jest.fn(() => true)} />, { locale: 'en' });
    expect(await screen.findByTestId('word-missing')).toHaveTextContent(MESSAGES.en.Errors.WORD_UNKNOWN);
  });

  test('Escape closes it', async () => {
    lookup.mockResolvedValue({ word: 'jump', kind: 'entry', entry: jump, base: null });
    const onClose = jest.fn();
    renderWithProviders(<WordPopover word={WORD} onClose={onClose} onPlay={jest.fn(() => true)} />, { locale: 'en' });
    await screen.findByTestId('word-senses');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
