'use client';

import { useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icons';

import { StatusBadge, TrialBadge } from '../status-badge';
import type { ScheduledClass } from './schedule-classes';

/** One class in a list: local start–end, Beijing time beside when it differs, status, teacher and material. */
export function ClassEntry({ item }: { item: ScheduledClass }) {
  const t = useTranslations('Schedule');
  const struck = item.cancelled ? 'line-through decoration-slate-400' : '';
  return (
    <div
      data-test="schedule-class"
      data-class-id={item.id}
      data-status={item.label}
      className={`rounded-2xl border px-3 py-2.5 text-sm ${item.cancelled ? 'border-slate-200 bg-slate-50' : 'border-brand-100 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <div className="min-w-0">
          <time dateTime={new Date(item.startMs).toISOString()} data-test="schedule-class-time" className={`block font-semibold tabular-nums text-ink ${struck}`}>
            {t('timeRange', { start: item.start, end: item.end })}
          </time>
          {item.beijing && (
            <p className="text-xs tabular-nums text-slate-600" data-test="schedule-class-beijing">
              {t('beijingTime', { time: item.beijing.time, shift: item.beijing.shift })}
            </p>
          )}
        </div>
        <span className="flex flex-wrap items-center gap-1">
          {item.trial && <TrialBadge />}
          <StatusBadge label={item.label} />
        </span>
      </div>
      <p className={`mt-1.5 flex items-center gap-1.5 text-slate-700 ${struck}`}>
        <Icon name="teacher" className="h-4 w-4 shrink-0 text-brand-600" />
        <span className="sr-only">{t('teacher')}: </span>
        <span className="min-w-0 truncate" data-test="schedule-class-teacher">
          {item.teacher}
        </span>
      </p>
      {(item.book || item.material) && (
        <div className={`mt-1 flex items-start gap-1.5 ${struck}`}>
          <Icon name="book" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
          <p className="min-w-0">
            <span className="sr-only">{t('material')}: </span>
            {item.book && (
              <span className="line-clamp-2 break-words text-slate-700" data-test="schedule-class-book">
                {item.book}
              </span>
            )}
            {item.material && (
              <span className="block text-xs text-slate-600" data-test="schedule-class-material">
                {item.material}
              </span>
            )}
          </p>
        </div>
      )}
    </div>
  );
}
