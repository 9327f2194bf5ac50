'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { loginByPassword } from '@/lib/api/auth';
import { LOGIN_CHANNEL_CODE, PASSWORD_INPUT_MAX, loginEntrance } from '@/lib/auth/constants';
import { digestPassword } from '@/lib/auth/digest';
import { checkPasswordLogin } from '@/lib/auth/validation';
import { DEFAULT_AREA_CODE_VALUE, dialCodeOf } from '@/lib/constants/area-codes';

import { AreaCodeSelect } from './area-code-select';
import { LinkButton, PasswordField, SubmitButton } from './fields';
import { useFieldWarning } from './use-field-warning';
import { channelsFor, type ViewProps } from './view-props';

/** Password view (SPEC §2): area code, account, password, Login, Registration (to code mode), Forgot password. */
export function PasswordLoginForm({ autoFocus, switchTo, loggedIn }: ViewProps) {
  const t = useTranslations('LoginDialog');
  const locale = useLocale();
  const [area, setArea] = useState(DEFAULT_AREA_CODE_VALUE);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const warning = useFieldWarning<'account' | 'password'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !warning.apply(checkPasswordLogin({ account, password }))) return;
    setLoading(true);
    try {
      const result = await loginByPassword({
        username: account.trim(),
        encryptionPwd: digestPassword(password),
        dialCode: dialCodeOf(area),
        entrance: loginEntrance(locale),
        channelCode: LOGIN_CHANNEL_CODE,
      });
      loggedIn(result, 'pwdlogin');
    } catch {
      // lib/http has shown the server's message (e.g. wrong account or password).
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-test="pwd-login-form" className="flex flex-col gap-1">
      <div className="relative">
        <Field
          label={t('account')}
          placeholder={t('accountPlaceholder')}
          autoComplete="username"
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          maxLength={254}
          value={account}
          onChange={(e) => {
            setAccount(e.target.value);
            warning.clear('account');
          }}
          inputRef={warning.ref('account')}
          error={warning.errorOf('account')}
          leading={<AreaCodeSelect value={area} onChange={setArea} />}
          data-test="account-input"
        />
      </div>
      <PasswordField
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        autoComplete="current-password"
        maxLength={PASSWORD_INPUT_MAX}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          warning.clear('password');
        }}
        inputRef={warning.ref('password')}
        error={warning.errorOf('password')}
        hint={t('passwordHint')}
        data-test="password-input"
      />
      <div className="-mt-1 mb-4 flex justify-end">
        <LinkButton onClick={() => switchTo('forgot')} data-test="to-forgot">
          {t('forgot')}
        </LinkButton>
      </div>
      <SubmitButton loading={loading} data-test="pwd-login-submit">
        {loading ? t('loggingIn') : t('login')}
      </SubmitButton>
      <Button
        variant="secondary"
        size="lg"
        onClick={() => switchTo(channelsFor(locale)[0])}
        data-test="to-register"
        className="mt-3 font-medium transition hover:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
      >
        {t('register')}
      </Button>
    </form>
  );
}
