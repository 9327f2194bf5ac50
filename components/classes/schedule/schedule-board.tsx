'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

import { Button, buttonClass } from '@/components/ui/button';
import { SegmentedChoice } from '@/components/ui/choice';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { BEIJING_TIME_ZONE } from '@/lib/constants/classes';
import { localParts, zoneOffsetMinutes } from '@/lib/classes/time';
import type { LessonItem } from '@/lib/types/classes';

import { CalendarActions } from './calendar-actions';
import { MonthView } from './month-view';
import { classesByDate, countBetween, scheduleClasses } from './schedule-classes';
import { formatPeriodTitle, periodDates, shiftDate, zoneNames, type ScheduleView } from './schedule-dates';
import { WeekView } from './week-view';

/** Where the empty schedule sends the family: the course page's booking tab. */
export const BOOK_CLASS_HREF = '/course/list?tab=book';

export interface ScheduleBoardProps {
  /** The caller's classes (getCourseLessonRecord); undefined while loading. */
  items: LessonItem[] | undefined;
  /** The viewer's IANA zone: every date and time is shown in it. */
  zone: string;
  /** Now, epoch ms (labels and today). */
  now: number;
  error?: unknown;
  onRetry?: () => void;
}

/**
 * My schedule: week or month, previous/next/today, the period's title, the
 * viewer's zone (Beijing time beside each class where it differs), a
 * 'show cancelled' switch and the calendar actions.
 */
export function ScheduleBoard({ items, zone, now, error, onRetry }: ScheduleBoardProps) {
  const t = useTranslations('Schedule');
  const locale = useLocale();
  const today = localParts(now, zone).date;
  const [view, setView] = useState<ScheduleView>('week');
  const [date, setDate] = useState(today);
  const [showCancelled, setShowCancelled] = useState(false);

  const classes = useMemo(() => scheduleClasses(items ?? [], zone, now), [items, zone, now]);
  const byDate = useMemo(() => classesByDate(showCancelled ? classes : classes.filter((c) => !c.cancelled)), [classes, showCancelled]);
  const title = formatPeriodTitle(view, date, locale);
  const { first, last } = periodDates(view, date);
  const isEmpty = countBetween(byDate, first, last) === 0;
  const names = zoneNames(zone, locale, now);
  const beijingShown = zoneOffsetMinutes(zone, now) !== zoneOffsetMinutes(BEIJING_TIME_ZONE, now) || classes.some((c) => c.beijing);

  const empty = (
    <EmptyState title={t(view === 'week' ? 'emptyWeek' : 'emptyMonth')} hint={t('emptyHint')} className={view === 'month' ? 'p-8 lg:w-80 lg:shrink-0' : 'p-10'}
      data-test="schedule-empty">
      {/* A full load: on /course/list the tab is client state that a soft navigation to the same page would keep. */}
      <a href={BOOK_CLASS_HREF} className={buttonClass({ variant: 'accent', size: 'sm', className: 'mt-4 inline-flex font-medium' })} data-test="schedule-book">
        {t('bookLink')}
      </a>
    </EmptyState>
  );

  let body;
  if (!items && error) {
    body = (
      <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-slate-200" data-test="schedule-error">
        <p className="font-semibold text-slate-700">{t('loadError')}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} className="mt-4 font-medium">
            {t('retry')}
          </Button>
        )}
      </div>
    );
  } else if (!items) {
    body = <ScheduleLoading />;
  } else if (view === 'week') {
    body = isEmpty ? empty : <WeekView date={date} today={today} byDate={byDate} title={title} />;
  } else {
    body = <MonthView date={date} today={today} byDate={byDate} title={title} onSelect={setDate} empty={isEmpty ? empty : undefined} />;
  }

  return (
    <section aria-label={t('title')} data-test="my-schedule" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm text-slate-600">
          <p className="flex items-start gap-1.5" data-test="schedule-zone">
            <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            <span>{t('zoneLine', { zone: names.long, offset: names.offset })}</span>
          </p>
          {beijingShown && <p className="mt-0.5 pl-[22px] text-xs text-slate-600">{t('beijingNote')}</p>}
        </div>
        <CalendarActions />
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <SegmentedChoice
          label={t('viewLabel')}
          value={view}
          onChange={setView}
          options={[
            { value: 'week', label: t('week') },
            { value: 'month', label: t('month') },
          ]}
        />
        <div className="flex items-center gap-1">
          <Button variant="icon" size="icon" aria-label={t(view === 'week' ? 'previousWeek' : 'previousMonth')} onClick={() => setDate(shiftDate(view, date, -1))} data-test="schedule-previous">
            <Icon name="chevron-left" className="h-5 w-5" />
          </Button>
          <Button variant="plain" size="none" onClick={() => setDate(today)} data-test="schedule-today" className="px-3 py-1 text-sm font-medium">
            {t('today')}
          </Button>
          <Button variant="icon" size="icon" aria-label={t(view === 'week' ? 'nextWeek' : 'nextMonth')} onClick={() => setDate(shiftDate(view, date, 1))} data-test="schedule-next">
            <Icon name="chevron-right" className="h-5 w-5" />
          </Button>
        </div>
        <h2 aria-live="polite" data-test="schedule-title" className="text-lg font-bold tabular-nums text-ink">
          {title}
        </h2>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 sm:ml-auto">
          <input type="checkbox" checked={showCancelled} onChange={(event) => setShowCancelled(event.target.checked)} data-test="schedule-show-cancelled" className="h-4 w-4 accent-brand-600" />
          {t('showCancelled')}
        </label>
      </div>

      {body}
    </section>
  );
}

/** The schedule's place while the browser has not said its zone or the classes are on their way. */
export function ScheduleLoading() {
  const t = useTranslations('Common');
  return (
    <p className="flex min-h-40 items-center justify-center gap-2 rounded-2xl bg-white text-sm text-slate-600 ring-1 ring-slate-200" data-test="schedule-loading">
      <Spinner />
      {t('loading')}
    </p>
  );
}
