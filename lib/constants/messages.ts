/**
 * Message group types (SPEC §3 Group message, §4 Unread badge). Fixed: the
 * socket's type-19 counts and the badge use these numbers.
 *
 * 0 system notices · 1 private chats (one conversation per person) ·
 * 2 comments and replies · 3 likes and collects · 4 new followers ·
 * 5 class and order notices
 */
export const GROUP_TYPE = {
  SYSTEM: 0,
  CHAT: 1,
  COMMENTS: 2,
  LIKES: 3,
  FOLLOWS: 4,
  CLASSES_ORDERS: 5,
} as const;

export type GroupType = (typeof GROUP_TYPE)[keyof typeof GROUP_TYPE];

export const GROUP_TYPES: readonly GroupType[] = [0, 1, 2, 3, 4, 5];

/** The badge shows the count up to this and '99+' above it. */
export const BADGE_MAX = 99;

/** A comment shown in its notification is cut to this many characters. */
export const NOTICE_PREVIEW_LENGTH = 100;

/** A chat message holds at most this many characters. */
export const MESSAGE_MAX_LENGTH = 500;

/** Quiet hours of a child's account unless changed: nothing is pushed in between. */
export const CHILD_QUIET_HOURS = { start: '21:30', end: '08:00' } as const;

/** What a notification says happened; its text comes from the `messages.kinds` translations. */
export const NOTIFICATION_KINDS = [
  'welcome',
  'follow',
  'like',
  'collect',
  'comment',
  'lesson.booked',
  'lesson.cancelled',
  'lesson.soon',
  'order.paid',
] as const;

export type MessageKind = 'chat' | (typeof NOTIFICATION_KINDS)[number];

/** The group each notification kind lands in. */
export const GROUP_OF_KIND: Record<Exclude<MessageKind, 'chat'>, GroupType> = {
  welcome: GROUP_TYPE.SYSTEM,
  follow: GROUP_TYPE.FOLLOWS,
  like: GROUP_TYPE.LIKES,
  collect: GROUP_TYPE.LIKES,
  comment: GROUP_TYPE.COMMENTS,
  'lesson.booked': GROUP_TYPE.CLASSES_ORDERS,
  'lesson.cancelled': GROUP_TYPE.CLASSES_ORDERS,
  'lesson.soon': GROUP_TYPE.CLASSES_ORDERS,
  'order.paid': GROUP_TYPE.CLASSES_ORDERS,
};

/** A class about to start is announced this many minutes before. */
export const LESSON_SOON_MINUTES = 30;

/** The badge's text for a count: '' for none, '99+' above 99. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
