'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { LoadState } from '@/components/ui/load-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useStoreItems } from '@/lib/hooks/use-store';
import type { StoreItem } from '@/lib/types/store';

import { CartButton } from './cart-button';
import { ItemCard } from './item-card';
import { apiKind, STORE_KINDS, storeKindHref, type StoreKindFilter } from './store-kind';

const KIND_LABEL = { all: 'kindAll', package: 'kindPackage', goods: 'kindGoods' } as const;

/**
 * /shopping for a logged-in user: the kind filter (links, so the URL says
 * what is shown and the server renders it), the cart, and the items: the
 * server's list first, refreshed on focus (stock and sold counts move).
 */
export function StoreView({ kind, initialItems }: { kind: StoreKindFilter; initialItems?: StoreItem[] }) {
  const t = useTranslations('Store');
  const { data: items, error, mutate } = useStoreItems(apiKind(kind), initialItems);
  const packages = items?.filter((i) => i.kind === 'package') ?? [];
  const goods = items?.filter((i) => i.kind === 'goods') ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={t('filterLabel')} data-test="store-filter">
          <ul className="flex flex-wrap gap-2">
            {STORE_KINDS.map((k) => (
              <li key={k}>
                <Link
                  href={storeKindHref(k)}
                  scroll={false}
                  aria-current={k === kind ? 'page' : undefined}
                  data-test={`store-filter-${k}`}
                  className={`flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition ${
                    k === kind ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700'
                  }`}
                >
                  {t(KIND_LABEL[k])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CartButton variant="page" />
      </div>

      {!items ? (
        <LoadState error={error} onRetry={() => void mutate()} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="store" />
      ) : items.length === 0 ? (
        <EmptyState title={t('empty')} data-test="store-empty" />
      ) : (
        <>
          {packages.length > 0 && <Section title={t('kindPackage')} items={packages} test="store-packages" grid="grid-cols-1" />}
          {goods.length > 0 && <Section title={t('kindGoods')} items={goods} test="store-goods" grid="grid-cols-2" />}
        </>
      )}
    </div>
  );
}

/** A kind's cards: packages one per row on phones, goods two (their pictures carry them). */
function Section({ title, items, test, grid }: { title: string; items: StoreItem[]; test: string; grid: string }) {
  return (
    <section aria-labelledby={`${test}-title`} data-test={test}>
      <h2 id={`${test}-title`} className="mb-3 text-lg font-semibold text-ink sm:text-xl">
        {title}
      </h2>
      <ul className={`grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4 ${grid}`}>
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
