'use client';

import { Dialog, DialogPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { SearchBox } from '@/components/search/search-box';

import { HeaderIcons } from './header-icons';
import { NavLinks } from './nav-links';

/** The phone menu's sheet: search, navigation and the icon links (loaded on the first open). */
export function MobileMenuSheet({ open, onClose, extra }: { open: boolean; onClose: () => void; extra?: ReactNode }) {
  const t = useTranslations('Header');
  const close = onClose;
  return (
    <Dialog open={open} onClose={close} className="relative z-[1000] lg:hidden">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <DialogPanel data-test="mobile-menu" className="fixed inset-y-0 right-0 flex w-[82%] max-w-sm flex-col gap-5 overflow-y-auto bg-white p-5 shadow-xl">
        <div className="flex justify-end">
          <button type="button" onClick={close} aria-label={t('closeMenu')} data-test="mobile-menu-close" className="-mr-2 -mt-2 flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <SearchBox onDone={close} />
        <nav aria-label={t('mainNav')}>
          <NavLinks vertical onNavigate={close} />
        </nav>
        <HeaderIcons className="justify-around border-t border-slate-100 pt-4" />
        {extra}
      </DialogPanel>
    </Dialog>
  );
}
