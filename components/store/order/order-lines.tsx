'use client';

import { useTranslations } from 'next-intl';

import { useMoney } from '@/lib/hooks/use-store';
import type { OrderLineView } from '@/lib/types/store';

import { PackageTermsNote } from './package-terms';

/** One line of checkout or of an order: the same shape whether it comes from an item, the cart or a placed order. */
export type LineView = OrderLineView;

/** The lines of an order: picture, name, unit price, quantity and line total; packages add their pinned terms (and the refund rule unless told). */
export function OrderLines({ lines, withRule = true }: { lines: LineView[]; withRule?: boolean }) {
  const t = useTranslations('Order');
  const money = useMoney();
  return (
    <ul className="divide-y divide-slate-100" data-test="order-lines">
      {lines.map((line) => (
        <li key={line.itemId} className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4" data-test="order-line">
          {line.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- store pictures come from the catalogue as plain URLs
            <img src={line.image} alt="" className="h-16 w-16 shrink-0 rounded-2xl bg-slate-100 object-cover sm:h-20 sm:w-20" />
          ) : (
            <div aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl font-bold text-brand-600 sm:h-20 sm:w-20">
              {line.kind === 'package' && line.terms ? line.terms.classes : '·'}
            </div>
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold break-words text-ink" data-test="order-line-name">
                {line.name}
              </p>
              <p className="font-semibold text-ink tabular-nums" data-test="order-line-total">
                {t('lineTotal', { amount: money(line.priceFen * line.quantity) })}
              </p>
            </div>
            <p className="mt-1 text-sm text-slate-600 tabular-nums">
              {t('unitPrice', { price: money(line.priceFen) })} · {t('quantity', { count: line.quantity })}
            </p>
            {line.terms ? <PackageTermsNote terms={line.terms} priceFen={line.priceFen} withRule={withRule} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
