import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';

import { MessageCenterView } from '@/components/messages/message-center-view';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MessageCenter');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /messageCenter (SPEC §2; `reload=1` fetches again): notifications by group and private chats; login needed. */
export default async function MessageCenterPage() {
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="MessageCenter" />;
  return (
    <UserMessages namespaces={['MessageCenter']}>
      <Suspense>
        <MessageCenterView />
      </Suspense>
    </UserMessages>
  );
}
