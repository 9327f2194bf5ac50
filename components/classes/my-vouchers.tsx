'use client';

import { useTranslations } from 'next-intl';

import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';
import { FREE_CANCEL_HOURS_BEFORE } from '@/lib/constants/classes';
import { useClassesSummary } from '@/lib/hooks/use-classes';

import { LoadState } from './load-state';
import { useClassFormat } from './use-class-format';

/** The family's valid leave vouchers, the first to expire first. */
export function MyVouchers() {
  const t = useTranslations('CourseList');
  const fmt = useClassFormat();
  const { data: summary, error, mutate } = useClassesSummary();
  if (!summary) return <LoadState error={error} onRetry={() => void mutate()} />;
  return (
    <section data-test="vouchers">
      <p className="mb-4 text-sm leading-6 text-slate-700">{t('couponsIntro', { hours: FREE_CANCEL_HOURS_BEFORE })}</p>
      {summary.vouchers.length === 0 ? (
        <EmptyState title={t('couponsEmpty')} data-test="vouchers-empty" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {summary.vouchers.map((v) => (
            <li key={v.id} data-test="voucher" className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-accent-400/50">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white">
                <Icon name="gift" className="h-6 w-6" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{t('couponName')}</span>
                <span className="block text-sm text-slate-700">{t('couponValidUntil', { date: fmt.day(v.validUntil) })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
