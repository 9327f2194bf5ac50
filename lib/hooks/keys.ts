import type { ReactionKind, TargetType } from '../types/reactions';

/**
 * SWR cache keys, one array per resource: `[<domain>/<resource>, ...ids]`
 * (or `[<domain>, ...ids]` when the domain has one resource). The first
 * element names the resource and is what `revalidatePrefix` matches, so a
 * write can refresh every cached page of a list with one call; the rest are
 * the ids, in a fixed order. Build keys here only, never inline, so a prefix
 * finds every entry.
 *
 * Account hooks follow the same shape: `['account/me']`,
 * `['account/public', userId]`, `['account/cancellation']`, and lists of a
 * user as `['books/liked', userId, page]`, `['books/collected', userId, page]`,
 * `['videos/collected', userId, page]`.
 */
export const KEYS = {
  bookDetail: (bookId: number) => ['books/detail', bookId] as const,
  likedBooks: (userId: number | undefined, page: number) => ['books/liked', userId ?? 'me', page] as const,
  collectedBooks: (userId: number | undefined, page: number) => ['books/collected', userId ?? 'me', page] as const,
  collectedVideos: (userId: number | undefined, page: number) => ['videos/collected', userId ?? 'me', page] as const,
  reaction: (targetType: TargetType, targetId: number, kind: ReactionKind) => ['reactions', targetType, targetId, kind] as const,
  comments: (targetType: TargetType, targetId: number) => ['comments', targetType, targetId] as const,
  searchKeywords: (type: number) => ['search/keywords', type] as const,
  accountMe: () => ['account/me'] as const,
  /** The caller's classes (getCourseLessonRecord, all of them) and what goes beside them (packages, vouchers, trial, notices). */
  classesRecord: () => ['classes/record'] as const,
  classesSummary: () => ['classes/summary'] as const,
  classesConfig: () => ['classes/config'] as const,
  classesMaterials: () => ['classes/materials'] as const,
  /** The teachers and free times of a local date and time period (classScheduleV3). */
  classesSchedule: (date: string, timePeriod: string) => ['classes/schedule', date, timePeriod] as const,
  /** The leave policy of one of the caller's classes (getAvailableAskLeaveCoupon). */
  classesLeave: (lessonId: number) => ['classes/leave', lessonId] as const,
  /** A lesson's part-2 resources: preview, classroom, review, exercises, result, knowledge review. */
  lessonPreview: (lessonId: number) => ['lessons/preview', lessonId] as const,
  lessonClassroom: (lessonId: number) => ['lessons/classroom', lessonId] as const,
  lessonReview: (lessonId: number) => ['lessons/review', lessonId] as const,
  lessonExercises: (lessonId: number) => ['lessons/exercises', lessonId] as const,
  lessonExerciseResult: (lessonId: number) => ['lessons/result', lessonId] as const,
  lessonKnowledge: (lessonId: number) => ['lessons/knowledge', lessonId] as const,
  /** The message center: its group list and the caller's message settings. */
  messageGroups: () => ['messages/groups'] as const,
  messageSettings: () => ['messages/settings'] as const,
  favouriteQuestions: () => ['lessons/favourites'] as const,
  /** Staff: one lesson's review form. */
  staffLessonReview: (lessonId: number) => ['abc/review', lessonId] as const,
  readyAvatars: () => ['account/avatars'] as const,
  /** My follow of one user and their exact follower count (seeded by the page that shows it). */
  follow: (userId: number) => ['social/follow', userId] as const,
  /** One page of my follow lists (GET /api/user/follow/list). */
  followList: (type: 'following' | 'followers', page: number) => ['social/follows', type, page] as const,
  /** My block of one user (seeded by the user page). */
  block: (userId: number) => ['social/block', userId] as const,
  /** The caller's shipping addresses, the default first. */
  addresses: () => ['store/addresses'] as const,
  /** The store's items, all or of one kind (GET /api/shop/items?kind). */
  storeItems: (kind: 'package' | 'goods' | 'all') => ['store/items', kind] as const,
  /** One store item (GET /api/shop/items/{id}). */
  storeItem: (id: number) => ['store/item', id] as const,
  /** The caller's cart; its count is the header's cart number. */
  storeCart: () => ['store/cart'] as const,
  /** My orders, one page of them (/shopping/purchases); 'store/orders' also prefixes each order's key. */
  storeOrders: (page: number) => ['store/orders', page] as const,
  /** One of my orders (the order and payment page). */
  storeOrder: (orderNo: string) => ['store/orders/detail', orderNo] as const,
  /** What a tapped word means (GET /api/picture/word); the same for everyone and every visit. */
  word: (word: string) => ['words/lookup', word] as const,
  /** One page of my word bank (/user/words). */
  wordBank: (page: number) => ['words/bank', page] as const,
};
