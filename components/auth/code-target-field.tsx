'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

import { Field } from '@/components/ui/field';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@/lib/auth/constants';
import { digitsOnly } from '@/lib/auth/validation';

import { AreaCodeSelect } from './area-code-select';

/**
 * Where a code goes: area code + phone in the Chinese edition (digits only,
 * SPEC §5), the e-mail address in the English edition.
 */
export function CodeTargetField({
  channel,
  area,
  onAreaChange,
  value,
  onChange,
  error,
  inputRef,
  autoFocus,
}: {
  channel: 'phone' | 'email';
  area: string;
  onAreaChange: (value: string) => void;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  autoFocus: boolean;
}) {
  const t = useTranslations('LoginDialog');
  if (channel === 'email') {
    return (
      <Field
        label={t('email')}
        placeholder={t('emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        maxLength={EMAIL_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        error={error}
        data-test="email-input"
      />
    );
  }
  return (
    <div className="relative">
      <Field
        label={t('phone')}
        placeholder={t('phonePlaceholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        value={value}
        onChange={(e) => onChange(digitsOnly(e.target.value, PHONE_MAX_LENGTH))}
        inputRef={inputRef}
        error={error}
        leading={<AreaCodeSelect value={area} onChange={onAreaChange} />}
        data-test="phone-input"
      />
    </div>
  );
}
