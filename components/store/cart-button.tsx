'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Icon } from '@/components/ui/icons';
import { useCart } from '@/lib/hooks/use-store';

// The sheet (Headless UI Dialog and the lines) loads on the first open, keeping it out of every page's first load.
const CartSheet = dynamic(() => import('./cart-sheet').then((m) => m.CartSheet), { ssr: false });

/** The cart number as shown: nothing at 0, '99+' above 99. */
export function formatCartCount(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/**
 * Opens the cart. `header`: the bag icon with the cart number (cartnumber) in
 * a badge, beside the header's other icons; `page`: a pill on /shopping.
 */
export function CartButton({ variant }: { variant: 'header' | 'page' }) {
  const t = useTranslations('Cart');
  const { cart } = useCart();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const count = cart?.count ?? 0;
  const badge = formatCartCount(count);
  // The visible words are the name; the number is read as "3 items" rather than a bare "3".
  const countText = count > 0 ? <span className="sr-only"> ({t('countItems', { count })})</span> : null;

  function show() {
    setUsed(true);
    setOpen(true);
  }

  return (
    <>
      {variant === 'header' ? (
        <button
          type="button"
          onClick={show}
          data-test="header-cart"
          className="relative flex min-h-11 min-w-11 shrink-0 flex-col items-center justify-center gap-0.5 whitespace-nowrap text-slate-600 hover:text-brand-600"
        >
          <Icon name="bag" className="h-5 w-5" strokeWidth={1.8} />
          <span className="text-[11px] leading-none max-lg:sr-only">{t('title')}</span>
          {countText}
          {badge && (
            <span
              aria-hidden="true"
              data-test="cart-number"
              className="absolute right-0 top-0.5 min-w-[18px] rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-[16px] text-white lg:-right-2 lg:-top-0.5"
            >
              {badge}
            </span>
          )}
        </button>
      ) : (
        <button
          type="button"
          onClick={show}
          data-test="store-cart-open"
          className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700"
        >
          <Icon name="bag" className="h-5 w-5" strokeWidth={1.8} />
          {t('title')}
          {countText}
          {badge && (
            <span aria-hidden="true" data-test="store-cart-count" className="min-w-[20px] rounded-full bg-accent-600 px-1.5 text-center text-xs font-semibold leading-5 text-white">
              {badge}
            </span>
          )}
        </button>
      )}
      {used ? <CartSheet open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
