'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';

import { updatePassword } from '@/lib/api/auth';
import { PASSWORD_INPUT_MAX } from '@/lib/auth/constants';
import { digestPassword } from '@/lib/auth/digest';
import { checkSetPassword } from '@/lib/auth/validation';

import { LinkButton, PasswordField, SubmitButton } from './fields';
import { useFieldWarning } from './use-field-warning';

/**
 * Set password (SPEC §2, §4): offered after the code login that created the
 * account (`gotoUpdatePwd`), with 'Not now' (`skip`), and on the profile page
 * while the account has no password. Optional: the user is logged in either way.
 */
export function SetPasswordForm({ saved, skip, intro }: { saved: () => void; skip?: () => void; intro?: ReactNode }) {
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
      {intro && <p className="mb-4 text-center text-sm leading-6 text-slate-500">{intro}</p>}
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
        hint={t('passwordHint')}
        data-test="set-pwd-input"
      />
      <div className="mt-1">
        <SubmitButton loading={loading} data-test="set-pwd-submit">
          {t('confirm')}
        </SubmitButton>
      </div>
      {skip && (
        <div className="mt-3 flex justify-center">
          <LinkButton onClick={skip} data-test="set-pwd-skip">
            {t('setPwdLater')}
          </LinkButton>
        </div>
      )}
    </form>
  );
}
