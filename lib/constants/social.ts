/** Why a user reports another (POST /api/user/report); the labels are `Social.reasons.<reason>`. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest report detail, in characters (the column's length). */
export const REPORT_DETAIL_MAX = 500;

/** The two follow lists of GET /api/user/follow/list: people I follow, people who follow me. */
export const FOLLOW_LIST_TYPES = ['following', 'followers'] as const;
export type FollowListType = (typeof FOLLOW_LIST_TYPES)[number];

/** People per section of the user square. */
export const SQUARE_PEOPLE = 12;
/** Videos in the square's "new videos" section. */
export const SQUARE_VIDEOS = 8;

/** Blocked users listed at most (GET /api/user/block/list is not paged). */
export const BLOCK_LIST_MAX = 500;

/** People per page of /user/follow. */
export const FOLLOW_PAGE_SIZE = 20;
