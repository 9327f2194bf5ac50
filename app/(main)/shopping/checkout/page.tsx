import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CheckoutView, type CheckoutSource } from '@/components/store/checkout/checkout-view';
import { OrderMessages } from '@/components/store/order/order-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** `?item={id}&quantity={n}` (buy now) or `?from=cart`; anything else is nothing to buy. */
function readSource(params: Record<string, string | string[] | undefined>): CheckoutSource | null {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : undefined);
  if (one('from') === 'cart') return { kind: 'cart' };
  const itemId = Number(one('item'));
  if (!Number.isSafeInteger(itemId) || itemId <= 0) return null;
  const quantity = Number(one('quantity') ?? '1');
  return { kind: 'item', itemId, quantity: Number.isInteger(quantity) ? Math.min(99, Math.max(1, quantity)) : 1 };
}

/** /shopping/checkout (SPEC §2, login needed): what is about to be bought, then 'Place order'. */
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Checkout" />;
  const [t, params] = await Promise.all([getTranslations('Checkout'), searchParams]);
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold text-ink sm:mb-6 sm:text-3xl">{t('title')}</h1>
      <OrderMessages extra={['Address']}>
        <CheckoutView source={readSource(params)} />
      </OrderMessages>
    </div>
  );
}
