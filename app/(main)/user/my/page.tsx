import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { CancellationBanner } from '@/components/user/cancellation-banner';
import { MyRowsList } from '@/components/user/my-rows-list';
import { ProfileCompleteness } from '@/components/user/profile-completeness';
import { ProfileCard } from '@/components/user/profile-card';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getDb } from '@/server/db/client';
import { getCancellationState } from '@/server/services/account/cancellation';
import { getOwnProfileOrThrow } from '@/server/services/account/profile';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MyPage');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/my (SPEC §2): the signed-in user's profile and the rows of their features; a login prompt for visitors. */
export default async function MyPage() {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="MyPage" />;
  const db = await getDb();
  const [profile, cancellation] = await Promise.all([getOwnProfileOrThrow(db, user.id), getCancellationState(db, user.id)]);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      {cancellation && <CancellationBanner effectiveAt={cancellation.effectiveAt} />}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[360px_minmax(0,1fr)] md:items-start">
        <ProfileCard profile={profile} />
        <div className="flex min-w-0 flex-col gap-6">
          <ProfileCompleteness profile={profile} />
          <MyRowsList userId={user.id} />
        </div>
      </div>
    </div>
  );
}
