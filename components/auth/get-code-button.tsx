'use client';

import { useTranslations } from 'next-intl';

import type { CountdownPhase } from '@/lib/hooks/use-countdown';

/**
 * The get-code link inside the code box (SPEC §4): 'get code', then the
 * seconds left while disabled, then 'retrieve'.
 */
export function GetCodeButton({
  phase,
  left,
  busy,
  sending,
  onClick,
}: {
  phase: CountdownPhase;
  left: number;
  /** Disabled without a countdown: the security check is open or the send is under way. */
  busy: boolean;
  sending: boolean;
  onClick: () => void;
}) {
  const t = useTranslations('LoginDialog');
  const counting = phase === 'counting';
  const text = sending ? t('sending') : counting ? t('resendIn', { seconds: left }) : phase === 'done' ? t('retrieve') : t('getCode');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={counting || busy}
      data-test="get-code"
      data-phase={phase}
      className="mr-1.5 flex h-9 shrink-0 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-brand-600 tabular-nums hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:bg-transparent disabled:text-slate-500"
    >
      <span aria-hidden="true" className="mr-3 h-5 w-px bg-slate-200" />
      {text}
    </button>
  );
}
