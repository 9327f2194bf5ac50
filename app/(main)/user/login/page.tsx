import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LoginCard } from '@/components/auth/login-card';
import { LoginPageView } from '@/components/auth/login-page-view';
import { firstParam, loginTarget } from '@/lib/auth/redirect';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginPage');
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** SPEC §2 `/user/login`: the login forms as a page; `?redirect=` (same-origin paths only) says where to go next. */
export default async function UserLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, params] = await Promise.all([getTranslations('LoginPage'), searchParams]);
  const raw = firstParam(params.redirect);
  return (
    <LoginCard>
      <LoginPageView target={raw ? loginTarget(raw, '/') : null} fallback="/" tagline={t('tagline')} />
    </LoginCard>
  );
}
