'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';

import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { submitExercises } from '@/lib/api/lessons';
import { useAction } from '@/lib/hooks/use-action';
import { KEYS } from '@/lib/hooks/keys';
import { useRevalidatePrefix } from '@/lib/hooks/mutate';
import type { ExerciseAnswer, ExerciseQuestion, ExerciseResult } from '@/lib/types/lessons';

import { answerOf, ExerciseQuestionView, isAnswered, type ExerciseResponse } from './exercise-question';
import { FavouriteToggle } from './favourite-toggle';
import { reviewHref } from './review-links';

/** The questions a retry asks: those answered wrong in the latest attempt, in the set's order. */
export function questionsToRetry(questions: ExerciseQuestion[], result: ExerciseResult | null | undefined): ExerciseQuestion[] {
  if (!result) return [];
  const wrong = new Set(result.items.filter((item) => !item.correct).map((item) => item.questionId));
  return questions.filter((q) => wrong.has(q.id));
}

export interface ExercisePlayerProps {
  lessonId: number;
  /** All questions of the set. */
  questions: ExerciseQuestion[];
  /** `?retry=1`: only the ones wrong in `latest` are asked and sent. */
  retry: boolean;
  latest: ExerciseResult | null | undefined;
}

/**
 * The exercises, one question at a time: "Question 2 of 8", the question,
 * Save to my favourites, Previous / Next, and Submit on the last one (every
 * question must be answered first). After submitting, the result page opens.
 * With `retry`, only the wrong ones of the latest attempt are asked and only
 * those are sent (the server carries the others over).
 */
export function ExercisePlayer({ lessonId, questions, retry, latest }: ExercisePlayerProps) {
  const t = useTranslations('Exercises');
  // The attempt the retry is about, as it was when the page opened: submitting replaces the latest result in the cache.
  const [retryOf] = useState(latest);
  const asked = retry ? questionsToRetry(questions, retryOf) : questions;

  if (asked.length === 0) {
    return retry && retryOf ? (
      <EmptyState title={t('retryNothingTitle')} hint={t('retryNothingHint')} data-test="exercise-retry-none">
        <ButtonLink href={reviewHref('exerciseResult', lessonId)} variant="secondary" size="sm" className="mt-4 inline-block font-medium">
          {t('seeResult')}
        </ButtonLink>
      </EmptyState>
    ) : retry ? (
      <EmptyState title={t('retryNoAttemptTitle')} hint={t('retryNoAttemptHint')} data-test="exercise-retry-none">
        <ButtonLink href={reviewHref('exercise', lessonId)} variant="primary" size="sm" className="mt-4 inline-block font-medium">
          {t('start')}
        </ButtonLink>
      </EmptyState>
    ) : (
      <EmptyState title={t('noQuestions')} data-test="exercise-none" />
    );
  }
  return <Player key={asked.map((q) => q.id).join(',')} lessonId={lessonId} asked={asked} retry={retry} />;
}

function Player({ lessonId, asked, retry }: { lessonId: number; asked: ExerciseQuestion[]; retry: boolean }) {
  const t = useTranslations('Exercises');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidatePrefix();
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<Record<number, ExerciseResponse>>({});
  const [favourites, setFavourites] = useState<Record<number, boolean>>({});
  const [missing, setMissing] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = asked[index];
  const last = index === asked.length - 1;
  const answeredCount = asked.filter((q) => isAnswered(q, responses[q.id])).length;

  const { run, isBusy } = useAction((answers: ExerciseAnswer[]) => submitExercises(lessonId, answers), {
    onSuccess: (result) => {
      void mutate(KEYS.lessonExerciseResult(lessonId), result, { revalidate: false });
      void revalidate(['lessons/review', 'lessons/exercises']);
      router.push(reviewHref('exerciseResult', lessonId));
    },
  });

  // The new question is announced by moving focus to its "Question n of m" heading (not on the first render).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [index]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
    setMissing(null);
  };

  const submit = () => {
    const open = asked.findIndex((q) => !isAnswered(q, responses[q.id]));
    if (open >= 0) {
      if (open !== index) go(open);
      setMissing(open + 1);
      return;
    }
    void run(asked.map((q) => ({ questionId: q.id, answer: answerOf(q, responses[q.id]) ?? '' })));
  };

  return (
    <section aria-labelledby="exercise-progress" className="flex flex-col gap-5" data-test="exercise-player" data-retry={retry ? 'true' : 'false'}>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="exercise-progress" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-700 outline-none focus-visible:ring-4 focus-visible:ring-brand-100" data-test="exercise-progress">
            {t('progress', { current: index + 1, total: asked.length })}
          </h2>
          <p className="text-sm text-slate-600" data-test="exercise-answered">
            {retry ? t('retryNote', { count: asked.length }) : t('answered', { count: answeredCount, total: asked.length })}
          </p>
        </div>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${((index + 1) / asked.length) * 100}%` }} />
        </div>
      </div>

      <div className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-7" data-test="exercise-question" data-question-id={question.id} data-kind={question.kind}>
        <ExerciseQuestionView
          key={question.id}
          question={question}
          response={responses[question.id]}
          onChange={(response) => {
            setResponses((current) => ({ ...current, [question.id]: response }));
            setMissing(null);
          }}
        />
        <div className="mt-5 border-t border-slate-100 pt-4">
          <FavouriteToggle
            key={question.id}
            questionId={question.id}
            favourite={favourites[question.id] ?? question.favourite}
            onChange={(liked) => setFavourites((current) => ({ ...current, [question.id]: liked }))}
          />
        </div>
      </div>

      <p role="alert" className={missing ? 'rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900' : 'sr-only'} data-test="exercise-missing">
        {missing ? t('answerFirst', { number: missing }) : ''}
      </p>

      <nav aria-label={t('navLabel')} className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="neutral" className="inline-flex items-center gap-1 font-medium disabled:cursor-not-allowed disabled:opacity-50" disabled={index === 0} onClick={() => go(index - 1)} data-test="exercise-previous">
          <Icon name="chevron-left" className="h-4 w-4" />
          {t('previous')}
        </Button>
        {last ? (
          <Button busy={isBusy} className="font-semibold" onClick={submit} data-test="exercise-submit">
            {retry ? t('submitRetry') : t('submit')}
          </Button>
        ) : (
          <Button className="inline-flex items-center gap-1 font-semibold" onClick={() => go(index + 1)} data-test="exercise-next">
            {t('next')}
            <Icon name="chevron-right" className="h-4 w-4" />
          </Button>
        )}
      </nav>
      {retry && (
        <p className="text-sm text-slate-600">
          <Link href={reviewHref('exercise', lessonId)} className="font-medium text-brand-700 underline underline-offset-2">
            {t('doAll')}
          </Link>
        </p>
      )}
    </section>
  );
}
