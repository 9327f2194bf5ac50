import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { OrderMessages } from '@/components/store/order/order-messages';
import { OrderDetail } from '@/components/store/order/order-view';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Order');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Order numbers are digits only (date + random). */
const ORDER_NO = /^\d{8,32}$/;

/** /shopping/order/{orderNo} (login needed): the order, paying for it by QR code, and the result. */
export default async function OrderPage({ params }: { params: Promise<{ orderNo: string }> }) {
  const { orderNo } = await params;
  if (!ORDER_NO.test(orderNo)) notFound();
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Order" />;
  const t = await getTranslations('Order');
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold text-ink sm:mb-6 sm:text-3xl">{t('title')}</h1>
      <OrderMessages extra={['StoreItem']}>
        <OrderDetail orderNo={orderNo} />
      </OrderMessages>
    </div>
  );
}
