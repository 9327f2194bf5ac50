'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { useClassFormat } from '@/components/classes/use-class-format';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { loginClassroom } from '@/lib/api/lessons';
import { CLASS_CLOCK_MS, useClassClock } from '@/lib/hooks/use-classes';
import { useClassroom } from '@/lib/hooks/use-lessons';
import type { ClassroomData, ClassroomEntry } from '@/lib/types/lessons';

import { CoursewareViewer } from './courseware-viewer';
import { LessonGate, refusalCode } from './lesson-gate';
import { LessonHeader } from './lesson-header';
import { lessonPaths } from './lesson-paths';

export type ClassroomPhase = ClassroomData['phase'];

/** The phase by the clock: waiting before the start, live until the classroom closes, then ended. */
export function classroomPhase(data: Pick<ClassroomData, 'closesAt'> & { lesson: { startTime: string } }, now: number): ClassroomPhase {
  if (now < Date.parse(data.lesson.startTime)) return 'waiting';
  if (now < Date.parse(data.closesAt)) return 'live';
  return 'ended';
}

/** "1:04:09" or "09:59": the time left until `target`. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

type EntryState =
  | { status: 'idle' }
  | { status: 'entered'; entry: ClassroomEntry }
  | { status: 'refused'; code: number | null; message: string; at: number };

/**
 * Enters the classroom (loginClassroom, which records attendance) as soon as
 * the page knows the classroom is open: at once when opened in time, or by
 * itself when the opening time comes while the page is open. Refused as too
 * early (4742: this clock runs ahead of the server's), it asks once more
 * a few seconds later.
 */
function useClassroomEntry(lessonId: number, data: ClassroomData | undefined, now: number): EntryState {
  const [state, setState] = useState<EntryState>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const open = data !== undefined && now >= Date.parse(data.opensAt) && now < Date.parse(data.closesAt);
  if (round === 0 && state.status === 'refused' && state.code === 4742 && now >= state.at + 5000) setRound(1);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loginClassroom(lessonId).then(
      (entry) => {
        if (live) setState({ status: 'entered', entry });
      },
      (error: unknown) => {
        if (live) setState({ status: 'refused', code: refusalCode(error), message: error instanceof Error ? error.message : '', at: Date.now() });
      },
    );
    return () => {
      live = false;
    };
  }, [lessonId, open, round]);

  return state;
}

/**
 * The built-in classroom (/course/classroom/<id>), the classroom provider's
 * default: no video, the class's courseware to turn while the teacher talks.
 * Waiting: a countdown to the start; live: the slides; ended: the way to the
 * review pages.
 */
export function ClassroomView({ lessonId }: { lessonId: number }) {
  const t = useTranslations('Classroom');
  const tl = useTranslations('Lessons');
  const fmt = useClassFormat();
  const { data, error, mutate } = useClassroom(lessonId);
  const now = useClassClock(1000);
  const entry = useClassroomEntry(lessonId, data, now);

  // Opened before the classroom opens (4742): the page asks again every half minute and opens by itself.
  const notOpenYet = !data && refusalCode(error) === 4742;
  useEffect(() => {
    if (!notOpenYet) return;
    const timer = setInterval(() => void mutate(), CLASS_CLOCK_MS);
    return () => clearInterval(timer);
  }, [notOpenYet, mutate]);

  if (!data) {
    return (
      <LessonGate lessonId={lessonId} error={error} onRetry={() => void mutate()}>
        {notOpenYet && (
          <p className="text-sm text-slate-600" data-test="classroom-opens-itself">
            {t('opensItself')}
          </p>
        )}
      </LessonGate>
    );
  }

  const phase = classroomPhase(data, now);
  const startMs = Date.parse(data.lesson.startTime);
  const refusedFatally = entry.status === 'refused' && entry.code !== 4742 && entry.code !== 4743;

  return (
    <div data-test="classroom" data-phase={phase}>
      <LessonHeader lesson={data.lesson} title={t('title')} />

      <p className="mb-5 flex items-start gap-2 rounded-2xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200" data-test="classroom-builtin-note">
        <Icon name="laptop" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{t('builtInNote')}</span>
      </p>

      <div aria-live="polite" className="mb-5 empty:hidden">
        {entry.status === 'entered' && phase !== 'ended' && (
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700" data-test="classroom-entered">
            <Icon name="check" className="h-5 w-5" />
            {t('attendanceRecorded')}
          </p>
        )}
        {entry.status === 'refused' && (entry.code !== 4743 || phase !== 'ended') && (
          <p role={refusedFatally ? 'alert' : undefined} className="rounded-2xl bg-amber-50 p-4 text-sm font-medium text-amber-900 ring-1 ring-amber-200" data-test="classroom-refused" data-code={entry.code ?? undefined}>
            {entry.code === 4742
              ? t('notOpenYet', { time: fmt.instant(data.opensAt) })
              : entry.code === 4743
                ? tl('refusal.classroomClosed')
                : entry.code === 4720
                  ? tl('refusal.notFound')
                  : entry.message || tl('loadFailed')}
          </p>
        )}
      </div>

      {phase === 'waiting' && (
        <section aria-labelledby="classroom-waiting" className="rounded-3xl bg-white p-6 text-center ring-1 ring-slate-200 sm:p-10" data-test="classroom-waiting">
          <h2 id="classroom-waiting" className="text-lg font-bold text-ink">
            {t('startsIn')}
          </h2>
          <p role="timer" className="mt-2 text-5xl font-bold text-brand-700 tabular-nums sm:text-6xl" data-test="classroom-countdown">
            {countdownText(startMs - now)}
          </p>
          <p className="mt-3 text-sm text-slate-700">{t('startsAt', { time: fmt.instant(data.lesson.startTime) })}</p>
          {now < Date.parse(data.opensAt) && <p className="mt-1 text-sm text-slate-600">{t('opensAt', { time: fmt.instant(data.opensAt) })}</p>}
          <p className="mt-5 text-sm text-slate-700">{t('waitingHint')}</p>
          <ButtonLink href={lessonPaths.preview(lessonId)} variant="secondary" size="sm" className="mt-3 inline-block font-semibold" data-test="classroom-preview">
            {t('openPreview')}
          </ButtonLink>
        </section>
      )}

      {phase === 'live' && (
        <section aria-labelledby="classroom-live" data-test="classroom-live">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="classroom-live" className="text-xl font-bold text-ink">
              {t('liveTitle')}
            </h2>
            <p className="text-sm text-slate-700">{t('endsAt', { time: fmt.instant(data.closesAt) })}</p>
          </div>
          <div className="mx-auto max-w-5xl">
            <CoursewareViewer pages={data.courseware} />
          </div>
          <p className="mt-3 text-sm text-slate-600">{t('liveHint')}</p>
        </section>
      )}

      {phase === 'ended' && (
        <section aria-labelledby="classroom-ended" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8" data-test="classroom-ended">
          <h2 id="classroom-ended" className="text-xl font-bold text-ink">
            {t('endedTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('endedText')}</p>
          <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <li>
              <ButtonLink href={lessonPaths.review(lessonId)} size="sm" className="inline-block font-semibold" data-test="classroom-review">
                {t('toReview')}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href={lessonPaths.exercise(lessonId)} variant="secondary" size="sm" className="inline-block font-semibold" data-test="classroom-exercise">
                {t('toExercises')}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink href={lessonPaths.knowledgeReview(lessonId)} variant="secondary" size="sm" className="inline-block font-semibold" data-test="classroom-knowledge">
                {t('toKnowledge')}
              </ButtonLink>
            </li>
          </ul>
          <Link href={lessonPaths.list()} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:no-underline">
            {tl('backToList')}
          </Link>
        </section>
      )}
    </div>
  );
}
