'use client';

import { useTranslations } from 'next-intl';

import type { InboxMessage } from '@/lib/types/messages';

import { kindKey, useMessageTime } from './message-format';

/** What a notification says, in the viewer's language, from its kind and data (the names are shown as text). */
export function NoticeText({ message }: { message: InboxMessage }) {
  const t = useTranslations('MessageCenter.kinds');
  const time = useMessageTime();
  const d = message.data;
  const title = (time.locale === 'cn' ? d.titleCn : d.title) || d.title || d.titleCn || '';
  return (
    <>
      {t(kindKey(message.kind), {
        name: message.sender?.nickname ?? '',
        title,
        time: d.startTime ? time.classTime(d.startTime) : '',
        orderNo: d.orderNo ?? '',
      })}
    </>
  );
}
