'use client';

import { useTranslations } from 'next-intl';

import { ButtonLink } from '@/components/ui/button';
import { parseLessonId, useKnowledgeReview } from '@/lib/hooks/use-lessons';

import { LessonGate } from './lesson-gate';
import { LessonHeader } from './lesson-header';
import { PlayAllButton } from './play-all-button';
import { reviewHref } from './review-links';
import { SentenceList } from './sentence-list';
import { VocabList } from './vocab-list';

/** /course/review/knowledgeReview?clid= (or ?sid=): the unit's goal, words (with "Play all words"), key sentences and teaching points. */
export function KnowledgeReviewPageView({ id }: { id: string | undefined }) {
  const t = useTranslations('LessonReview');
  const lessonId = parseLessonId(id);
  const { data, error, mutate } = useKnowledgeReview(lessonId);

  if (!lessonId || !data) return <LessonGate lessonId={lessonId} error={error} onRetry={() => void mutate()} />;
  return (
    <>
      {/* The goal has its own card below: the header does not repeat it. */}
      <LessonHeader lesson={data.lesson} title={t('knowledgeTitle')} showGoal={!data.goal} />
      <div className="flex flex-col gap-8" data-test="knowledge-review">
        {data.goal && (
          <section aria-labelledby="knowledge-goal" className="rounded-3xl bg-brand-50 p-5 sm:p-6">
            <h2 id="knowledge-goal" className="text-lg font-bold text-ink">
              {t('goalTitle')}
            </h2>
            <p className="mt-1 leading-7 text-slate-800" data-test="knowledge-goal">
              {data.goal}
            </p>
          </section>
        )}

        <section aria-labelledby="knowledge-words">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id="knowledge-words" className="text-xl font-bold text-ink">
              {t('wordsTitleAll', { count: data.vocabulary.length })}
            </h2>
            {data.vocabulary.length > 0 && <PlayAllButton clips={data.vocabulary.map((v) => v.audio)} words={data.vocabulary.map((v) => v.word)} />}
          </div>
          <VocabList items={data.vocabulary} />
        </section>

        <section aria-labelledby="knowledge-sentences">
          <h2 id="knowledge-sentences" className="mb-3 text-xl font-bold text-ink">
            {t('sentencesTitle')}
          </h2>
          <SentenceList items={data.sentences} />
        </section>

        {data.points.length > 0 && (
          <section aria-labelledby="knowledge-points">
            <h2 id="knowledge-points" className="mb-3 text-xl font-bold text-ink">
              {t('pointsTitle')}
            </h2>
            <ul className="flex flex-col gap-2 rounded-3xl bg-white p-5 ring-1 ring-slate-200" data-test="knowledge-points">
              {data.points.map((point, i) => (
                <li key={i} className="flex gap-3 leading-7 text-slate-800">
                  <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-brand-500" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="flex flex-wrap gap-2">
          <ButtonLink href={reviewHref('exercise', data.lesson.lessonId)} className="font-semibold">
            {t('practise')}
          </ButtonLink>
          <ButtonLink href={reviewHref('review', data.lesson.lessonId)} variant="secondary" className="font-medium">
            {t('backToReview')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
