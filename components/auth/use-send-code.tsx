'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { CAPTCHA_REQUIRED_CODE, sendEmailCode, sendMsgCode } from '@/lib/api/auth';
import { ApiError } from '@/lib/http';
import type { CodePurpose } from '@/lib/schemas/auth';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { notify } from '@/lib/notify';

// The security check loads only when a send needs it.
const CaptchaDialog = dynamic(() => import('@/components/captcha/captcha-dialog'), { ssr: false });

/** SPEC §9: only mainland numbers (86) get an SMS without the captcha first. */
export const CAPTCHA_FREE_DIAL_CODE = '86';

interface SmsTarget {
  phoneNumber: string;
  dialCode: string;
}

type Pending = { kind: 'sms'; target: SmsTarget } | { kind: 'email'; email: string };

/**
 * Sending a code from one view: the countdown of the get-code link, whether a
 * code was requested here (SPEC §5), and the block-puzzle captcha whose
 * verification string goes along with the send: first for non-86 numbers,
 * and whenever the server asks for it (CAPTCHA_REQUIRED: a second code within
 * the hour for one number or from one network, or a busy day), after which
 * the same send is made again with the proof.
 * A code is bound to its purpose: 'login' in code login, 'reset' in forgot
 * password. Other failures are shown as a toast with the server's message.
 */
export function useSendCode(purpose: CodePurpose) {
  const t = useTranslations('LoginDialog');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState(false);
  const [captchaFor, setCaptchaFor] = useState<Pending | null>(null);

  const attempt = async (pending: Pending, captchaVerification?: string) => {
    setSending(true);
    try {
      if (pending.kind === 'sms') {
        await sendMsgCode({ ...pending.target, purpose, ...(captchaVerification ? { captchaVerification } : {}) }, { toast: false });
      } else {
        // SPEC §7: the e-mail send succeeded when the answer carries data.
        const data: unknown = await sendEmailCode({ email: pending.email, purpose, ...(captchaVerification ? { captchaVerification } : {}) }, { toast: false });
        if (data === null || data === undefined || data === false) return;
      }
      setRequested(true);
      countdown.start();
      notify('success', t('codeSent'));
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      if (err.code === CAPTCHA_REQUIRED_CODE && !captchaVerification) {
        notify('info', t('captchaBeforeCode'));
        setCaptchaFor(pending);
        return;
      }
      notify('error', err.message);
    } finally {
      setSending(false);
    }
  };

  const sendSms = (target: SmsTarget) => {
    if (target.dialCode !== CAPTCHA_FREE_DIAL_CODE) {
      setCaptchaFor({ kind: 'sms', target });
      return;
    }
    void attempt({ kind: 'sms', target });
  };

  const sendEmail = (email: string) => void attempt({ kind: 'email', email });

  const captcha = captchaFor ? (
    <CaptchaDialog
      open
      type="blockPuzzle"
      onSuccess={(captchaVerification) => {
        const pending = captchaFor;
        setCaptchaFor(null);
        void attempt(pending, captchaVerification);
      }}
      onClose={() => setCaptchaFor(null)}
    />
  ) : null;

  return { countdown, sending, busy: sending || captchaFor !== null, requested, sendSms, sendEmail, captcha };
}
