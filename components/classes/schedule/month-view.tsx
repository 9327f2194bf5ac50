'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { addDays } from '@/lib/classes/time';

import { ClassEntry } from './class-entry';
import type { ScheduledClass } from './schedule-classes';
import { addMonths, formatDate, monthGrid, monthOf, startOfWeek, weekDates } from './schedule-dates';

/** How many start times a day cell lists before '+n' (from 640 px; phones show a count only). */
const TIMES_PER_CELL = 2;

/** Arrow keys move by a day or a week, Home/End to the week's ends, Page Up/Down by a month (the date-picker keys). */
function keyTarget(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date);
    case 'End':
      return addDays(startOfWeek(date), 6);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/**
 * The month as a table of day buttons (one tab stop: the selected day; arrows
 * move), each with a count and, from 640 px, the first start times. The
 * selected day's classes are listed below the grid.
 */
export function MonthView({
  date,
  today,
  byDate,
  title,
  onSelect,
  empty,
}: {
  date: string;
  today: string;
  byDate: Map<string, ScheduledClass[]>;
  title: string;
  onSelect: (date: string) => void;
  /** Shown instead of the selected day's list when the whole month has no classes. */
  empty?: ReactNode;
}) {
  const t = useTranslations('Schedule');
  const locale = useLocale();
  const grid = monthGrid(date);
  const month = monthOf(date);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const keyMoved = useRef(false);
  const selected = byDate.get(date) ?? [];
  const selectedLong = formatDate(date, locale, 'long');
  const headingId = useId();

  // After an arrow key the newly selected day takes the focus (it may be in another month's grid).
  useEffect(() => {
    if (!keyMoved.current) return;
    keyMoved.current = false;
    buttons.current.get(date)?.focus();
  }, [date]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const target = keyTarget(event.key, day);
    if (!target) return;
    event.preventDefault();
    keyMoved.current = true;
    onSelect(target);
  };

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <table aria-label={t('monthGridLabel', { month: title })} data-test="schedule-month" className="w-full table-fixed border-separate border-spacing-1 lg:flex-1">
        <thead>
          <tr>
            {weekDates(grid[0][0]).map((day) => (
              <th key={day} scope="col" abbr={formatDate(day, locale, 'weekdayLong')} className="pb-1 text-xs font-medium text-slate-600">
                {formatDate(day, locale, 'weekday')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const list = byDate.get(day) ?? [];
                const isSelected = day === date;
                const isToday = day === today;
                const inMonth = monthOf(day) === month;
                return (
                  <td key={day} className="p-0 align-top">
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(day, el);
                        else buttons.current.delete(day);
                      }}
                      tabIndex={isSelected ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      data-test="schedule-month-day"
                      data-date={day}
                      data-count={list.length}
                      onClick={() => onSelect(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={`flex h-14 w-full flex-col items-center gap-0.5 rounded-xl p-1 text-left transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:h-24 sm:items-stretch sm:p-1.5 ${
                        isSelected ? 'bg-brand-50 ring-2 ring-brand-500' : inMonth ? 'bg-white ring-1 ring-slate-200 hover:ring-brand-200' : 'bg-slate-50 ring-1 ring-slate-100 hover:ring-slate-200'
                      }`}
                    >
                      {/* The name is the sr-only text, not an aria-label, so it never disagrees with what the cell shows. */}
                      <span className="sr-only">{t('dayButtonLabel', { date: formatDate(day, locale, 'long'), count: list.length })}</span>
                      <span
                        aria-hidden="true"
                        className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs tabular-nums sm:text-sm ${
                          isToday ? 'bg-brand-600 font-semibold text-white' : inMonth ? 'font-medium text-slate-800' : 'text-slate-500'
                        }`}
                      >
                        {Number(day.slice(8))}
                      </span>
                      {list.length > 0 && (
                        <span aria-hidden="true" className="flex min-w-0 flex-col items-center gap-0.5 sm:items-stretch">
                          <span className="flex items-center gap-1 text-[11px] font-medium text-brand-700 sm:hidden">
                            <span className="h-1.5 w-1.5 rounded-full bg-brand-500" />
                            {list.length}
                          </span>
                          {list.slice(0, TIMES_PER_CELL).map((c) => (
                            <span
                              key={c.id}
                              className={`hidden truncate rounded-md px-1 text-xs tabular-nums sm:block ${
                                c.cancelled ? 'bg-slate-100 text-slate-600 line-through' : 'bg-brand-50 text-brand-700'
                              }`}
                            >
                              {c.start}
                            </span>
                          ))}
                          {list.length > TIMES_PER_CELL && (
                            <span className="hidden truncate px-1 text-[11px] text-slate-600 sm:block">{t('moreClasses', { count: list.length - TIMES_PER_CELL })}</span>
                          )}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {empty ?? (
        <section aria-labelledby={headingId} data-test="schedule-selected-day" className="rounded-2xl bg-white p-3 ring-1 ring-slate-200 lg:w-80 lg:shrink-0">
          <h3 id={headingId} className="flex items-baseline justify-between gap-2 px-1 text-sm font-semibold text-slate-800">
            <span>{selectedLong}</span>
            {selected.length > 0 && <span className="text-xs font-normal text-slate-600">{t('classCount', { count: selected.length })}</span>}
          </h3>
          {selected.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-2" aria-label={t('dayClassesLabel', { date: selectedLong })}>
              {selected.map((item) => (
                <li key={item.id}>
                  <ClassEntry item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 px-1 text-sm text-slate-500">{t('noClassesDay')}</p>
          )}
        </section>
      )}
    </div>
  );
}
