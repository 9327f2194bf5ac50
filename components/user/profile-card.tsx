import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

import { AvatarImage } from './avatar-image';
import { LogoutButton } from './logout-button';

interface Props {
  profile: {
    nickname: string;
    avatar: string | null;
    accountNo: string;
    introduction: string;
    followerCount: number;
    likeCount: number;
  };
}

/** The head of /user/my: avatar, nickname, account number, counts and the two account actions. */
export async function ProfileCard({ profile }: Props) {
  const t = await getTranslations('MyPage');
  const stats = [
    { key: 'followers', value: profile.followerCount },
    { key: 'likes', value: profile.likeCount },
  ] as const;
  return (
    <section data-test="profile-card" className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
      <div className="h-24 bg-[radial-gradient(circle_at_20%_20%,#d6f2e1,transparent_55%),radial-gradient(circle_at_85%_30%,#ffe3c8,transparent_50%),linear-gradient(120deg,#eefaf3,#fff8f0)]" />
      <div className="-mt-12 flex flex-col items-center px-6 pb-7 text-center">
        <AvatarImage src={profile.avatar} alt={t('avatarAlt', { name: profile.nickname })} size={96} className="h-24 w-24 ring-4 ring-white shadow-md" />
        <h1 data-test="profile-nickname" className="mt-3 max-w-full break-words text-2xl font-bold text-ink">
          {profile.nickname || t('noNickname')}
        </h1>
        <p data-test="profile-account-no" className="mt-1 rounded-full bg-slate-100 px-3 py-0.5 text-xs text-slate-600">
          {t('accountNo', { no: profile.accountNo })}
        </p>
        <p className={`mt-3 max-w-full whitespace-pre-line break-words text-sm leading-6 ${profile.introduction ? 'text-slate-600' : 'text-slate-500'}`}>
          {profile.introduction || t('noIntroduction')}
        </p>
        <dl className="mt-5 grid w-full grid-cols-2 divide-x divide-slate-100 rounded-2xl bg-slate-50 py-3">
          {stats.map((s) => (
            <div key={s.key} className="flex flex-col-reverse items-center gap-0.5">
              <dt className="text-xs text-slate-500">{t(s.key)}</dt>
              <dd data-test={`profile-${s.key}`} className="text-xl font-bold tabular-nums text-ink">
                {s.key === 'followers' ? (
                  <Link href="/user/follow?type=followers" className="hover:text-brand-700">
                    {s.value}
                  </Link>
                ) : (
                  s.value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink href="/user/myInfo" data-test="edit-profile" className="inline-flex items-center justify-center gap-2 font-medium shadow-sm transition">
            <Icon name="edit" strokeWidth={1.8} className="h-4 w-4" />
            {t('editProfile')}
          </ButtonLink>
          <LogoutButton label={t('logout')} busyLabel={t('loggingOut')} doneLabel={t('loggedOut')} />
        </div>
      </div>
    </section>
  );
}
