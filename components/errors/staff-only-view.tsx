import { getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button';
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
        <ButtonLink href={ABC_LOGIN} data-test="abc-switch-account" variant="secondary" size="base">
          {t('switchAccount')}
        </ButtonLink>
      }
    />
  );
}
