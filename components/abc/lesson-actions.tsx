'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { LessonOutcome } from '@/lib/api/abc';
import { localParts } from '@/lib/classes/time';
import type { LessonItem } from '@/lib/types/classes';

import { canJoin, canRecordOutcome, canReview, joinNotYetOpen, joinOpensAt } from './lesson-rules';

const OUTCOMES: readonly LessonOutcome[] = ['finished', 'absent', 'teacher_absent'];

export interface LessonActionHandlers {
  onJoin: (lesson: LessonItem) => void;
  onOutcome: (lesson: LessonItem, outcome: LessonOutcome) => void;
  /** Opens the teacher's review of the class (write or edit). */
  onReview: (lesson: LessonItem) => void;
}

/**
 * What staff can do with a class now: 'Join' from 10 minutes before the
 * start until the end (on today's list shown disabled, with its opening
 * time, before that), once the class has started its outcome, and the
 * teacher's review ('Write review', or 'Edit review' once there is one).
 */
export function LessonActions({
  lesson,
  now,
  zone,
  showEarlyJoin,
  onJoin,
  onOutcome,
  onReview,
}: { lesson: LessonItem; now: number; zone: string; showEarlyJoin: boolean } & LessonActionHandlers) {
  const t = useTranslations('AbcCourse');
  const join = canJoin(lesson, now);
  const early = showEarlyJoin && joinNotYetOpen(lesson, now);
  const outcomes = canRecordOutcome(lesson, now);
  const review = canReview(lesson, now);
  const tr = useTranslations('AbcReview');
  if (!join && !early && !outcomes && !review) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-test="abc-lesson-actions">
      {(join || early) && (
        <span className="flex items-center gap-2">
          <Button variant="primary" size="none" className="px-4 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600" disabled={!join} onClick={() => onJoin(lesson)} data-test="abc-join">
            {t('join')}
          </Button>
          {early && (
            <span className="text-xs text-slate-600" data-test="abc-join-opens">
              {t('joinOpensAt', { time: localParts(joinOpensAt(lesson), zone).time })}
            </span>
          )}
        </span>
      )}
      {outcomes &&
        OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant={outcome === 'teacher_absent' ? 'bare' : 'plain'}
            size="none"
            className={`px-3 py-1.5 text-xs font-medium ${outcome === 'teacher_absent' ? 'bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50' : ''}`}
            onClick={() => onOutcome(lesson, outcome)}
            data-test={`abc-outcome-${outcome}`}
          >
            {t(`outcomeButton.${outcome}`)}
          </Button>
        ))}
      {review && (
        <Button
          variant={lesson.Reviewed ? 'plain' : 'outline'}
          size="none"
          className="inline-flex items-center gap-1 bg-white px-3 py-1.5 text-xs font-semibold"
          onClick={() => onReview(lesson)}
          data-test="abc-review-open"
          data-reviewed={lesson.Reviewed ? 'true' : 'false'}
        >
          <Icon name={lesson.Reviewed ? 'edit' : 'comment'} className="h-3.5 w-3.5" />
          {lesson.Reviewed ? tr('edit') : tr('write')}
        </Button>
      )}
    </div>
  );
}
