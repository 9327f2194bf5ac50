import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';

import { GROUP_OF_KIND, type MessageKind } from '@/lib/constants/messages';

import type { Db } from '../../db/client';
import { books, dubbings, messages, userBlocks, videos, type MessageData } from '../../db/schema';
import { publishEverywhere } from '../../events/remote';
import { getLogger } from '../../log';

/** A notification to store: who gets it, what happened, who did it (null: the system). */
export interface Notification {
  userId: number;
  kind: Exclude<MessageKind, 'chat'>;
  senderId?: number | null;
  /** Text the notification quotes (a comment), shown as text. */
  body?: string;
  data?: MessageData;
  /** Notifies once per recipient and key (e.g. `follow:12`, `lesson.soon:40`), however often the event is seen. */
  dedupeKey?: string;
}

/**
 * Stores notifications in their group (lib/constants/messages.ts) and tells
 * the recipients' sockets, in every process. Left out: a notification of a
 * user's own action, and one from someone the recipient has blocked. Returns
 * how many were stored.
 */
export async function notify(db: Db, list: Notification | Notification[]): Promise<number> {
  let items = (Array.isArray(list) ? list : [list]).filter((n) => n.userId !== n.senderId);
  const senders = [...new Set(items.map((n) => n.senderId).filter((id): id is number => typeof id === 'number'))];
  if (senders.length) {
    const blocked = await db
      .select({ blocker: userBlocks.blockerId, blocked: userBlocks.blockedId })
      .from(userBlocks)
      .where(and(inArray(userBlocks.blockerId, [...new Set(items.map((n) => n.userId))]), inArray(userBlocks.blockedId, senders)));
    const pairs = new Set(blocked.map((b) => `${b.blocker}:${b.blocked}`));
    items = items.filter((n) => n.senderId == null || !pairs.has(`${n.userId}:${n.senderId}`));
  }
  if (!items.length) return 0;
  const stored = await db
    .insert(messages)
    .values(items.map((n) => ({ userId: n.userId, groupType: GROUP_OF_KIND[n.kind], senderId: n.senderId ?? null, kind: n.kind, body: n.body ?? '', data: n.data ?? {}, dedupeKey: n.dedupeKey ?? null })))
    .onConflictDoNothing({ target: [messages.userId, messages.dedupeKey], where: sql`${messages.dedupeKey} is not null` })
    .returning({ userId: messages.userId });
  if (stored.length) await publishEverywhere(db, { type: 'unread.changed', userIds: [...new Set(stored.map((r) => r.userId))] });
  return stored.length;
}

/**
 * `notify` for the services whose own work is done when they call it (a like,
 * a booking, a payment): a failure is logged and never undoes or fails that work.
 */
export async function notifyQuietly(db: Db, list: Notification | Notification[]): Promise<void> {
  try {
    await notify(db, list);
  } catch (err) {
    getLogger().error({ err }, 'notification not stored');
  }
}

/** What people publish that others can like, save and comment on, and whose owner hears of it. */
export type OwnedContent = 'video' | 'dubbing';

/** The owner and the title to quote of a video or a dubbing (a dubbing is named by its book), or null. */
async function contentOwner(db: Db, targetType: OwnedContent, targetId: number) {
  if (targetType === 'video') {
    const [video] = await db.select({ ownerId: videos.userId, title: videos.title, titleCn: videos.titleCn }).from(videos).where(eq(videos.id, targetId));
    return video?.ownerId ? { ownerId: video.ownerId, title: video.title, titleCn: video.titleCn } : null;
  }
  const [dubbing] = await db
    .select({ ownerId: dubbings.userId, title: books.title, titleCn: books.titleCn })
    .from(dubbings)
    .innerJoin(books, eq(books.id, dubbings.bookId))
    .where(eq(dubbings.id, targetId));
  return dubbing ?? null;
}

/**
 * Tells the owner of a video or a dubbing that someone liked, saved or
 * commented on it. Likes and saves notify once per person and target however
 * often they are toggled; each comment notifies, quoting its start. Quiet:
 * a failure never fails the like or the comment.
 */
export async function notifyContentOwner(
  db: Db,
  event: { targetType: OwnedContent; targetId: number; senderId: number; kind: 'like' | 'collect' | 'comment'; comment?: { id: number; preview: string } },
): Promise<void> {
  try {
    const owner = await contentOwner(db, event.targetType, event.targetId);
    if (!owner) return;
    const data: MessageData = { targetType: event.targetType, targetId: event.targetId, title: owner.title, titleCn: owner.titleCn };
    await notify(
      db,
      event.comment
        ? { userId: owner.ownerId, kind: 'comment', senderId: event.senderId, body: event.comment.preview, data: { ...data, commentId: event.comment.id } }
        : { userId: owner.ownerId, kind: event.kind, senderId: event.senderId, data, dedupeKey: `${event.kind}:${event.targetType}:${event.targetId}:${event.senderId}` },
    );
  } catch (err) {
    getLogger().error({ err }, 'notification not stored');
  }
}
