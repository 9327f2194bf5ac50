import type { TargetType } from '@/lib/types/reactions';

/**
 * Sessions that have just been revoked: some sessions by id (logout), or every
 * session of some users except one (password change, reset, cancellation).
 * Published after the revocation is stored; the socket hub closes their sockets.
 */
export type SessionRevokedEvent =
  | { type: 'session.revoked'; sessionIds: number[] }
  | { type: 'session.revoked'; userIds: number[]; exceptSessionId?: number };

/** A comment was stored on a book or a video (notifications, live comment counts will listen). */
export interface CommentAddedEvent {
  type: 'comment.added';
  targetType: TargetType;
  targetId: number;
  commentId: number;
}

// Reserved names: declared so the features that bring them use these shapes; nothing publishes them yet.
/** A chat message was stored (messaging). */
export interface MessageSentEvent {
  type: 'message.sent';
  messageId: number;
  senderId: number;
  recipientIds: number[];
}
/** An order's payment was confirmed (shop). */
export interface OrderPaidEvent {
  type: 'order.paid';
  orderId: number;
  userId: number;
}
/** A live lesson began (classroom). */
export interface LessonStartedEvent {
  type: 'lesson.started';
  lessonId: number;
}

/**
 * Some users' unread messages changed (a message or notification arrived, or
 * they read some): the socket hub sends those users their counts again.
 */
export interface UnreadChangedEvent {
  type: 'unread.changed';
  userIds: number[];
}

/** Every domain event of the app, told apart by `type`. */
export type AppEvent = SessionRevokedEvent | CommentAddedEvent | MessageSentEvent | OrderPaidEvent | LessonStartedEvent | UnreadChangedEvent;

/** The events every app process must hear (server/events/remote.ts carries them over PostgreSQL NOTIFY). */
export type RemoteEvent = SessionRevokedEvent | UnreadChangedEvent;
export const REMOTE_EVENT_TYPES: readonly RemoteEvent['type'][] = ['session.revoked', 'unread.changed'];

export type AppEventType = AppEvent['type'];

/** The event of one type. */
export type AppEventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

/** A subscriber; it may be async, and what it throws or rejects with is logged, never seen by the publisher. */
export type AppEventHandler<T extends AppEventType> = (event: AppEventOf<T>) => void | Promise<void>;
