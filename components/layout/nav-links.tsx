'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';

import { ROUTES } from '@/lib/constants/routes';

import { ProtectedLink } from './protected-link';

const ITEMS = [
  { key: 'home', href: ROUTES.home, protect: false },
  { key: 'course', href: ROUTES.course, protect: true },
  { key: 'store', href: ROUTES.store, protect: true },
  { key: 'aiBook', href: ROUTES.aiBook, protect: true },
] as const;

/**
 * Whether a nav entry is the current section. The book library lives under
 * /picture/detail, /picture/read and /picture/components, which are not the
 * AI picture book at /picture.
 */
export function isNavActive(href: string, pathname: string): boolean {
  if (href === ROUTES.home) return pathname === '/';
  if (href === ROUTES.aiBook) return pathname === href || pathname === `${href}/`;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Home, course, store, aiBook; the current one is marked. `vertical` is the phone menu's layout. */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const t = useTranslations('Header');
  const pathname = usePathname();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {ITEMS.map((item) => {
        const active = isNavActive(item.href, pathname);
        const className = `whitespace-nowrap ${vertical ? 'block rounded-lg px-3 py-3 text-base' : 'rounded-full px-2.5 py-1.5 text-[15px]'} ${
          active ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:text-brand-600'
        }`;
        const common = { className, 'aria-current': active ? ('page' as const) : undefined, 'data-test': `nav-${item.key}`, onClick: onNavigate };
        return (
          <li key={item.key}>
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
