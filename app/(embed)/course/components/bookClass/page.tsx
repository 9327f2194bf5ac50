import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { BookClassPanel } from '@/components/classes/booking/book-class-panel';
import { LoginPrompt } from '@/components/user/login-prompt';
import { UserMessages } from '@/components/user/user-messages';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('BookClass');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /course/components/bookClass (SPEC §2 component routes): the booking panel on its own, for the apps; login needed. */
export default async function BookClassPage() {
  const [viewer, t] = await Promise.all([getPageUser(), getTranslations('BookClass')]);
  if (!viewer) {
    return (
      <div className="px-4 py-16">
        <LoginPrompt title={t('loginPromptTitle')} text={t('loginPromptText')} button={t('loginPromptButton')} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-[1200px] px-4 pb-12 pt-5 sm:pt-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mb-5 mt-1 text-sm text-slate-600">{t('intro')}</p>
      <UserMessages namespaces={['BookClass']}>
        <BookClassPanel />
      </UserMessages>
    </div>
  );
}
