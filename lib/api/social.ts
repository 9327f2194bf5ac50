import { http } from '../http';
import type { FollowListType, ReportReason } from '../constants/social';
import type { PageOf } from '../types/paging';
import type { BlockedUser, BlockResult, FollowEntry, FollowResult, Relation, UserSquare } from '../types/social';

export type * from '../types/social';

/** POST /api/user/follow?userId[&state]: toggles (or sets) my follow; answers the state and the exact follower count. */
export function toggleFollow(userId: number, want?: boolean) {
  return http.post<FollowResult>('user/follow', { query: { userId, state: want === undefined ? undefined : String(want) } });
}

/** GET /api/user/follow/list/{page}/{size}?type: people I follow, or my followers, newest first. */
export function getFollowList(type: FollowListType, page: number, size: number) {
  return http.get<PageOf<FollowEntry>>(`user/follow/list/${page}/${size}`, { query: { type } });
}

/** GET /api/user/relation?userId */
export function getRelation(userId: number) {
  return http.get<Relation>('user/relation', { query: { userId } });
}

/** POST /api/user/block?userId[&state]: toggles (or sets) my block; blocking ends follows both ways. */
export function toggleBlock(userId: number, want?: boolean) {
  return http.post<BlockResult>('user/block', { query: { userId, state: want === undefined ? undefined : String(want) } });
}

/** GET /api/user/block/list */
export function getBlockedUsers() {
  return http.get<{ list: BlockedUser[] }>('user/block/list');
}

/** POST /api/user/report: one open report per user I report. */
export function reportUser(input: { userId: number; reason: ReportReason; detail: string }) {
  return http.post<{ reportId: number }>('user/report', { json: input });
}

/** GET /api/user/square */
export function getUserSquare() {
  return http.get<UserSquare>('user/square');
}
