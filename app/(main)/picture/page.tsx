import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { Creator } from '@/components/creator/creator';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Creator');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /picture: the AI picture book (SPEC §2, login needed). A learner or parent
 * describes a story and gets a narrated, illustrated book of their own,
 * private until they publish it (issue #15).
 */
export default async function PicturePage() {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Creator" />;
  const t = await getTranslations('Creator');
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      </header>
      <UserMessages namespaces={['Creator', 'Errors']}>
        <Creator />
      </UserMessages>
    </div>
  );
}
