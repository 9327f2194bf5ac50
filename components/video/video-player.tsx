'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { SegmentedChoice } from '@/components/ui/choice';
import { LANG_TAG } from '@/lib/i18n/locales';

export type SubtitleChoice = 'cn' | 'en' | 'off';

/** srclang of each subtitle track; textTracks[i].language reports it back. */
export const SUBTITLE_LANG = LANG_TAG;

interface Props {
  src: string;
  poster: string;
  title: string;
  subtitles: { en: string; cn: string };
  /** The reader's language: its track is the default. */
  initialSubtitle: 'cn' | 'en';
}

/** Shows the chosen track and turns the others off. */
function applySubtitle(video: HTMLVideoElement | null, choice: SubtitleChoice) {
  const tracks = video?.textTracks;
  if (!tracks) return;
  const wanted = choice === 'off' ? null : SUBTITLE_LANG[choice];
  for (let i = 0; i < tracks.length; i++) {
    const track = tracks[i];
    if (track.kind !== 'subtitles' && track.kind !== 'captions') continue;
    track.mode = track.language === wanted ? 'showing' : 'disabled';
  }
}

/** Which of our tracks is showing (the browser's own captions menu may have changed it). */
function shownSubtitle(video: HTMLVideoElement): SubtitleChoice {
  const tracks = video.textTracks;
  for (let i = 0; i < tracks.length; i++) {
    if (tracks[i].mode !== 'showing') continue;
    if (tracks[i].language === SUBTITLE_LANG.cn) return 'cn';
    if (tracks[i].language === SUBTITLE_LANG.en) return 'en';
  }
  return 'off';
}

/**
 * The browser's own player (it works without JavaScript) with English and
 * Chinese subtitle tracks, the reader's language by default, and a switch
 * between Chinese, English and no subtitles.
 */
export function VideoPlayer({ src, poster, title, subtitles, initialSubtitle }: Props) {
  const t = useTranslations('VideoPage');
  const ref = useRef<HTMLVideoElement>(null);
  const [choice, setChoice] = useState<SubtitleChoice>(initialSubtitle);

  useEffect(() => {
    applySubtitle(ref.current, choice);
  }, [choice]);

  // Follow the captions menu of the native controls.
  useEffect(() => {
    const video = ref.current;
    const tracks = video?.textTracks;
    if (!video || !tracks || typeof tracks.addEventListener !== 'function') return;
    const onChange = () => setChoice(shownSubtitle(video));
    tracks.addEventListener('change', onChange);
    return () => tracks.removeEventListener('change', onChange);
  }, []);

  const options: { value: SubtitleChoice; label: string; lang?: string }[] = [
    { value: 'cn', label: t('subtitleCn'), lang: SUBTITLE_LANG.cn },
    { value: 'en', label: t('subtitleEn'), lang: SUBTITLE_LANG.en },
    { value: 'off', label: t('subtitleOff') },
  ];

  return (
    <div>
      <div className="overflow-hidden rounded-2xl bg-black shadow-sm">
        <video
          ref={ref}
          controls
          preload="metadata"
          playsInline
          poster={poster}
          src={src}
          aria-label={title}
          className="aspect-video h-auto w-full bg-black"
          data-test="video-player"
        >
          <track kind="subtitles" src={subtitles.cn} srcLang={SUBTITLE_LANG.cn} label={t('trackCn')} default={initialSubtitle === 'cn'} />
          <track kind="subtitles" src={subtitles.en} srcLang={SUBTITLE_LANG.en} label={t('trackEn')} default={initialSubtitle === 'en'} />
          <p className="p-4 text-sm text-white">
            {t('noVideo')}{' '}
            <a href={src} className="underline">
              {t('download')}
            </a>
          </p>
        </video>
      </div>
      <div role="group" aria-label={t('subtitles')} className="mt-3 flex items-center gap-2 text-sm" data-test="subtitle-switch">
        <span className="text-slate-500" aria-hidden>
          {t('subtitles')}
        </span>
        <SegmentedChoice options={options} value={choice} onChange={setChoice} />
      </div>
    </div>
  );
}
