'use client';

import { useLocale, useTranslations } from 'next-intl';

import { ClassEntry } from './class-entry';
import type { ScheduledClass } from './schedule-classes';
import { formatDate, weekDates } from './schedule-dates';

/**
 * The week: seven day columns from 1024 px, a day-by-day agenda below that
 * (one list, laid out by width). Each day lists its classes by local start;
 * today is marked.
 */
export function WeekView({ date, today, byDate, title }: { date: string; today: string; byDate: Map<string, ScheduledClass[]>; title: string }) {
  const t = useTranslations('Schedule');
  const locale = useLocale();
  return (
    <ol aria-label={t('weekListLabel', { range: title })} data-test="schedule-week" className="grid grid-cols-1 gap-2 lg:grid-cols-7">
      {weekDates(date).map((day) => {
        const list = byDate.get(day) ?? [];
        const isToday = day === today;
        return (
          <li
            key={day}
            data-test="schedule-day"
            data-date={day}
            aria-current={isToday ? 'date' : undefined}
            className={`flex min-w-0 flex-col rounded-2xl p-2 max-lg:flex-row max-lg:items-start max-lg:gap-3 lg:min-h-40 ${
              isToday ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-1 ring-slate-200'
            }`}
          >
            <h3 className="flex shrink-0 flex-wrap items-baseline gap-x-1.5 px-1 pb-1 max-lg:w-20 max-lg:flex-col max-lg:pt-1.5">
              <span className={`text-sm font-semibold ${isToday ? 'text-brand-700' : 'text-slate-700'}`}>{formatDate(day, locale, 'weekday')}</span>
              <span className={`text-xs tabular-nums ${isToday ? 'font-semibold text-brand-700' : 'text-slate-600'}`}>{formatDate(day, locale, 'monthDay')}</span>
              {isToday && <span className="rounded-full bg-brand-600 px-1.5 text-xs font-medium text-white lg:ml-auto">{t('today')}</span>}
            </h3>
            {list.length > 0 ? (
              <ul className="flex min-w-0 flex-1 flex-col gap-2" aria-label={t('dayClassesLabel', { date: formatDate(day, locale, 'long') })}>
                {list.map((item) => (
                  <li key={item.id}>
                    <ClassEntry item={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-1 text-xs text-slate-500 max-lg:self-center">{t('noClassesDay')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
