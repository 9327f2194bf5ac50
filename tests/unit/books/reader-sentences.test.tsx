import { act, configure, fireEvent, screen, within } from '@testing-library/react';

import { SentenceList } from '@/components/books/reader/sentence-list';

import { MESSAGES, renderWithProviders } from '../helpers/render';
import { PAGES } from './reader-fixtures';
import { stubMedia } from './reader-media';

configure({ testIdAttribute: 'data-test' });
const { play, pause } = stubMedia();
const cn = MESSAGES.cn.Reader;

beforeEach(() => {
  play.mockClear();
  pause.mockClear();
});

describe('SentenceList', () => {
  test('lists the sentences page by page; one plays from its start and stops at its end', () => {
    renderWithProviders(<SentenceList pages={PAGES} />);
    const pages = screen.getAllByTestId('sentence-page');
    expect(pages).toHaveLength(3);
    const buttons = within(pages[1]).getAllByRole('button', { name: cn.playSentence });
    expect(buttons).toHaveLength(2);

    // The second sentence of page 2: the page's narration, from 2.3 s.
    fireEvent.click(buttons[1]);
    const audio = document.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', '/media/p2.mp3');
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio.currentTime).toBeCloseTo(2.3);
    expect(within(pages[1]).getByRole('button', { name: cn.stopSentence })).toBeInTheDocument();

    act(() => {
      audio.currentTime = 2.6;
      fireEvent.timeUpdate(audio);
    });
    expect(within(pages[1]).getByText('not')).toHaveClass('bg-accent-400/45');

    // Past the sentence's last word (3.3 s) the narration stops.
    act(() => {
      audio.currentTime = 3.31;
      fireEvent.timeUpdate(audio);
    });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(within(pages[1]).getAllByRole('button', { name: cn.playSentence })).toHaveLength(2);
  });
});
