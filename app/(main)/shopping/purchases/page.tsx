import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { OrderMessages } from '@/components/store/order/order-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { PurchasesView } from '@/components/store/purchases/purchases-view';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Purchases');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /shopping/purchases (login needed): my orders, newest first, `?page=` for older ones. */
export default async function PurchasesPage({ searchParams }: { searchParams: Promise<{ page?: string | string[] }> }) {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Purchases" />;
  const [t, { page }] = await Promise.all([getTranslations('Purchases'), searchParams]);
  const n = typeof page === 'string' ? Number(page) : 1;
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold text-ink sm:mb-6 sm:text-3xl">{t('title')}</h1>
      <OrderMessages>
        <PurchasesView page={Number.isSafeInteger(n) && n > 0 ? n : 1} />
      </OrderMessages>
    </div>
  );
}
