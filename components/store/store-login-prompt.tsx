import { getTranslations } from 'next-intl/server';

import { LoginPrompt } from '@/components/user/login-prompt';

/** What the store pages show a visitor: the login prompt (SPEC §2: the store needs login), in the page's own words; logging in re-renders the page. */
export async function StoreLoginPrompt({ namespace = 'Store' }: { namespace?: 'Store' | 'Checkout' | 'Order' | 'Purchases' } = {}) {
  const t = await getTranslations(namespace);
  return (
    <div className="px-4 py-16">
      <LoginPrompt title={t('loginPromptTitle')} text={t('loginPromptText')} button={t('loginPromptButton')} />
    </div>
  );
}
