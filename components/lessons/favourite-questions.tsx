'use client';

import { useTranslations } from 'next-intl';

import { LoadState } from '@/components/ui/load-state';
import { useFavouriteQuestions } from '@/lib/hooks/use-lessons';

import { FavouriteToggle } from './favourite-toggle';

/** "My saved questions": every question the learner starred, newest first, with its right answer and explanation. */
export function FavouriteQuestions({ className = '' }: { className?: string }) {
  const t = useTranslations('Exercises');
  const tl = useTranslations('Lessons');
  const { data, error, mutate } = useFavouriteQuestions();
  return (
    <section aria-labelledby="saved-questions" className={className} data-test="favourite-questions">
      <h2 id="saved-questions" className="text-xl font-bold text-ink">
        {t('saved')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('savedIntro')}</p>
      <div className="mt-4">
        {!data ? (
          <LoadState error={error} onRetry={() => void mutate()} texts={{ loading: tl('loading'), failed: tl('loadFailed'), retry: tl('retry') }} testId="favourites" />
        ) : data.length === 0 ? (
          <p className="rounded-3xl bg-white p-6 text-center text-sm text-slate-600 ring-1 ring-slate-200" data-test="favourites-empty">
            {t('savedEmpty')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.map((q) => (
              <li key={q.questionId} className="flex flex-col gap-2 rounded-3xl bg-white p-4 ring-1 ring-slate-200" data-test="favourite-question" data-question-id={q.questionId}>
                <p className="text-xs font-medium text-slate-600">
                  {t(`kind.${q.kind}`)} · {t('savedFrom', { unit: q.unitName })}
                </p>
                {q.prompt && (
                  <p lang={q.kind === 'order' ? 'zh-CN' : 'en'} className="font-semibold text-ink">
                    {q.prompt}
                  </p>
                )}
                {/* A picture question's right answer is a picture the list has not got ("Picture B", "图 B"): its explanation names the page. */}
                {q.kind !== 'picture' && (
                  <p className="text-sm text-slate-700" data-test="favourite-right-answer">
                    {t.rich('rightAnswerLine', {
                      answer: q.rightAnswer,
                      b: (chunks) => <span className="font-medium text-slate-600">{chunks}</span>,
                      x: (chunks) => (
                        <span lang="en" className="font-semibold text-brand-700">
                          {chunks}
                        </span>
                      ),
                    })}
                  </p>
                )}
                <p className="text-sm leading-6 text-slate-700">{t.rich('explanation', { text: q.explanation, b: (chunks) => <span className="font-semibold text-ink">{chunks}</span> })}</p>
                <div className="mt-auto pt-1">
                  <FavouriteToggle questionId={q.questionId} favourite />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
