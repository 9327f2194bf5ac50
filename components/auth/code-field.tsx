'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';

import { Field } from '@/components/ui/field';
import { CODE_MAX_LENGTH } from '@/lib/auth/constants';
import { digitsOnly } from '@/lib/auth/validation';
import type { Countdown } from '@/lib/hooks/use-countdown';

import { GetCodeButton } from './get-code-button';

/** The verification-code input with the get-code link at its end. */
export function CodeField({
  value,
  onChange,
  error,
  inputRef,
  countdown,
  busy,
  sending,
  onGetCode,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  countdown: Countdown;
  busy: boolean;
  sending: boolean;
  onGetCode: () => void;
}) {
  const t = useTranslations('LoginDialog');
  return (
    <Field
      label={t('code')}
      placeholder={t('codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(digitsOnly(e.target.value, CODE_MAX_LENGTH))}
      inputRef={inputRef}
      error={error}
      data-test="code-input"
      trailing={<GetCodeButton phase={countdown.phase} left={countdown.left} busy={busy} sending={sending} onClick={onGetCode} />}
    />
  );
}
