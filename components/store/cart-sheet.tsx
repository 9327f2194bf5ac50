'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { LoadState } from '@/components/ui/load-state';
import { useAction } from '@/lib/hooks/use-action';
import { useCart, useCartActions, useMoney } from '@/lib/hooks/use-store';
import { notify } from '@/lib/notify';
import type { CartLine } from '@/lib/types/store';

import { QuantityStepper } from './quantity-stepper';
import { maxQuantity } from './store-kind';

/** A line can be checked out while its item has stock for its quantity. */
export const lineAvailable = (line: CartLine) => (line.item.stock ?? 0) >= line.quantity && (line.item.stock ?? 0) > 0;

/**
 * The cart as a sheet from the right: each line with its picture, name,
 * price, quantity and remove; the total and "Check out"; an empty cart leads
 * to the goods. Every change answers the whole cart, so the header number
 * follows at once.
 */
export function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Cart');
  const money = useMoney();
  const { cart, error, mutate } = useCart();
  const blocked = cart?.lines.some((l) => !lineAvailable(l)) ?? false;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="side"
      backdrop="dim"
      layerClassName="relative z-[1000]"
      panelProps={{ 'data-test': 'cart-sheet' }}
      className="fixed inset-y-0 right-0 flex w-full max-w-md flex-col bg-white shadow-xl"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-5 py-3">
        <DialogTitle className="text-lg font-semibold text-ink">{t('title')}</DialogTitle>
        <DialogCloseButton label={t('close')} data-test="cart-close" variant="ghost" size="tap" className="-mr-2" />
      </div>

      {!cart ? (
        <div className="p-5">
          <LoadState error={error} onRetry={() => void mutate()} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="cart" />
        </div>
      ) : cart.lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center" data-test="cart-empty">
          <p className="text-base font-semibold text-slate-700">{t('empty')}</p>
          <p className="text-sm leading-6 text-slate-500">{t('emptyHint')}</p>
          <ButtonLink href="/shopping?kind=goods" onClick={onClose} variant="secondary" size="sm" className="mt-2 font-medium" data-test="cart-browse-goods">
            {t('browseGoods')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-5" data-test="cart-lines">
            {cart.lines.map((line) => (
              <CartLineRow key={line.item.id} line={line} onNavigate={onClose} />
            ))}
          </ul>
          <div className="border-t border-slate-100 px-5 py-4">
            <p className="flex items-baseline justify-between text-base">
              <span className="text-slate-600">{t('total', { count: cart.count })}</span>
              <span className="text-xl font-bold tabular-nums text-accent-700" data-test="cart-total">
                {money(cart.totalFen)}
              </span>
            </p>
            {blocked && (
              <p className="mt-2 text-sm text-amber-800" data-test="cart-blocked">
                {t('blocked')}
              </p>
            )}
            {blocked ? (
              <Button size="lg" disabled className="mt-3 font-semibold disabled:bg-slate-300" data-test="cart-checkout">
                {t('checkout')}
              </Button>
            ) : (
              <ButtonLink href="/shopping/checkout?from=cart" onClick={onClose} variant="accent" size="lg" className="mt-3 font-semibold" data-test="cart-checkout">
                {t('checkout')}
              </ButtonLink>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}

function CartLineRow({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const t = useTranslations('Cart');
  const money = useMoney();
  const { setQuantity, remove } = useCartActions();
  const change = useAction(setQuantity);
  const drop = useAction(remove, { onSuccess: () => notify('success', t('removed')) });
  const { item } = line;
  const stock = item.stock ?? 0;
  const max = Math.max(line.quantity, maxQuantity(stock));

  return (
    <li className="flex gap-3 py-4" data-test="cart-line" data-item={item.id}>
      <Link href={`/shopping/${item.id}`} onClick={onNavigate} className="h-20 w-20 shrink-0 overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-100" tabIndex={-1} aria-hidden="true">
        {item.images[0] ? <MediaImage src={item.images[0]} alt="" className="h-full w-full object-cover" /> : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link href={`/shopping/${item.id}`} onClick={onNavigate} className="font-medium text-ink hover:text-brand-700" data-test="cart-line-name">
            {item.name}
          </Link>
          <span className="shrink-0 font-semibold tabular-nums text-ink" data-test="cart-line-price">
            {money(item.priceFen)}
          </span>
        </div>
        {!lineAvailable(line) && (
          <p className="text-xs text-amber-800" data-test="cart-line-unavailable">
            {stock <= 0 ? t('soldOut') : t('onlyLeft', { count: stock })}
          </p>
        )}
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            value={line.quantity}
            max={max}
            label={t('quantityOf', { name: item.name })}
            disabled={change.isBusy || drop.isBusy}
            onChange={(n) => void change.run(item.id, n)}
            data-test="cart-line-quantity"
          />
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={t('removeItem', { name: item.name })} busy={drop.isBusy} onClick={() => void drop.run(item.id)} data-test="cart-line-remove">
            {t('remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
