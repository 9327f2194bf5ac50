'use client';

import { useTranslations } from 'next-intl';

import { useMoney } from '@/lib/hooks/use-store';
import type { PackageTerms } from '@/lib/types/store';

/** A package's pinned terms in one line, the price per class, and its refund rule in words. */
export function PackageTermsNote({ terms, priceFen, withRule = true }: { terms: PackageTerms; priceFen: number; withRule?: boolean }) {
  const t = useTranslations('Order');
  const money = useMoney();
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-600" data-test="package-terms">
      <p>
        {t('terms', { classes: terms.classes, minutes: terms.minutesPerClass, days: terms.validityDays, vouchers: terms.vouchers })}
        {terms.classes > 0 ? <span className="text-slate-500"> · {t('pricePerClass', { price: money(Math.round(priceFen / terms.classes)) })}</span> : null}
      </p>
      {withRule ? (
        <p>
          <span className="font-medium text-slate-700">{t('refundRule')}</span>{' '}
          {terms.refundRule}
        </p>
      ) : null}
    </div>
  );
}
