import { http } from '../http';
import type { ReactionKind, ReactionResult, TargetType } from '../types/reactions';

export type * from '../types/reactions';

/**
 * POST /api/picture/book/like|collect?bookId, /api/video/like|collect?videoId
 * and /api/picture/dubbing/like?dubbingId (likes only) – toggles; answers the
 * new state and exact count.
 */
export function toggleReaction(targetType: TargetType, targetId: number, kind: ReactionKind, want?: boolean) {
  const state = want === undefined ? undefined : String(want);
  if (targetType === 'book') return http.post<ReactionResult>(`picture/book/${kind}`, { query: { bookId: targetId, state } });
  if (targetType === 'dubbing') return http.post<ReactionResult>('picture/dubbing/like', { query: { dubbingId: targetId, state } });
  return http.post<ReactionResult>(`video/${kind}`, { query: { videoId: targetId, state } });
}
