'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

// The sheet (Headless UI Dialog, search box, nav) loads on the first tap, keeping it out of every page's first load.
const MobileMenuSheet = dynamic(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet), { ssr: false });

/** The phone header's menu button; the sheet with navigation, search and the icon links opens from it. */
export function MobileMenu({ extra }: { extra?: ReactNode }) {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="bare"
        size="tap"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-label={t('openMenu')}
        data-test="mobile-menu-open"
        className="-mr-2 shrink-0 text-slate-700 hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" className="h-5 w-5" />
      </Button>
      {used ? <MobileMenuSheet open={open} onClose={() => setOpen(false)} extra={extra} /> : null}
    </>
  );
}
