'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';

import { OrderStatusBadge } from '@/components/store/order/order-status';
import { addressLines, useOrderFormat } from '@/components/store/order/use-order-format';
import { Card } from '@/components/ui/card';
import { useMoney } from '@/lib/hooks/use-store';
import type { OrderView } from '@/lib/types/store';

/** One order in my purchases: number, times, amount, method, status, items, address or classes left; it links to its order page. */
export function PurchaseCard({ order, now }: { order: OrderView; now: number }) {
  const t = useTranslations('Purchases');
  const to = useTranslations('Order');
  const money = useMoney();
  const f = useOrderFormat();
  // An unpaid order past its time shows as expired even before the server has swept it.
  const status = order.status === 'pending' && Date.parse(order.expiresAt) <= now ? 'expired' : order.status;
  return (
    <Card as="article" className="p-5 sm:p-6" data-test="purchase" data-order-no={order.orderNo} aria-labelledby={`purchase-${order.orderNo}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`purchase-${order.orderNo}`} className="min-w-0 font-mono text-sm font-semibold break-all text-ink">
          <Link href={`/shopping/order/${order.orderNo}`} className="hover:text-brand-700 hover:underline">
            {t('orderNo', { orderNo: order.orderNo })}
          </Link>
        </h2>
        <OrderStatusBadge status={status} />
      </div>
      <ul className="mt-3 space-y-1 text-sm text-ink">
        {order.lines.map((line) => (
          <li key={line.itemId} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">{line.name}</span>
            <span className="shrink-0 text-slate-500 tabular-nums">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
        <span>{t('createdAt', { time: f.time(order.createdAt) })}</span>
        {order.paidAt ? <span>{t('paidAt', { time: f.time(order.paidAt) })}</span> : null}
        {order.method ? <span>{to('methodName', { method: order.method })}</span> : null}
      </p>
      {order.kind === 'package' && order.packages.length > 0 ? (
        <p className="mt-2 text-sm text-brand-800" data-test="purchase-remaining">
          {order.packages.map((p) => t('remaining', { remaining: p.remaining, total: p.totalClasses })).join(' · ')}
        </p>
      ) : null}
      {order.address ? <p className="mt-2 text-sm break-words text-slate-600">{t('shipTo', { address: addressLines(order.address).join(' · ') })}</p> : null}
      <p className="mt-3 border-t border-slate-100 pt-3 text-right text-sm font-semibold text-ink tabular-nums" data-test="purchase-amount">
        {t('amount', { amount: money(order.totalFen) })}
      </p>
    </Card>
  );
}
