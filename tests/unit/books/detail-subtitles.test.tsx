import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { VideoPlayer } from '@/components/video/video-player';

import { renderWithProviders } from '../helpers/render';

interface FakeTrack {
  kind: string;
  language: string;
  label: string;
  mode: TextTrackMode;
}

/**
 * jsdom makes no TextTrack for a <track>; this stands in for the browser's
 * list (the two tracks in document order) and its change event.
 */
function fakeTextTracks() {
  const tracks: FakeTrack[] = [
    { kind: 'subtitles', language: 'zh-CN', label: '中文', mode: 'disabled' },
    { kind: 'subtitles', language: 'en', label: 'English', mode: 'disabled' },
  ];
  const target = new EventTarget();
  const list = Object.assign(target, { length: tracks.length, 0: tracks[0], 1: tracks[1] });
  const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'textTracks');
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', { configurable: true, get: () => list });
  const restore = () => {
    if (original) Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', original);
  };
  const modes = () => tracks.map((t) => `${t.language}:${t.mode}`);
  return { tracks, list, modes, restore };
}

const PROPS = {
  src: '/media/v.mp4',
  poster: '/media/v.webp',
  title: 'Count to Ten',
  subtitles: { en: '/media/v.en.vtt', cn: '/media/v.cn.vtt' },
};

let fake: ReturnType<typeof fakeTextTracks>;
beforeEach(() => {
  fake = fakeTextTracks();
});
afterEach(() => fake.restore());

describe('VideoPlayer', () => {
  test('renders the native player with both subtitle tracks, the reader\'s language as default', () => {
    const { container } = renderWithProviders(<VideoPlayer {...PROPS} initialSubtitle="cn" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/media/v.webp');
    expect(video).toHaveAttribute('src', '/media/v.mp4');
    const tracks = [...container.querySelectorAll('track')];
    expect(tracks.map((t) => [t.getAttribute('kind'), t.getAttribute('srclang'), t.getAttribute('src'), t.hasAttribute('default')])).toEqual([
      ['subtitles', 'zh-CN', '/media/v.cn.vtt', true],
      ['subtitles', 'en', '/media/v.en.vtt', false],
    ]);
    expect(fake.modes()).toEqual(['zh-CN:showing', 'en:disabled']);
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the English reader gets English subtitles by default', () => {
    const { container } = renderWithProviders(<VideoPlayer {...PROPS} initialSubtitle="en" />, { locale: 'en' });
    expect(container.querySelector('track[srclang="en"]')).toHaveAttribute('default');
    expect(container.querySelector('track[srclang="zh-CN"]')).not.toHaveAttribute('default');
    expect(fake.modes()).toEqual(['zh-CN:disabled', 'en:showing']);
    expect(screen.getByRole('group', { name: 'Subtitles' })).toBeInTheDocument();
  });

  test('the switch shows Chinese, English or no subtitles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<VideoPlayer {...PROPS} initialSubtitle="cn" />);

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(fake.modes()).toEqual(['zh-CN:disabled', 'en:showing']);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(fake.modes()).toEqual(['zh-CN:disabled', 'en:disabled']);
    expect(screen.getByRole('button', { name: '关闭' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(fake.modes()).toEqual(['zh-CN:showing', 'en:disabled']);
  });

  test("follows a change made in the browser's own captions menu", () => {
    renderWithProviders(<VideoPlayer {...PROPS} initialSubtitle="cn" />);
    act(() => {
      fake.tracks[0].mode = 'disabled';
      fake.tracks[1].mode = 'showing';
      fake.list.dispatchEvent(new Event('change'));
    });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      fake.tracks[1].mode = 'disabled';
      fake.list.dispatchEvent(new Event('change'));
    });
    expect(screen.getByRole('button', { name: '关闭' })).toHaveAttribute('aria-pressed', 'true');
  });
});
