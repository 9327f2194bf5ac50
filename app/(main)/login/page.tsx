import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { FullPageLogin } from '@/components/auth/full-page-login';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginPage');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * SPEC §2 `/login`: where a forced re-login lands (lib/http remembers the page
 * it left). After login: `?redirect=`, else that remembered page, else home.
 */
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <FullPageLogin redirect={(await searchParams).redirect} />;
}
