'use client';

import { useTranslations } from 'next-intl';

import { pickLocalized } from '@/lib/i18n/localized';
import type { InboxMessage } from '@/lib/types/messages';

import { kindKey, useMessageTime } from './message-format';

/** What a notification says, in the viewer's language, from its kind and data (the names are shown as text). */
export function NoticeText({ message }: { message: InboxMessage }) {
  const t = useTranslations('MessageCenter.kinds');
  const time = useMessageTime();
  const d = message.data;
  // The locale is the language tag ('zh-CN', 'en'), so the title is picked the way every card picks one.
  const title = pickLocalized(time.locale, d.title ?? '', d.titleCn ?? '');
  return (
    <>
      {t(kindKey(message.kind), {
        name: message.sender?.nickname ?? '',
        title,
        target: d.targetType ?? 'video',
        time: d.startTime ? time.classTime(d.startTime) : '',
        orderNo: d.orderNo ?? '',
      })}
    </>
  );
}
