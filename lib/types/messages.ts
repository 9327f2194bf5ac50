import type { GroupType, MessageKind } from '@/lib/constants/messages';

/** One group type's unread count, as the socket's type 19 carries it (SPEC §3 Socket message). */
export interface GroupUnread {
  groupType: GroupType;
  unreadCount: number;
}

/** A person in the message center: a private profile shows its nickname and the default avatar (null). */
export interface PersonCard {
  userId: number;
  nickname: string;
  avatar: string | null;
}

/** Why the caller may not write to someone. */
export type ChatRefusal = 'blocked' | 'child' | 'private';

/** What a notification links to and names (as it was when the event happened). */
export interface MessageData {
  targetType?: 'book' | 'video' | 'dubbing';
  targetId?: number;
  title?: string;
  titleCn?: string;
  commentId?: number;
  lessonId?: number;
  startTime?: string;
  orderNo?: string;
}

export interface InboxMessage {
  msgId: number;
  groupType: GroupType;
  kind: MessageKind;
  /** A chat message the caller sent. */
  fromMe: boolean;
  /** Who wrote it or acted (null: the system, or the caller's own chat message). */
  sender: PersonCard | null;
  /** A chat message's text, to be shown as text. Empty for notifications (their text comes from `kind` and `data`). */
  text: string;
  data: MessageData;
  createdAt: string;
  read: boolean;
}

/** A row of GET /msg/group: a notification group (groupId = its type) or a private chat (friendId). */
export interface InboxGroup {
  groupId: number | null;
  groupType: GroupType;
  friendId: number | null;
  peer: PersonCard | null;
  lastMessage: InboxMessage | null;
  unreadCount: number;
  /** Left out of the badge and of pushes (message settings). */
  muted: boolean;
}

export interface ConversationPeer extends PersonCard {
  canMessage: boolean;
  reason: ChatRefusal | null;
}

/** GET /msg/group/detail: one page, oldest first; page 1 holds the newest messages. */
export interface MessagePage {
  list: InboxMessage[];
  total: number;
  page: number;
  size: number;
  hasMore: boolean;
  /** For a chat: the other person and whether the caller may write to them. */
  peer: ConversationPeer | null;
}

export interface MessageSettings {
  mutedTypes: GroupType[];
  /** 'HH:mm' in `timeZone`, or null for no quiet hours. */
  quietStart: string | null;
  quietEnd: string | null;
  timeZone: string;
}
