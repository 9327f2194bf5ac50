import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { FullPageLogin } from '@/components/auth/full-page-login';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginPage');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** SPEC §2 `/user/login`: the login forms as a page; `?redirect=` (same-origin paths only) says where to go next. */
export default async function UserLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FullPageLogin redirect={(await searchParams).redirect} />;
}
