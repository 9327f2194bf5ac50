'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useWithdrawCancellation } from '@/lib/hooks/use-cancellation';
import { notify } from '@/lib/notify';


interface Props {
  effectiveAt: string;
  /** Signed in during the cooling-off period: the application can be withdrawn here. */
  canWithdraw: boolean;
}

/** 'Application submitted': when the account closes, the phone call about bought classes, and the way back. */
export function LogoffStatus({ effectiveAt, canWithdraw }: Props) {
  const t = useTranslations('Logoff');
  const format = useFormatter();
  const router = useRouter();
  // Stays true after success: the button keeps saying 'withdrawing' until the profile page has opened.
  const [withdrawn, setWithdrawn] = useState(false);
  const { run: withdraw, isBusy } = useWithdrawCancellation({
    onSuccess: () => {
      setWithdrawn(true);
      notify('success', t('withdrawn'));
      router.push('/user/my');
      router.refresh();
    },
  });
  const busy = isBusy || withdrawn;
  const date = format.dateTime(new Date(effectiveAt), { dateStyle: 'long' });

  return (
    <section data-test="logoff-status" aria-labelledby="logoff-status-title" className="flex flex-col items-center px-6 py-10 text-center sm:px-12">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/50">
        <Icon name="check" strokeWidth={1.8} className="h-8 w-8" />
      </span>
      <h2 id="logoff-status-title" className="mt-5 text-2xl font-bold text-ink">
        {t('statusTitle')}
      </h2>
      <p data-test="logoff-effective" className="mt-3 max-w-md text-sm leading-6 text-slate-600">
        {t('statusEffective', { date })}
      </p>
      <ul className="mt-6 w-full max-w-md space-y-3 text-left">
        <li className="flex gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-600">
          <Icon name="phone" strokeWidth={1.8} className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
          {t('statusCall')}
        </li>
        <li className="flex gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-600">
          <Icon name="clock" strokeWidth={1.8} className="mt-0.5 h-5 w-5 shrink-0 text-brand-500" />
          {canWithdraw ? t('statusWithdrawNow') : t('statusWithdrawHint')}
        </li>
      </ul>
      <div className="mt-8 flex w-full max-w-md flex-col gap-3 sm:flex-row sm:justify-center">
        {canWithdraw && (
          <Button onClick={() => void withdraw()} disabled={busy} data-test="logoff-withdraw" className="font-semibold shadow-sm disabled:opacity-60">
            {busy ? t('withdrawing') : t('withdraw')}
          </Button>
        )}
        <ButtonLink href="/" variant="neutral" className="font-medium">
          {t('backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
