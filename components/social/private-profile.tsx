import { getTranslations } from 'next-intl/server';

import { EmptyState } from '@/components/ui/empty-state';

/** What others see instead of a private profile's lists (PR1). */
export async function PrivateProfileNote({ nickname }: { nickname: string }) {
  const t = await getTranslations('Social');
  return (
    <EmptyState title={t('privateTitle')} hint={t('privateHint', { name: nickname })} className="p-10" data-test="private-profile">
      <span aria-hidden="true" className="mt-3 block text-3xl">🔒</span>
    </EmptyState>
  );
}
