'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CREATOR_DEFAULT_PAGES, CHILD_NAME_PATTERN, PRACTICE_WORD_PATTERN, type StoryTheme } from '@/lib/constants/creator';
import type { CreatorOptions, StoryRequestInput } from '@/lib/types/creator';

const inputClass =
  'h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-[15px] text-ink outline-none hover:border-slate-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400';

/** Splits "apple, jump  kite" into words. */
export function parseWords(text: string): string[] {
  return text
    .split(/[\s,，、;；]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

/**
 * The story form of /picture: theme, the child's name, words to practise,
 * reading level and number of pages, checked here as the server checks them
 * (the server's translated error is shown too when it disagrees).
 */
export function CreatorForm({ options, busy, onSubmit }: { options: CreatorOptions; busy: boolean; onSubmit: (input: StoryRequestInput) => void }) {
  const t = useTranslations('Creator');
  const [theme, setTheme] = useState<StoryTheme>(options.themes[0] as StoryTheme);
  const [childName, setChildName] = useState('');
  const [wordsText, setWordsText] = useState('');
  const [level, setLevel] = useState('B');
  const [pages, setPages] = useState(CREATOR_DEFAULT_PAGES);
  const [errors, setErrors] = useState<{ childName?: string; words?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = parseWords(wordsText);
    const next: typeof errors = {};
    if (!CHILD_NAME_PATTERN.test(childName.trim())) next.childName = t('nameInvalid');
    if (words.length > options.maxWords) next.words = t('tooManyWords', { max: options.maxWords });
    else if (words.some((w) => !PRACTICE_WORD_PATTERN.test(w))) next.words = t('wordsInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    onSubmit({ theme, childName: childName.trim(), words, level, pages });
  };

  const pageChoices = Array.from({ length: options.maxPages - options.minPages + 1 }, (_, i) => options.minPages + i);
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-test="creator-form">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('theme')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {options.themes.map((id) => (
            <label
              key={id}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100 ${
                theme === id ? 'border-brand-500 bg-brand-50 font-semibold text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300'
              }`}
            >
              <input type="radio" name="theme" value={id} checked={theme === id} onChange={() => setTheme(id as StoryTheme)} className="accent-brand-600" data-test={`theme-${id}`} />
              {t(`themes.${id}` as 'themes.park')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="creator-name" className="mb-1 block text-sm font-semibold text-ink">
            {t('childName')}
          </label>
          <input
            id="creator-name"
            className={inputClass}
            value={childName}
            maxLength={20}
            autoComplete="off"
            lang="en"
            aria-invalid={errors.childName ? true : undefined}
            aria-describedby="creator-name-note"
            onChange={(e) => setChildName(e.target.value)}
            data-test="creator-name"
          />
          <p id="creator-name-note" role={errors.childName ? 'alert' : undefined} className={`mt-1 text-xs ${errors.childName ? 'text-red-600' : 'text-slate-500'}`}>
            {errors.childName ?? t('childNameHint')}
          </p>
        </div>
        <div>
          <label htmlFor="creator-words" className="mb-1 block text-sm font-semibold text-ink">
            {t('words')}
          </label>
          <input
            id="creator-words"
            className={inputClass}
            value={wordsText}
            autoComplete="off"
            lang="en"
            aria-invalid={errors.words ? true : undefined}
            aria-describedby="creator-words-note"
            onChange={(e) => setWordsText(e.target.value)}
            data-test="creator-words"
          />
          <p id="creator-words-note" role={errors.words ? 'alert' : undefined} className={`mt-1 text-xs ${errors.words ? 'text-red-600' : 'text-slate-500'}`}>
            {errors.words ?? t('wordsHint', { max: options.maxWords })}
          </p>
        </div>
        <div>
          <label htmlFor="creator-level" className="mb-1 block text-sm font-semibold text-ink">
            {t('level')}
          </label>
          <select id="creator-level" className={inputClass} value={level} onChange={(e) => setLevel(e.target.value)} data-test="creator-level">
            {options.levels.map((l) => (
              <option key={l} value={l}>
                {t('levelOption', { level: l })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="creator-pages" className="mb-1 block text-sm font-semibold text-ink">
            {t('pages')}
          </label>
          <select id="creator-pages" className={inputClass} value={pages} onChange={(e) => setPages(Number(e.target.value))} data-test="creator-pages">
            {pageChoices.map((n) => (
              <option key={n} value={n}>
                {t('pagesOption', { count: n })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-xs text-slate-500">{t('limits', { hour: options.perHour, day: options.perDay })}</p>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto" data-test="creator-submit">
        {t('create')}
      </Button>
    </form>
  );
}
