'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ChoiceTile } from '@/components/ui/choice';
import { Button } from '@/components/ui/button';
import { useMoney } from '@/lib/hooks/use-store';
import type { OrderView, PaymentMethod, PaymentStart } from '@/lib/types/store';

import { PayQr } from './pay-qr';
import { formatCountdown } from './use-order-format';

const METHODS: PaymentMethod[] = ['alipay', 'wechat'];

/**
 * An unpaid order's payment: the method, 'go to pay', then the gateway's QR
 * code with a link to the same URL, the countdown and 'Paid successfully'. A failed
 * attempt shows 'payment failure' and 'go to pay' again.
 */
export function PaymentPanel({
  order,
  payment,
  failed,
  remainingMs,
  starting,
  confirming,
  note,
  onStart,
  onConfirm,
}: {
  order: OrderView;
  payment: PaymentStart | null;
  failed: boolean;
  remainingMs: number;
  starting: boolean;
  confirming: boolean;
  /** The answer to 'Paid successfully' or why a payment could not start. */
  note: string | null;
  onStart: (method: PaymentMethod) => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('Order');
  const money = useMoney();
  const [method, setMethod] = useState<PaymentMethod>(payment?.method ?? order.method ?? 'alipay');
  const showQr = payment !== null && !failed;
  const amount = money(order.totalFen);
  return (
    <div data-test="order-payment">
      {failed ? (
        <div role="alert" className="mb-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200" data-test="order-failed">
          <p className="font-semibold">{t('failureTitle')}</p>
          <p className="mt-1">{t('failureText')}</p>
        </div>
      ) : null}
      <p className="text-sm font-medium text-slate-700 tabular-nums" data-test="order-countdown">
        {t('countdown', { time: formatCountdown(remainingMs) })}
      </p>
      {showQr ? (
        <div className="mt-4 flex flex-col items-center gap-3 text-center">
          <PayQr url={payment.payUrl} label={t('qrLabel', { amount, method: t('methodName', { method: payment.method }) })} />
          <p className="text-sm text-slate-600">{t('scanHint', { amount, method: t('methodName', { method: payment.method }) })}</p>
          <a href={payment.payUrl} target="_blank" rel="noopener" className="text-sm font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800" data-test="pay-link">
            {t('payLink')}
          </a>
          <p role="status" className="text-xs text-slate-500">
            {t('waiting')}
          </p>
          <Button variant="outline" busy={confirming} onClick={onConfirm} className="font-medium" data-test="order-confirm">
            {t('confirmPaid')}
          </Button>
        </div>
      ) : (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-ink">{t('chooseMethod')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {METHODS.map((m) => (
              <ChoiceTile key={m} name="pay-method" value={m} checked={method === m} onChange={() => setMethod(m)} data-test={`pay-method-${m}`}>
                {t('methodScan', { method: m })}
              </ChoiceTile>
            ))}
          </div>
          <Button variant="accent" size="lg" busy={starting} onClick={() => onStart(method)} className="mt-4 font-semibold" data-test="order-go-pay">
            {t('goToPay')}
          </Button>
        </fieldset>
      )}
      {note ? (
        <p role="status" className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-test="order-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
