'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { bookPath } from '@/components/books/book-card';
import { MediaImage } from '@/components/books/media-image';
import { StatusBadge, TrialBadge } from '@/components/classes/status-badge';
import { useClassFormat } from '@/components/classes/use-class-format';
import { AvatarImage } from '@/components/user/avatar-image';
import { classLabel, type ClassLabel } from '@/lib/constants/classes';
import { useClassClock } from '@/lib/hooks/use-classes';
import type { LessonHeader as LessonHeaderData } from '@/lib/types/lessons';

/** The label a part-2 lesson shows at `now` (the same rules as the class list). */
export function lessonHeaderLabel(lesson: LessonHeaderData, now: number): ClassLabel {
  return classLabel({ status: lesson.status, isCancel: lesson.status === 'cancelled', startMs: Date.parse(lesson.startTime), minutes: lesson.minutes }, now);
}

export interface LessonHeaderProps {
  lesson: LessonHeaderData;
  /** The page's h1 (e.g. "Class preview"). */
  title: string;
  /** Something beside the title on wide screens (a page's main action). */
  aside?: ReactNode;
  /** Whether to show the unit's goal under its name (false where the page shows the goal itself). */
  showGoal?: boolean;
}

/**
 * The heading of a lesson page: the title, the unit, the picture book (a link
 * to it), the teacher, the class time in the viewer's own zone and length,
 * and the class's status by the clock.
 */
export function LessonHeader({ lesson, title, aside, showGoal = true }: LessonHeaderProps) {
  const t = useTranslations('Lessons');
  const fmt = useClassFormat();
  const now = useClassClock();
  const label = lessonHeaderLabel(lesson, now);

  return (
    <header className="mb-6 sm:mb-8" data-test="lesson-header" data-lesson-id={lesson.lessonId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {lesson.unit && (
            <>
              <p className="mt-1 text-base font-medium text-slate-700" data-test="lesson-unit">
                {lesson.unit.name}
              </p>
              {showGoal && lesson.unit.goal && <p className="mt-0.5 text-sm text-slate-600">{t('goal', { goal: lesson.unit.goal })}</p>}
            </>
          )}
        </div>
        {aside}
      </div>

      <div className="mt-4 grid gap-4 rounded-3xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 md:grid-cols-3">
        <div className="flex min-w-0 items-center gap-3">
          <AvatarImage src={lesson.teacher.avatar} alt={t('teacherPhoto', { name: lesson.teacher.name })} size={48} className="h-12 w-12" />
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600">{t('teacher')}</p>
            <p className="truncate font-semibold text-ink" data-test="lesson-teacher">
              {lesson.teacher.name}
            </p>
            {lesson.teacher.nationality && <p className="text-sm text-slate-600">{t('teacherCountry', { country: fmt.country(lesson.teacher.nationality) })}</p>}
          </div>
        </div>

        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-600">{t('classTime')}</p>
          <p className="font-semibold text-ink tabular-nums" data-test="lesson-time">
            <time dateTime={lesson.startTime}>{fmt.instant(lesson.startTime)}</time>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <span className="text-sm text-slate-600">{t('minutes', { minutes: lesson.minutes })}</span>
            <StatusBadge label={label} />
            {lesson.isTrial && <TrialBadge />}
          </div>
        </div>

        {lesson.book ? (
          <Link href={bookPath(lesson.book.id)} className="group flex min-w-0 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600" data-test="lesson-book">
            <MediaImage src={lesson.book.cover} alt={t('bookCover', { title: lesson.book.title })} width={44} height={58} className="h-[58px] w-11 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />
            <span className="min-w-0">
              <span className="block text-xs font-medium text-slate-600">{t('book')}</span>
              <span className="block truncate font-semibold text-brand-700 group-hover:underline">{lesson.book.title}</span>
            </span>
          </Link>
        ) : (
          <span />
        )}
      </div>
    </header>
  );
}
