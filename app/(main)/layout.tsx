import type { ReactNode } from 'react';

import { LoginDialogHost } from '@/components/auth/login-dialog-host';
import { ScrollTop } from '@/components/layout/scroll-top';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { UnreadChannel } from '@/components/messages/unread-channel';
import { FEATURES } from '@/lib/constants/features';
import { getAppLocale } from '@/lib/i18n/request';
import { getPageUser } from '@/server/web/page-session';

/** The main layout: header, content (at most 1200 px), footer and the back-to-top button. */
export default async function MainLayout({ children }: { children: ReactNode }) {
  const [locale, user] = await Promise.all([getAppLocale(), getPageUser()]);
  return (
    <>
      <SkipLink target="main" />
      <SiteHeader locale={locale} user={user} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollTop />
      <LoginDialogHost />
      {FEATURES.messages && <UnreadChannel />}
    </>
  );
}
