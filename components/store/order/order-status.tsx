'use client';

import { useTranslations } from 'next-intl';

import type { OrderStatus } from '@/lib/types/store';

const LOOKS: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  pending_shipment: 'bg-sky-50 text-sky-800 ring-sky-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** An order's status label (SPEC §4): awaiting payment, paid, pending shipment or expired. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('Order');
  return (
    <span data-test="order-status" data-status={status} className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${LOOKS[status]}`}>
      {t('status', { status })}
    </span>
  );
}
