import 'server-only';
import { and, asc, desc, eq, max, ne, notExists, sql } from 'drizzle-orm';

import { SQUARE_DUBBINGS } from '@/lib/constants/dubbings';
import { SQUARE_PEOPLE, SQUARE_VIDEOS } from '@/lib/constants/social';
import type { SquarePerson, SquareVideo, UserSquare } from '@/lib/types/social';

import type { Db } from '../../db/client';
import { follows, readingProgress, users, videos } from '../../db/schema';
import { listedProfileWhere } from '../account/visibility';
import { listRecentDubbings } from '../dubbings/dubbings';
import { notBlockedWith } from './relations';
import { videoCardColumns } from '../videos/videos';

const personColumns = {
  userId: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  introduction: users.introduction,
  followerCount: users.followerCount,
};


/**
 * The user square (GET /api/user/square): public profiles only, never a
 * child's. Active readers: latest reading progress first. Suggested follows:
 * most followers first; for a viewer, without themself, the people they
 * follow and anyone a block stands between. New videos: the latest of
 * public publishers. New dubbings: the latest finished ones of public
 * profiles (services/dubbings, the same rules).
 */
export async function getUserSquare(db: Db, viewerId: number | null): Promise<UserSquare> {
  const viewerFilter = viewerId ? [notBlockedWith(viewerId)] : [];
  const lastRead = max(readingProgress.updatedAt);
  const [activeReaders, suggested, videoRows, newDubbings] = await Promise.all([
    db
      .select(personColumns)
      .from(readingProgress)
      .innerJoin(users, eq(users.id, readingProgress.userId))
      .where(and(listedProfileWhere, ...viewerFilter))
      .groupBy(users.id)
      .orderBy(desc(lastRead), asc(users.id))
      .limit(SQUARE_PEOPLE),
    db
      .select(personColumns)
      .from(users)
      .where(
        and(
          listedProfileWhere,
          ...viewerFilter,
          ...(viewerId
            ? [ne(users.id, viewerId), notExists(sql`(select 1 from ${follows} f where f.follower_id = ${viewerId} and f.followee_id = ${users.id})`)]
            : []),
        ),
      )
      .orderBy(desc(users.followerCount), asc(users.id))
      .limit(SQUARE_PEOPLE),
    db
      .select({ ...videoCardColumns, authorId: users.id, authorNickname: users.nickname, authorAvatar: users.avatar })
      .from(videos)
      .innerJoin(users, eq(users.id, videos.userId))
      .where(and(listedProfileWhere, ...viewerFilter))
      .orderBy(desc(videos.createdAt), desc(videos.id))
      .limit(SQUARE_VIDEOS),
    listRecentDubbings(db, viewerId, SQUARE_DUBBINGS),
  ]);
  const newVideos = videoRows.map(({ authorId, authorNickname, authorAvatar, ...card }): SquareVideo => ({
    ...card,
    author: { userId: authorId, nickname: authorNickname, avatar: authorAvatar },
  }));
  return { activeReaders: activeReaders as SquarePerson[], suggested: suggested as SquarePerson[], newVideos, newDubbings };
}
