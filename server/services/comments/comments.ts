import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import { NOTICE_PREVIEW_LENGTH } from '@/lib/constants/messages';
import type { CommentItem } from '@/lib/types/comments';
import type { PageOf } from '@/lib/types/paging';
import type { PersonCard } from '@/lib/types/people';
import type { TargetType } from '@/lib/types/reactions';

import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { pageOffset, toPage } from '../../db/queries/paging';
import { books, comments, dubbings, users, videos } from '../../db/schema';
import { AppError } from '../../errors';
import { publish } from '../../events';
import { visibleAvatar } from '../account/visibility';
import { notifyContentOwner } from '../messages/notify';
import { invalidateShared, sharedRead, TAGS } from '../shared-reads';

const targetTable = { book: books, video: videos, dubbing: dubbings } as const;

/**
 * Comments on a book or video, newest first; `mine` marks the viewer's own.
 * The rows are shared (cached until a comment on the target is added or
 * deleted, or a profile changes); what depends on the viewer (`mine`, a
 * private author's avatar) is worked out per request.
 */
export async function listComments(
  db: Db,
  targetType: TargetType,
  targetId: number,
  page: number,
  size: number,
  viewerId?: number | null,
): Promise<PageOf<CommentItem>> {
  const { rows, total } = await sharedRead(db, `comments|${targetType}|${targetId}|${page}|${size}`, [TAGS.comments(targetType, targetId), TAGS.people], () =>
    loadComments(db, targetType, targetId, page, size),
  );
  const list = rows.map((r) => ({
    id: r.id,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    // A private author shows others the default avatar (PR1).
    user: { id: r.userId, nickname: r.nickname, avatar: visibleAvatar({ ...r, id: r.userId }, viewerId) },
    mine: viewerId === r.userId,
  }));
  return toPage(list, total, { page, size });
}

async function loadComments(db: Db, targetType: TargetType, targetId: number, page: number, size: number) {
  const where = and(eq(comments.targetType, targetType), eq(comments.targetId, targetId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: comments.id,
        content: comments.content,
        createdAt: comments.createdAt,
        userId: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        profileVisibility: users.profileVisibility,
        isChild: users.isChild,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(comments).where(where),
  ]);
  return { rows, total };
}

/** Adds a comment by `author` (the session's user), kept exactly as typed (it is only ever rendered as text). */
export async function addComment(db: Db, author: PersonCard, targetType: TargetType, targetId: number, content: string): Promise<CommentItem> {
  if (!content.trim()) throw new AppError('CONTENT_EMPTY');
  const table = targetTable[targetType];
  const added = await db.transaction(async (tx) => {
    const bumped = await tx
      .update(table)
      .set({ commentCount: sql`${table.commentCount} + 1` })
      .where(eq(table.id, targetId))
      .returning({ id: table.id });
    if (!bumped.length) throw new AppError('NOT_FOUND');
    const [row] = await tx.insert(comments).values({ userId: author.id, targetType, targetId, content }).returning();
    return {
      id: row.id,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      user: { id: author.id, nickname: author.nickname, avatar: author.avatar },
      mine: true,
    };
  });
  await invalidateShared(db, [TAGS.target(targetType), TAGS.comments(targetType, targetId)]);
  publish({ type: 'comment.added', targetType, targetId, commentId: added.id });
  if (targetType !== 'book') {
    await notifyContentOwner(db, {
      targetType,
      targetId,
      senderId: author.id,
      kind: 'comment',
      comment: { id: added.id, preview: [...content].slice(0, NOTICE_PREVIEW_LENGTH).join('') },
    });
  }
  return added;
}

/**
 * Deletes one's own comment. Someone else's comment answers NOT_FOUND, as an
 * unknown id does, so ids of others' comments reveal nothing.
 */
export async function deleteOwnComment(db: Db, userId: number, commentId: number): Promise<{ count: number }> {
  const { count: left, target } = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(comments)
      .where(whereOwnedBy(comments.userId, userId, eq(comments.id, commentId)))
      .returning({ targetType: comments.targetType, targetId: comments.targetId });
    if (!row) throw new AppError('NOT_FOUND');
    const table = targetTable[row.targetType as TargetType];
    const [updated] = await tx
      .update(table)
      .set({ commentCount: sql`greatest(${table.commentCount} - 1, 0)` })
      .where(eq(table.id, row.targetId))
      .returning({ count: table.commentCount });
    return { count: updated?.count ?? 0, target: row as { targetType: TargetType; targetId: number } };
  });
  await invalidateShared(db, [TAGS.target(target.targetType), TAGS.comments(target.targetType, target.targetId)]);
  return { count: left };
}
