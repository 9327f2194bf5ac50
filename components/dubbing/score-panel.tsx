'use client';

import { useTranslations } from 'next-intl';

import { DUBBING_TIPS } from '@/lib/constants/dubbings';
import type { DubbingScores } from '@/lib/types/dubbings';

const KEYS = ['accuracy', 'fluency', 'integrity'] as const;

function barColour(score: number): string {
  if (score >= 80) return 'bg-brand-600';
  if (score >= 60) return 'bg-accent-500';
  return 'bg-rose-500';
}

/** The three scores (SPEC section 3) as labelled bars with their numbers. */
export function ScoreBars({ scores, className = '' }: { scores: DubbingScores; className?: string }) {
  const t = useTranslations('Dubbing');
  return (
    <dl className={`grid gap-2.5 ${className}`} data-test="score-bars">
      {KEYS.map((key) => (
        <div key={key} className="grid grid-cols-[6.5rem_minmax(0,1fr)_3rem] items-center gap-3">
          <dt className="text-sm text-slate-600">{t(key)}</dt>
          <dd className="contents">
            <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span className={`block h-full rounded-full ${barColour(scores[key])}`} style={{ width: `${scores[key]}%` }} />
            </span>
            <span className="text-right text-sm font-bold tabular-nums text-ink" data-test={`score-${key}`}>
              <span aria-hidden="true">{scores[key]}</span>
              <span className="sr-only">{t('scoreValue', { score: scores[key] })}</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What to practise: the page's tips in the reader's language and the words that matched worst. */
export function PractiseTips({ tips, weakWords }: { tips: string[]; weakWords: string[] }) {
  const t = useTranslations('Dubbing');
  const known = tips.filter((tip): tip is (typeof DUBBING_TIPS)[number] => (DUBBING_TIPS as readonly string[]).includes(tip));
  if (!known.length && !weakWords.length) return null;
  return (
    <div className="mt-4 rounded-2xl bg-brand-50/70 p-4" data-test="practise-tips">
      <h3 className="text-sm font-bold text-ink">{t('practiseTitle')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-700">
        {known.map((tip) => (
          <li key={tip} data-test={`tip-${tip}`}>
            {t(`tips.${tip}`)}
          </li>
        ))}
      </ul>
      {weakWords.length > 0 && (
        <>
          <h4 className="mt-3 text-xs font-semibold text-slate-500">{t('weakWords')}</h4>
          <ul className="mt-1.5 flex flex-wrap gap-2" data-test="weak-words">
            {weakWords.map((word) => (
              <li key={word} lang="en" className="rounded-full bg-white px-3 py-1 text-sm font-medium text-orange-700 ring-1 ring-orange-200">
                {word}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
