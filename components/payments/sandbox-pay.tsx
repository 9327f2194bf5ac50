'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { sandboxFail, sandboxPay } from '@/lib/api/payments';
import { ApiError } from '@/lib/http';
import { isAppLocale } from '@/lib/i18n/locales';
import { formatFen } from '@/lib/store/money';

/** Where an attempt stands on the gateway's page. */
export type SandboxPayState = 'pending' | 'paid' | 'failed' | 'closed' | 'not_found';

/** Error code of an attempt already decided or past its time (PAYMENT_ATTEMPT_CLOSED). */
const ATTEMPT_CLOSED = 4819;

export interface SandboxPayProps {
  token: string;
  orderNo: string;
  amountFen: number;
  method: 'alipay' | 'wechat';
  initialState: SandboxPayState;
}

/**
 * The sandbox payment gateway's page (what the order page's QR code opens):
 * the merchant, order number and amount, and Pay / Fail buttons that act as
 * the payer would at a real gateway; then the result.
 */
export function SandboxPay({ token, orderNo, amountFen, method, initialState }: SandboxPayProps) {
  const t = useTranslations('SandboxPay');
  const raw = useLocale();
  const locale = isAppLocale(raw) ? raw : 'cn';
  const [state, setState] = useState<SandboxPayState>(initialState);
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [notified, setNotified] = useState(true);
  const [error, setError] = useState(false);

  async function press(button: 'pay' | 'fail') {
    setBusy(button);
    setError(false);
    try {
      const result = await (button === 'pay' ? sandboxPay(token) : sandboxFail(token));
      setNotified(result.notified);
      setState(result.status);
    } catch (err) {
      if (err instanceof ApiError && err.code === ATTEMPT_CLOSED) setState('closed');
      else if (err instanceof ApiError && err.code === 4040) setState('not_found');
      else setError(true);
    } finally {
      setBusy(null);
    }
  }

  const result =
    state === 'paid' ? t('paid') : state === 'failed' ? t('failed') : state === 'closed' ? t('closed') : state === 'not_found' ? t('notFound') : error ? t('error') : '';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14" data-test="sandbox-pay">
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-3 bg-amber-100 px-5 py-3 text-amber-900">
          <span className="text-sm font-bold uppercase tracking-wide" data-test="sandbox-badge">
            {t('badge')}
          </span>
          <span className="text-sm">{method === 'wechat' ? t('wechat') : t('alipay')}</span>
        </div>
        <p className="border-b border-slate-100 px-5 py-3 text-sm text-slate-700">{t('notice')}</p>
        {state !== 'not_found' && (
          <dl className="space-y-3 px-5 py-5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('merchant')}</dt>
              <dd className="text-right font-medium text-ink" data-test="sandbox-merchant">
                {t('merchantName')}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{t('orderNo')}</dt>
              <dd className="break-all text-right font-mono text-ink" data-test="sandbox-order-no">
                {orderNo}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-slate-600">{t('amount')}</dt>
              <dd className="text-right text-2xl font-bold text-ink" data-test="sandbox-amount">
                {formatFen(amountFen, locale)}
              </dd>
            </div>
          </dl>
        )}
        {state === 'pending' && (
          <div className="flex flex-col gap-3 px-5 pb-6 sm:flex-row">
            <Button className="flex-1 rounded-full font-semibold" onClick={() => void press('pay')} disabled={busy !== null} data-test="sandbox-pay-button">
              {busy === 'pay' ? t('working') : t('pay')}
            </Button>
            <Button variant="neutral" className="flex-1 rounded-full" onClick={() => void press('fail')} disabled={busy !== null} data-test="sandbox-fail-button">
              {busy === 'fail' ? t('working') : t('fail')}
            </Button>
          </div>
        )}
        <div role="status" aria-live="polite" className="px-5 pb-6 empty:hidden" data-test="sandbox-result" data-state={state}>
          {result && <p className={state === 'paid' ? 'font-medium text-brand-700' : 'text-slate-700'}>{result}</p>}
          {state === 'paid' && !notified && <p className="mt-2 text-sm text-slate-600">{t('notNotified')}</p>}
        </div>
      </div>
    </div>
  );
}
