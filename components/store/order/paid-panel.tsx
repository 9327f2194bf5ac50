'use client';

import { useTranslations } from 'next-intl';

import { ButtonLink } from '@/components/ui/button';
import type { OrderView } from '@/lib/types/store';

import { addressLines, useOrderFormat } from './use-order-format';

/** After payment: 'paid successfully', then the classes now in the account (packages) or 'pending shipment' and where to (goods). */
export function PaidPanel({ order }: { order: OrderView }) {
  const t = useTranslations('Order');
  const f = useOrderFormat();
  return (
    <div data-test="order-paid">
      <p className="flex items-center gap-2 text-lg font-bold text-brand-700">
        <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-sm text-white">
          ✓
        </span>
        {t('successTitle')}
      </p>
      {order.kind === 'package' ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('successPackages')}</p>
          <ul className="mt-3 space-y-2" data-test="order-packages">
            {order.packages.map((p) => (
              <li key={p.packageId} className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 tabular-nums">
                {t('packageLine', { name: p.name, remaining: p.remaining, total: p.totalClasses, date: f.day(p.expiresAt) })}
              </li>
            ))}
          </ul>
          <ButtonLink href="/course/list?tab=book" variant="accent" className="mt-4 inline-flex font-semibold" data-test="order-book-classes">
            {t('bookClasses')}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600" data-test="order-pending-shipment">
            {t('successGoods')}
          </p>
          {order.address ? (
            <address className="mt-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700 not-italic">
              {addressLines(order.address).map((line) => (
                <span key={line} className="block break-words">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
        </>
      )}
    </div>
  );
}
