'use client';

import Image from 'next/image';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';

import { Icon } from '@/components/ui/icons';
import { ABC_HOME, ABC_LOGIN } from '@/lib/constants/auth';
import { ROUTES } from '@/lib/constants/routes';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { useLogout } from '@/lib/hooks/use-logout';
import { fromIntlLocale } from '@/lib/i18n/locales';

import { BrandLogo } from './brand-logo';
import { LanguageToggle } from './language-toggle';
import { DEFAULT_AVATAR } from './user-entry';

/** SPEC §2 /abc header: the two entries, in this order. */
const MENU = [
  { key: 'todayList', short: 'todayListShort', href: ABC_HOME },
  { key: 'allCourses', short: 'allCoursesShort', href: '/abc/course/list' },
] as const;

/**
 * The staff-area header (SPEC §2): the two menu entries (the current one
 * highlighted), the user's avatar and nickname, log-out, and beside them the
 * language switch and the way back to the main site. The main-site links are
 * plain links without a referrer: '/' reached from a page under /abc/ would
 * otherwise lead back to today's classes (SPEC §2 navigation rules).
 */
export function AbcHeader({ brand }: { brand: string }) {
  const t = useTranslations('AbcHeader');
  const locale = fromIntlLocale(useLocale());
  const pathname = usePathname();
  const router = useRouter();
  const user = useCurrentUser(null);
  const { logOut, isLoggingOut } = useLogout();

  const logout = async () => {
    await logOut();
    router.replace(ABC_LOGIN);
  };

  return (
    <header data-test="abc-header" className="sticky top-0 z-50 h-[var(--header-height)] border-b border-brand-100 bg-white">
      <div className="mx-auto flex h-full max-w-[1200px] items-center gap-6 px-4 max-md:gap-3 max-xs:gap-1.5 max-xs:px-2">
        <a href={ROUTES.home} rel="noreferrer" aria-label={t('mainSiteLabel', { brand })} title={t('mainSiteLabel', { brand })} className="flex shrink-0 items-center gap-2" data-test="abc-logo">
          <BrandLogo size={32} className="h-8 w-8 max-xs:h-6 max-xs:w-6" />
          <span className="font-bold text-brand-700 max-lg:hidden">{brand}</span>
        </a>
        <nav aria-label={t('menu')} className="flex h-full min-w-0 items-stretch gap-1">
          {MENU.map((item) => {
            const active = pathname.startsWith(item.href);
            return (
              <Link
                key={item.key}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-test={`abc-${item.key}`}
                className={`flex items-center whitespace-nowrap border-b-2 px-3 text-[15px] max-xs:px-1.5 max-xs:text-xs ${
                  active ? 'border-brand-500 font-semibold text-brand-700' : 'border-transparent text-slate-600 hover:text-brand-600'
                }`}
              >
                <span className="max-xs:sr-only">{t(item.key)}</span>
                <span aria-hidden="true" className="xs:hidden">
                  {t(item.short)}
                </span>
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-3 max-md:gap-2 max-xs:gap-1">
          <a href={ROUTES.home} rel="noreferrer" className="whitespace-nowrap text-sm text-slate-600 hover:text-brand-700 max-md:hidden" data-test="abc-main-site">
            {t('mainSite')}
          </a>
          <LanguageToggle locale={locale} />
          {user && (
            <>
              <span className="flex items-center gap-2" title={user.nickname || undefined}>
                <Image
                  src={user.avatar || DEFAULT_AVATAR}
                  alt=""
                  width={28}
                  height={28}
                  unoptimized
                  data-test="abc-avatar"
                  className="h-7 w-7 rounded-full border border-brand-100 object-cover max-xs:h-6 max-xs:w-6"
                />
                <span data-test="abc-nickname" className="max-w-32 truncate text-sm text-slate-700 max-mobile:hidden">
                  {user.nickname || t('guest')}
                </span>
              </span>
              <button
                type="button"
                onClick={() => void logout()}
                disabled={isLoggingOut}
                aria-label={t('logout')}
                data-test="abc-logout"
                className="flex min-h-11 min-w-11 items-center justify-center gap-1 whitespace-nowrap text-sm text-slate-600 hover:text-red-700 disabled:opacity-60 max-xs:min-w-9"
              >
                <Icon name="logout" className="h-4 w-4 xs:hidden" />
                <span className="max-xs:hidden">{t('logout')}</span>
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
