'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { AddressBook } from '@/components/store/address/address-book';
import { OrderLines, type LineView } from '@/components/store/order/order-lines';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { createOrder, type CartLine } from '@/lib/api/store';
import { revalidateOrders } from '@/lib/hooks/use-orders';
import { useCart, useMoney, useStoreItem } from '@/lib/hooks/use-store';

/** What checkout buys: one item now (`?item=&quantity=`), or the goods in the cart (`?from=cart`). */
export type CheckoutSource = { kind: 'item'; itemId: number; quantity: number } | { kind: 'cart' };

/** /shopping/checkout: the lines, the package terms or the shipping address, the total, and 'Place order'. */
export function CheckoutView({ source }: { source: CheckoutSource | null }) {
  if (source?.kind === 'item') return <ItemCheckout itemId={source.itemId} quantity={source.quantity} />;
  if (source?.kind === 'cart') return <CartCheckout />;
  return <NothingToBuy />;
}

function ItemCheckout({ itemId, quantity }: { itemId: number; quantity: number }) {
  const { data: item, error, isLoading, mutate } = useStoreItem(itemId);
  if (!item) return <Loading error={isLoading ? undefined : error} onRetry={() => void mutate()} />;
  return <CheckoutForm lines={[{ item, quantity: item.kind === 'package' ? 1 : quantity }]} fromCart={false} />;
}

function CartCheckout() {
  const { cart, error, isLoading, mutate } = useCart();
  if (!cart) return <Loading error={isLoading ? undefined : error} onRetry={() => void mutate()} />;
  const goods = cart.lines.filter((l) => l.item.kind === 'goods');
  if (goods.length === 0) return <NothingToBuy />;
  return <CheckoutForm lines={goods} fromCart />;
}

function Loading({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const t = useTranslations('Checkout');
  return <LoadState error={error} onRetry={onRetry} texts={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }} testId="checkout" />;
}

function NothingToBuy() {
  const t = useTranslations('Checkout');
  return (
    <EmptyState title={t('nothing')} hint={t('nothingHint')} data-test="checkout-empty">
      <ButtonLink href="/shopping" className="mt-5 inline-flex font-semibold">
        {t('backToStore')}
      </ButtonLink>
    </EmptyState>
  );
}

/** Why a line cannot be bought as it is, or null. */
function lineProblem(line: CartLine, t: ReturnType<typeof useTranslations<'Checkout'>>): string | null {
  const { item, quantity } = line;
  if (item.kind === 'package' && !item.allowed) return t('notAllowed');
  if (item.stock !== null && item.stock <= 0) return t('soldOut');
  if (item.stock !== null && quantity > item.stock) return t('stockShort', { stock: item.stock });
  return null;
}

function CheckoutForm({ lines, fromCart }: { lines: CartLine[]; fromCart: boolean }) {
  const t = useTranslations('Checkout');
  const money = useMoney();
  const router = useRouter();
  const id = useId();
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [addressMissing, setAddressMissing] = useState(false);
  const isGoods = lines[0].item.kind === 'goods';
  const views: LineView[] = lines.map(({ item, quantity }) => ({
    itemId: item.id,
    kind: item.kind,
    name: item.name,
    image: item.images[0] ?? null,
    priceFen: item.priceFen,
    quantity,
    terms: item.terms,
  }));
  const problems = lines.map((l) => lineProblem(l, t)).filter((p): p is string => p !== null);
  const totalFen = lines.reduce((sum, l) => sum + l.item.priceFen * l.quantity, 0);

  async function place() {
    setFailure(null);
    if (isGoods && addressId === undefined) {
      setAddressMissing(true);
      return;
    }
    setPlacing(true);
    try {
      const order = await createOrder({
        lines: lines.map((l) => ({ itemId: l.item.id, quantity: l.quantity })),
        addressId: isGoods ? addressId : undefined,
        fromCart: fromCart || undefined,
      });
      void revalidateOrders();
      router.push(`/shopping/order/${order.orderNo}`);
    } catch (e) {
      setFailure(t('orderFailed', { message: e instanceof Error ? e.message : '' }));
      setPlacing(false);
    }
  }

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start" data-test="checkout">
      <div className="space-y-5">
        <Card as="section" aria-labelledby={`${id}-items`} className="p-5 sm:p-6">
          <h2 id={`${id}-items`} className="mb-4 text-base font-semibold text-ink">
            {t('items')}
          </h2>
          <OrderLines lines={views} />
          {!isGoods ? <p className="mt-4 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('packageNote')}</p> : null}
        </Card>
        {isGoods ? (
          <Card as="section" aria-labelledby={`${id}-address`} className="p-5 sm:p-6" data-test="checkout-address">
            <h2 id={`${id}-address`} className="mb-4 text-base font-semibold text-ink">
              {t('address')}
            </h2>
            {addressMissing && addressId === undefined ? (
              <p role="alert" className="mb-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800" data-test="checkout-address-required">
                {t('addressRequired')}
              </p>
            ) : null}
            <AddressBook
              mode="pick"
              selectedId={addressId}
              onSelect={(address) => {
                setAddressId(address.id);
                setAddressMissing(false);
              }}
            />
          </Card>
        ) : null}
      </div>

      <Card as="section" aria-labelledby={`${id}-total`} className="p-5 sm:p-6 lg:sticky lg:top-24">
        <h2 id={`${id}-total`} className="flex items-baseline justify-between gap-3 text-base font-semibold text-ink">
          {t('total')}
          <span className="text-2xl font-bold text-accent-600 tabular-nums" data-test="checkout-total">
            {money(totalFen)}
          </span>
        </h2>
        <p className="mt-2 text-xs leading-5 text-slate-500">{t('totalHint')}</p>
        {problems.length > 0 ? (
          <ul role="alert" className="mt-4 space-y-2" data-test="checkout-problems">
            {problems.map((p) => (
              <li key={p} className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {p}
              </li>
            ))}
          </ul>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-4 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800" data-test="checkout-failure">
            {failure}
          </p>
        ) : null}
        <Button variant="accent" size="lg" busy={placing} disabled={problems.length > 0} onClick={() => void place()} className="mt-5 font-semibold disabled:opacity-50" data-test="checkout-place">
          {t('placeOrder')}
        </Button>
      </Card>
    </div>
  );
}
