'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { sendEmailCode, sendMsgCode } from '@/lib/api/auth';
import type { CodePurpose } from '@/lib/schemas/auth';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { notify } from '@/lib/notify';

// The security check loads only when a non-86 number asks for a code.
const CaptchaDialog = dynamic(() => import('@/components/captcha/captcha-dialog'), { ssr: false });

/** SPEC §9: only mainland numbers (86) get an SMS without the captcha first. */
export const CAPTCHA_FREE_DIAL_CODE = '86';

interface SmsTarget {
  phoneNumber: string;
  dialCode: string;
}

/**
 * Sending a code from one view: the countdown of the get-code link, whether a
 * code was requested here (SPEC §5), and for non-86 numbers the block-puzzle
 * captcha first, whose verification string goes along with the send.
 * A code is bound to its purpose: 'login' in code login, 'reset' in forgot
 * password. Failures were already shown by lib/http as a toast.
 */
export function useSendCode(purpose: CodePurpose) {
  const t = useTranslations('LoginDialog');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [requested, setRequested] = useState(false);
  const [captchaFor, setCaptchaFor] = useState<SmsTarget | null>(null);

  const deliver = async (send: () => Promise<boolean>) => {
    setSending(true);
    try {
      if (!(await send())) return;
      setRequested(true);
      countdown.start();
      notify('success', t('codeSent'));
    } catch {
      // lib/http has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  const sendSms = (target: SmsTarget) => {
    if (target.dialCode !== CAPTCHA_FREE_DIAL_CODE) {
      setCaptchaFor(target);
      return;
    }
    void deliver(async () => {
      await sendMsgCode({ ...target, purpose });
      return true;
    });
  };

  // SPEC §7: the e-mail send succeeded when the answer carries data.
  const sendEmail = (email: string) =>
    void deliver(async () => {
      const data: unknown = await sendEmailCode({ email, purpose });
      return data !== null && data !== undefined && data !== false;
    });

  const captcha = captchaFor ? (
    <CaptchaDialog
      open
      type="blockPuzzle"
      onSuccess={(captchaVerification) => {
        const target = captchaFor;
        setCaptchaFor(null);
        void deliver(async () => {
          await sendMsgCode({ ...target, captchaVerification, purpose });
          return true;
        });
      }}
      onClose={() => setCaptchaFor(null)}
    />
  ) : null;

  return { countdown, sending, busy: sending || captchaFor !== null, requested, sendSms, sendEmail, captcha };
}
