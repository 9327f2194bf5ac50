import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { FollowListType } from '@/lib/constants/social';
import type { PageOf } from '@/lib/types/paging';
import type { FollowEntry, FollowEntrySimple, FollowResult } from '@/lib/types/social';

import type { Db } from '../../db/client';
import { pageOffset, toPage } from '../../db/queries/paging';
import { follows, users } from '../../db/schema';
import { AppError } from '../../errors';
import { canSeeProfile, effectiveVisibility } from '../account/visibility';
import { notifyQuietly } from '../messages/notify';
import { isBlockedEitherWay } from './relations';

/**
 * Follows or unfollows `followeeId` for `followerId` (POST /api/user/follow);
 * `want` sets the state instead of toggling it. Who may be followed: an
 * active, non-child user who is not the caller and between whom and the
 * caller no block stands; anyone else answers USER_NOT_FOUND (as an unknown
 * id), CANNOT_FOLLOW_SELF or FOLLOW_BLOCKED. Unfollowing is always allowed.
 *
 * The followee's row is locked for the transaction, so raced toggles of one
 * person queue, and `follower_count` moves only by the rows actually
 * inserted or deleted: it always equals the number of follow rows. A new
 * follow notifies the followee (once per follower, however often they
 * re-follow) after the commit.
 */
export async function toggleFollow(db: Db, followerId: number, followeeId: number, want?: boolean): Promise<FollowResult> {
  if (followerId === followeeId) throw new AppError('CANNOT_FOLLOW_SELF');
  const result = await db.transaction(async (tx) => {
    // NO KEY UPDATE: blocks the other toggles of this person, not the foreign-key checks of follows inserted elsewhere.
    const [target] = await tx
      .select({ id: users.id, status: users.status, isChild: users.isChild })
      .from(users)
      .where(eq(users.id, followeeId))
      .for('no key update');
    if (!target) throw new AppError('USER_NOT_FOUND');
    const match = and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId));
    const [existing] = await tx.select({ at: follows.createdAt }).from(follows).where(match);
    const wanted = want ?? !existing;
    let delta = 0;
    if (wanted && !existing) {
      if (target.status !== 'active' || target.isChild) throw new AppError('USER_NOT_FOUND');
      if (await isBlockedEitherWay(tx, followerId, followeeId)) throw new AppError('FOLLOW_BLOCKED');
      const inserted = await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning({ id: follows.followerId });
      delta = inserted.length;
    } else if (!wanted && existing) {
      const deleted = await tx.delete(follows).where(match).returning({ id: follows.followerId });
      delta = -deleted.length;
    }
    const [row] = await tx
      .update(users)
      .set({ followerCount: sql`${users.followerCount} + ${delta}` })
      .where(eq(users.id, followeeId))
      .returning({ count: users.followerCount });
    return { followed: wanted, followerCount: row.count, delta };
  });
  if (result.delta > 0) {
    await notifyQuietly(db, { userId: followeeId, kind: 'follow', senderId: followerId, dedupeKey: `follow:${followerId}` });
  }
  return { userId: followeeId, followed: result.followed, followerCount: result.followerCount };
}

export interface FollowListQuery {
  userId: number;
  type: FollowListType;
  page: number;
  size: number;
}

/**
 * The people `userId` follows (type 'following') or who follow them
 * ('followers'), newest follow first, active accounts only. Each entry says
 * whether the caller follows them and they the caller; a private profile
 * (PR1) shows only its nickname and the default avatar.
 */
export async function listFollows(db: Db, { userId, type, page, size }: FollowListQuery): Promise<PageOf<FollowEntry>> {
  const [mine, theirs] = type === 'following' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId];
  const where = and(eq(mine, userId), eq(users.status, 'active'));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        userId: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        introduction: users.introduction,
        followerCount: users.followerCount,
        profileVisibility: users.profileVisibility,
        isChild: users.isChild,
        followed: sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${userId} and f.followee_id = ${users.id})`,
        followsMe: sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${users.id} and f.followee_id = ${userId})`,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, theirs)).where(where),
  ]);
  const list = rows.map((r): FollowEntry => {
    const relation = { followed: Boolean(r.followed), followsMe: Boolean(r.followsMe) };
    if (!canSeeProfile({ id: r.userId, profileVisibility: r.profileVisibility, isChild: r.isChild }, userId)) {
      return { userId: r.userId, nickname: r.nickname, avatar: null, visibility: 'private', ...relation };
    }
    return {
      userId: r.userId,
      nickname: r.nickname,
      avatar: r.avatar,
      introduction: r.introduction,
      followerCount: r.followerCount,
      visibility: effectiveVisibility(r),
      ...relation,
    };
  });
  return toPage(list, total, { page, size });
}

/** `simple=1`: the same list as ids and nicknames only. */
export async function listFollowsSimple(db: Db, query: FollowListQuery): Promise<PageOf<FollowEntrySimple>> {
  const page = await listFollows(db, query);
  return { ...page, list: page.list.map(({ userId, nickname }) => ({ userId, nickname })) };
}
