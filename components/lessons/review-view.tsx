'use client';

import { useTranslations } from 'next-intl';

import { useClassFormat } from '@/components/classes/use-class-format';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { StarRating } from '@/components/ui/star-rating';
import { parseLessonId, useReview } from '@/lib/hooks/use-lessons';
import { REVIEW_SKILLS, type ExerciseSummary, type TeacherReview } from '@/lib/types/lessons';

import { FamilyRatingForm } from './family-rating-form';
import { LessonGate } from './lesson-gate';
import { LessonHeader } from './lesson-header';
import { reviewHref } from './review-links';
import { VocabList } from './vocab-list';

/**
 * /course/review?clid=: after the class, the teacher's review, the family's
 * rating and the exercises; before the end only a note that it opens then.
 */
export function ReviewPageView({ clid }: { clid: string | undefined }) {
  const t = useTranslations('LessonReview');
  const tl = useTranslations('Lessons');
  const lessonId = parseLessonId(clid);
  const { data, error, mutate } = useReview(lessonId);

  if (!lessonId || !data) return <LessonGate lessonId={lessonId} error={error} onRetry={() => void mutate()} />;
  return (
    <>
      <LessonHeader lesson={data.lesson} title={t('title')} />
      {!data.available ? (
        <div role="status" className="rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200" data-test="review-not-yet">
          <Icon name="clock" className="mx-auto h-8 w-8 text-brand-700" />
          <p className="mt-3 text-base font-semibold text-slate-800">{tl('refusal.reviewNotYet')}</p>
          <p className="mt-1 text-sm text-slate-600">{tl('refusal.reviewNotYetHint')}</p>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <TeacherReviewCard review={data.teacherReview} />
          <div className="flex flex-col gap-6">
            <ExerciseSummaryCard lessonId={lessonId} summary={data.exercises} />
            <FamilyRatingForm lessonId={lessonId} rating={data.familyRating} />
          </div>
        </div>
      )}
    </>
  );
}

/** The teacher's words, the five skills as stars (each with its "4 out of 5"), and the words met in class. */
export function TeacherReviewCard({ review }: { review: TeacherReview | null }) {
  const t = useTranslations('LessonReview');
  const fmt = useClassFormat();
  return (
    <section aria-labelledby="teacher-review" className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6" data-test="teacher-review">
      <h2 id="teacher-review" className="text-xl font-bold text-ink">
        {t('teacherTitle')}
      </h2>
      {!review ? (
        <p className="mt-3 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700" data-test="teacher-review-none">
          {t('teacherNone')}
        </p>
      ) : (
        <>
          <blockquote className="mt-3 whitespace-pre-line rounded-2xl bg-brand-50 p-4 leading-7 text-ink" data-test="teacher-review-comment">
            {review.comment}
          </blockquote>
          <p className="mt-2 text-sm text-slate-600">{t('reviewedBy', { name: review.reviewerName, when: fmt.day(review.reviewedAt) })}</p>

          <h3 className="mt-6 text-base font-semibold text-ink">{t('skillsTitle')}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2" data-test="teacher-review-skills">
            {REVIEW_SKILLS.map((skill) => (
              <div key={skill} className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2">
                <dt className="text-sm font-medium text-slate-700">{t(`skill.${skill}`)}</dt>
                <dd>
                  <StarRating value={review.ratings[skill]} text={t('outOf', { value: review.ratings[skill] })} size="h-5 w-5" data-test={`teacher-review-skill-${skill}`} />
                </dd>
              </div>
            ))}
          </dl>

          <h3 className="mt-6 text-base font-semibold text-ink">{t('wordsTitle')}</h3>
          {review.words.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('wordsNone')}</p> : <VocabList items={review.words} className="mt-3" />}
        </>
      )}
    </section>
  );
}

/** Where the exercises stand (not started, or the latest score), with the way to them, the result and the knowledge review. */
export function ExerciseSummaryCard({ lessonId, summary }: { lessonId: number; summary: ExerciseSummary }) {
  const t = useTranslations('LessonReview');
  const done = summary.attempts > 0 && summary.correct !== null && summary.score !== null;
  const wrong = done ? summary.total - (summary.correct ?? 0) : 0;
  return (
    <section aria-labelledby="exercise-summary" className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6" data-test="exercise-summary">
      <h2 id="exercise-summary" className="text-xl font-bold text-ink">
        {t('exercisesTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-700" data-test="exercise-summary-text">
        {done ? t('exercisesDone', { correct: summary.correct ?? 0, total: summary.total, score: summary.score ?? 0, attempts: summary.attempts }) : t('exercisesNotYet', { total: summary.total })}
      </p>
      <div className="mt-4 flex flex-col gap-2">
        {summary.total > 0 &&
          (done ? (
            <>
              <ButtonLink href={reviewHref('exerciseResult', lessonId)} className="text-center font-semibold" data-test="review-result-link">
                {t('seeResult')}
              </ButtonLink>
              {wrong > 0 && (
                <ButtonLink href={reviewHref('exercise', lessonId, { retry: true })} variant="secondary" className="text-center font-medium" data-test="review-retry-link">
                  {t('retryWrong')}
                </ButtonLink>
              )}
              <ButtonLink href={reviewHref('exercise', lessonId)} variant="secondary" className="text-center font-medium" data-test="review-exercise-link">
                {t('doAgain')}
              </ButtonLink>
            </>
          ) : (
            <ButtonLink href={reviewHref('exercise', lessonId)} className="text-center font-semibold" data-test="review-exercise-link">
              {t('startExercises')}
            </ButtonLink>
          ))}
        <ButtonLink href={reviewHref('knowledgeReview', lessonId)} variant="outline" className="text-center font-medium" data-test="review-knowledge-link">
          {t('knowledgeLink')}
        </ButtonLink>
      </div>
    </section>
  );
}
