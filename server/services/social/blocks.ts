import 'server-only';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';

import { BLOCK_LIST_MAX } from '@/lib/constants/social';
import type { BlockedUser, BlockResult } from '@/lib/types/social';

import type { Db } from '../../db/client';
import { follows, userBlocks, users } from '../../db/schema';
import { AppError } from '../../errors';
import { visibleAvatar } from '../account/visibility';

/**
 * Blocks or unblocks `blockedId` for `blockerId` (POST /api/user/block);
 * `want` sets the state instead of toggling it. Blocking removes the follows
 * of the two users both ways, and each follower count drops by exactly the
 * rows deleted. Both users' rows are locked (in id order, so two blocks of
 * one pair cannot deadlock), which also queues a follow of either by the
 * other until the block is in place. Any existing account but an anonymised
 * one can be blocked, children's included.
 */
export async function toggleBlock(db: Db, blockerId: number, blockedId: number, want?: boolean): Promise<BlockResult> {
  if (blockerId === blockedId) throw new AppError('CANNOT_BLOCK_SELF');
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: users.id, status: users.status })
      .from(users)
      .where(inArray(users.id, [blockerId, blockedId]))
      .orderBy(users.id)
      .for('no key update');
    const target = locked.find((u) => u.id === blockedId);
    if (!target || target.status === 'anonymised') throw new AppError('USER_NOT_FOUND');
    const match = and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId));
    const [existing] = await tx.select({ at: userBlocks.createdAt }).from(userBlocks).where(match);
    const wanted = want ?? !existing;
    if (!wanted) {
      if (existing) await tx.delete(userBlocks).where(match);
      return { userId: blockedId, blocked: false };
    }
    if (!existing) await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    const removed = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followeeId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followeeId, blockerId)),
        ),
      )
      .returning({ followeeId: follows.followeeId });
    for (const { followeeId } of removed) {
      await tx
        .update(users)
        .set({ followerCount: sql`${users.followerCount} - 1` })
        .where(eq(users.id, followeeId));
    }
    return { userId: blockedId, blocked: true };
  });
}

/** The users `blockerId` blocks, the latest first (at most BLOCK_LIST_MAX); photos only of public profiles. */
export async function listBlocked(db: Db, blockerId: number): Promise<{ list: BlockedUser[] }> {
  const rows = await db
    .select({
      userId: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      profileVisibility: users.profileVisibility,
      isChild: users.isChild,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), desc(users.id))
    .limit(BLOCK_LIST_MAX);
  return {
    list: rows.map((r) => ({
      userId: r.userId,
      nickname: r.nickname,
      avatar: visibleAvatar({ id: r.userId, ...r }, blockerId),
      blockedAt: r.blockedAt.toISOString(),
    })),
  };
}
