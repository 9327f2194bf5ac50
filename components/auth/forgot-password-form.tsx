'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';

import { checkEmailCode, checkMsgCode } from '@/lib/api/auth';
import { LOGIN_CHANNEL_CODE, PASSWORD_INPUT_MAX, loginEntrance } from '@/lib/auth/constants';
import { digestPassword } from '@/lib/auth/digest';
import { checkCodeTarget, checkResetPassword } from '@/lib/auth/validation';
import { DEFAULT_AREA_CODE_VALUE, dialCodeOf } from '@/lib/constants/area-codes';

import { SegmentedChoice } from '@/components/ui/choice';

import { CodeField } from './code-field';
import { CodeTargetField } from './code-target-field';
import { LinkButton, PasswordField, SubmitButton } from './fields';
import { checkOrAskConsent } from './sign-up-consent';
import { useFieldWarning } from './use-field-warning';
import { useSendCode } from './use-send-code';
import { channelsFor, type CodeChannel, type ViewProps } from './view-props';

type Field = 'target' | 'code' | 'newPwd' | 'repeatPwd';

/**
 * Forgot password (SPEC §2, §7): phone or e-mail (both in both editions;
 * the edition's usual one first), code, new password twice. The reset goes through the code-login
 * call with `newPwd` (a digest) and answers with a token, so the user is then
 * logged in; the server has ended every other session first.
 */
export function ForgotPasswordForm({ initialChannel, ...props }: ViewProps & { initialChannel: CodeChannel }) {
  const t = useTranslations('LoginDialog');
  const locale = useLocale();
  const [channel, setChannel] = useState<CodeChannel>(initialChannel);
  // A switch starts the form afresh (fields, warnings, the get-code countdown).
  const switcher = (
    <div className="mb-3 flex justify-center text-sm" data-test="forgot-channel">
      <SegmentedChoice
        label={t('resetBy')}
        options={channelsFor(locale).map((value) => ({ value, label: value === 'email' ? t('resetByEmail') : t('resetByPhone') }))}
        value={channel}
        onChange={setChannel}
      />
    </div>
  );
  return <ResetFields key={channel} channel={channel} switcher={switcher} {...props} />;
}

function ResetFields({ channel, switcher, autoFocus, switchTo, loggedIn, askConsent }: ViewProps & { channel: CodeChannel; switcher: ReactNode }) {
  const t = useTranslations('LoginDialog');
  const locale = useLocale();
  const [area, setArea] = useState(DEFAULT_AREA_CODE_VALUE);
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [newPwd, setNewPwd] = useState('');
  const [repeatPwd, setRepeatPwd] = useState('');
  const [loading, setLoading] = useState(false);
  const warning = useFieldWarning<Field>();
  const sender = useSendCode('reset');

  const edit = (field: Field, set: (v: string) => void) => (value: string) => {
    set(value);
    warning.clear(field);
  };

  const getCode = () => {
    if (sender.busy || !warning.apply(checkCodeTarget(channel, target))) return;
    if (channel === 'phone') sender.sendSms({ phoneNumber: target, dialCode: dialCodeOf(area) });
    else sender.sendEmail(target.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkResetPassword(channel, { target, code, codeRequested: sender.requested, newPwd, repeatPwd });
    if (loading || !warning.apply(found)) return;
    setLoading(true);
    try {
      const entrance = loginEntrance(locale);
      const digest = digestPassword(newPwd);
      // A reset for a contact without an account creates one, so it goes through the sign-up step too.
      const result = await checkOrAskConsent(
        (consent) =>
          channel === 'phone'
            ? checkMsgCode(
                { msgCode: code, phoneNumber: target, dialCode: dialCodeOf(area), channelCode: LOGIN_CHANNEL_CODE, entrance, newPwd: digest, ...consent },
                { toast: false },
              )
            : checkEmailCode({ emailCode: code, email: target.trim(), entrance, newPwd: digest, ...consent }, { toast: false }),
        (retry) => askConsent(retry, 'loginSuccess'),
      );
      if (!result) return setLoading(false); // the sign-up step has taken over; Back finds the form as it was
      loggedIn(result, 'phonelogin', 'resetSuccess');
    } catch {
      // The server's message has been shown; the form only has to become usable again.
      setLoading(false);
    }
  };

  return (
    <>
      <form onSubmit={submit} noValidate data-test="forgot-form" className="flex flex-col gap-1">
        {switcher}
        <CodeTargetField
          channel={channel}
          area={area}
          onAreaChange={setArea}
          value={target}
          onChange={edit('target', setTarget)}
          error={warning.errorOf('target')}
          inputRef={warning.ref('target')}
          autoFocus={autoFocus}
        />
        <CodeField
          value={code}
          onChange={edit('code', setCode)}
          error={warning.errorOf('code')}
          inputRef={warning.ref('code')}
          countdown={sender.countdown}
          busy={sender.busy}
          sending={sender.sending}
          onGetCode={getCode}
        />
        <PasswordField
          label={t('newPwd')}
          placeholder={t('newPwdPlaceholder')}
          autoComplete="new-password"
          maxLength={PASSWORD_INPUT_MAX}
          value={newPwd}
          onChange={(e) => edit('newPwd', setNewPwd)(e.target.value)}
          inputRef={warning.ref('newPwd')}
          error={warning.errorOf('newPwd')}
          hint={t('passwordHint')}
          data-test="new-pwd-input"
        />
        <PasswordField
          label={t('repeatPwd')}
          placeholder={t('repeatPwdPlaceholder')}
          autoComplete="new-password"
          maxLength={PASSWORD_INPUT_MAX}
          value={repeatPwd}
          onChange={(e) => edit('repeatPwd', setRepeatPwd)(e.target.value)}
          inputRef={warning.ref('repeatPwd')}
          error={warning.errorOf('repeatPwd')}
          data-test="repeat-pwd-input"
        />
        <div className="mt-1">
          <SubmitButton loading={loading} data-test="reset-submit">
            {t('reset')}
          </SubmitButton>
        </div>
        <p className="mt-4 text-center text-sm text-slate-500">
          {t('rememberPassword')}{' '}
          <LinkButton onClick={() => switchTo('pwd')} data-test="to-login">
            {t('backToLogin')}
          </LinkButton>
        </p>
      </form>
      {sender.captcha}
    </>
  );
}
