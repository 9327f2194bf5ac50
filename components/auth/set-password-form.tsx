'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { updatePassword } from '@/lib/api/auth';
import { PASSWORD_INPUT_MAX } from '@/lib/auth/constants';
import { digestPassword } from '@/lib/auth/digest';
import { checkSetPassword } from '@/lib/auth/validation';

import { PasswordField, SubmitButton } from './fields';
import { useFieldWarning } from './use-field-warning';

/**
 * Set password (SPEC §2, §4): after a code login whose answer says
 * `gotoUpdatePwd`. The login is announced only once the password is saved.
 */
export function SetPasswordForm({ saved }: { saved: () => void }) {
  const t = useTranslations('LoginDialog');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const warning = useFieldWarning<'password'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !warning.apply(checkSetPassword({ password }))) return;
    setLoading(true);
    try {
      await updatePassword({ newPwd: digestPassword(password) });
      saved();
    } catch {
      // lib/http has already shown the server's message; the form only has to become usable again.
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-test="set-pwd-form" className="flex flex-col gap-1">
      <p className="mb-4 text-center text-sm leading-6 text-slate-500">{t('setPwdIntro')}</p>
      <PasswordField
        label={t('setPwd')}
        placeholder={t('newPwdPlaceholder')}
        autoComplete="new-password"
        autoFocus
        data-autofocus
        maxLength={PASSWORD_INPUT_MAX}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          warning.clear('password');
        }}
        inputRef={warning.ref('password')}
        error={warning.errorOf('password')}
        hint={t('newPwdHint')}
        data-test="set-pwd-input"
      />
      <div className="mt-1">
        <SubmitButton loading={loading} data-test="set-pwd-submit">
          {t('confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
