'use client';

import { useTranslations } from 'next-intl';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { PURCHASES_PAGE_SIZE, useOrders, useSecondClock } from '@/lib/hooks/use-orders';

import { PurchaseCard } from './purchase-card';

/** /shopping/purchases: my orders, newest first, a page at a time; empty, it leads to the store. */
export function PurchasesView({ page }: { page: number }) {
  const t = useTranslations('Purchases');
  const { orders, error, isLoading, mutate } = useOrders(page);
  const now = useSecondClock(false);
  if (!orders) {
    return <LoadState error={isLoading ? undefined : error} onRetry={() => void mutate()} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="purchases" />;
  }
  if (orders.list.length === 0 && page === 1) {
    return (
      <EmptyState title={t('empty')} hint={t('emptyHint')} data-test="purchases-empty">
        <ButtonLink href="/shopping" className="mt-5 inline-flex font-semibold">
          {t('goToStore')}
        </ButtonLink>
      </EmptyState>
    );
  }
  const pages = Math.max(1, Math.ceil(orders.total / (orders.size || PURCHASES_PAGE_SIZE)));
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2" data-test="purchases">
        {orders.list.map((order) => (
          <PurchaseCard key={order.orderNo} order={order} now={now} />
        ))}
      </div>
      <Pager page={page} pages={pages} href={(p) => (p === 1 ? '/shopping/purchases' : `/shopping/purchases?page=${p}`)} />
    </>
  );
}
