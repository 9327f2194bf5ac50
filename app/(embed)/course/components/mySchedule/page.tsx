import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { MySchedule } from '@/components/classes/schedule/my-schedule';
import { SCHEDULE_NAMESPACES } from '@/components/classes/schedule/schedule-namespaces';
import { LoginPrompt } from '@/components/user/login-prompt';
import { UserMessages } from '@/components/user/user-messages';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Schedule');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** /course/components/mySchedule (SPEC §2 component routes): my schedule on its own, without the site's header and footer (the apps embed it); login needed. */
export default async function MySchedulePage() {
  const [user, t] = await Promise.all([getPageUser(), getTranslations('Schedule')]);
  if (!user) {
    return (
      <div className="px-4 py-16">
        <LoginPrompt title={t('loginPromptTitle')} text={t('loginPromptText')} button={t('loginPromptButton')} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-5 sm:py-8">
      <h1 className="mb-4 text-xl font-bold text-ink sm:text-2xl">{t('title')}</h1>
      <UserMessages namespaces={[...SCHEDULE_NAMESPACES]}>
        <MySchedule />
      </UserMessages>
    </div>
  );
}
