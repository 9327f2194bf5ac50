'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { useRandomKeywords } from '@/lib/hooks/use-random-keywords';

/** The header search's dropdown: a 'Search' heading, a 'replace' link and the suggested keywords (GET /api/common/random/keywords). */
export function SearchSuggestions({ onPick }: { onPick: (word: string) => void }) {
  const t = useTranslations('Search');
  const { keywords, error, isLoading, mutate } = useRandomKeywords(true);
  return (
    <>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-700">{t('heading')}</h2>
        <button type="button" onClick={() => void mutate()} data-test="search-replace" className="text-xs text-brand-600 hover:underline">
          {t('replace')}
        </button>
      </div>
      {error ? (
        <p className="text-xs text-red-600" role="alert">
          {error.message}
        </p>
      ) : (
        <ul aria-label={t('suggestionsLabel')} aria-busy={isLoading} className="flex flex-wrap gap-2" data-test="search-suggestions">
          {keywords.map((word) => (
            <li key={word}>
              <Button variant="soft" size="none" onClick={() => onPick(word)} className="px-3 py-1 text-xs">
                {word}
              </Button>
            </li>
          ))}
          {!isLoading && keywords.length === 0 && <li className="text-xs text-slate-500">{t('noSuggestions')}</li>}
        </ul>
      )}
    </>
  );
}
