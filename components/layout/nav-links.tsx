'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { FEATURES, type Feature, type FeatureFlags } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';

import { ProtectedLink } from './protected-link';

/** `wide`: in the header row from 1024 px only; below, the menu holds it (the row keeps the search box its room). */
type NavItem = { key: 'home' | 'library' | 'course' | 'store' | 'aiBook'; href: string; protect: boolean; feature?: Feature; wide?: boolean };

const ITEMS: readonly NavItem[] = [
  { key: 'home', href: ROUTES.home, protect: false },
  { key: 'library', href: ROUTES.library, protect: false },
  { key: 'course', href: ROUTES.course, protect: true, feature: 'classes' },
  { key: 'store', href: ROUTES.store, protect: true, feature: 'store' },
  { key: 'aiBook', href: ROUTES.aiBook, protect: true, feature: 'aiBook', wide: true },
];

/** The entries of the main navigation: those of features that exist (lib/constants/features.ts). */
export function navItems(features: FeatureFlags = FEATURES): NavItem[] {
  return ITEMS.filter((item) => !item.feature || features[item.feature]);
}

/** Pages of the library besides /library itself: a book, its reader and a video. */
const LIBRARY_PAGES = ['/picture/detail/', '/picture/read/', '/videoInfo/'];

/**
 * Whether a nav entry is the current section. The book library lives under
 * /picture/detail, /picture/read and /picture/components, which are not the
 * AI picture book at /picture; a book, its reader and a video belong to the
 * library.
 */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === ROUTES.home) return pathname === '/';
  if (href === ROUTES.aiBook) return pathname === href || pathname === `${href}/`;
  if (href === ROUTES.library && LIBRARY_PAGES.some((p) => pathname.startsWith(p))) return true;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Home, the library and the sections that exist; the current one is marked. `vertical` is the phone menu's layout. */
export function NavLinks({ vertical = false, onNavigate, features = FEATURES }: { vertical?: boolean; onNavigate?: () => void; features?: FeatureFlags }) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {navItems(features).map((item) => {
        const active = isNavActive(item.href, pathname);
        const className = `whitespace-nowrap ${vertical ? 'block rounded-lg px-3 py-3 text-base' : 'rounded-full px-2.5 py-1.5 text-[15px] max-lg:px-2'} ${
          active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:text-brand-600'
        }`;
        const common = { className, 'aria-current': active ? ('page' as const) : undefined, 'data-test': `nav-${item.key}`, onClick: onNavigate };
        return (
          <li key={item.key} className={!vertical && item.wide ? 'max-lg:hidden' : undefined}>
            {item.protect ? (
              <ProtectedLink href={item.href} {...common}>
                {t(item.key)}
              </ProtectedLink>
            ) : (
              <Link href={item.href} {...common}>
                {t(item.key)}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
