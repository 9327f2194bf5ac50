import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { SearchBox } from '@/components/search/search-box';
import { HeaderCart } from '@/components/store/header-cart';
import { StoreMessages } from '@/components/store/store-messages';
import { buttonClass } from '@/components/ui/button';
import { FEATURES } from '@/lib/constants/features';
import { createBookUrl } from '@/lib/constants/routes';
import type { AppLocale } from '@/lib/i18n/locales';

import { BrandLogo } from './brand-logo';
import { HeaderShortcuts } from './header-shortcuts';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { ProtectedLink } from './protected-link';
import { UserEntry } from './user-entry';

interface Props {
  locale: AppLocale;
  user: { nickname: string; avatar: string | null } | null;
}

/**
 * The main header (SPEC §2): 64 px, 40 px under 540 px. From 750 px up it
 * shows everything in one row; below, the navigation, search and icons move
 * into the menu sheet. Up to lg the row is tighter, so the search box keeps
 * room for its whole hint ("Books, videos, people").
 */
export async function SiteHeader({ locale, user }: Props) {
  const t = await getTranslations('Header');
  const tc = await getTranslations('Common');
  const createBookHref = createBookUrl(locale);
  const createBook =
    createBookHref ? (
      <ProtectedLink
        href={createBookHref}
        data-test="create-book"
        className={buttonClass({ variant: 'accent', size: 'none', className: 'shrink-0 whitespace-nowrap px-3 py-1.5 text-sm font-medium max-xs:px-2 max-xs:py-0.5 max-xs:text-xs' })}
      >
        {t('createBook')}
      </ProtectedLink>
    ) : null;

  return (
    <header data-test="site-header" className="sticky top-0 z-50 h-[var(--header-height)] border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-[1200px] items-center gap-3 px-4 max-xs:gap-2 max-xs:px-3 md:max-lg:gap-2">
        {/* A long configured brand name is cut with an ellipsis rather than pushing the menu off a phone's screen. */}
        <Link href="/" className="flex min-h-11 min-w-0 items-center gap-2" data-test="header-logo">
          <BrandLogo size={36} priority className="h-9 w-9 shrink-0 max-xs:h-6 max-xs:w-6" />
          {/* the English header also holds 'Create Book': there the name (still read out) leaves its room to the search box */}
          <span className={`truncate text-lg font-bold text-brand-700 max-xs:text-sm ${createBook ? 'md:sr-only' : 'md:max-xl:sr-only'}`}>{tc('brand')}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="hidden md:block">
          <NavLinks />
        </nav>
        <SearchBox className="ml-auto hidden min-w-0 max-w-64 flex-1 md:block" />
        <div className="ml-auto flex shrink-0 items-center gap-2 md:ml-0 max-xs:gap-1">
          <LanguageToggle locale={locale} />
          <span className="hidden lg:inline-flex">{createBook}</span>
          {/* with 'Create Book' in the row the icons come from 1280 px, so the search box keeps its room */}
          <HeaderShortcuts className={createBook ? 'hidden xl:flex' : 'hidden lg:flex'} />
          {FEATURES.store && (
            <StoreMessages>
              <HeaderCart serverUser={user} />
            </StoreMessages>
          )}
          <UserEntry serverUser={user} />
          <MobileMenu extra={createBook ? <div className="flex justify-center">{createBook}</div> : null} />
        </div>
      </div>
    </header>
  );
}
