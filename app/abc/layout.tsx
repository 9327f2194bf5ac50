import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { StaffOnlyView } from '@/components/errors/staff-only-view';
import { AbcGuard } from '@/components/layout/abc-guard';
import { AbcHeader } from '@/components/layout/abc-header';
import { getAbcAccess } from '@/server/web/abc-access';

/**
 * The /abc area: header and content only, for staff. The session and the
 * staff role are checked on the server (server/web/abc-access.ts); pages of
 * the area call the same check before they read any data, because a layout
 * is not rendered again on a client-side navigation.
 */
export default async function AbcLayout({ children }: { children: ReactNode }) {
  const [tc, access] = await Promise.all([getTranslations('Common'), getAbcAccess()]);
  return (
    <>
      <AbcHeader brand={tc('brand')} />
      <main className="mx-auto max-w-[1200px] px-4 py-6">
        <AbcGuard>{access === 'forbidden' ? <StaffOnlyView /> : children}</AbcGuard>
      </main>
    </>
  );
}
