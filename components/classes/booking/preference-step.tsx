'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

import { CLASS_PREFERENCES, type ClassPreferenceName } from '@/lib/constants/classes';
import type { ClassConfig } from '@/lib/types/classes';

import { StepSection } from './step-section';

export type Preferences = Record<ClassPreferenceName, string>;

export const PREFERENCE_NAMES = Object.keys(CLASS_PREFERENCES) as ClassPreferenceName[];

/** The first value of each list: what a learner who changes nothing gets. */
export function defaultPreferences(config: ClassConfig): Preferences {
  return Object.fromEntries(PREFERENCE_NAMES.map((name) => [name, config[name][0]?.value ?? CLASS_PREFERENCES[name][0]])) as Preferences;
}

/** Step 5: class tool, speech speed, correction mode, material use form and atmosphere, each a labelled select. */
export function PreferenceStep({ config, value, onChange }: { config: ClassConfig; value: Preferences; onChange: (name: ClassPreferenceName, value: string) => void }) {
  const t = useTranslations('BookClass');
  const id = useId();
  return (
    <StepSection n={5} title={t('prefsTitle')} done aside={t('prefsHint')} data-test="book-prefs-step">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {PREFERENCE_NAMES.map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-semibold text-slate-700">
              {t(`prefs.${name}`)}
            </label>
            <select
              id={`${id}-${name}`}
              value={value[name]}
              onChange={(e) => onChange(name, e.target.value)}
              data-test={`book-pref-${name}`}
              className="h-11 w-full rounded-xl border border-slate-200 bg-white px-3 text-sm text-ink hover:border-slate-300 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
            >
              {config[name].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </StepSection>
  );
}
