import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { ABC_LOGIN } from '@/lib/constants/auth';

import { ErrorView } from './error-view';

/** What a logged-in user without the staff role sees in the /abc area: no content, a way to switch accounts and the way home. */
export async function StaffOnlyView() {
  const t = await getTranslations('ErrorPage');
  const tc = await getTranslations('Common');
  return (
    <ErrorView
      code="403"
      title={t('staffOnlyTitle')}
      text={t('staffOnlyText')}
      homeLabel={tc('backHome')}
      action={
        <Link href={ABC_LOGIN} data-test="abc-switch-account" className="rounded-full border border-brand-200 px-6 py-2 text-brand-700 hover:bg-brand-50">
          {t('switchAccount')}
        </Link>
      }
    />
  );
}
