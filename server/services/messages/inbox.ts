import 'server-only';
import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';

import { GROUP_TYPE, GROUP_TYPES, type GroupType, type MessageKind } from '@/lib/constants/messages';
import type { ConversationPeer, GroupUnread, InboxGroup, InboxMessage, MessagePage } from '@/lib/types/messages';

import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import { AppError } from '../../errors';
import { publishEverywhere } from '../../events/remote';
import { visibleAvatar } from '../account/visibility';
import { chatPermission } from './permissions';

/** The notification groups, always listed first (private chats follow, one per person). */
const NOTICE_GROUPS: readonly GroupType[] = [GROUP_TYPE.SYSTEM, GROUP_TYPE.COMMENTS, GROUP_TYPE.LIKES, GROUP_TYPE.FOLLOWS, GROUP_TYPE.CLASSES_ORDERS];

/** At most this many private conversations are listed (the most recent). */
const MAX_CONVERSATIONS = 100;

const sender = {
  id: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  profileVisibility: users.profileVisibility,
  isChild: users.isChild,
};

type SenderRow = { id: number; nickname: string; avatar: string | null; profileVisibility: string; isChild: boolean };
type MessageRow = typeof messages.$inferSelect;

function toMessage(row: MessageRow, viewerId: number, from: SenderRow | null): InboxMessage {
  return {
    msgId: row.id,
    groupType: row.groupType as GroupType,
    kind: row.kind as MessageKind,
    fromMe: row.senderId === viewerId && row.userId !== viewerId,
    sender: from ? { userId: from.id, nickname: from.nickname, avatar: visibleAvatar(from, viewerId) } : null,
    text: row.body,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    read: row.userId !== viewerId || row.readAt !== null,
  };
}

/** The rows of the chat between `me` and `friendId`, both directions. */
const chatBetween = (me: number, friendId: number): SQL =>
  and(
    eq(messages.groupType, GROUP_TYPE.CHAT),
    or(and(eq(messages.userId, me), eq(messages.senderId, friendId)), and(eq(messages.userId, friendId), eq(messages.senderId, me))),
  )!;

/** Unread counts by group type for each of `userIds` (types without unread messages left out). */
export async function unreadByType(db: Db, userIds: readonly number[]): Promise<Map<number, GroupUnread[]>> {
  const out = new Map<number, GroupUnread[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: messages.userId, groupType: messages.groupType, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(inArray(messages.userId, [...userIds]), isNull(messages.readAt)))
    .groupBy(messages.userId, messages.groupType);
  for (const r of rows) {
    const own = out.get(r.userId) ?? [];
    own.push({ groupType: r.groupType as GroupType, unreadCount: r.n });
    out.set(r.userId, own);
  }
  return out;
}

/**
 * GET /msg/group: the five notification groups (each with its last message
 * and unread count, listed even when empty) and then the private chats, most
 * recent first, each with the other person, the last message and the unread
 * count. `mutedTypes` marks groups left out of the badge.
 */
export async function listGroups(db: Db, userId: number, mutedTypes: readonly number[]): Promise<InboxGroup[]> {
  const unread = (await unreadByType(db, [userId])).get(userId) ?? [];
  const lastNotices = await db
    .selectDistinctOn([messages.groupType])
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.userId, userId), ne(messages.groupType, GROUP_TYPE.CHAT)))
    .orderBy(messages.groupType, desc(messages.id));
  const noticeGroups: InboxGroup[] = NOTICE_GROUPS.map((groupType) => {
    const last = lastNotices.find((r) => r.messages.groupType === groupType);
    return {
      groupId: groupType,
      groupType,
      friendId: null,
      peer: null,
      lastMessage: last ? toMessage(last.messages, userId, last.users) : null,
      unreadCount: unread.find((u) => u.groupType === groupType)?.unreadCount ?? 0,
      muted: mutedTypes.includes(groupType),
    };
  });

  // One row per person: the latest message either way, and what of theirs is unread.
  // The id is written into the statement (an integer from the session): DISTINCT ON and ORDER BY must be the same expression, and two parameters are not.
  const me = sql.raw(String(Math.trunc(userId)));
  const peerOf = sql<number>`case when ${messages.userId} = ${me} then ${messages.senderId} else ${messages.userId} end`;
  const latest = await db
    .selectDistinctOn([peerOf], { message: messages, peerId: peerOf })
    .from(messages)
    .where(and(eq(messages.groupType, GROUP_TYPE.CHAT), or(eq(messages.userId, userId), eq(messages.senderId, userId))))
    .orderBy(peerOf, desc(messages.id));
  latest.sort((a, b) => b.message.id - a.message.id);
  const shown = latest.slice(0, MAX_CONVERSATIONS);
  const peerIds = shown.map((r) => Number(r.peerId));
  const peers = peerIds.length ? await db.select(sender).from(users).where(inArray(users.id, peerIds)) : [];
  const unreadFrom = peerIds.length
    ? await db
        .select({ senderId: messages.senderId, n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.groupType, GROUP_TYPE.CHAT), isNull(messages.readAt), inArray(messages.senderId, peerIds)))
        .groupBy(messages.senderId)
    : [];
  const chats: InboxGroup[] = shown.flatMap((r) => {
    const peer = peers.find((p) => p.id === Number(r.peerId));
    if (!peer) return [];
    const from = r.message.senderId === userId ? null : peer;
    return [
      {
        groupId: null,
        groupType: GROUP_TYPE.CHAT,
        friendId: peer.id,
        peer: { userId: peer.id, nickname: peer.nickname, avatar: visibleAvatar(peer, userId) },
        lastMessage: toMessage(r.message, userId, from),
        unreadCount: unreadFrom.find((u) => u.senderId === peer.id)?.n ?? 0,
        muted: mutedTypes.includes(GROUP_TYPE.CHAT),
      },
    ];
  });
  return [...noticeGroups, ...chats];
}

/**
 * GET /msg/group/detail: one group's messages (groupId 0, 2 to 5) or the chat
 * with one person (friendId), `size` a page, page 1 the newest; each page is
 * returned oldest first, as it is shown. A chat also says who the person is
 * and whether the caller may write to them.
 */
export async function groupDetail(
  db: Db,
  userId: number,
  query: { page: number; size: number; groupId?: number; friendId?: number; beforeId?: number },
): Promise<MessagePage> {
  let where: SQL;
  let peer: ConversationPeer | null = null;
  if (query.friendId !== undefined) {
    if (query.friendId === userId) throw new AppError('MESSAGE_SELF');
    const permission = await chatPermission(db, userId, query.friendId);
    if (!permission.person) throw new AppError('USER_NOT_FOUND');
    peer = { ...permission.person, canMessage: permission.allowed, reason: permission.allowed ? null : permission.reason };
    where = chatBetween(userId, query.friendId);
  } else {
    const groupType = query.groupId as GroupType;
    if (!NOTICE_GROUPS.includes(groupType)) throw new AppError('MESSAGE_GROUP_INVALID');
    where = and(eq(messages.userId, userId), eq(messages.groupType, groupType))!;
  }
  const older = query.beforeId === undefined ? undefined : lt(messages.id, query.beforeId);
  const [rows, [total], [left]] = await Promise.all([
    db
      .select({ message: messages, from: sender })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(and(where, older))
      .orderBy(desc(messages.id))
      .limit(query.size)
      .offset(older ? 0 : (query.page - 1) * query.size),
    db.select({ n: sql<number>`count(*)::int` }).from(messages).where(where),
    // Whether anything is older than this page's oldest message.
    db.select({ n: sql<number>`count(*)::int` }).from(messages).where(and(where, older)),
  ]);
  const list = rows.reverse().map((r) => toMessage(r.message, userId, r.from?.id ? r.from : null));
  const before = older ? (left?.n ?? 0) : Math.max(0, (total?.n ?? 0) - (query.page - 1) * query.size);
  return { list, total: total?.n ?? 0, page: query.page, size: query.size, hasMore: before > rows.length, peer };
}

/**
 * PUT /msg/group/read: marks read a whole group (groupId), a chat (friendId:
 * what that person sent), or one message and everything before it in its
 * group or chat (msgId). Only the caller's own messages change; returns how
 * many did, and the caller's sockets get their new counts.
 */
export async function markRead(db: Db, userId: number, target: { groupId?: number; friendId?: number; msgId?: number }): Promise<{ updated: number }> {
  const mine = and(eq(messages.userId, userId), isNull(messages.readAt));
  let where: SQL | undefined;
  if (target.msgId !== undefined) {
    const [row] = await db.select().from(messages).where(and(eq(messages.id, target.msgId), eq(messages.userId, userId)));
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    const sameThread = row.groupType === GROUP_TYPE.CHAT ? eq(messages.senderId, row.senderId!) : eq(messages.groupType, row.groupType);
    where = and(mine, eq(messages.groupType, row.groupType), sameThread, lte(messages.id, row.id));
  } else if (target.friendId !== undefined) {
    where = and(mine, eq(messages.groupType, GROUP_TYPE.CHAT), eq(messages.senderId, target.friendId));
  } else if (target.groupId !== undefined) {
    if (!GROUP_TYPES.includes(target.groupId as GroupType) || target.groupId === GROUP_TYPE.CHAT) throw new AppError('MESSAGE_GROUP_INVALID');
    where = and(mine, eq(messages.groupType, target.groupId));
  } else {
    throw new AppError('VALIDATION_FAILED');
  }
  const updated = await db.update(messages).set({ readAt: new Date() }).where(where).returning({ id: messages.id });
  if (updated.length) await publishEverywhere(db, { type: 'unread.changed', userIds: [userId] });
  return { updated: updated.length };
}

/**
 * POST /msg/send: a private message from `senderId` to `friendId`, stored as
 * plain text (never HTML) after the rules of chatPermission. The recipient's
 * sockets get their new counts.
 */
export async function sendMessage(db: Db, senderId: number, input: { friendId: number; content: string }): Promise<InboxMessage> {
  if (input.friendId === senderId) throw new AppError('MESSAGE_SELF');
  const permission = await chatPermission(db, senderId, input.friendId);
  if (!permission.person) throw new AppError('USER_NOT_FOUND');
  // Only staff are refused with a reason other than 'private' (a block): see chatPermission.
  if (!permission.allowed) throw new AppError(permission.reason === 'blocked' ? 'MESSAGE_BLOCKED' : 'MESSAGE_NOT_ALLOWED');
  const [row] = await db
    .insert(messages)
    .values({ userId: input.friendId, groupType: GROUP_TYPE.CHAT, senderId, kind: 'chat', body: input.content })
    .returning();
  await publishEverywhere(db, { type: 'unread.changed', userIds: [input.friendId] });
  return toMessage(row, senderId, null);
}
