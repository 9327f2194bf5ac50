'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';

import { Card } from '@/components/ui/card';
import { ButtonLink } from '@/components/ui/button';
import { LoadState } from '@/components/ui/load-state';
import { RefundCalculator } from '@/components/store/refund-calculator';
import { confirmPayment, startPayment } from '@/lib/api/store';
import { ApiError } from '@/lib/http';
import { revalidateOrders, useOrder, useSecondClock } from '@/lib/hooks/use-orders';
import { useMoney } from '@/lib/hooks/use-store';
import type { OrderView as Order, PaymentMethod, PaymentStart } from '@/lib/types/store';

import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status';
import { PaidPanel } from './paid-panel';
import { PaymentPanel } from './payment-panel';
import { addressLines, useOrderFormat } from './use-order-format';

/** A payment the user started here, with the order's last failure at that moment (a newer one means this attempt failed). */
interface Attempt {
  payment: PaymentStart;
  failureBefore: string | null;
}

function isFailed(order: Order, attempt: Attempt | null): boolean {
  if (order.status !== 'pending' || !order.lastFailureAt) return false;
  return attempt === null || order.lastFailureAt !== attempt.failureBefore;
}

/** /shopping/order/{orderNo}: the order, its payment by QR code while unpaid, and what was bought once paid. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const t = useTranslations('Order');
  const money = useMoney();
  const f = useOrderFormat();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const pollWhile = useCallback((o: Order | undefined) => attempt !== null && o?.status === 'pending' && !isFailed(o, attempt), [attempt]);
  const { order, error, isLoading, mutate } = useOrder(orderNo, { poll: attempt ? pollWhile : undefined });
  const pending = order?.status === 'pending';
  const now = useSecondClock(pending);
  const remainingMs = order ? Date.parse(order.expiresAt) - now : 0;
  const timedOut = pending && remainingMs <= 0;
  const paid = order?.status === 'paid' || order?.status === 'pending_shipment';

  useEffect(() => {
    if (timedOut) void mutate();
  }, [timedOut, mutate]);
  useEffect(() => {
    if (paid) void revalidateOrders();
  }, [paid]);

  if (!order) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <Card className="p-10 text-center" data-test="order-not-found">
          <p className="font-semibold text-slate-700">{t('notFound')}</p>
          <ButtonLink href="/shopping/purchases" variant="secondary" className="mt-4 inline-flex">
            {t('allOrders')}
          </ButtonLink>
        </Card>
      );
    }
    return <LoadState error={isLoading ? undefined : error} onRetry={() => void mutate()} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="order" />;
  }

  const expired = order.status === 'expired' || timedOut;
  const failed = isFailed(order, attempt);

  async function start(method: PaymentMethod) {
    setStarting(true);
    setNote(null);
    try {
      const payment = await startPayment(orderNo, method);
      setAttempt({ payment, failureBefore: order!.lastFailureAt });
    } catch (e) {
      setNote(e instanceof Error ? e.message : null);
      void mutate();
    } finally {
      setStarting(false);
    }
  }

  async function confirm() {
    setConfirming(true);
    setNote(null);
    try {
      const answer = await confirmPayment(orderNo);
      await mutate(answer, { revalidate: false });
      if (answer.status === 'pending') setNote(t('confirmNotYet'));
    } catch (e) {
      setNote(e instanceof Error ? e.message : null);
    } finally {
      setConfirming(false);
    }
  }

  const packageLine = order.kind === 'package' ? order.lines.find((l) => l.terms) : undefined;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start" data-test="order-detail" data-order-no={order.orderNo}>
      <Card as="section" aria-labelledby="order-state-title" className="p-5 sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <div className="flex items-center justify-between gap-3">
          <h2 id="order-state-title" className="text-base font-semibold text-ink">
            {t('total')} <span className="text-xl font-bold text-accent-600 tabular-nums" data-test="order-total">{money(order.totalFen)}</span>
          </h2>
          <OrderStatusBadge status={expired ? 'expired' : order.status} />
        </div>
        <div className="mt-4 border-t border-slate-100 pt-4" aria-live="polite">
          {paid ? (
            <PaidPanel order={order} />
          ) : expired ? (
            <div data-test="order-expired">
              <p className="text-lg font-bold text-ink">{t('expiredTitle')}</p>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t('expiredText')}</p>
              <ButtonLink href="/shopping" className="mt-4 inline-flex font-semibold" data-test="order-back-to-store">
                {t('backToStore')}
              </ButtonLink>
            </div>
          ) : (
            <PaymentPanel
              order={order}
              payment={attempt?.payment ?? null}
              failed={failed}
              remainingMs={remainingMs}
              starting={starting}
              confirming={confirming}
              note={note}
              onStart={start}
              onConfirm={confirm}
            />
          )}
        </div>
      </Card>

      <div className="space-y-5 lg:col-start-1 lg:row-start-1">
        <Card as="section" aria-labelledby="order-facts-title" className="p-5 sm:p-6">
          <h2 id="order-facts-title" className="sr-only">
            {t('orderNo')}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500">{t('orderNo')}</dt>
              <dd className="font-mono font-semibold break-all text-ink" data-test="order-no">
                {order.orderNo}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('createdAt')}</dt>
              <dd className="text-ink">{f.time(order.createdAt)}</dd>
            </div>
            {order.method ? (
              <div>
                <dt className="text-slate-500">{t('method')}</dt>
                <dd className="text-ink">{t('methodName', { method: order.method })}</dd>
              </div>
            ) : null}
            {order.paidAt ? (
              <div>
                <dt className="text-slate-500">{t('paidAt')}</dt>
                <dd className="text-ink">{f.time(order.paidAt)}</dd>
              </div>
            ) : null}
          </dl>
        </Card>

        <Card as="section" aria-labelledby="order-items-title" className="p-5 sm:p-6">
          <h2 id="order-items-title" className="mb-4 text-base font-semibold text-ink">
            {t('items')}
          </h2>
          <OrderLines lines={order.lines} withRule={false} />
        </Card>

        {packageLine?.terms ? <RefundCalculator paidFen={packageLine.priceFen * packageLine.quantity} classes={packageLine.terms.classes * packageLine.quantity} rule={packageLine.terms.refundRule} /> : null}

        {order.address && !paid ? (
          <Card as="section" aria-labelledby="order-address-title" className="p-5 sm:p-6">
            <h2 id="order-address-title" className="text-base font-semibold text-ink">
              {t('address')}
            </h2>
            <address className="mt-2 text-sm text-slate-700 not-italic" data-test="order-address">
              {addressLines(order.address).map((line) => (
                <span key={line} className="block break-words">
                  {line}
                </span>
              ))}
            </address>
          </Card>
        ) : null}

        <p className="text-sm">
          <Link href="/shopping/purchases" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('allOrders')}
          </Link>
        </p>
      </div>
    </div>
  );
}
