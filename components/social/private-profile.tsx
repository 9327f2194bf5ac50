import { getTranslations } from 'next-intl/server';

import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icons';

/** What others see instead of a private profile's lists (PR1). */
export async function PrivateProfileNote({ nickname }: { nickname: string }) {
  const t = await getTranslations('Social');
  return (
    <EmptyState title={t('privateTitle')} hint={t('privateHint', { name: nickname })} className="p-10" data-test="private-profile">
      <Icon name="shield" aria-hidden="true" className="mx-auto mt-3 h-8 w-8 text-slate-400" />
    </EmptyState>
  );
}
