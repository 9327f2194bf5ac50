import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/ui/icons';
import { PasswordOffer } from '@/components/user/password-offer';
import { ProfileForm } from '@/components/user/profile-form';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getDb } from '@/server/db/client';
import { getOwnProfileOrThrow } from '@/server/services/account/profile';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MyInfo');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/myInfo (SPEC §2): editing the profile, with avatar upload and ready-made avatars. */
export default async function MyInfoPage() {
  const t = await getTranslations('MyInfo');
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="MyInfo" />;
  const profile = await getOwnProfileOrThrow(await getDb(), user.id);
  return (
    <div className="mx-auto max-w-[960px] px-4 py-8 sm:py-10">
      <Link href="/user/my" className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <Icon name="chevron" strokeWidth={1.8} className="h-4 w-4 rotate-180" />
        {t('back')}
      </Link>
      <header className="mb-6 mt-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('subtitle')}</p>
      </header>
      <UserMessages namespaces={['MyInfo', 'LoginDialog', 'Http']}>
        {!profile.hasPassword && <PasswordOffer />}
        <ProfileForm
          profile={{
            nickname: profile.nickname,
            gender: profile.gender as 'male' | 'female' | 'unknown',
            birthday: profile.birthday,
            introduction: profile.introduction,
            compulsoryEducation: profile.compulsoryEducation,
            avatar: profile.avatar,
            profileVisibility: profile.profileVisibility,
            isChild: profile.isChild,
          }}
        />
      </UserMessages>
    </div>
  );
}
