'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

import { readerPageHref } from './paths';

const NAV =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4';
const NAV_ON = `${NAV} bg-white text-brand-700 ring-brand-200 hover:bg-brand-50`;
const NAV_OFF = `${NAV} cursor-default bg-white text-slate-300 ring-slate-200`;
const CHIP =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function chip(on: boolean): string {
  return `${CHIP} ${on ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-500 ring-slate-200 hover:bg-slate-50'}`;
}

interface Props {
  pos: number;
  count: number;
  playing: boolean;
  autoTurn: boolean;
  showCn: boolean;
  translationId: string;
  onLink: (target: number) => (e: MouseEvent<HTMLAnchorElement>) => void;
  onTogglePlay: () => void;
  onToggleAutoTurn: () => void;
  onToggleCn: () => void;
}

/** The reader's bottom bar: progress, previous / play / next, auto-turn and translation; on the end screen only "previous". */
export function ReaderControls({ pos, count, playing, autoTurn, showCn, translationId, onLink, onTogglePlay, onToggleAutoTurn, onToggleCn }: Props) {
  const t = useTranslations('Reader');
  const atEnd = pos > count;
  const current = Math.min(pos, count);
  const lastPage = pos === count;
  return (
    // On phones the controls stay at the bottom of the screen while a long page scrolls.
    <div
      className={
        atEnd
          ? 'mt-5'
          : 'sticky bottom-0 z-10 -mx-4 mt-2 bg-[#f7faf8]/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 backdrop-blur-sm md:static md:mx-0 md:mt-4 md:bg-transparent md:p-0 md:backdrop-blur-none'
      }
    >
      <div
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={t('progressLabel')}
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={atEnd ? count : current}
        aria-valuetext={atEnd ? t('endPage') : t('pageCounter', { page: current, total: count })}
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${((atEnd ? count : current) / count) * 100}%` }}
          data-test="reader-progress"
        />
      </div>

      {atEnd ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-600" aria-live="polite" data-test="page-counter">
            {t('endPage')}
          </p>
          <a href={readerPageHref(count, count)} onClick={onLink(count)} className={NAV_ON} data-test="reader-prev">
            <Icon name="chevron-left" className="h-5 w-5" strokeWidth={2.4} />
            {t('prev')}
          </a>
        </div>
      ) : (
        <div className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-3 md:grid-cols-[1fr_auto_1fr]">
          <div className="col-span-2 row-start-1 flex items-center justify-center gap-2 sm:gap-3 md:col-span-1 md:col-start-2">
            {pos > 1 ? (
              <a href={readerPageHref(pos - 1, count)} onClick={onLink(pos - 1)} className={NAV_ON} data-test="reader-prev">
                <Icon name="chevron-left" className="h-5 w-5" strokeWidth={2.4} />
                <span className="sr-only sm:not-sr-only">{t('prev')}</span>
              </a>
            ) : (
              <span aria-disabled="true" className={NAV_OFF}>
                <Icon name="chevron-left" className="h-5 w-5" strokeWidth={2.4} />
                <span className="sr-only sm:not-sr-only">{t('prev')}</span>
              </span>
            )}
            <Button
              size="none"
              onClick={onTogglePlay}
              aria-label={playing ? t('pause') : t('play')}
              className="inline-flex h-14 w-14 items-center justify-center shadow-md transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              data-test="reader-play"
            >
              {playing ? (
                <Icon name="pause" className="h-6 w-6" />
              ) : (
                <Icon name="play" className="ml-0.5 h-6 w-6" />
              )}
            </Button>
            <a href={readerPageHref(pos + 1, count)} onClick={onLink(pos + 1)} className={NAV_ON} data-test="reader-next">
              <span className="sr-only sm:not-sr-only">{lastPage ? t('finish') : t('next')}</span>
              <Icon name="chevron-right" className="h-5 w-5" strokeWidth={2.4} />
            </a>
          </div>
          <p className="row-start-2 text-sm font-semibold tabular-nums text-slate-600 md:col-start-1 md:row-start-1" aria-live="polite" data-test="page-counter">
            {t('pageCounter', { page: current, total: count })}
          </p>
          <div className="row-start-2 flex items-center justify-end gap-2 md:col-start-3 md:row-start-1">
            <button type="button" aria-pressed={autoTurn} onClick={onToggleAutoTurn} className={chip(autoTurn)} data-test="auto-turn">
              <Icon name="repeat" className="h-4 w-4" strokeWidth={2.4} />
              {t('autoTurn')}
            </button>
            <button
              type="button"
              aria-pressed={showCn}
              aria-controls={translationId}
              title={showCn ? t('hideTranslation') : t('showTranslation')}
              onClick={onToggleCn}
              className={chip(showCn)}
              data-test="translation-toggle"
            >
              <span aria-hidden="true" className="text-xs font-bold">
                译
              </span>
              {t('translation')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
