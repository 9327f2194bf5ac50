'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { useClassFormat } from '@/components/classes/use-class-format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { TrialRequestView } from '@/lib/types/classes';
import { useTrialRequests } from '@/lib/hooks/use-abc';

import { AbcLoadState } from './abc-load-state';
import { ArrangeTrialDialog } from './arrange-trial-dialog';
import { trialState, type TrialState } from './trial-state';

const STATE_LOOKS: Record<TrialState, string> = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  arranged: 'bg-brand-50 text-brand-700 ring-brand-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};
const ORDER: Record<TrialState, number> = { waiting: 0, arranged: 1, closed: 2 };

/** The families' trial requests (advisers): waiting ones first, each with what the family told us and 'Arrange'. */
export function TrialRequests() {
  const t = useTranslations('AbcCourse');
  const fmt = useClassFormat();
  const { data, error, mutate } = useTrialRequests();
  const [arranging, setArranging] = useState<TrialRequestView | null>(null);

  if (!data) return <AbcLoadState error={error} onRetry={() => void mutate()} />;
  const sorted = [...data].sort((a, b) => ORDER[trialState(a)] - ORDER[trialState(b)] || b.createdAt.localeCompare(a.createdAt));
  const waiting = sorted.filter((r) => trialState(r) === 'waiting').length;

  return (
    <section aria-labelledby="abc-trials-title" data-test="abc-trials">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="abc-trials-title" className="text-lg font-bold text-ink">
          {t('trials.title')}
        </h2>
        <p className="text-sm text-slate-600" data-test="abc-trials-waiting">
          {t('trials.waitingCount', { count: waiting })}
        </p>
      </div>
      {sorted.length === 0 ? (
        <EmptyState title={t('trials.empty')} data-test="abc-trials-empty" />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {sorted.map((request) => {
            const state = trialState(request);
            const facts: [string, string][] = [
              [t('trials.age'), request.learnerAge !== null ? t('trials.ageValue', { age: request.learnerAge }) : t('none')],
              [t('trials.level'), request.level || t('none')],
              [t('trials.preferred'), request.preferredTimes],
              [t('trials.contact'), request.contact || t('none')],
              [t('trials.requestedAt'), fmt.instant(request.createdAt)],
            ];
            return (
              <li key={request.id} className="flex flex-col rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-test="abc-trial" data-account-no={request.accountNo} data-state={state}>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="truncate font-semibold text-ink">{request.nickname || t('noNickname')}</h3>
                    <p className="text-xs text-slate-600">{t('accountNo', { accountNo: request.accountNo })}</p>
                  </div>
                  <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATE_LOOKS[state]}`}>{t(`trials.state.${state}`)}</span>
                </div>
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {facts.map(([term, value]) => (
                    <div key={term} className="contents">
                      <dt className="text-slate-600">{term}</dt>
                      <dd className="min-w-0 break-words text-ink">{value}</dd>
                    </div>
                  ))}
                </dl>
                {state === 'waiting' && (
                  <Button variant="primary" size="sm" className="mt-4 self-start font-semibold max-sm:w-full" onClick={() => setArranging(request)} data-test="abc-trial-arrange">
                    {t('trials.arrange')}
                  </Button>
                )}
                {state === 'arranged' && request.lessonId !== null && (
                  <p className="mt-3 text-xs text-slate-600">{t('trials.arrangedLesson', { id: String(request.lessonId) })}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ArrangeTrialDialog request={arranging} onClose={() => setArranging(null)} />
    </section>
  );
}
