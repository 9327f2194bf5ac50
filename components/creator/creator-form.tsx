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

/** A visibly labelled English text box with its hint, or its error in place of the hint (announced, tied by aria-describedby). */
function TextField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string; hint: string; maxLength?: number }) {
  const { id, label, value, onChange, error, hint, maxLength } = props;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        lang="en"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => onChange(e.target.value)}
        data-test={id}
      />
      <p id={`${id}-note`} role={error ? 'alert' : undefined} className={`mt-1 text-xs ${error ? 'text-red-600' : 'text-slate-500'}`}>
        {error ?? hint}
      </p>
    </div>
  );
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
        <TextField id="creator-name" label={t('childName')} value={childName} onChange={setChildName} error={errors.childName} hint={t('childNameHint')} maxLength={20} />
        <TextField id="creator-words" label={t('words')} value={wordsText} onChange={setWordsText} error={errors.words} hint={t('wordsHint', { max: options.maxWords })} />
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
