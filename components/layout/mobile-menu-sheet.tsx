'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { SearchBox } from '@/components/search/search-box';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';

import { HeaderShortcuts } from './header-shortcuts';
import { NavLinks } from './nav-links';

/** The phone menu's sheet: search, navigation and the icon links (loaded on the first open). */
export function MobileMenuSheet({ open, onClose, extra }: { open: boolean; onClose: () => void; extra?: ReactNode }) {
  const t = useTranslations('Header');
  const close = onClose;
  return (
    <Dialog
      open={open}
      onClose={close}
      placement="side"
      backdrop="dim"
      layerClassName="relative z-[1000] lg:hidden"
      panelProps={{ 'data-test': 'mobile-menu' }}
      className="fixed inset-y-0 right-0 flex w-[82%] max-w-sm flex-col gap-5 overflow-y-auto bg-white p-5 shadow-xl"
    >
      <div className="flex justify-end">
        <DialogCloseButton label={t('closeMenu')} data-test="mobile-menu-close" variant="ghost" size="tap" className="-mr-2 -mt-2" />
      </div>
      <SearchBox onDone={close} />
      <nav aria-label={t('mainNav')}>
        <NavLinks vertical onNavigate={close} />
      </nav>
      <HeaderShortcuts className="justify-around border-t border-slate-100 pt-4" />
      {extra}
    </Dialog>
  );
}
