'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { checkEmailCode, checkMsgCode, type LoginResponse } from '@/lib/api/auth';
import { LOGIN_CHANNEL_CODE, loginEntrance } from '@/lib/auth/constants';
import { checkCodeLogin, checkCodeTarget } from '@/lib/auth/validation';
import { DEFAULT_AREA_CODE_VALUE, dialCodeOf } from '@/lib/constants/area-codes';

import { CodeField } from './code-field';
import { CodeTargetField } from './code-target-field';
import { SubmitButton } from './fields';
import { checkOrAskConsent } from './sign-up-consent';
import { useFieldWarning } from './use-field-warning';
import { useSendCode } from './use-send-code';
import type { ViewProps } from './view-props';

/**
 * Code login and registration in one (SPEC §1, §2): by phone in the Chinese
 * edition, by e-mail in the English one. A new account is made on the first
 * code login; the answer may then ask for a password (`gotoUpdatePwd`).
 */
export function CodeLoginForm({
  channel,
  autoFocus,
  loggedIn,
  askConsent,
  needsPassword,
}: ViewProps & { channel: 'phone' | 'email'; needsPassword: (result: LoginResponse) => void }) {
  const t = useTranslations('LoginDialog');
  const locale = useLocale();
  const [area, setArea] = useState(DEFAULT_AREA_CODE_VALUE);
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const warning = useFieldWarning<'target' | 'code'>();
  const sender = useSendCode('login');

  const getCode = () => {
    if (sender.busy || !warning.apply(checkCodeTarget(channel, target))) return;
    if (channel === 'phone') sender.sendSms({ phoneNumber: target, dialCode: dialCodeOf(area) });
    else sender.sendEmail(target.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !warning.apply(checkCodeLogin(channel, { target, code, codeRequested: sender.requested }))) return;
    setLoading(true);
    try {
      const entrance = loginEntrance(locale);
      const result = await checkOrAskConsent(
        (consent) =>
          channel === 'phone'
            ? checkMsgCode(
                { msgCode: code, phoneNumber: target, dialCode: dialCodeOf(area), channelCode: LOGIN_CHANNEL_CODE, entrance, ...consent },
                { toast: false },
              )
            : checkEmailCode({ emailCode: code, email: target.trim(), entrance, ...consent }, { toast: false }),
        (retry) => askConsent(retry),
      );
      if (!result) return setLoading(false); // the sign-up step has taken over; Back finds the form as it was
      if (result.gotoUpdatePwd) needsPassword(result);
      else loggedIn(result, 'phonelogin');
    } catch {
      // The server's message has been shown; the form only has to become usable again.
      setLoading(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-test={`${channel}-login-form`} className="flex flex-col gap-1">
        <CodeTargetField
          channel={channel}
          area={area}
          onAreaChange={setArea}
          value={target}
          onChange={(value) => {
            setTarget(value);
            warning.clear('target');
          }}
          error={warning.errorOf('target')}
          inputRef={warning.ref('target')}
          autoFocus={autoFocus}
        />
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            warning.clear('code');
          }}
          error={warning.errorOf('code')}
          inputRef={warning.ref('code')}
          countdown={sender.countdown}
          busy={sender.busy}
          sending={sender.sending}
          onGetCode={getCode}
        />
        <p className="-mt-1 mb-4 px-1 text-xs leading-5 text-slate-500">{channel === 'phone' ? t('codeNotePhone') : t('codeNoteEmail')}</p>
        <SubmitButton loading={loading} data-test="code-login-submit">
          {loading ? t('loggingIn') : t('loginOrRegister')}
        </SubmitButton>
      </form>
      {sender.captcha}
    </>
  );
}
