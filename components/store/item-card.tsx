'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import { useMoney } from '@/lib/hooks/use-store';
import type { StoreItem } from '@/lib/types/store';

import { PackageArt } from './package-art';

const CARD = 'group flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A class package in the store: classes, validity, price and price per class, sold count; the cap note for a compulsory-education student. */
export function PackageCard({ item }: { item: StoreItem }) {
  const t = useTranslations('Store');
  const money = useMoney();
  const terms = item.terms;
  return (
    <Link href={`/shopping/${item.id}`} className={CARD} data-test="store-package-card" data-item={item.id}>
      <PackageArt classes={terms?.classes ?? 0} validityDays={terms?.validityDays ?? 0} size="card" />
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <h3 className="text-base font-semibold text-ink group-hover:text-brand-700">{item.name}</h3>
        {terms && (
          <p className="text-sm text-slate-600" data-test="store-card-terms">
            {t('classes', { count: terms.classes })} · {t('validity', { days: terms.validityDays })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          <p>
            <span className="text-xl font-bold tabular-nums text-accent-700" data-test="store-card-price">
              {money(item.priceFen)}
            </span>
            {item.pricePerClassFen !== null && (
              <span className="ml-2 text-sm text-slate-500" data-test="store-card-per-class">
                {t('perClass', { price: money(item.pricePerClassFen) })}
              </span>
            )}
          </p>
          <span className="text-xs text-slate-500" data-test="store-card-sold">
            {t('sold', { count: item.soldCount })}
          </span>
        </div>
        {!item.allowed && (
          <p className="rounded-xl bg-amber-50 px-3 py-2 text-xs leading-5 text-amber-900" data-test="store-card-not-allowed">
            {t('notAllowed')}
          </p>
        )}
      </div>
    </Link>
  );
}

/** Goods in the store: cover, name, price, stock left or sold out, sold count. */
export function GoodsCard({ item }: { item: StoreItem }) {
  const t = useTranslations('Store');
  const money = useMoney();
  const soldOut = (item.stock ?? 0) <= 0;
  const cover = item.images[0];
  return (
    <Link href={`/shopping/${item.id}`} className={CARD} data-test="store-goods-card" data-item={item.id}>
      <div className="relative aspect-[4/3] bg-slate-50">
        {cover ? <MediaImage src={cover} alt="" loading="lazy" className="h-full w-full object-cover" /> : null}
        {soldOut && (
          <span className="absolute left-3 top-3 rounded-full bg-slate-900/80 px-3 py-1 text-xs font-semibold text-white" data-test="store-card-sold-out">
            {t('soldOut')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-5">
        <h3 className="text-sm font-semibold text-ink group-hover:text-brand-700 sm:text-base">{item.name}</h3>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-2">
          <span className="text-lg sm:text-xl font-bold tabular-nums text-accent-700" data-test="store-card-price">
            {money(item.priceFen)}
          </span>
          <span className="text-xs text-slate-500">
            <span data-test="store-card-stock">{soldOut ? t('soldOut') : t('stockLeft', { count: item.stock ?? 0 })}</span>
            {' · '}
            <span data-test="store-card-sold">{t('sold', { count: item.soldCount })}</span>
          </span>
        </div>
      </div>
    </Link>
  );
}

/** The card of either kind. */
export function ItemCard({ item }: { item: StoreItem }) {
  return item.kind === 'package' ? <PackageCard item={item} /> : <GoodsCard item={item} />;
}
