import { http } from '../http';
import type { ReactionKind, ReactionResult, TargetType } from '../types/reactions';

export type * from '../types/reactions';

/** POST /api/picture/book/like|collect?bookId and /api/video/like|collect?videoId – toggles; answers the new state and exact count. */
export function toggleReaction(targetType: TargetType, targetId: number, kind: ReactionKind, want?: boolean) {
  const state = want === undefined ? undefined : String(want);
  return targetType === 'book'
    ? http.post<ReactionResult>(`picture/book/${kind}`, { query: { bookId: targetId, state } })
    : http.post<ReactionResult>(`video/${kind}`, { query: { videoId: targetId, state } });
}
