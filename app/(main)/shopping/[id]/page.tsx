import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';

import { ItemView } from '@/components/store/item-view';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { StoreMessages } from '@/components/store/store-messages';
import { getAppLocale } from '@/lib/i18n/request';
import { parseIdParam } from '@/lib/route-id';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { getStoreItem } from '@/server/services/store/catalog';
import { getPageUser } from '@/server/web/page-session';

interface Props {
  params: Promise<{ id: string }>;
}

/** The item as the viewer sees it (`allowed` is theirs), or the 404 page for an unknown or withdrawn id; shared by the metadata and the page. */
const loadItem = cache(async (id: number) => {
  const [db, user, locale] = await Promise.all([getDb(), getPageUser(), getAppLocale()]);
  try {
    return { user, item: await getStoreItem(db, id, { userId: user?.id, locale }) };
  } catch (error) {
    if (error instanceof AppError && error.error === 'NOT_FOUND') notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseIdParam((await params).id);
  const [{ item }, t] = await Promise.all([loadItem(id), getTranslations('StoreItem')]);
  return { title: t('metaTitle', { name: item.name }), robots: { index: false } };
}

/** /shopping/{id} (SPEC §2, login needed): one package or goods item; a non-numeric or unknown id is the 404 page. */
export default async function StoreItemPage({ params }: Props) {
  const id = parseIdParam((await params).id);
  const { user, item } = await loadItem(id);
  if (!user) return <VisitorLoginPrompt namespace="Store" />;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-4 sm:py-8">
      <StoreMessages>
        <ItemView initialItem={item} />
      </StoreMessages>
    </div>
  );
}
