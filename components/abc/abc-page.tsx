import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { UserMessages } from '@/components/user/user-messages';

/** The messages the /abc client components read: their own, the review dialog's and the shared class labels. */
export function AbcMessages({ children }: { children: ReactNode }) {
  return <UserMessages namespaces={['AbcCourse', 'AbcReview', 'Classes']}>{children}</UserMessages>;
}

/** What a teacher account not yet linked to a teacher profile sees instead of classes. */
export async function TeacherNotLinked() {
  const t = await getTranslations('AbcCourse');
  return (
    <div role="status" className="rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200" data-test="abc-not-linked">
      <p className="font-semibold text-ink">{t('notLinkedTitle')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('notLinkedText')}</p>
    </div>
  );
}

/** The heading of an /abc page. */
export function AbcPageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-2xl font-bold text-ink max-sm:text-xl">{title}</h1>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
    </div>
  );
}
