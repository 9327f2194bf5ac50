import type { ReactNode } from 'react';

import { LoginDialogHost } from '@/components/auth/login-dialog-host';

/**
 * The component routes (SPEC §2 "/course/components/…"): one piece of a page
 * on its own, without the site's header and footer, for the mobile apps to
 * embed. A route group of its own, because a layout cannot take away what
 * the main layout draws; the login dialog stays for a visitor's prompt.
 */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1} className="min-h-screen outline-none" data-test="embed-main">
        {children}
      </main>
      <LoginDialogHost />
    </>
  );
}
