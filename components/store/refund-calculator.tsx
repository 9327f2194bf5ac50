'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useMoney } from '@/lib/hooks/use-store';
import { computeRefundFen } from '@/lib/store/money';

/**
 * The refund rule of a package, stated, and worked out for a number of
 * classes used: amount paid − classes used × (amount paid ÷ classes bought),
 * never below 0 (the same function the order page uses).
 */
export function RefundCalculator({ paidFen, classes, rule }: { paidFen: number; classes: number; rule: string }) {
  const t = useTranslations('StoreItem');
  const money = useMoney();
  const id = useId();
  const [draft, setDraft] = useState('0');
  const parsed = Number.parseInt(draft, 10);
  const valid = draft !== '' && Number.isInteger(parsed) && parsed >= 0 && parsed <= classes;
  const used = valid ? parsed : 0;
  const refund = computeRefundFen(paidFen, classes, used);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6" data-test="refund-calculator">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t('refundTitle')}
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-600" data-test="refund-rule">
        {rule}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-used`} className="text-sm font-medium text-slate-700">
            {t('classesUsed')}
          </label>
          <input
            id={`${id}-used`}
            type="number"
            inputMode="numeric"
            min={0}
            max={classes}
            step={1}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby={`${id}-hint`}
            aria-invalid={!valid || undefined}
            data-test="refund-used"
            className="h-11 w-28 rounded-xl border border-slate-300 px-3 text-base tabular-nums text-ink outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200"
          />
          <span id={`${id}-hint`} className={`text-xs ${valid ? 'text-slate-500' : 'text-red-700'}`} data-test="refund-hint">
            {t('classesUsedHint', { max: classes })}
          </span>
        </div>
        <p className="flex flex-col pb-5" aria-live="polite">
          <span className="text-sm text-slate-600">{t('refundAmount')}</span>
          <output htmlFor={`${id}-used`} className="text-2xl font-bold tabular-nums text-brand-700" data-test="refund-amount">
            {valid ? money(refund) : '—'}
          </output>
        </p>
      </div>
      {valid && (
        <p className="mt-1 text-xs leading-5 text-slate-500" data-test="refund-working">
          {t('refundWorking', { paid: money(paidFen), used, bought: classes, refund: money(refund) })}
        </p>
      )}
    </section>
  );
}
