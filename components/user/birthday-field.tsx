'use client';

import { useTranslations } from 'next-intl';

import { BIRTHDAY_MIN, latestToday } from '@/lib/constants/profile';

import { PROFILE_INPUT_CLASS, ProfileField } from './profile-field';

interface Props {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The birthday row of /user/myInfo: a date from 1900 up to today, and a way to clear it. */
export function BirthdayField({ id, value, error, onChange }: Props) {
  const t = useTranslations('MyInfo');
  return (
    <ProfileField label={t('birthday')} htmlFor={id} error={error} hint={t('birthdayHint')}>
      <div className="flex gap-2">
        <input
          id={id}
          type="date"
          data-test="birthday-input"
          value={value}
          min={BIRTHDAY_MIN}
          max={latestToday()}
          // Server and browser may stand on either side of midnight.
          suppressHydrationWarning
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error}
          className={`${PROFILE_INPUT_CLASS} max-w-[240px]`}
        />
        {value && (
          <button type="button" onClick={() => onChange('')} className="rounded-xl px-3 text-sm text-slate-500 hover:bg-slate-100">
            {t('birthdayClear')}
          </button>
        )}
      </div>
    </ProfileField>
  );
}
