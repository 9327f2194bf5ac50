import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { ClassesMessages } from './classes-messages';

export type EmbedTitle = 'courseListTitle' | 'myClassTitle' | 'leavePageTitle' | 'couponsTitle';

/** Title of a /course/components page; these pieces are not for search engines. */
export async function embedMetadata(title: EmbedTitle): Promise<Metadata> {
  const t = await getTranslations('CourseList');
  return { title: t(title), robots: { index: false, follow: false } };
}

/** The frame of a /course/components page: the login prompt for a visitor, else the piece under its title, with its messages. */
export async function EmbedPage({ title, signedIn, children }: { title: EmbedTitle; signedIn: boolean; children: ReactNode }) {
  if (!signedIn) return <VisitorLoginPrompt namespace="CourseList" />;
  const t = await getTranslations('CourseList');
  return (
    <div className="mx-auto max-w-[960px] px-4 py-5 sm:py-8">
      <h1 className="mb-4 text-xl font-bold text-ink sm:text-2xl">{t(title)}</h1>
      <ClassesMessages>{children}</ClassesMessages>
    </div>
  );
}
