'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { requestTrialClass } from '@/lib/api/classes';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateClasses } from '@/lib/hooks/use-classes';
import { notify } from '@/lib/notify';

const LEVELS = ['starter', 'basic', 'intermediate', 'advanced'] as const;
const INPUT =
  'w-full rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-[15px] text-ink outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400';

/** The free trial request (SPEC §1): learner age, level (optional), preferred times (required), contact (optional). */
export function TrialRequestForm() {
  const t = useTranslations('CourseList');
  const id = useId();
  const [age, setAge] = useState('');
  const [level, setLevel] = useState('');
  const [times, setTimes] = useState('');
  const [contact, setContact] = useState('');
  const [timesError, setTimesError] = useState(false);
  const { run, isBusy } = useAction(requestTrialClass, {
    onSuccess: () => {
      notify('success', t('trialSent'));
      void revalidateClasses();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!times.trim()) {
      setTimesError(true);
      return;
    }
    const learnerAge = Number(age);
    void run({
      learnerAge: age && Number.isInteger(learnerAge) && learnerAge >= 3 && learnerAge <= 99 ? learnerAge : undefined,
      level: level || undefined,
      preferredTimes: times.trim(),
      contact: contact.trim() || undefined,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2" data-test="trial-form">
      <div>
        <label htmlFor={`${id}-age`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('trialAge')}
        </label>
        <input
          id={`${id}-age`}
          type="number"
          inputMode="numeric"
          min={3}
          max={99}
          value={age}
          onChange={(e) => setAge(e.target.value)}
          aria-describedby={`${id}-age-hint`}
          className={INPUT}
          data-test="trial-age"
        />
        <p id={`${id}-age-hint`} className="mt-1 text-xs text-slate-600">
          {t('trialAgeHint')}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-level`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('trialLevel')}
        </label>
        <select id={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value)} className={INPUT} data-test="trial-level">
          <option value="">{t('trialLevelNone')}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(`trialLevels.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-times`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('trialTimes')}
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id={`${id}-times`}
          rows={2}
          maxLength={300}
          required
          value={times}
          onChange={(e) => {
            setTimes(e.target.value);
            if (e.target.value.trim()) setTimesError(false);
          }}
          placeholder={t('trialTimesPlaceholder')}
          aria-invalid={timesError || undefined}
          aria-describedby={timesError ? `${id}-times-error` : undefined}
          className={INPUT}
          data-test="trial-times"
        />
        {timesError && (
          <p id={`${id}-times-error`} role="alert" className="mt-1 text-sm text-red-600" data-test="trial-times-error">
            {t('trialTimesRequired')}
          </p>
        )}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-contact`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('trialContact')}
        </label>
        <input
          id={`${id}-contact`}
          value={contact}
          maxLength={120}
          onChange={(e) => setContact(e.target.value)}
          aria-describedby={`${id}-contact-hint`}
          className={INPUT}
          data-test="trial-contact"
        />
        <p id={`${id}-contact-hint`} className="mt-1 text-xs text-slate-600">
          {t('trialContactHint')}
        </p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="accent" busy={isBusy} size="none" className="w-full px-6 py-3 font-semibold sm:w-auto" data-test="trial-submit">
          {t('trialSubmit')}
        </Button>
      </div>
    </form>
  );
}
