'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { withdrawCancellation } from '@/lib/api/account';

/**
 * After a login of an account whose cancellation is pending: logging in does
 * not withdraw it, so the user is told when the account closes and offered
 * to keep it. `done(true)` after a withdrawal, `done(false)` to carry on.
 */
export function CancellationPending({ effectiveAt, done }: { effectiveAt: string; done: (withdrawn: boolean) => void }) {
  const t = useTranslations('LoginDialog');
  const format = useFormatter();
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    try {
      await withdrawCancellation();
      done(true);
    } catch {
      // lib/http has already shown the server's message; the choice stays open.
      setBusy(false);
    }
  };

  return (
    <div data-test="cancellation-pending" className="flex flex-col gap-4 text-center">
      <p className="text-sm leading-6 text-slate-600">
        {t('cancelPendingText', { date: format.dateTime(new Date(effectiveAt), { dateStyle: 'long' }) })}
      </p>
      <Button size="lg" busy={busy} onClick={withdraw} data-test="cancellation-withdraw" className="font-semibold">
        {t('cancelPendingWithdraw')}
      </Button>
      <Button size="lg" variant="secondary" disabled={busy} onClick={() => done(false)} data-test="cancellation-continue">
        {t('cancelPendingContinue')}
      </Button>
    </div>
  );
}
