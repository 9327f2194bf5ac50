'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useAction } from '@/lib/hooks/use-action';
import { useCartActions, useMoney, useStoreItem } from '@/lib/hooks/use-store';
import { notify } from '@/lib/notify';
import type { StoreItem } from '@/lib/types/store';

import { Gallery } from './gallery';
import { PackageArt } from './package-art';
import { QuantityStepper } from './quantity-stepper';
import { RefundCalculator } from './refund-calculator';
import { clampQuantity, maxQuantity } from './store-kind';

/** Where "Buy now" goes: the checkout of one item and quantity. */
export const buyNowHref = (itemId: number, quantity: number) => `/shopping/checkout?item=${itemId}&quantity=${quantity}`;

/**
 * /shopping/{id}: the pictures (or the package's card), name, price and
 * description; a package's terms and refund calculator; the quantity, "Add
 * to cart" (goods) and "Buy now". What cannot be bought says why.
 */
export function ItemView({ initialItem }: { initialItem: StoreItem }) {
  const t = useTranslations('StoreItem');
  const ts = useTranslations('Store');
  const money = useMoney();
  const { data } = useStoreItem(initialItem.id, initialItem);
  const item = data ?? initialItem;
  const terms = item.terms;

  return (
    <div className="flex flex-col gap-6">
      <Link href={item.kind === 'package' ? '/shopping?kind=package' : '/shopping?kind=goods'} className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-slate-600 hover:text-brand-700" data-test="store-item-back">
        <Icon name="chevron-left" className="h-4 w-4" />
        {t('back')}
      </Link>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div>{item.images.length > 0 ? <Gallery images={item.images} name={item.name} /> : terms ? <PackageArt classes={terms.classes} validityDays={terms.validityDays} size="hero" /> : null}</div>
        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm font-medium text-brand-700">{item.kind === 'package' ? ts('kindPackage') : ts('kindGoods')}</p>
            <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl" data-test="store-item-name">
              {item.name}
            </h1>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-3xl font-bold tabular-nums text-accent-700" data-test="store-item-price">
                {money(item.priceFen)}
              </span>
              {item.pricePerClassFen !== null && (
                <span className="text-sm text-slate-600" data-test="store-item-per-class">
                  {ts('perClass', { price: money(item.pricePerClassFen) })}
                </span>
              )}
              <span className="text-sm text-slate-500">{ts('sold', { count: item.soldCount })}</span>
            </p>
          </div>
          <PurchasePanel item={item} />
          <p className="whitespace-pre-line text-base leading-7 text-slate-700" data-test="store-item-description">
            {item.description}
          </p>
        </div>
      </div>
      {terms && (
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
          <section aria-labelledby="store-terms-title" className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6" data-test="store-item-terms">
            <h2 id="store-terms-title" className="text-lg font-semibold text-ink">
              {t('whatYouGet')}
            </h2>
            <dl className="mt-3 divide-y divide-slate-100">
              <Term label={t('classesLabel')} value={ts('classes', { count: terms.classes })} test="term-classes" />
              <Term label={t('lengthLabel')} value={t('lengthValue', { minutes: terms.minutesPerClass })} test="term-length" />
              <Term label={t('validityLabel')} value={t('validityValue', { days: terms.validityDays })} test="term-validity" />
              <Term label={t('vouchersLabel')} value={t('vouchersValue', { count: terms.vouchers })} test="term-vouchers" />
              {item.pricePerClassFen !== null && <Term label={t('perClassLabel')} value={money(item.pricePerClassFen)} test="term-per-class" />}
            </dl>
          </section>
          <RefundCalculator paidFen={item.priceFen} classes={terms.classes} rule={terms.refundRule} />
        </div>
      )}
    </div>
  );
}

function Term({ label, value, test }: { label: string; value: ReactNode; test: string }) {
  return (
    <div className="flex justify-between gap-4 py-2.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-ink" data-test={test}>
        {value}
      </dd>
    </div>
  );
}

/** Quantity (goods), "Add to cart" (goods), "Buy now"; disabled with the reason when sold out or over a student's cap. */
export function PurchasePanel({ item }: { item: StoreItem }) {
  const t = useTranslations('StoreItem');
  const { add } = useCartActions();
  const adding = useAction(add, { onSuccess: () => notify('success', t('added')) });
  const goods = item.kind === 'goods';
  const max = goods ? maxQuantity(item.stock) : 1;
  const [wanted, setWanted] = useState(1);
  const quantity = clampQuantity(wanted, max);
  const soldOut = goods && max === 0;
  const blocked = !item.allowed ? 'notAllowed' : soldOut ? 'soldOut' : null;

  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-brand-50/60 p-4 sm:p-5" data-test="store-purchase">
      {goods && (
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium text-slate-700" aria-hidden="true">
            {t('quantity')}
          </span>
          <QuantityStepper value={quantity} max={Math.max(1, max)} onChange={setWanted} label={t('quantity')} disabled={soldOut} />
          <span className="text-sm text-slate-600" data-test="store-item-stock">
            {soldOut ? t('soldOut') : t('stockLeft', { count: item.stock ?? 0, max })}
          </span>
        </div>
      )}
      {blocked && (
        <div role="note" className="rounded-2xl bg-amber-50 p-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200" data-test={`store-item-${blocked}`}>
          {blocked === 'notAllowed' ? (
            <>
              <p className="font-semibold">{t('notAllowedTitle')}</p>
              <p>{t('notAllowedReason')}</p>
            </>
          ) : (
            <p>{t('soldOutReason')}</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        {goods && (
          <Button
            variant="secondary"
            size="none"
            className="min-h-11 flex-1 bg-white px-6 font-semibold disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 sm:flex-none"
            disabled={blocked !== null}
            busy={adding.isBusy}
            onClick={() => void adding.run(item.id, quantity)}
            data-test="store-add-to-cart"
          >
            {t('addToCart')}
          </Button>
        )}
        {blocked ? (
          <Button variant="accent" size="none" disabled className="min-h-11 flex-1 px-8 font-semibold disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 sm:flex-none" data-test="store-buy-now">
            {t('buyNow')}
          </Button>
        ) : (
          <ButtonLink href={buyNowHref(item.id, quantity)} variant="accent" size="none" className="flex min-h-11 flex-1 items-center justify-center px-8 font-semibold sm:flex-none" data-test="store-buy-now">
            {t('buyNow')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
