'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import type { CancellationReason } from '@/lib/constants/profile';
import { useApplyCancellation } from '@/lib/hooks/use-cancellation';
import { ApiError } from '@/lib/http';
import { notify } from '@/lib/notify';

import { LogoffStatus } from './logoff-status';

/** Envelope code of CANCELLATION_ACCOUNT_MISMATCH (server/errors.ts). */
const ACCOUNT_MISMATCH = 4610;
const AGREEMENT_PARAGRAPHS = ['agreement1', 'agreement2', 'agreement3', 'agreement4', 'agreement5', 'agreement6'] as const;

interface Props {
  /** The masked phone or e-mail of the account, as a hint. */
  accountHint: string | null;
  reasons: { code: CancellationReason; label: string }[];
  coolingOffDays: number;
}

type Step = 0 | 1 | 2;

/**
 * /user/logoff: enter the account, read the agreement, choose a reason,
 * confirm; then the 'application submitted' status. The server ends every
 * session of the account on success, so the browser forgets the login too.
 */
export function LogoffFlow({ accountHint, reasons, coolingOffDays }: Props) {
  const t = useTranslations('Logoff');
  const id = useId();
  const [step, setStep] = useState<Step>(0);
  const [account, setAccount] = useState('');
  const [accountError, setAccountError] = useState<string>();
  const [agreed, setAgreed] = useState(false);
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState<{ effectiveAt: string } | null>(null);
  const { run: apply, isBusy: submitting } = useApplyCancellation({
    onSuccess: (result) => {
      setConfirming(false);
      setSubmitted(result);
    },
    onError: (err) => {
      setConfirming(false);
      // The HTTP client has toasted the server's message; a wrong account also goes back to where it is typed.
      if (err instanceof ApiError && err.code === ACCOUNT_MISMATCH) {
        setAccountError(err.message);
        setStep(0);
      }
    },
  });

  // The session ended with the application, so the status offers no withdrawal here.
  if (submitted) return <LogoffStatus effectiveAt={submitted.effectiveAt} canWithdraw={false} />;

  const warn = (text: string) => notify('warning', text);

  function next(event: FormEvent) {
    event.preventDefault();
    if (step === 0) {
      if (!account.trim()) {
        setAccountError(t('accountRequired'));
        warn(t('accountRequired'));
        return;
      }
      setStep(1);
    } else if (step === 1) {
      if (!agreed) {
        warn(t('agreementRequired'));
        return;
      }
      setStep(2);
    } else {
      if (!reason) {
        warn(t('reasonRequired'));
        return;
      }
      setConfirming(true);
    }
  }

  function submit() {
    if (reason) void apply({ account: account.trim(), reasonCode: reason });
  }

  const steps = [t('stepAccount'), t('stepAgreement'), t('stepReason')];

  return (
    <form onSubmit={next} noValidate data-test="logoff-flow" className="px-5 py-8 sm:px-10">
      <p className="mb-6 flex gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900">
        <Icon name="alert" strokeWidth={1.8} className="mt-0.5 h-5 w-5 shrink-0 text-amber-500" />
        {t('intro')}
      </p>
      <ol className="mb-8 flex items-center" aria-label={t('stepsLabel')}>
        {steps.map((label, i) => {
          const done = i < step;
          const current = i === step;
          return (
            <li key={label} className={`flex items-center ${i < steps.length - 1 ? 'flex-1' : ''}`} aria-current={current ? 'step' : undefined}>
              <span className="flex items-center gap-2">
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                    done ? 'bg-brand-600 text-white' : current ? 'bg-brand-600 text-white ring-4 ring-brand-100' : 'bg-slate-100 text-slate-600'
                  }`}
                >
                  {done ? <Icon name="check" strokeWidth={1.8} className="h-4 w-4" /> : i + 1}
                </span>
                <span className={`text-sm ${current ? 'font-semibold text-ink' : 'text-slate-500'} ${current ? '' : 'max-sm:hidden'}`}>{label}</span>
              </span>
              {i < steps.length - 1 && <span className={`mx-3 h-0.5 flex-1 rounded ${done ? 'bg-brand-500' : 'bg-slate-200'}`} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>

      {step === 0 && (
        <div data-test="logoff-step-account">
          <label htmlFor={`${id}-account`} className="block font-semibold text-ink">
            {t('accountLabel')}
          </label>
          {accountHint && <p className="mt-1 text-sm text-slate-500">{t('accountHint', { account: accountHint })}</p>}
          <input
            id={`${id}-account`}
            data-test="logoff-account"
            value={account}
            onChange={(e) => {
              setAccount(e.target.value);
              setAccountError(undefined);
            }}
            placeholder={t('accountPlaceholder')}
            autoComplete="username"
            aria-invalid={!!accountError}
            aria-describedby={accountError ? `${id}-account-error` : undefined}
            className="mt-4 w-full rounded-xl border border-slate-200 px-4 py-3 text-ink outline-none transition placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400"
          />
          {accountError && (
            <p id={`${id}-account-error`} role="alert" className="mt-2 text-sm text-red-600">
              {accountError}
            </p>
          )}
        </div>
      )}

      {step === 1 && (
        <div data-test="logoff-step-agreement">
          <h2 className="font-semibold text-ink">{t('agreementTitle')}</h2>
          <div
            tabIndex={0}
            data-test="logoff-agreement"
            className="mt-3 h-64 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-sm leading-7 text-slate-600 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100"
          >
            <p>{t('agreementIntro')}</p>
            <ol className="mt-2 list-decimal space-y-2 pl-5">
              {AGREEMENT_PARAGRAPHS.map((key) => (
                <li key={key}>{t(key, { days: coolingOffDays })}</li>
              ))}
            </ol>
          </div>
          <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              data-test="logoff-agree"
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-500"
            />
            <span>{t('agreementCheck')}</span>
          </label>
        </div>
      )}

      {step === 2 && (
        <fieldset data-test="logoff-step-reason">
          <legend className="font-semibold text-ink">{t('reasonLabel')}</legend>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {reasons.map((r) => (
              <ChoiceTile
                key={r.code}
                look="row"
                name={`${id}-reason`}
                value={r.code}
                checked={reason === r.code}
                onChange={() => setReason(r.code)}
                data-test={`logoff-reason-${r.code}`}
              >
                {r.label}
              </ChoiceTile>
            ))}
          </div>
        </fieldset>
      )}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 0 ? (
          <Button variant="ghost" onClick={() => setStep((s) => (s - 1) as Step)} className="font-medium">
            {t('prev')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          data-test="logoff-next"
          variant={step === 2 ? 'danger' : 'primary'}
          size="none"
          className="px-10 py-2.5 text-sm font-semibold shadow-sm transition"
        >
          {step === 2 ? t('submit') : t('next')}
        </Button>
      </div>

      <Dialog
        open={confirming}
        onClose={() => !submitting && setConfirming(false)}
        panelProps={{ 'data-test': 'logoff-confirm' }}
        className="w-[420px] max-w-full rounded-3xl bg-white p-6 text-center shadow-2xl"
      >
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-500">
          <Icon name="alert" strokeWidth={1.8} className="h-6 w-6" />
        </span>
        <DialogTitle className="mt-4 text-lg font-semibold text-ink">{t('confirmTitle')}</DialogTitle>
        <p className="mt-2 text-sm leading-6 text-slate-600">{t('confirmText', { days: coolingOffDays })}</p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="neutral" onClick={() => setConfirming(false)} disabled={submitting} className="font-medium">
            {t('confirmCancel')}
          </Button>
          <Button variant="danger" onClick={submit} disabled={submitting} data-test="logoff-confirm-ok" className="font-semibold disabled:opacity-60">
            {submitting ? t('submitting') : t('confirmOk')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
