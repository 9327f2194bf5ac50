import 'server-only';
import { and, inArray, sql } from 'drizzle-orm';

import { GROUP_OF_KIND, type MessageKind } from '@/lib/constants/messages';

import type { Db } from '../../db/client';
import { messages, userBlocks, type MessageData } from '../../db/schema';
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
