import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { StoreMessages } from '@/components/store/store-messages';
import { StoreView } from '@/components/store/store-view';
import { apiKind, parseStoreKind } from '@/components/store/store-kind';
import { getAppLocale } from '@/lib/i18n/request';
import { getDb } from '@/server/db/client';
import { listStoreItems } from '@/server/services/store/catalog';
import { getPageUser } from '@/server/web/page-session';

interface Props {
  searchParams: Promise<{ kind?: string | string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Store');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /shopping (SPEC §2, login needed): class packages and goods, `?kind=package|goods`.
 * The list is rendered here from the catalogue service (first paint without a
 * request, and `allowed` is the viewer's); the client refreshes it over SWR.
 */
export default async function StorePage({ searchParams }: Props) {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Store" />;
  const kind = parseStoreKind((await searchParams).kind);
  const [t, db, locale] = await Promise.all([getTranslations('Store'), getDb(), getAppLocale()]);
  const items = await listStoreItems(db, { kind: apiKind(kind) ?? undefined, userId: user.id, locale });
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mb-5 mt-2 max-w-2xl text-sm leading-6 text-slate-600 sm:mb-6 sm:text-base">{t('intro')}</p>
      <StoreMessages>
        <StoreView key={kind} kind={kind} initialItems={items} />
      </StoreMessages>
    </div>
  );
}
