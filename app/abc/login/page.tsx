import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LoginCard } from '@/components/auth/login-card';
import { LoginPageView } from '@/components/auth/login-page-view';
import { firstParam, loginTarget } from '@/lib/auth/redirect';
import { ABC_HOME } from '@/lib/constants/auth';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LoginPage');
  return { title: t('abcMetaTitle'), robots: { index: false, follow: false } };
}

/**
 * SPEC §2 `/abc/login`: the login of the /abc area, inside its layout (the
 * guard lets this one path through). The abc guard sends visitors here with
 * `?redirect=<full path>`; without one the user goes to today's classes.
 */
export default async function AbcLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [t, params] = await Promise.all([getTranslations('LoginPage'), searchParams]);
  const raw = firstParam(params.redirect);
  return (
    <LoginCard band={false}>
      <LoginPageView target={raw ? loginTarget(raw, ABC_HOME) : null} fallback={ABC_HOME} tagline={t('abcTagline')} eyebrow={t('abcTitle')} />
    </LoginCard>
  );
}
