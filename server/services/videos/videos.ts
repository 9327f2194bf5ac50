import 'server-only';
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';

import type { PageOf } from '@/lib/types/paging';
import type { VideoCard, VideoDetail } from '@/lib/types/videos';

import type { Db } from '../../db/client';
import { pageOffset, toPage } from '../../db/queries/paging';
import { countTags, hasTag } from '../../db/queries/tags';
import { reactions, users, videos } from '../../db/schema';
import { visibleAvatar } from '../account/visibility';
import { sharedRead, TAGS } from '../shared-reads';

export const videoCardColumns = {
  id: videos.id,
  title: videos.title,
  titleCn: videos.titleCn,
  poster: videos.poster,
  durationSec: videos.durationSec,
  tags: videos.tags,
  likeCount: videos.likeCount,
  collectCount: videos.collectCount,
  commentCount: videos.commentCount,
};

export interface VideoListFilter {
  /** the publisher's videos only */
  userId?: number;
  /** the videos with this tag only */
  tag?: string;
}

/** Videos in publishing order; of one user (GET /api/user/video/page) or with one tag when the filter says so. */
export function listVideos(db: Db, page: number, size: number, filter: VideoListFilter = {}): Promise<PageOf<VideoCard>> {
  // Shared by every visitor until a write to videos drops it (server/services/shared-reads.ts).
  return sharedRead(db, `videos|${page}|${size}|${filter.userId ?? ''}|${filter.tag ?? ''}`, [TAGS.videos], () => loadVideos(db, page, size, filter));
}

async function loadVideos(db: Db, page: number, size: number, filter: VideoListFilter): Promise<PageOf<VideoCard>> {
  const conditions: SQL[] = [];
  if (filter.userId) conditions.push(eq(videos.userId, filter.userId));
  if (filter.tag) conditions.push(hasTag(videos.tags, filter.tag));
  const where = conditions.length ? and(...conditions) : undefined;
  const [list, [{ total }]] = await Promise.all([
    db
      .select(videoCardColumns)
      .from(videos)
      .where(where)
      .orderBy(asc(videos.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(videos).where(where),
  ]);
  return toPage(list, total, { page, size });
}

/** The tags of the videos with how many videos carry each; the most used first. */
export function countVideoTags(db: Db): Promise<{ tag: string; count: number }[]> {
  return sharedRead(db, 'video-tags', [TAGS.videos], () => countTags(db, videos, videos.tags));
}

/** The video and its publisher as stored (cached: videos and people tags); null when there is no such video. */
function getVideoRow(db: Db, videoId: number) {
  return sharedRead(db, `video|${videoId}`, [TAGS.videos, TAGS.people], () => loadVideoRow(db, videoId));
}

async function loadVideoRow(db: Db, videoId: number) {
  const [row] = await db
    .select({
      ...videoCardColumns,
      description: videos.description,
      descriptionCn: videos.descriptionCn,
      src: videos.src,
      subtitlesEn: videos.subtitlesEn,
      subtitlesCn: videos.subtitlesCn,
      createdAt: videos.createdAt,
      updatedAt: videos.updatedAt,
      authorId: users.id,
      authorNickname: users.nickname,
      authorAvatar: users.avatar,
      authorVisibility: users.profileVisibility,
      authorIsChild: users.isChild,
    })
    .from(videos)
    .leftJoin(users, eq(users.id, videos.userId))
    .where(eq(videos.id, videoId));
  return row ?? null;
}

/**
 * A video with its publisher and the viewer's like and collect; null when
 * there is no such video. The shared row is cached; the viewer's own state
 * is read per request, and only for a logged-in viewer.
 */
export async function getVideoDetail(db: Db, videoId: number, viewerId?: number | null): Promise<VideoDetail | null> {
  const row = await getVideoRow(db, videoId);
  if (!row) return null;
  let liked = false;
  let collected = false;
  if (viewerId) {
    const kinds = await db
      .select({ kind: reactions.kind })
      .from(reactions)
      .where(and(eq(reactions.userId, viewerId), eq(reactions.targetType, 'video'), eq(reactions.targetId, videoId)));
    liked = kinds.some((k) => k.kind === 'like');
    collected = kinds.some((k) => k.kind === 'collect');
  }
  const { subtitlesEn, subtitlesCn, authorId, authorNickname, authorAvatar, authorVisibility, authorIsChild, createdAt, updatedAt, ...rest } = row;
  // A private publisher shows others the default avatar (PR1).
  const avatar = authorId
    ? visibleAvatar({ id: authorId, avatar: authorAvatar, profileVisibility: authorVisibility ?? 'private', isChild: authorIsChild ?? false }, viewerId)
    : null;
  return {
    ...rest,
    subtitles: { en: subtitlesEn, cn: subtitlesCn },
    author: authorId ? { id: authorId, nickname: authorNickname ?? '', avatar } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    liked,
    collected,
  };
}

/** Other videos to watch next: the most liked first. */
export function listMoreVideos(db: Db, videoId: number, limit = 6): Promise<VideoCard[]> {
  return sharedRead(db, `more-videos|${videoId}|${limit}`, [TAGS.videos], async () =>
    db.select(videoCardColumns).from(videos).where(ne(videos.id, videoId)).orderBy(desc(videos.likeCount), asc(videos.id)).limit(limit),
  );
}

export async function videoExists(db: Db, videoId: number): Promise<boolean> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  return Boolean(row);
}

/** Videos a user liked or collected, most recent first. */
export async function listReactedVideos(db: Db, userId: number, kind: 'like' | 'collect', page: number, size: number): Promise<PageOf<VideoCard>> {
  const where = and(eq(reactions.userId, userId), eq(reactions.targetType, 'video'), eq(reactions.kind, kind));
  const [list, [{ total }]] = await Promise.all([
    db
      .select(videoCardColumns)
      .from(reactions)
      .innerJoin(videos, eq(videos.id, reactions.targetId))
      .where(where)
      .orderBy(desc(reactions.createdAt), desc(videos.id))
      .limit(size)
      .offset(pageOffset({ page, size })),
    db.select({ total: count() }).from(reactions).where(where),
  ]);
  return toPage(list, total, { page, size });
}
