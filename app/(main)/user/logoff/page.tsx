import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { LogoffFlow } from '@/components/user/logoff-flow';
import { LogoffStatus } from '@/components/user/logoff-status';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getAppLocale } from '@/lib/i18n/request';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db/client';
import { getCancellationState, listCancellationReasons } from '@/server/services/account/cancellation';
import { getOwnProfileOrThrow } from '@/server/services/account/profile';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Logoff');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /user/logoff (SPEC §2, §4): the cancellation flow, or, for a user who
 * logged in again during the cooling-off period, the status with a way to
 * withdraw. The footer hides its log-off link here.
 */
export default async function LogoffPage() {
  const t = await getTranslations('Logoff');
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Logoff" />;
  const db = await getDb();
  const [profile, state, locale] = await Promise.all([getOwnProfileOrThrow(db, user.id), getCancellationState(db, user.id), getAppLocale()]);
  return (
    <div className="mx-auto max-w-[760px] px-4 py-8 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      </header>
      <div className="overflow-hidden rounded-3xl border border-brand-100 bg-white shadow-sm">
        <UserMessages namespaces={['Logoff']}>
          {state ? (
            <LogoffStatus effectiveAt={state.effectiveAt} canWithdraw />
          ) : (
            <LogoffFlow
              accountHint={profile.phone ?? profile.email}
              reasons={listCancellationReasons(locale)}
              coolingOffDays={getConfig().CANCELLATION_COOLING_OFF_DAYS}
            />
          )}
        </UserMessages>
      </div>
    </div>
  );
}
