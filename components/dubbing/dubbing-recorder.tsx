'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { finishDubbing, startDubbing, uploadDubbingPage } from '@/lib/api/dubbings';
import { DUBBING_PAGE_MAX_SECONDS } from '@/lib/constants/dubbings';
import { ApiError } from '@/lib/http';
import type { ReaderPage } from '@/lib/types/books';
import type { DubbingPageResult } from '@/lib/types/dubbings';

import { DubbingPage, DubbingPageNav } from './dubbing-page';
import { PractiseTips, ScoreBars } from './score-panel';
import { forgetDraft, forgetTake, keepTake, pendingTakes } from './take-store';
import { type RecorderFailure, type Take, useRecorder } from './use-recorder';

/** A take recorded in this browser: kept (with its object URL for playback) until the server has it, and after. */
interface LocalTake extends Take {
  url: string;
  /** Names the take in the browser's store of pending takes (take-store.ts). */
  token: string;
  status: 'uploading' | 'saved' | 'failed';
}

type Notice =
  | { kind: 'endRecordingFirst' }
  | { kind: 'recordingError'; failure: RecorderFailure }
  | { kind: 'saveFailed'; detail?: string }
  | { kind: 'restored'; count: number }
  | { kind: 'missing'; pages: number[] }
  | { kind: 'loadFailed' };

const FAILURE_TEXT: Record<RecorderFailure, 'recordingDenied' | 'recordingUnavailable' | 'recordingUnsupported'> = {
  denied: 'recordingDenied',
  unavailable: 'recordingUnavailable',
  unsupported: 'recordingUnsupported',
};

/**
 * The dubbing recorder (issue #15): for each page the illustration and text,
 * the narration, and the reader's own take: record (level meter, countdown,
 * stop at the page limit), play back, record again. Each take is converted to
 * a 16 kHz mono WAV in the browser and uploaded at once; its scores and tips
 * show under the page. Takes stay in memory and in this browser's IndexedDB
 * (take-store.ts) until the server has them, so a failed upload ('save
 * failed') loses nothing, not even over a reload: the draft's pending takes
 * come back when the recorder opens again. Saving while a recording runs says
 * 'please end the recording first'.
 */
export function DubbingRecorder({ bookId, pages }: { bookId: number; pages: ReaderPage[] }) {
  const t = useTranslations('Dubbing');
  const router = useRouter();
  const [dubbingId, setDubbingId] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<number, DubbingPageResult>>({});
  const [takes, setTakes] = useState<Record<number, LocalTake>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [listening, setListening] = useState(false);
  const [playingMine, setPlayingMine] = useState(false);
  const narration = useRef<HTMLAudioElement | null>(null);
  const mine = useRef<HTMLAudioElement | null>(null);
  const takesRef = useRef(takes);
  /** Pages the server has a take of, kept in step with each answer (state would lag inside an async save). */
  const savedPages = useRef(new Set<number>());
  /** Takes on their way up, by page. */
  const uploading = useRef(new Set<number>());
  const page = pages[index];
  const pageNo = page.index;

  useEffect(() => {
    takesRef.current = takes;
  });

  // The draft: made (or resumed, with its recorded pages) when the recorder opens.
  useEffect(() => {
    let cancelled = false;
    startDubbing(bookId)
      .then((draft) => {
        if (cancelled) return;
        setDubbingId(draft.id);
        savedPages.current = new Set(draft.pages.map((p) => p.page));
        setResults(Object.fromEntries(draft.pages.map((p) => [p.page, p])));
        return pendingTakes(draft.id);
      })
      .then((pending) => {
        if (cancelled || !pending?.size) return;
        // Takes recorded last time that never reached the server: back as failed uploads, ready to send again.
        const restored = Object.fromEntries(
          [...pending].map(([p, take]) => [p, { ...take, url: URL.createObjectURL(take.wav), status: 'failed' as const }]),
        );
        setTakes((all) => ({ ...restored, ...all }));
        setNotice({ kind: 'restored', count: pending.size });
      })
      .catch(() => !cancelled && setNotice({ kind: 'loadFailed' }));
    return () => {
      cancelled = true;
    };
  }, [bookId]);

  // Object URLs of takes are let go with the page.
  useEffect(() => () => Object.values(takesRef.current).forEach((take) => URL.revokeObjectURL(take.url)), []);

  const upload = useCallback(
    async (pageNumber: number, take: LocalTake) => {
      if (dubbingId === null) return false;
      setTakes((all) => ({ ...all, [pageNumber]: { ...take, status: 'uploading' } }));
      uploading.current.add(pageNumber);
      try {
        const result = await uploadDubbingPage(dubbingId, pageNumber, take.wav);
        savedPages.current.add(pageNumber);
        void forgetTake(dubbingId, pageNumber, take.token);
        setResults((all) => ({ ...all, [pageNumber]: result }));
        setTakes((all) => (all[pageNumber]?.url === take.url ? { ...all, [pageNumber]: { ...take, status: 'saved' } } : all));
        return true;
      } catch (error) {
        setTakes((all) => (all[pageNumber]?.url === take.url ? { ...all, [pageNumber]: { ...take, status: 'failed' } } : all));
        // A refusal of the take itself (too short, too long) says so; anything else is 'save failed'.
        const detail = error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500 ? error.message : undefined;
        setNotice({ kind: 'saveFailed', detail });
        return false;
      } finally {
        uploading.current.delete(pageNumber);
      }
    },
    [dubbingId],
  );

  const recorder = useRecorder({
    maxSeconds: DUBBING_PAGE_MAX_SECONDS,
    onTake: (take) => {
      const url = URL.createObjectURL(take.wav);
      const local: LocalTake = { ...take, url, token: url, status: 'uploading' };
      setTakes((all) => {
        const old = all[pageNo];
        if (old) URL.revokeObjectURL(old.url);
        return { ...all, [pageNo]: local };
      });
      setNotice(null);
      if (dubbingId !== null) void keepTake(dubbingId, pageNo, local);
      void upload(pageNo, local);
    },
    onFailure: (failure) => setNotice({ kind: 'recordingError', failure }),
  });
  const busy = recorder.phase !== 'idle';

  const stopAudio = () => {
    narration.current?.pause();
    mine.current?.pause();
  };

  const go = (next: number) => {
    if (busy) {
      setNotice({ kind: 'endRecordingFirst' });
      return;
    }
    stopAudio();
    setIndex(Math.max(0, Math.min(pages.length - 1, next)));
  };

  const toggleListen = () => {
    const audio = narration.current;
    if (!audio) return;
    mine.current?.pause();
    if (audio.paused) void audio.play().catch(() => setListening(false));
    else audio.pause();
  };

  const toggleMine = () => {
    const audio = mine.current;
    if (!audio) return;
    narration.current?.pause();
    if (audio.paused) void audio.play().catch(() => setPlayingMine(false));
    else audio.pause();
  };

  const record = () => {
    if (recorder.phase === 'recording') {
      recorder.stop();
      return;
    }
    stopAudio();
    setNotice(null);
    void recorder.start();
  };

  /** Uploads again the takes that did not reach the server; true when none is left behind. */
  const retryFailed = async () => {
    for (const [p, take] of Object.entries(takesRef.current)) {
      const pageNumber = Number(p);
      if (take.status === 'failed' && !uploading.current.has(pageNumber) && !(await upload(pageNumber, take))) return false;
    }
    return true;
  };

  const retry = async () => {
    setSaving(true);
    try {
      if (await retryFailed()) setNotice(null);
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    if (busy) {
      setNotice({ kind: 'endRecordingFirst' });
      return;
    }
    if (dubbingId === null) return;
    setSaving(true);
    try {
      // Takes that did not reach the server go first.
      if (!(await retryFailed())) return;
      // A take still on its way is waited for by its page's state; saving again afterwards finishes.
      if (uploading.current.size) return;
      const missing = pages.map((p) => p.index).filter((p) => !savedPages.current.has(p));
      if (missing.length) {
        setNotice({ kind: 'missing', pages: missing });
        setIndex(pages.findIndex((p) => p.index === missing[0]));
        return;
      }
      const done = await finishDubbing(dubbingId);
      await forgetDraft(dubbingId);
      router.push(`/picture/dubbing/${done.id}`);
    } catch (error) {
      setNotice({ kind: 'saveFailed', detail: error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  const take = takes[pageNo];
  const result = results[pageNo];
  const mySrc = take?.url ?? result?.audio;
  const doneCount = pages.filter((p) => results[p.index] || takes[p.index]?.status === 'saved').length;
  const failedCount = Object.values(takes).filter((x) => x.status === 'failed').length;
  const anyUploading = Object.values(takes).some((x) => x.status === 'uploading');

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]" data-test="dubbing-recorder">
      <section aria-labelledby="dub-page-heading" className="min-w-0">
        <DubbingPage page={page} pages={pages.length} headingId="dub-page-heading" textTestId="dub-page-text">
          <audio
            ref={narration}
            src={page.audio.src}
            preload="none"
            onPlay={() => setListening(true)}
            onPause={() => setListening(false)}
            onEnded={() => setListening(false)}
          />
          {mySrc && <audio ref={mine} src={mySrc} preload="none" onPlay={() => setPlayingMine(true)} onPause={() => setPlayingMine(false)} onEnded={() => setPlayingMine(false)} />}

          <div className="mt-4 flex flex-wrap items-center gap-2.5">
            <Button variant="outline" size="sm" className="bg-white font-semibold" onClick={toggleListen} disabled={busy} aria-pressed={listening} data-test="dub-listen">
              <span aria-hidden="true">{listening ? '❚❚ ' : '▶ '}</span>
              {listening ? t('stopListening') : t('listen')}
            </Button>
            <Button
              variant={recorder.phase === 'recording' ? 'danger' : 'primary'}
              size="sm"
              className="font-semibold"
              onClick={record}
              disabled={dubbingId === null || recorder.phase === 'starting' || recorder.phase === 'processing'}
              data-test="dub-record"
            >
              <span aria-hidden="true">{recorder.phase === 'recording' ? '■ ' : '● '}</span>
              {recorder.phase === 'recording' ? t('stopRecording') : mySrc ? t('reRecord') : t('record')}
            </Button>
            {mySrc && (
              <Button variant="plain" size="sm" className="font-semibold" onClick={toggleMine} disabled={busy} aria-pressed={playingMine} data-test="dub-play-mine">
                <span aria-hidden="true">{playingMine ? '❚❚ ' : '▶ '}</span>
                {playingMine ? t('pauseMine') : t('playMine')}
              </Button>
            )}
          </div>

          {recorder.phase === 'recording' && (
            <div className="mt-4 flex items-center gap-3" data-test="dub-recording">
              <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-rose-500" aria-hidden="true" />
              <meter
                min={0}
                max={1}
                value={recorder.level}
                aria-label={t('level')}
                className="h-3 w-40 sm:w-56"
                data-test="dub-level"
              />
              <span className="text-sm font-semibold tabular-nums text-slate-700" role="timer" aria-live="off" data-test="dub-countdown">
                {t('secondsLeft', { seconds: recorder.secondsLeft })}
              </span>
            </div>
          )}
          <p className="mt-3 min-h-5 text-sm text-slate-500" role="status" aria-live="polite">
            {recorder.phase === 'starting'
              ? t('starting')
              : recorder.phase === 'processing'
                ? t('processing')
                : take?.status === 'uploading'
                  ? t('uploading')
                  : ''}
          </p>
        </DubbingPage>
        <DubbingPageNav index={index} count={pages.length} onGo={go} testIdPrefix="dub" />
      </section>

      <aside className="flex min-w-0 flex-col gap-4">
        {notice && (
          <div role="alert" className="rounded-2xl bg-rose-50 p-4 text-sm leading-6 text-rose-800 ring-1 ring-rose-200" data-test="dub-notice">
            {notice.kind === 'endRecordingFirst' && <p className="font-semibold">{t('endRecordingFirst')}</p>}
            {notice.kind === 'recordingError' && (
              <>
                <p className="font-semibold">{t('recordingError')}</p>
                <p className="mt-1">{t(FAILURE_TEXT[notice.failure])}</p>
              </>
            )}
            {notice.kind === 'saveFailed' && (
              <>
                <p className="font-semibold">{t('saveFailed')}</p>
                <p className="mt-1">{notice.detail ?? t('saveFailedKept')}</p>
              </>
            )}
            {notice.kind === 'restored' && <p className="font-semibold">{t('restoredTakes', { count: notice.count })}</p>}
            {notice.kind === 'missing' && <p className="font-semibold">{t('missingPages', { pages: notice.pages.join(', ') })}</p>}
            {notice.kind === 'loadFailed' && <p className="font-semibold">{t('loadFailed')}</p>}
          </div>
        )}

        <section aria-labelledby="dub-page-scores" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5" data-test="dub-page-scores">
          <h2 id="dub-page-scores" className="text-base font-bold text-ink">
            {t('pageScoresTitle')}
          </h2>
          {result ? (
            <>
              <ScoreBars scores={result} className="mt-3" />
              <PractiseTips tips={result.tips} weakWords={result.weakWords} />
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-500">{take?.status === 'uploading' ? t('uploading') : t('noScoresYet')}</p>
          )}
        </section>

        <nav aria-label={t('pagesLabel')} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
          <p className="text-sm font-semibold text-slate-700" data-test="dub-progress">
            {t('progress', { done: doneCount, total: pages.length })}
          </p>
          <ol className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-6">
            {pages.map((p, i) => {
              const failed = takes[p.index]?.status === 'failed';
              const done = Boolean(results[p.index]) || takes[p.index]?.status === 'saved';
              const label = failed ? t('pageFailed', { page: p.index }) : done ? t('pageRecorded', { page: p.index }) : t('pageButton', { page: p.index });
              return (
                <li key={p.index}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-label={label}
                    aria-current={i === index ? 'step' : undefined}
                    data-test={`dub-page-${p.index}`}
                    data-state={failed ? 'failed' : done ? 'done' : 'todo'}
                    className={`flex h-11 w-full items-center justify-center rounded-xl text-sm font-semibold tabular-nums ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      i === index ? 'ring-2 ring-brand-600' : 'ring-slate-200'
                    } ${failed ? 'bg-rose-50 text-rose-700' : done ? 'bg-brand-50 text-brand-800' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
                  >
                    {failed ? '!' : done ? '✓' : p.index}
                  </button>
                </li>
              );
            })}
          </ol>
          <div className="mt-4 flex flex-wrap gap-2.5">
            {failedCount > 0 && (
              <Button variant="outline" size="sm" className="bg-white font-semibold" onClick={() => void retry()} disabled={saving || busy} data-test="dub-retry">
                {t('retry')}
              </Button>
            )}
            <Button size="md" className="w-full font-semibold" onClick={() => void save()} busy={saving} disabled={dubbingId === null || anyUploading} data-test="dub-save">
              {saving ? t('saving') : t('save')}
            </Button>
          </div>
        </nav>
      </aside>
    </div>
  );
}
