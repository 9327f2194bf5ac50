import 'server-only';
import { and, eq, notExists, or, sql, type SQL } from 'drizzle-orm';

import type { Relation } from '@/lib/types/social';

import type { Db } from '../../db/client';
import { follows, userBlocks, users } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** For a query over `users`: neither that user nor `viewerId` has blocked the other. */
export function notBlockedWith(viewerId: number): SQL {
  return and(
    notExists(sql`(select 1 from ${userBlocks} b where b.blocker_id = ${viewerId} and b.blocked_id = ${users.id})`),
    notExists(sql`(select 1 from ${userBlocks} b where b.blocker_id = ${users.id} and b.blocked_id = ${viewerId})`),
  )!;
}

/** Has either of the two users blocked the other? */
export async function isBlockedEitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ blocker: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))))
    .limit(1);
  return row !== undefined;
}

/**
 * What lies between `viewerId` and `userId`: follows both ways, the viewer's
 * block (a block by the other side is not named, it only makes `canFollow`
 * false), and whether a follow would be accepted now (an active, non-child
 * user with no block between them).
 */
export async function getRelation(db: Db, viewerId: number, userId: number): Promise<Relation> {
  if (viewerId === userId) return { followed: false, followsMe: false, blockedByMe: false, canFollow: false };
  const [rows, blocks, [target], blockedEitherWay] = await Promise.all([
    db
      .select({ follower: follows.followerId })
      .from(follows)
      .where(or(and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)), and(eq(follows.followerId, userId), eq(follows.followeeId, viewerId)))),
    db
      .select({ blocker: userBlocks.blockerId })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, userId)))
      .limit(1),
    db.select({ status: users.status, isChild: users.isChild }).from(users).where(eq(users.id, userId)).limit(1),
    isBlockedEitherWay(db, viewerId, userId),
  ]);
  return {
    followed: rows.some((r) => r.follower === viewerId),
    followsMe: rows.some((r) => r.follower === userId),
    blockedByMe: blocks.length > 0,
    canFollow: target !== undefined && target.status === 'active' && !target.isChild && !blockedEitherWay,
  };
}
