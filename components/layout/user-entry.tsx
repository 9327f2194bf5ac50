'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';

import { ROUTES } from '@/lib/constants/routes';
import { useCurrentUser, type CurrentUser } from '@/lib/hooks/use-current-user';
import { openLoginModal } from '@/lib/store/login-modal';

import { ProtectedLink } from './protected-link';

export const DEFAULT_AVATAR = '/brand/avatar-default.svg';

/** The avatar (to 'my') when logged in, otherwise the login button with its bubble. */
export function UserEntry({ serverUser }: { serverUser: CurrentUser | null }) {
  const t = useTranslations('Header');
  const user = useCurrentUser(serverUser);
  if (user) {
    return (
      <ProtectedLink href={ROUTES.my} data-test="header-avatar" className="flex min-h-11 min-w-11 shrink-0 items-center justify-center" title={user.nickname}>
        <Image
          src={user.avatar || DEFAULT_AVATAR}
          alt={t('avatarAlt', { name: user.nickname })}
          width={32}
          height={32}
          unoptimized
          className="h-8 w-8 rounded-full border border-brand-100 object-cover max-xs:h-7 max-xs:w-7"
        />
      </ProtectedLink>
    );
  }
  return (
    <div className="group relative shrink-0">
      <button
        type="button"
        onClick={() => openLoginModal()}
        data-test="header-login"
        className="group/login flex min-h-11 min-w-11 items-center justify-center text-sm font-medium text-white max-xs:text-xs"
      >
        <span className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-1.5 shadow-sm group-hover/login:bg-brand-700 max-xs:px-3 max-xs:py-0.5">{t('login')}</span>
      </button>
      <div
        role="tooltip"
        className="pointer-events-none absolute right-0 top-full z-40 mt-2 hidden w-52 rounded-lg bg-ink px-3 py-2 text-xs text-white opacity-0 shadow-lg transition group-hover:opacity-100 md:block"
      >
        {t('loginBubble')}
      </div>
    </div>
  );
}
