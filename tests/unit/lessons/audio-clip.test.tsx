import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AudioClipButton, stopAudioClip } from '@/components/lessons/audio-clip-button';
import { VocabList } from '@/components/lessons/vocab-list';

import { MESSAGES, renderWithProviders } from '../helpers/render';
import { WORDS } from './lesson-fixtures';

/** jsdom has no media playback: a fake that remembers which element played what, from where. */
const played: { element: HTMLMediaElement; src: string; at: number }[] = [];
let playResult: () => Promise<void> = () => Promise.resolve();
const state = new WeakMap<HTMLMediaElement, { paused: boolean; time: number }>();
const of = (el: HTMLMediaElement) => {
  if (!state.has(el)) state.set(el, { paused: true, time: 0 });
  return state.get(el)!;
};

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', { configurable: true, get() { return of(this).paused; } });
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get() { return of(this).time; },
    set(v: number) { of(this).time = v; },
  });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = false;
    played.push({ element: this, src: this.src, at: of(this).time });
    return playResult();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = true;
  });
});

afterEach(() => {
  act(() => stopAudioClip());
  played.length = 0;
  playResult = () => Promise.resolve();
});

const clipA = { src: '/media/a.mp3', startMs: 1500, endMs: 2500 };
const clipB = { src: '/media/b.mp3', startMs: 0, endMs: 800 };

describe('AudioClipButton', () => {
  test('plays its clip from startMs, says it is pressed while playing, and stops at endMs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AudioClipButton clip={clipA} label="Listen: kite" />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Listen: kite' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(played).toHaveLength(1);
    expect(played[0].src).toMatch(/\/media\/a\.mp3$/);
    expect(played[0].at).toBe(1.5);
    expect(button).toHaveAttribute('aria-pressed', 'true');

    // The narration runs on past the clip: at endMs it stops.
    const audio = played[0].element;
    act(() => {
      audio.currentTime = 2.6;
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(audio.paused).toBe(true);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('one audio element for the page: a second clip stops the first; pressing a playing clip stops it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AudioClipButton clip={clipA} label="Listen: kite" />
        <AudioClipButton clip={clipB} label="Listen: fly" />
      </>,
      { locale: 'en' },
    );
    const kite = screen.getByRole('button', { name: 'Listen: kite' });
    const fly = screen.getByRole('button', { name: 'Listen: fly' });

    await user.click(kite);
    await user.click(fly);
    expect(played).toHaveLength(2);
    expect(played[1].element).toBe(played[0].element);
    expect(played[1].src).toMatch(/\/media\/b\.mp3$/);
    expect(played[1].at).toBe(0);
    expect(kite).toHaveAttribute('aria-pressed', 'false');
    expect(fly).toHaveAttribute('aria-pressed', 'true');

    await user.click(fly);
    expect(fly).toHaveAttribute('aria-pressed', 'false');
    expect(played[1].element.paused).toBe(true);
  });

  test('when the browser refuses to play, the button does not stay pressed', async () => {
    const user = userEvent.setup();
    playResult = () => Promise.reject(new Error('NotAllowedError'));
    renderWithProviders(<AudioClipButton clip={clipA} label="Listen: kite" />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Listen: kite' });
    await user.click(button);
    await act(async () => {});
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('VocabList gives each word its picture, translated part of speech, meaning and a Listen button (en and cn)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<VocabList items={WORDS} />, { locale: 'en' });
    const items = screen.getAllByTestId('vocab-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('kite');
    expect(items[0]).toHaveTextContent('noun');
    expect(items[0]).toHaveTextContent('风筝');
    expect(screen.getByRole('img', { name: 'Illustration from page 2 of the book, where “kite” appears' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Listen: fly' }));
    expect(played[0].at).toBe(0);
    expect(played[0].src).toMatch(/p3\.mp3$/);
    unmount();

    renderWithProviders(<VocabList items={WORDS} />);
    expect(screen.getAllByTestId('vocab-pos').map((el) => el.textContent)).toEqual([MESSAGES.cn.Lessons.pos.noun, MESSAGES.cn.Lessons.pos.verb]);
    expect(screen.getByRole('button', { name: '听一听：kite' })).toBeInTheDocument();
  });
});
