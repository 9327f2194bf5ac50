import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { OutboxList } from '@/components/dev/outbox-list';
import { ButtonLink } from '@/components/ui/button';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { listOutbox } from '@/server/services/auth/outbox';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DevOutbox');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The outbox is a development tool: production shows it only when DEV_OUTBOX=true (the end-to-end server). */
function outboxEnabled(): boolean {
  const cfg = getConfig();
  return cfg.NODE_ENV !== 'production' || cfg.DEV_OUTBOX;
}

/**
 * /dev/outbox – the text messages and e-mails the local delivery providers
 * "sent" (newest first), so that codes can be read without an SMS gateway.
 * `?to=` narrows the list to one phone number or e-mail address.
 */
export default async function DevOutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!outboxEnabled()) notFound();
  const params = await searchParams;
  const to = typeof params.to === 'string' && params.to.trim() ? params.to.trim().slice(0, 254) : undefined;
  const [t, messages] = await Promise.all([getTranslations('DevOutbox'), getDb().then((db) => listOutbox(db, { to, limit: 50 }))]);
  const self = to ? `/dev/outbox?to=${encodeURIComponent(to)}` : '/dev/outbox';

  return (
    <main className="mx-auto max-w-[1200px] px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 max-w-3xl text-sm leading-6 text-slate-600 sm:text-base">{t('intro')}</p>
        </div>
        <ButtonLink href={self} size="sm" className="font-semibold shadow-sm" data-test="outbox-refresh">
          {t('refresh')}
        </ButtonLink>
      </div>
      <p className="mt-5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="rounded-full bg-white px-3 py-1 font-medium ring-1 ring-slate-200" data-test="outbox-count">
          {t('count', { count: messages.length })}
        </span>
        {to ? (
          <>
            <span>{t('filteredBy', { destination: to })}</span>
            <Link href="/dev/outbox" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t('showAll')}
            </Link>
          </>
        ) : null}
      </p>
      <div className="mt-6">
        <OutboxList messages={messages} />
      </div>
    </main>
  );
}
