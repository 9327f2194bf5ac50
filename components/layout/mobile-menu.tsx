'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { useUiState } from '@/lib/store/ui-state';

// The sheet (Headless UI Dialog, search box, nav) loads on the first tap, keeping it out of every page's first load.
const MobileMenuSheet = dynamic(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet), { ssr: false });

/** The phone header's menu button; the sheet with navigation, search and the icon links opens from it. */
export function MobileMenu({ extra }: { extra?: ReactNode }) {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // Unread messages show as a dot on the menu button; their count is on the message entry inside.
  const unread = useUiState((s) => s.unreadNum) > 0;
  return (
    <>
      <Button
        variant="bare"
        size="tap"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={unread ? t('openMenuUnread') : t('openMenu')}
        data-test="mobile-menu-open"
        className="relative -mr-2 shrink-0 text-slate-700 hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" className="h-5 w-5" />
        {unread && <span className="absolute right-2 top-2 h-2 w-2 rounded-full bg-red-600" data-test="mobile-menu-unread" aria-hidden />}
      </Button>
      {used ? <MobileMenuSheet open={open} onClose={() => setOpen(false)} extra={extra} /> : null}
    </>
  );
}
