import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { AbcGuard } from '@/components/layout/abc-guard';
import { AbcHeader } from '@/components/layout/abc-header';

/** The /abc area: header and content only, for logged-in users. */
export default async function AbcLayout({ children }: { children: ReactNode }) {
  const tc = await getTranslations('Common');
  return (
    <>
      <AbcHeader brand={tc('brand')} />
      <main className="mx-auto max-w-[1200px] px-4 py-6">
        <AbcGuard>{children}</AbcGuard>
      </main>
    </>
  );
}
