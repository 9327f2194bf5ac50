'use client';

import { useTranslations } from 'next-intl';

import { Icon, type IconName } from '@/components/ui/icons';
import { FEATURES, type FeatureFlags } from '@/lib/constants/features';
import { ROUTES } from '@/lib/constants/routes';
import { formatUnread, useUiState } from '@/lib/store/ui-state';

import { ProtectedLink } from './protected-link';

function IconLink({ href, label, icon, badge, test }: { href: string; label: string; icon: IconName; badge?: string; test: string }) {
  return (
    <ProtectedLink
      href={href}
      data-test={test}
      className="relative flex flex-col items-center gap-0.5 whitespace-nowrap text-slate-600 hover:text-brand-600"
    >
      <Icon name={icon} className="h-5 w-5" strokeWidth={1.8} />
      <span className="text-[11px] leading-none">{label}</span>
      {badge && (
        <>
          {/* Read as "Messages (3)": the name comes from the link's text, so it holds what is visible. */}
          <span
            data-test="unread-badge"
            aria-hidden="true"
            className="absolute -right-3 -top-1.5 min-w-[18px] rounded-full bg-red-500 px-1 text-center text-[10px] font-semibold leading-[16px] text-white"
          >
            {badge}
          </span>
          <span className="sr-only">({badge})</span>
        </>
      )}
    </ProtectedLink>
  );
}

/** Collect, message (with the unread badge; only once the message centre exists) and my. */
export function HeaderShortcuts({ className = '', features = FEATURES }: { className?: string; features?: FeatureFlags }) {
  const t = useTranslations('Header');
  const unread = useUiState((s) => s.unreadNum);
  const badge = formatUnread(unread);
  return (
    <nav aria-label={t('my')} className={`flex items-center gap-4 ${className}`}>
      <IconLink href={ROUTES.collect} label={t('collect')} icon="star" test="header-collect" />
      {features.messages && <IconLink href={ROUTES.message} label={t('message')} icon="message" badge={badge || undefined} test="header-message" />}
      <IconLink href={ROUTES.my} label={t('my')} icon="profile" test="header-my" />
    </nav>
  );
}
