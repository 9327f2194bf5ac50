import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { SandboxPay, type SandboxPayState } from '@/components/payments/sandbox-pay';
import { UserMessages } from '@/components/user/user-messages';
import { getDb } from '@/server/db/client';
import { getSandboxPayment } from '@/server/providers/payments/sandbox';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SandboxPay');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /pay/sandbox/{token}: the sandbox payment gateway's page, which the order
 * page's QR code opens (on a phone, usually). It belongs to the gateway, not
 * to the store: no login, no site header; the token is the attempt's secret.
 */
export default async function SandboxPayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const payment = await getSandboxPayment(await getDb(), token);
  const state: SandboxPayState = !payment
    ? 'not_found'
    : payment.status === 'paid'
      ? 'paid'
      : payment.status === 'failed'
        ? 'failed'
        : payment.expiresAt <= new Date()
          ? 'closed'
          : 'pending';
  const t = await getTranslations('SandboxPay');
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-slate-50 outline-none">
      <h1 className="sr-only">{t('metaTitle')}</h1>
      <UserMessages namespaces={['SandboxPay']}>
        <SandboxPay
          token={token}
          orderNo={payment?.orderNo ?? ''}
          amountFen={payment?.amountFen ?? 0}
          method={payment?.method === 'wechat' ? 'wechat' : 'alipay'}
          initialState={state}
        />
      </UserMessages>
    </main>
  );
}
