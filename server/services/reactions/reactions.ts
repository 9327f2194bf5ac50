import 'server-only';
import { and, eq, sql } from 'drizzle-orm';

import type { ReactionKind, ReactionResult, TargetType } from '@/lib/types/reactions';
import { ME_USER_ID } from '@/lib/constants/books';

import type { Db } from '../../db/client';
import { books, dubbings, reactions, videos } from '../../db/schema';
import { AppError } from '../../errors';
import { assertListsVisible } from '../account/profile';
import { notifyContentOwner } from '../messages/notify';
import { invalidateShared, TAGS } from '../shared-reads';

const counterColumn = {
  book: { like: books.likeCount, collect: books.collectCount },
  video: { like: videos.likeCount, collect: videos.collectCount },
  // A dubbing is liked, never collected (its routes offer no collect).
  dubbing: { like: dubbings.likeCount, collect: null },
} as const;

const targetTable = { book: books, video: videos, dubbing: dubbings } as const;

/**
 * Likes or un-likes (collects or un-collects) a book or a video for a user.
 * The counter moves only by the row actually inserted or deleted, inside one
 * transaction, and the primary key refuses a second identical row: repeated
 * or raced requests leave the counter equal to the number of rows.
 * `want` sets the state instead of toggling it.
 */
export async function toggleReaction(
  db: Db,
  userId: number,
  targetType: TargetType,
  targetId: number,
  kind: ReactionKind,
  want?: boolean,
): Promise<ReactionResult> {
  const table = targetTable[targetType];
  const counter = counterColumn[targetType][kind];
  if (!counter) throw new AppError('NOT_FOUND');
  const result = await db.transaction(async (tx) => {
    // Lock the target row: concurrent toggles on it queue here, and a deleted target is refused.
    const locked = await tx.select({ id: table.id }).from(table).where(eq(table.id, targetId)).for('update');
    if (!locked.length) throw new AppError('NOT_FOUND');

    const match = and(
      eq(reactions.userId, userId),
      eq(reactions.targetType, targetType),
      eq(reactions.targetId, targetId),
      eq(reactions.kind, kind),
    );
    let active: boolean;
    let delta = 0;
    const [existing] = await tx.select({ userId: reactions.userId }).from(reactions).where(match);
    const target = want ?? !existing;
    if (target && !existing) {
      const inserted = await tx.insert(reactions).values({ userId, targetType, targetId, kind }).onConflictDoNothing().returning({ userId: reactions.userId });
      delta = inserted.length;
      active = true;
    } else if (!target && existing) {
      const deleted = await tx.delete(reactions).where(match).returning({ userId: reactions.userId });
      delta = -deleted.length;
      active = false;
    } else {
      active = Boolean(existing);
    }
    const [row] = await tx
      .update(table)
      .set({ [kind === 'like' ? 'likeCount' : 'collectCount']: sql`${counter} + ${delta}` })
      .where(eq(table.id, targetId))
      .returning({ count: counter });
    return { active, count: row.count, delta };
  });
  // The counts shown on cards, details and the hot order change with it (server/services/shared-reads.ts).
  if (result.delta !== 0) await invalidateShared(db, [TAGS.target(targetType)]);
  if (result.delta > 0 && targetType !== 'book') await notifyContentOwner(db, { targetType, targetId, senderId: userId, kind });
  return { active: result.active, count: result.count };
}

/**
 * Whose list a `userId` query names: the caller when absent, 999 (the spec's
 * "me") or their own id; another user only while their profile is public
 * (PR1). Private, unknown, cancelling and anonymised users all answer the
 * same USER_NOT_FOUND.
 */
export async function resolveListOwner(db: Db, callerId: number, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === ME_USER_ID || userId === callerId) return callerId;
  await assertListsVisible(db, userId, callerId);
  return userId;
}
