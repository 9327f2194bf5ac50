import { getTranslations } from 'next-intl/server';

import { LoginPrompt } from '@/components/user/login-prompt';

/** What the class pages show a visitor: the login prompt (SPEC §6: course needs login); logging in re-renders the page. */
export async function ClassesLoginPrompt() {
  const t = await getTranslations('CourseList');
  return (
    <div className="px-4 py-16">
      <LoginPrompt title={t('loginPromptTitle')} text={t('loginPromptText')} button={t('loginPromptButton')} />
    </div>
  );
}
