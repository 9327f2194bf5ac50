'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

// The sheet (Headless UI Dialog, search box, nav) loads on the first tap, keeping it out of every page's first load.
const MobileMenuSheet = dynamic(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet), { ssr: false });

/** The phone header's menu button; the sheet with navigation, search and the icon links opens from it. */
export function MobileMenu({ extra }: { extra?: ReactNode }) {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('openMenu')}
        data-test="mobile-menu-open"
        className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 lg:hidden"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      {used ? <MobileMenuSheet open={open} onClose={() => setOpen(false)} extra={extra} /> : null}
    </>
  );
}
