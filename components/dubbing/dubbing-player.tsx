'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { ReaderPage } from '@/lib/types/books';
import type { DubbingPageResult } from '@/lib/types/dubbings';

import { DubbingPage, DubbingPageNav } from './dubbing-page';
import { PractiseTips, ScoreBars } from './score-panel';

/**
 * A finished dubbing played page by page over the book's illustrations:
 * the reader's own recording of each page, its scores and tips. "Play from
 * the start" turns the pages as each recording ends.
 */
export function DubbingPlayer({ pages, recordings }: { pages: ReaderPage[]; recordings: DubbingPageResult[] }) {
  const t = useTranslations('Dubbing');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [through, setThrough] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  const byPage = new Map(recordings.map((r) => [r.page, r]));
  const page = pages[index];
  const recording = byPage.get(page.index);

  const play = () => {
    const el = audio.current;
    if (!el) return;
    void el.play().catch(() => setPlaying(false));
  };

  const go = (next: number, keepPlaying = false) => {
    setThrough(keepPlaying);
    audio.current?.pause();
    setIndex(Math.max(0, Math.min(pages.length - 1, next)));
  };

  const toggle = () => {
    if (playing) {
      setThrough(false);
      audio.current?.pause();
    } else {
      play();
    }
  };

  const playAll = () => {
    if (index === 0) {
      setThrough(true);
      play();
    } else go(0, true);
  };

  return (
    <section aria-labelledby="dub-play-heading" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]" data-test="dubbing-player">
      <div className="min-w-0">
        <DubbingPage page={page} pages={pages.length} headingId="dub-play-heading" textTestId="play-page-text">
          {recording && (
            <audio
              key={recording.audio}
              ref={audio}
              src={recording.audio}
              preload="metadata"
              autoPlay={through}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => {
                setPlaying(false);
                if (through && index < pages.length - 1) go(index + 1, true);
                else setThrough(false);
              }}
              data-test="play-audio"
            />
          )}
          <div className="mt-4 flex flex-wrap gap-2.5">
            <Button size="sm" className="font-semibold" onClick={toggle} disabled={!recording} aria-pressed={playing} data-test="play-page">
              <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
              {playing ? t('pause') : t('playPage')}
            </Button>
            <Button variant="outline" size="sm" className="bg-white font-semibold" onClick={playAll} data-test="play-all">
              {t('playAll')}
            </Button>
          </div>
        </DubbingPage>
        <DubbingPageNav index={index} count={pages.length} onGo={go} testIdPrefix="play" />
      </div>
      <aside className="min-w-0">
        <section aria-labelledby="play-page-scores" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5" data-test="play-page-scores">
          <h2 id="play-page-scores" className="text-base font-bold text-ink">
            {t('pageScoresTitle')}
          </h2>
          {recording && (
            <>
              <ScoreBars scores={recording} className="mt-3" />
              <PractiseTips tips={recording.tips} weakWords={recording.weakWords} />
            </>
          )}
        </section>
      </aside>
    </section>
  );
}
