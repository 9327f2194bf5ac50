'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { lessonLabel } from '@/components/classes/class-status';
import { StatusBadge, TrialBadge } from '@/components/classes/status-badge';
import { useClassFormat } from '@/components/classes/use-class-format';
import { AvatarImage } from '@/components/user/avatar-image';
import type { LessonOutcome } from '@/lib/api/abc';
import type { LessonItem } from '@/lib/types/classes';

import { JoinDialog } from './join-dialog';
import { LessonActions } from './lesson-actions';
import { LessonReviewDialog } from './lesson-review-dialog';
import { recordedOutcome } from './lesson-rules';
import { OutcomeDialog, type PendingOutcome } from './outcome-dialog';

/** Column widths of the desktop table; below `lg` each row is a card. */
const COLUMNS = {
  withDate: 'lg:grid-cols-[8.5rem_9rem_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.1fr)_19rem]',
  timeOnly: 'lg:grid-cols-[6.5rem_9rem_minmax(0,0.9fr)_minmax(0,1fr)_minmax(0,1.1fr)_19rem]',
};

/**
 * Classes for staff: a table from 1024 px, a card per class below (one
 * markup with table roles, so both read as a table to screen readers), with
 * 'Join', the outcome buttons, the teacher's review and their dialogs.
 */
export function StaffLessonList({ lessons, now, zone, showDate, caption }: { lessons: LessonItem[]; now: number; zone: string; showDate: boolean; caption: string }) {
  const t = useTranslations('AbcCourse');
  const [joining, setJoining] = useState<LessonItem | null>(null);
  const [pending, setPending] = useState<PendingOutcome | null>(null);
  const [reviewing, setReviewing] = useState<LessonItem | null>(null);
  const columns = showDate ? COLUMNS.withDate : COLUMNS.timeOnly;
  const onOutcome = (lesson: LessonItem, outcome: LessonOutcome) => setPending({ lesson, outcome });

  return (
    <>
      <div role="table" aria-label={caption} className="lg:overflow-hidden lg:rounded-3xl lg:bg-white lg:ring-1 lg:ring-slate-200" data-test="abc-lessons">
        <div role="rowgroup" className="hidden lg:block">
          <div role="row" className={`grid gap-4 border-b border-slate-100 bg-slate-50 px-5 py-3 text-xs font-semibold text-slate-600 ${columns}`}>
            <span role="columnheader">{t('colWhen')}</span>
            <span role="columnheader">{t('colStatus')}</span>
            <span role="columnheader">{t('colStudent')}</span>
            <span role="columnheader">{t('colTeacher')}</span>
            <span role="columnheader">{t('colMaterial')}</span>
            <span role="columnheader">{t('colActions')}</span>
          </div>
        </div>
        <div role="rowgroup" className="flex flex-col gap-3 lg:block lg:divide-y lg:divide-slate-100">
          {lessons.map((lesson) => (
            <LessonRow key={lesson.Id} lesson={lesson} now={now} zone={zone} showDate={showDate} columns={columns} onJoin={setJoining} onOutcome={onOutcome} onReview={setReviewing} />
          ))}
        </div>
      </div>
      <JoinDialog lesson={joining} onClose={() => setJoining(null)} />
      <OutcomeDialog pending={pending} onClose={() => setPending(null)} />
      <LessonReviewDialog lesson={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}

function Cell({ label, className = '', children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div role="cell" className={`min-w-0 ${className}`}>
      {label && <span className="mr-1.5 text-xs text-slate-600 lg:hidden">{label}</span>}
      {children}
    </div>
  );
}

function LessonRow({
  lesson,
  now,
  zone,
  showDate,
  columns,
  onJoin,
  onOutcome,
  onReview,
}: {
  lesson: LessonItem;
  now: number;
  zone: string;
  showDate: boolean;
  columns: string;
  onJoin: (lesson: LessonItem) => void;
  onOutcome: (lesson: LessonItem, outcome: LessonOutcome) => void;
  onReview: (lesson: LessonItem) => void;
}) {
  const t = useTranslations('AbcCourse');
  const tc = useTranslations('Classes');
  const fmt = useClassFormat();
  const label = lessonLabel(lesson, now);
  const outcome = recordedOutcome(lesson);
  const live = label === 'inClass' || label === 'upcoming';
  return (
    <div
      role="row"
      data-test="abc-lesson"
      data-lesson-id={lesson.Id}
      data-date={lesson.ClassDate}
      data-status={label}
      className={`grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 rounded-2xl bg-white p-4 ring-1 lg:items-center lg:gap-4 lg:rounded-none lg:px-5 lg:py-3.5 lg:ring-0 ${columns} ${
        live ? 'ring-brand-200 lg:bg-brand-50/40' : 'ring-slate-200'
      }`}
    >
      <Cell className="text-sm">
        {showDate && <span className="block font-semibold text-ink">{fmt.classDate(lesson.ClassDate)}</span>}
        <span className={`font-semibold tabular-nums ${lesson.IsCancel ? 'text-slate-500 line-through' : 'text-brand-700'} ${showDate ? '' : 'text-base'}`} data-test="abc-lesson-time">
          {tc('timeRange', { start: lesson.Start, end: lesson.End })}
        </span>
      </Cell>
      <Cell className="flex flex-col items-end gap-1 lg:items-start">
        <span className="flex flex-wrap items-center justify-end gap-1.5 lg:justify-start">
          <StatusBadge label={label} />
          {lesson.IsTrial && <TrialBadge />}
        </span>
        {outcome && (
          <span className="max-w-40 text-right text-xs text-slate-600 lg:max-w-none lg:text-left" data-test="abc-lesson-outcome">
            {t(`outcomeRecorded.${outcome}`)}
          </span>
        )}
      </Cell>
      <Cell label={t('colStudent')} className="col-span-2 text-sm lg:col-span-1">
        <span className="font-medium text-ink" data-test="abc-lesson-student">
          {lesson.Student.Nickname || t('noNickname')}
        </span>
      </Cell>
      <Cell label={t('colTeacher')} className="col-span-2 flex items-center text-sm lg:col-span-1">
        <AvatarImage src={lesson.Teacher.Avatar} alt="" size={28} className="mr-2 h-7 w-7" />
        <span className="truncate text-ink" data-test="abc-lesson-teacher">
          {lesson.Teacher.Name}
        </span>
      </Cell>
      <Cell label={t('colMaterial')} className="col-span-2 text-sm lg:col-span-1">
        <span className="text-ink">{lesson.Material?.Name ?? t('none')}</span>
        {lesson.Book && <span className="block truncate text-xs text-slate-600 max-lg:inline max-lg:before:content-['_·_']">{lesson.Book.Title}</span>}
      </Cell>
      <Cell className="col-span-2 lg:col-span-1">
        <LessonActions lesson={lesson} now={now} zone={zone} showEarlyJoin={!showDate} onJoin={onJoin} onOutcome={onOutcome} onReview={onReview} />
      </Cell>
    </div>
  );
}
