import { getFormatter, getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';


/** On /user/my during the cooling-off period: when the account closes, and the way back. */
export async function CancellationBanner({ effectiveAt }: { effectiveAt: string }) {
  const t = await getTranslations('MyPage');
  const format = await getFormatter();
  return (
    <div role="status" data-test="cancellation-banner" className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900 sm:flex-row sm:items-center">
      <Icon name="clock" strokeWidth={1.8} className="hidden h-6 w-6 shrink-0 text-amber-500 sm:block" />
      <div className="flex-1">
        <p className="font-semibold">{t('cancellingTitle')}</p>
        <p className="mt-0.5 text-sm">{t('cancellingText', { date: format.dateTime(new Date(effectiveAt), { dateStyle: 'long' }) })}</p>
      </div>
      <ButtonLink href="/user/logoff" variant="bare" size="sm" className="shrink-0 bg-white text-center font-medium text-amber-800 shadow-sm ring-1 ring-amber-200 hover:bg-amber-100">
        {t('cancellingAction')}
      </ButtonLink>
    </div>
  );
}
