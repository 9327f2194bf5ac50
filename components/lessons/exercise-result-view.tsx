'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';

import { MediaImage } from '@/components/books/media-image';
import { useClassFormat } from '@/components/classes/use-class-format';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { parseLessonId, useExerciseResult, useExercises } from '@/lib/hooks/use-lessons';
import type { ExerciseOption, ExerciseQuestion, ExerciseResult, ExerciseResultItem } from '@/lib/types/lessons';

import { FavouriteQuestions } from './favourite-questions';
import { FavouriteToggle } from './favourite-toggle';
import { LessonGate } from './lesson-gate';
import { LessonHeader } from './lesson-header';
import { reviewHref } from './review-links';

/** /course/review/exerciseResult?clid=: the latest attempt, question by question, and the saved questions. */
export function ExerciseResultPageView({ clid }: { clid: string | undefined }) {
  const t = useTranslations('Exercises');
  const lessonId = parseLessonId(clid);
  const result = useExerciseResult(lessonId);
  // The questions' options name what was chosen (a picture question's answer is the picture's id).
  const exercises = useExercises(lessonId);

  if (!lessonId || result.data === undefined || !exercises.data) {
    return (
      <LessonGate
        lessonId={lessonId}
        error={result.error ?? exercises.error}
        onRetry={() => {
          void result.mutate();
          void exercises.mutate();
        }}
      />
    );
  }
  return (
    <>
      <LessonHeader lesson={exercises.data.lesson} title={t('resultTitle')} />
      {result.data ? (
        <ExerciseResultView lessonId={lessonId} result={result.data} questions={exercises.data.questions} />
      ) : (
        <EmptyState title={t('noResultTitle')} hint={t('noResultHint')} data-test="exercise-no-result">
          <ButtonLink href={reviewHref('exercise', lessonId)} size="sm" className="mt-4 inline-block font-semibold">
            {t('start')}
          </ButtonLink>
        </EmptyState>
      )}
      <FavouriteQuestions className="mt-10" />
    </>
  );
}

/** The score, a "try the wrong ones again" link when one was wrong, and every question with both answers and the explanation. */
export function ExerciseResultView({ lessonId, result, questions }: { lessonId: number; result: ExerciseResult; questions: ExerciseQuestion[] }) {
  const t = useTranslations('Exercises');
  const fmt = useClassFormat();
  const byId = new Map(questions.map((q) => [q.id, q]));
  const wrong = result.items.filter((item) => !item.correct).length;
  return (
    <section aria-labelledby="exercise-score" data-test="exercise-result">
      <div className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <h2 id="exercise-score" className="text-xl font-bold text-ink sm:text-2xl" aria-live="polite" data-test="exercise-score">
            {t('score', { correct: result.correct, total: result.total, score: result.score })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('attempt', { attempt: result.attempt, when: fmt.instant(result.submittedAt) })}</p>
          {wrong === 0 && <p className="mt-2 font-semibold text-brand-700">{t('allCorrect')}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {wrong > 0 && (
            <ButtonLink href={reviewHref('exercise', lessonId, { retry: true })} className="inline-flex items-center gap-1.5 font-semibold" data-test="exercise-retry-link">
              <Icon name="repeat" className="h-4 w-4" />
              {t('retryWrong')}
            </ButtonLink>
          )}
          <ButtonLink href={reviewHref('knowledgeReview', lessonId)} variant="secondary" className="font-medium">
            {t('knowledgeLink')}
          </ButtonLink>
        </div>
      </div>

      <ol className="mt-6 flex flex-col gap-4" data-test="exercise-result-items">
        {result.items.map((item, i) => (
          <ResultItem key={item.questionId} number={i + 1} item={item} question={byId.get(item.questionId)} />
        ))}
      </ol>

      <p className="mt-6">
        <Link href={reviewHref('review', lessonId)} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('backToReview')}
        </Link>
      </p>
    </section>
  );
}

/** How an answer reads: the option's word or picture label; a sentence as it is. */
function optionOf(question: ExerciseQuestion | undefined, answer: string | null): ExerciseOption | null {
  if (answer === null || answer === '') return null;
  return question?.options.find((o) => o.value === answer) ?? { value: answer, label: answer };
}

function Verdict({ correct }: { correct: boolean }) {
  const t = useTranslations('Exercises');
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold ${correct ? 'bg-brand-50 text-brand-700 ring-1 ring-brand-200' : 'bg-red-50 text-red-700 ring-1 ring-red-200'}`}
      data-test="exercise-verdict"
      data-correct={correct ? 'true' : 'false'}
    >
      <Icon name={correct ? 'check' : 'close'} className="h-4 w-4" />
      {correct ? t('correct') : t('incorrect')}
    </span>
  );
}

function AnswerBox({ title, option, image, tone, lang }: { title: string; option: ExerciseOption | null; image?: string; tone: 'mine' | 'right'; lang?: string }) {
  const t = useTranslations('Exercises');
  const picture = image ?? option?.image;
  return (
    <div className={`min-w-0 rounded-2xl p-3 ${tone === 'right' ? 'bg-brand-50' : 'bg-slate-50'}`}>
      <p className="text-xs font-medium text-slate-600">{title}</p>
      {picture && option && <MediaImage src={picture} alt={option.label} width={600} height={400} loading="lazy" className="mt-1.5 aspect-[3/2] w-full max-w-56 rounded-xl object-cover" />}
      <p lang={option ? lang : undefined} className={`mt-1 break-words font-semibold ${option ? 'text-ink' : 'text-slate-600'}`}>
        {option ? option.label : t('noAnswer')}
      </p>
    </div>
  );
}

function ResultItem({ number, item, question }: { number: number; item: ExerciseResultItem; question: ExerciseQuestion | undefined }) {
  const t = useTranslations('Exercises');
  const mine = optionOf(question, item.answer);
  const right: ExerciseOption = { value: '', label: item.rightAnswer };
  const englishAnswers = item.kind !== 'picture';
  return (
    <li className="rounded-3xl bg-white p-5 ring-1 ring-slate-200" data-test="exercise-result-item" data-question-id={item.questionId} data-correct={item.correct ? 'true' : 'false'}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-700">
            {t('questionNo', { number })} · {t(`kind.${item.kind}`)}
          </h3>
          {item.prompt && (
            <p lang={item.kind === 'order' ? 'zh-CN' : 'en'} className="mt-1 text-lg font-semibold text-ink">
              {item.prompt}
            </p>
          )}
        </div>
        <Verdict correct={item.correct} />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <AnswerBox title={t('yourAnswer')} option={mine} tone="mine" lang={englishAnswers ? 'en' : undefined} />
        <AnswerBox title={t('rightAnswer')} option={right} image={item.rightImage} tone="right" lang={englishAnswers ? 'en' : undefined} />
      </div>
      <p className="mt-3 text-sm leading-6 text-slate-700" data-test="exercise-explanation">
        {t.rich('explanation', { text: item.explanation, b: (chunks) => <span className="font-semibold text-ink">{chunks}</span> })}
      </p>
      <div className="mt-3">
        <FavouriteToggle questionId={item.questionId} favourite={item.favourite} />
      </div>
    </li>
  );
}
