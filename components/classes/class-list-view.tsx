'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useClassClock } from '@/lib/hooks/use-classes';
import type { ClassConfig, LessonItem } from '@/lib/types/classes';

import { ClassCard } from './class-card';
import { arrangeLessons, countLabels, FILTER_LABELS, isAlwaysShown, type ClassFilter, type LabelledLesson } from './class-status';
import { useClassFormat } from './use-class-format';

export interface ClassListViewProps {
  lessons: readonly LessonItem[];
  config?: ClassConfig;
  onLeave?: (lesson: LessonItem) => void;
  onAbsent?: (lesson: LessonItem) => void;
}

/**
 * The family's classes: filter chips counting classes per status, then the
 * classes still to come (soonest first) and the past and cancelled ones
 * (newest first). Labels follow the clock: every 30 s the list looks again,
 * so a class moves from pending to upcoming to in progress while the page is
 * open, without a refetch.
 */
export function ClassListView({ lessons, config, onLeave, onAbsent }: ClassListViewProps) {
  const t = useTranslations('CourseList');
  const tc = useTranslations('Classes');
  const fmt = useClassFormat();
  const now = useClassClock();
  const [filter, setFilter] = useState<ClassFilter>('all');

  const counts = countLabels(lessons, now);
  const { comingUp, past } = arrangeLessons(lessons, now);
  const chips: { key: ClassFilter; text: string; count: number }[] = [
    { key: 'all', text: t('filterAll'), count: lessons.length },
    ...FILTER_LABELS.filter((l) => isAlwaysShown(l) || counts[l] > 0 || filter === l).map((l) => ({ key: l, text: tc(`status.${l}`), count: counts[l] })),
  ];
  const only = (list: LabelledLesson[]) => (filter === 'all' ? list : list.filter((l) => l.label === filter));
  const shownComingUp = only(comingUp);
  const shownPast = only(past);

  const card = ({ lesson, label }: LabelledLesson) => (
    <li key={lesson.Id}>
      <ClassCard lesson={lesson} label={label} fmt={fmt} config={config} onLeave={onLeave} onAbsent={onAbsent} />
    </li>
  );

  return (
    <section aria-label={t('listLabel')} data-test="class-list">
      {lessons.length > 0 && (
      <div role="group" aria-label={t('filterLabel')} className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {chips.map((chip) => {
          const active = chip.key === filter;
          return (
            <button
              key={chip.key}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(chip.key)}
              data-test={`class-filter-${chip.key}`}
              className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
              }`}
            >
              {chip.text}
              <span data-test="class-filter-count" className={`min-w-5 rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700'}`}>
                {fmt.number(chip.count)}
              </span>
            </button>
          );
        })}
      </div>
      )}

      <div>
        {shownComingUp.length === 0 && shownPast.length === 0 ? (
          lessons.length === 0 ? (
            <EmptyState title={t('emptyAllTitle')} hint={t('emptyAllHint')} data-test="class-list-empty" />
          ) : (
            <EmptyState title={t('emptyFilterTitle', { status: chips.find((c) => c.key === filter)?.text ?? '' })} hint={t('emptyFilterHint')} data-test="class-list-empty">
              <Button variant="secondary" size="sm" className="mt-4 font-medium" onClick={() => setFilter('all')}>
                {t('showAll')}
              </Button>
            </EmptyState>
          )
        ) : (
          <div className="flex flex-col gap-8">
            {shownComingUp.length > 0 && (
              <div>
                {filter === 'all' && <h2 className="mb-3 text-lg font-bold text-ink">{t('comingUp')}</h2>}
                <ul className="flex flex-col gap-3" data-test="class-list-coming">
                  {shownComingUp.map(card)}
                </ul>
              </div>
            )}
            {shownPast.length > 0 && (
              <div>
                {filter === 'all' && <h2 className="mb-3 text-lg font-bold text-ink">{t('past')}</h2>}
                <ul className="flex flex-col gap-3" data-test="class-list-past">
                  {shownPast.map(card)}
                </ul>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
