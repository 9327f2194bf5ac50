'use client';

import { useTranslations } from 'next-intl';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icons';
import type { MyClassesSummary } from '@/lib/types/classes';

import { useClassFormat } from './use-class-format';

/**
 * The family's balance: classes remaining (the sum of the valid packages),
 * each package with what is left and until when, the leave vouchers (how
 * many, and the first to expire), and the main 'Book classes' action.
 * Three columns from lg; on a tablet the vouchers go below, so the packages
 * keep room for "8 of 10 left · Valid until Feb 26, 2027" on one line.
 */
export function SummaryBand({ summary, onBook }: { summary: MyClassesSummary; onBook?: () => void }) {
  const t = useTranslations('CourseList');
  const fmt = useClassFormat();
  const firstVoucher = summary.vouchers[0];
  return (
    <Card as="section" aria-label={t('summaryLabel')} data-test="classes-summary" className="grid gap-5 p-5 shadow-sm sm:p-6 md:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] md:gap-x-8 lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,15rem)] lg:gap-8">
      <div className="flex items-center justify-between gap-4 md:flex-col md:items-start md:justify-start">
        <div>
          <p className="text-sm font-medium text-slate-600">{t('remainingLabel')}</p>
          <p className="mt-1 flex items-baseline gap-1.5">
            <span className="text-4xl font-extrabold tabular-nums text-brand-700" data-test="classes-remaining">
              {fmt.number(summary.remaining)}
            </span>
            <span className="text-sm text-slate-600">{t('remainingUnit')}</span>
          </p>
        </div>
        {onBook && summary.remaining > 0 && (
          <Button variant="accent" size="none" onClick={onBook} className="inline-flex items-center gap-1.5 px-5 py-2.5 text-sm font-semibold shadow-sm md:mt-4" data-test="classes-book">
            {t('bookAction')}
            <Icon name="arrow-right" width={16} height={16} />
          </Button>
        )}
      </div>

      <div className="min-w-0 border-slate-100 max-md:border-t max-md:pt-4 md:border-l md:pl-6 lg:border-r lg:px-6">
        <h2 className="text-sm font-semibold text-slate-600">{t('packagesTitle')}</h2>
        <ul className="mt-2 flex flex-col gap-2" data-test="classes-packages">
          {summary.packages.map((p) => (
            <li key={p.id} data-test="classes-package" className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 ${p.expired ? 'text-slate-500' : ''}`}>
              <span className={`min-w-0 font-semibold ${p.expired ? 'text-slate-600' : 'text-ink'}`}>{p.name}</span>
              <span className="text-sm tabular-nums text-slate-700">
                {t('packageLeft', { remaining: fmt.number(p.remaining), total: fmt.number(p.totalClasses) })}
                <span className="mx-1.5 text-slate-300" aria-hidden="true">
                  ·
                </span>
                {p.expired ? t('packageExpired', { date: fmt.day(p.expiresAt) }) : t('packageValidUntil', { date: fmt.day(p.expiresAt) })}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="min-w-0 border-t border-slate-100 pt-4 md:col-span-2 lg:col-span-1 lg:border-t-0 lg:pt-0">
        <h2 className="text-sm font-semibold text-slate-600">{t('vouchersTitle')}</h2>
        <p className="mt-2 font-semibold text-ink" data-test="classes-vouchers">
          {summary.vouchers.length > 0 ? t('vouchersCount', { count: summary.vouchers.length }) : t('vouchersNone')}
        </p>
        {firstVoucher && (
          <p className="text-sm text-slate-700" data-test="classes-voucher-earliest">
            {t('vouchersEarliest', { date: fmt.day(firstVoucher.validUntil) })}
          </p>
        )}
        <p className="mt-1 text-xs leading-5 text-slate-600">{t('vouchersHint')}</p>
      </div>
    </Card>
  );
}
