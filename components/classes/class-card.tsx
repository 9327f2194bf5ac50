'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { bookPath } from '@/components/books/book-card';
import { MediaImage } from '@/components/books/media-image';
import { lessonPaths } from '@/components/lessons/lesson-paths';
import { openUrl } from '@/components/lessons/open-url';
import { Button, ButtonLink } from '@/components/ui/button';
import { AvatarImage } from '@/components/user/avatar-image';
import { loginClassroom } from '@/lib/api/lessons';
import { CLASS_PREFERENCES, ENTER_CLASSROOM_MINUTES, type ClassLabel, type ClassPreferenceName } from '@/lib/constants/classes';
import { useAction } from '@/lib/hooks/use-action';
import { useClassClock } from '@/lib/hooks/use-classes';
import type { ClassConfig, LessonItem } from '@/lib/types/classes';

import { isComingUp } from './class-status';
import { StatusBadge, TrialBadge } from './status-badge';
import type { ClassFormat } from './use-class-format';

export interface ClassCardProps {
  lesson: LessonItem;
  label: ClassLabel;
  fmt: ClassFormat;
  config?: ClassConfig;
  /** Take leave (only offered before the start). */
  onLeave?: (lesson: LessonItem) => void;
  /** Mark a class in progress absent. */
  onAbsent?: (lesson: LessonItem) => void;
}

type Settlement = 'settledFree' | 'settledVoucher' | 'settledCharged' | 'settledTrial';

/** How a cancelled class was settled, in words. */
function settlementKey(lesson: LessonItem): Settlement {
  if (lesson.IsTrial) return 'settledTrial';
  if (lesson.Settlement === 'voucher') return 'settledVoucher';
  if (lesson.Settlement === 'charged') return 'settledCharged';
  return 'settledFree';
}

function prefText(config: ClassConfig | undefined, name: ClassPreferenceName, value: string): string {
  return config?.[name]?.find((o) => o.value === value)?.label ?? value;
}

/** Labels of a class that took place (or whose time is over): its review pages are open. */
const AFTER_CLASS: readonly ClassLabel[] = ['finished', 'ended', 'absent'];

/**
 * What a class offers around the lesson at `now`: the preview until the end,
 * the classroom from ENTER_CLASSROOM_MINUTES before the start to the end, the
 * review pages afterwards. A cancelled class offers none.
 */
export function lessonActions(lesson: LessonItem, label: ClassLabel, now: number): { preview: boolean; enter: boolean; review: boolean } {
  if (lesson.IsCancel || label === 'cancelled') return { preview: false, enter: false, review: false };
  const startMs = Date.parse(lesson.StartTime);
  const endMs = startMs + lesson.Minutes * 60_000;
  const live = isComingUp(label) && now < endMs;
  return {
    preview: live,
    enter: live && now >= startMs - ENTER_CLASSROOM_MINUTES * 60_000,
    review: AFTER_CLASS.includes(label),
  };
}

type LessonActionSet = ReturnType<typeof lessonActions>;

const hasAny = (actions: LessonActionSet) => actions.preview || actions.enter || actions.review;

/** The class's preview, classroom and review links. */
function LessonActions({ lesson, actions }: { lesson: LessonItem; actions: LessonActionSet }) {
  const t = useTranslations('CourseList');
  const { run, isBusy } = useAction(() => loginClassroom(lesson.Id), { onSuccess: (entry) => openUrl(entry.url) });
  const previewed = lesson.PreviewedAt !== null && lesson.PreviewedAt !== undefined;

  return (
    <div role="group" aria-label={t('classActions')} className="flex flex-wrap items-center gap-2" data-test="class-actions">
      {actions.enter && (
        <Button size="sm" busy={isBusy} onClick={() => void run()} className="font-semibold" data-test="class-enter">
          {t('enterClassroom')}
        </Button>
      )}
      {actions.preview && (
        <ButtonLink
          href={lessonPaths.preview(lesson.Id)}
          variant={previewed ? 'soft' : 'outline'}
          size="sm"
          className="font-medium"
          data-test="class-preview"
          data-done={previewed || undefined}
        >
          {previewed ? t('previewDone') : t('preview')}
        </ButtonLink>
      )}
      {actions.review && (
        <>
          <ButtonLink href={lessonPaths.review(lesson.Id)} variant={lesson.Reviewed ? 'primary' : 'outline'} size="sm" className="font-medium" data-test="class-review">
            {t('classReview')}
          </ButtonLink>
          <ButtonLink href={lessonPaths.exercise(lesson.Id)} variant="outline" size="sm" className="font-medium" data-test="class-exercise">
            {lesson.ExerciseScore === null || lesson.ExerciseScore === undefined ? t('exercises') : t('exercisesScore', { score: lesson.ExerciseScore })}
          </ButtonLink>
          <ButtonLink href={lessonPaths.knowledgeReview(lesson.Id)} variant="outline" size="sm" className="font-medium" data-test="class-knowledge">
            {t('knowledgeReview')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/** One class: when (in the viewer's zone), the teacher, the material and picture book, preferences, its status and what the family can do now. */
export function ClassCard({ lesson, label, fmt, config, onLeave, onAbsent }: ClassCardProps) {
  const t = useTranslations('CourseList');
  const tc = useTranslations('Classes');
  const prefs = (Object.keys(CLASS_PREFERENCES) as ClassPreferenceName[]).filter((name) => lesson.Prefs?.[name]);
  const note =
    label === 'cancelled' ? t(settlementKey(lesson)) : label === 'unfinished' ? t('unfinishedNote') : label === 'absent' ? t('absentNote') : null;
  const muted = label === 'cancelled';
  const canLeave = (label === 'pending' || label === 'upcoming') && onLeave;
  const canMarkAbsent = label === 'inClass' && onAbsent;
  // The card re-reads the clock every 30 s, so "Enter classroom" comes and goes while the page is open.
  const now = useClassClock();
  const actions = lessonActions(lesson, label, now);

  return (
    <article
      data-test="class-card"
      data-lesson-id={lesson.Id}
      aria-labelledby={`class-${lesson.Id}-when`}
      tabIndex={-1}
      className={`grid gap-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 rounded-2xl bg-white p-4 ring-1 sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:p-5 ${
        label === 'upcoming' || label === 'inClass' ? 'ring-brand-200 shadow-sm' : 'ring-slate-200'
      }`}
    >
      <div className="flex items-start justify-between gap-3 sm:flex-col sm:justify-start">
        <div>
          <h3 id={`class-${lesson.Id}-when`} className={`text-base font-bold ${muted ? 'text-slate-600' : 'text-ink'}`} data-test="class-date">
            {fmt.classDate(lesson.ClassDate)}
          </h3>
          <p className={`mt-0.5 text-lg font-semibold tabular-nums ${muted ? 'text-slate-500 line-through' : isComingUp(label) ? 'text-brand-700' : 'text-slate-700'}`} data-test="class-time">
            {tc('timeRange', { start: lesson.Start, end: lesson.End })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5 sm:mt-1">
          <StatusBadge label={label} />
          {lesson.IsTrial && <TrialBadge />}
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="flex min-w-0 items-center gap-3">
            <AvatarImage src={lesson.Teacher.Avatar} alt={t('teacherPhoto', { name: lesson.Teacher.Name })} size={44} className="h-11 w-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-ink" data-test="class-teacher">
                {lesson.Teacher.Name}
              </p>
              <p className="text-sm text-slate-600">{t('teacherCountry', { country: fmt.country(lesson.Teacher.Nationality) })}</p>
            </div>
          </div>
          {lesson.Book && (
            <Link href={bookPath(lesson.Book.Id)} className="group flex min-w-0 items-center gap-3 md:max-w-[50%]" data-test="class-book">
              <MediaImage src={lesson.Book.Cover} alt={t('bookCover', { title: lesson.Book.Title })} width={40} height={52} className="h-[52px] w-10 shrink-0 rounded-md object-cover ring-1 ring-slate-200" />
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-800 group-hover:text-brand-700 group-hover:underline">{lesson.Book.Title}</span>
                {lesson.Material && <span className="block truncate text-slate-600">{lesson.Material.Name}</span>}
              </span>
            </Link>
          )}
        </div>

        {prefs.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('prefs')}>
            {prefs.map((name) => (
              <li key={name} className="rounded-full bg-slate-50 px-2.5 py-0.5 text-xs text-slate-700 ring-1 ring-slate-200">
                {prefText(config, name, lesson.Prefs[name])}
              </li>
            ))}
          </ul>
        )}

        {(note || canLeave || canMarkAbsent || hasAny(actions)) && (
          <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-100 pt-3">
            <div className="flex min-w-0 flex-col gap-2">
              {note && (
                <p className="text-sm text-slate-600" data-test="class-note">
                  {note}
                </p>
              )}
              {hasAny(actions) && <LessonActions lesson={lesson} actions={actions} />}
            </div>
            {canLeave && (
              <Button variant="neutral" size="sm" className="font-medium" onClick={() => onLeave(lesson)} data-test="class-leave">
                {t('takeLeave')}
              </Button>
            )}
            {canMarkAbsent && (
              <Button variant="neutral" size="sm" className="font-medium" onClick={() => onAbsent(lesson)} data-test="class-absent">
                {t('cannotAttend')}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
