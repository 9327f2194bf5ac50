'use client';

import { useTranslations } from 'next-intl';

import { parseLessonId, useExerciseResult, useExercises } from '@/lib/hooks/use-lessons';

import { ExercisePlayer } from './exercise-player';
import { LessonGate } from './lesson-gate';
import { LessonHeader } from './lesson-header';

/**
 * /course/review/exercise?clid=: the lesson's exercises one at a time; with
 * `retry` (`&retry=1`) only the questions wrong in the latest attempt, which
 * is loaded first to know them.
 */
export function ExercisePageView({ clid, retry }: { clid: string | undefined; retry: boolean }) {
  const t = useTranslations('Exercises');
  const lessonId = parseLessonId(clid);
  const exercises = useExercises(lessonId);
  const latest = useExerciseResult(retry ? lessonId : null);
  const error = exercises.error ?? (retry ? latest.error : undefined);

  if (!lessonId || !exercises.data || (retry && latest.data === undefined)) {
    return (
      <LessonGate
        lessonId={lessonId}
        error={error}
        onRetry={() => {
          void exercises.mutate();
          if (retry) void latest.mutate();
        }}
      />
    );
  }
  return (
    <>
      <LessonHeader lesson={exercises.data.lesson} title={retry ? t('retryTitle') : t('title')} />
      <ExercisePlayer lessonId={lessonId} questions={exercises.data.questions} retry={retry} latest={latest.data} />
    </>
  );
}
