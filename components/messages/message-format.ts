'use client';

import { useFormatter, useLocale } from 'next-intl';
import { useMemo } from 'react';

import type { InboxMessage } from '@/lib/types/messages';

/** Which translation key of `MessageCenter.kinds` says what a notification is ('lesson.booked' -> 'lesson_booked'). */
export const kindKey = (kind: InboxMessage['kind']) => kind.replace('.', '_');

/** Where a notification leads, if anywhere. */
export function noticeHref(message: InboxMessage): string | null {
  const d = message.data;
  if (d.targetType === 'video' && d.targetId) return `/videoInfo/${d.targetId}`;
  if (d.targetType === 'book' && d.targetId) return `/picture/detail/${d.targetId}`;
  if (d.targetType === 'dubbing' && d.targetId) return `/picture/dubbing/${d.targetId}`;
  if (message.kind === 'follow' && message.sender) return `/user/user?userId=${message.sender.userId}`;
  if (message.kind.startsWith('lesson.')) return '/course/list';
  if (message.kind.startsWith('order.')) return '/shopping/purchases';
  return null;
}

/** Message times: today as a time, this year as month and day, older with the year. */
export function useMessageTime() {
  const format = useFormatter();
  const locale = useLocale();
  return useMemo(
    () => ({
      short(iso: string, now = new Date()) {
        const at = new Date(iso);
        const sameDay = at.toDateString() === now.toDateString();
        if (sameDay) return format.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
        return format.dateTime(at, { month: 'short', day: 'numeric', year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric' });
      },
      full(iso: string) {
        return format.dateTime(new Date(iso), { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      },
      /** A class's start in the viewer's zone, with the weekday. */
      classTime(iso: string) {
        return format.dateTime(new Date(iso), { weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      },
      locale,
    }),
    [format, locale],
  );
}
