'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { ROUTES } from '@/lib/constants/routes';
import { formatUnread, useUiState } from '@/lib/store/ui-state';

import { ProtectedLink } from './protected-link';

function IconLink({ href, label, children, badge, test }: { href: string; label: string; children: ReactNode; badge?: string; test: string }) {
  return (
    <ProtectedLink
      href={href}
      data-test={test}
      className="relative flex flex-col items-center gap-0.5 whitespace-nowrap text-slate-600 hover:text-brand-600"
      aria-label={badge ? `${label} (${badge})` : label}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        {children}
      </svg>
      <span className="text-[11px] leading-none">{label}</span>
      {badge && (
        <span
          data-test="unread-badge"
          className="absolute -right-3 -top-1.5 min-w-[18px] rounded-full bg-red-500 px-1 text-center text-[10px] font-semibold leading-[16px] text-white"
        >
          {badge}
        </span>
      )}
    </ProtectedLink>
  );
}

/** Collect, message (with the unread badge) and my. */
export function HeaderIcons({ className = '' }: { className?: string }) {
  const t = useTranslations('Header');
  const unread = useUiState((s) => s.unreadNum);
  const badge = formatUnread(unread);
  return (
    <nav aria-label={t('my')} className={`flex items-center gap-4 ${className}`}>
      <IconLink href={ROUTES.collect} label={t('collect')} test="header-collect">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9 6.8 19.6l1-5.8-4.3-4.1 5.9-.9z" strokeLinejoin="round" />
      </IconLink>
      <IconLink href={ROUTES.message} label={t('message')} badge={badge || undefined} test="header-message">
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      </IconLink>
      <IconLink href={ROUTES.my} label={t('my')} test="header-my">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
      </IconLink>
    </nav>
  );
}
