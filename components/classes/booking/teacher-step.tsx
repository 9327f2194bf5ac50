'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { TimePeriod } from '@/lib/constants/classes';
import { useClassSchedule } from '@/lib/hooks/use-classes';
import type { ScheduleSlot, ScheduleTeacher } from '@/lib/types/classes';

import { StepSection } from './step-section';
import { TeacherCard } from './teacher-card';

export interface StepNotice {
  id: number;
  text: string;
}

/**
 * Step 3: the teachers free on the chosen day and period (classScheduleV3),
 * each with their times. Teachers with no time then are left out; the
 * refusal of one more time (the 15 limit, the classes left) is announced
 * here, where the learner clicked.
 */
export function TeacherStep({
  date,
  period,
  chosen,
  chosenCount,
  compulsoryEducation,
  isLate,
  notice,
  onToggle,
}: {
  date: string | null;
  period: TimePeriod | null;
  chosen: ReadonlySet<number>;
  chosenCount: number;
  compulsoryEducation: boolean;
  isLate: (slot: ScheduleSlot) => boolean;
  notice: StepNotice | null;
  onToggle: (teacher: ScheduleTeacher, slot: ScheduleSlot) => void;
}) {
  const t = useTranslations('BookClass');
  const tc = useTranslations('Common');
  const lateNoteId = useId();
  const { data, error, isLoading, mutate } = useClassSchedule(date, period);
  const teachers = (data?.teachers ?? []).filter((teacher) => teacher.slots.length > 0);
  const someLate = compulsoryEducation && teachers.some((teacher) => !teacher.paused && teacher.slots.some(isLate));

  let body;
  if (!date || !period) {
    body = <p className="text-sm text-slate-600">{t('chooseDateAndPeriod')}</p>;
  } else if (isLoading) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner /> {tc('loading')}
      </p>
    );
  } else if (error && !data) {
    body = (
      <div className="text-sm text-slate-600">
        <p>{t('scheduleFailed')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (teachers.length === 0) {
    body = (
      <p className="text-sm text-slate-600" data-test="book-no-teachers">
        {t('noTeachers')}
      </p>
    );
  } else {
    body = (
      <div className="grid gap-3 xl:grid-cols-2" data-test="book-teachers">
        {teachers.map((teacher) => (
          <TeacherCard key={teacher.id} teacher={teacher} chosen={chosen} isLate={isLate} lateNoteId={lateNoteId} onToggle={(slot) => onToggle(teacher, slot)} />
        ))}
      </div>
    );
  }

  return (
    <StepSection n={3} title={t('teacherTitle')} kind="section" done={chosenCount > 0} aside={chosenCount > 0 ? t('chosenTimes', { count: chosenCount }) : undefined} data-test="book-teacher-step">
      <div role="alert" aria-atomic="true" data-test="book-limit-notice">
        {notice ? (
          <p key={notice.id} className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
            {notice.text}
          </p>
        ) : null}
      </div>
      {someLate ? (
        <p id={lateNoteId} className="mb-3 text-sm text-slate-600" data-test="book-cutoff-note">
          {t('cutoffNote')}
        </p>
      ) : null}
      {body}
    </StepSection>
  );
}
