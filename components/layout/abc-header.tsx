'use client';

import Image from 'next/image';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { ABC_HOME, ABC_LOGIN } from '@/lib/constants/auth';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { useLogout } from '@/lib/hooks/use-logout';

import { DEFAULT_AVATAR } from './user-entry';

const MENU = [
  { key: 'todayList', href: ABC_HOME },
  { key: 'allCourses', href: '/abc/course/list' },
] as const;

/** The staff-area header: two menu entries (the current one highlighted), the user, and log-out. */
export function AbcHeader({ brand }: { brand: string }) {
  const t = useTranslations('AbcHeader');
  const pathname = usePathname();
  const router = useRouter();
  const user = useCurrentUser(null);
  const { logOut } = useLogout();

  const logout = async () => {
    await logOut();
    router.replace(ABC_LOGIN);
  };

  return (
    <header data-test="abc-header" className="sticky top-0 z-50 h-[var(--header-height)] border-b border-brand-100 bg-white">
      <div className="mx-auto flex h-full max-w-[1200px] items-center gap-6 px-4 max-xs:gap-2 max-xs:px-2">
        <span className="flex shrink-0 items-center gap-2">
          <Image src="/brand/logo.svg" alt="" width={32} height={32} className="h-8 w-8 max-xs:h-6 max-xs:w-6" />
          <span className="font-bold text-brand-700 max-mobile:hidden">{brand}</span>
        </span>
        <nav aria-label={brand} className="flex h-full items-stretch gap-1">
          {MENU.map((item) => {
            const active = pathname.startsWith(item.href);
            return (
              <Link
                key={item.key}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-test={`abc-${item.key}`}
                className={`flex items-center border-b-2 px-3 text-[15px] max-xs:px-1.5 max-xs:text-xs ${
                  active ? 'border-brand-500 font-semibold text-brand-700' : 'border-transparent text-slate-600 hover:text-brand-600'
                }`}
              >
                {t(item.key)}
              </Link>
            );
          })}
        </nav>
        {user && (
          <div className="ml-auto flex items-center gap-3 max-xs:gap-1.5">
            <Image
              src={user.avatar || DEFAULT_AVATAR}
              alt=""
              width={28}
              height={28}
              unoptimized
              className="h-7 w-7 rounded-full object-cover max-xs:h-6 max-xs:w-6"
            />
            <span data-test="abc-nickname" className="max-w-32 truncate text-sm text-slate-700 max-mobile:hidden">
              {user.nickname || t('guest')}
            </span>
            <button type="button" onClick={() => void logout()} data-test="abc-logout" className="text-sm text-slate-500 hover:text-red-600 max-xs:text-xs">
              {t('logout')}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
