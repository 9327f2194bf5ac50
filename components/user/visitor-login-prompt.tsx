import { getTranslations } from 'next-intl/server';

import { LoginPrompt } from './login-prompt';

/** What the user pages show a visitor: the login prompt, worded by the page's own messages. */
export async function VisitorLoginPrompt({ namespace }: { namespace: 'MyPage' | 'MyInfo' | 'Logoff' | 'Collect' | 'Address' | 'WordBank' | 'Store' | 'Checkout' | 'Order' | 'Purchases' | 'CourseList' | 'LessonReview' | 'Exercises' | 'MessageCenter' | 'Social' | 'Dubbing' | 'Creator' }) {
  const t = await getTranslations(namespace);
  return (
    <div className="px-4 py-16">
      <LoginPrompt title={t('loginPromptTitle')} text={t('loginPromptText')} button={t('loginPromptButton')} />
    </div>
  );
}
