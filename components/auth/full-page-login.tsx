import { getTranslations } from 'next-intl/server';

import { firstParam, loginTarget } from '@/lib/auth/redirect';

import { LoginCard } from './login-card';
import { LoginPageView } from './login-page-view';

/** The login forms as a whole page; `redirect` (same-origin paths only) says where to go next. */
export async function FullPageLogin({ redirect }: { redirect: string | string[] | undefined }) {
  const t = await getTranslations('LoginPage');
  const raw = firstParam(redirect);
  return (
    <LoginCard>
      <LoginPageView target={raw ? loginTarget(raw, '/') : null} fallback="/" tagline={t('tagline')} />
    </LoginCard>
  );
}
