import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { AddressBook } from '@/components/store/address/address-book';
import { Icon } from '@/components/ui/icons';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { UserMessages } from '@/components/user/user-messages';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Address');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/address (SPEC §2, §3 Shipping address): the address book, to add, edit, delete and choose the default; login needed. */
export default async function AddressPage() {
  const t = await getTranslations('Address');
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Address" />;
  return (
    <div className="mx-auto max-w-[800px] px-4 py-8 sm:py-10">
      <Link href="/user/my" className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <Icon name="chevron" strokeWidth={1.8} className="h-4 w-4 rotate-180" />
        {t('back')}
      </Link>
      <header className="mb-6 mt-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('subtitle')}</p>
      </header>
      <UserMessages namespaces={['Address']}>
        <AddressBook mode="manage" />
      </UserMessages>
    </div>
  );
}
