import { http } from '../http';
import type {
  BookCard,
  CommentItem,
  PageOf,
  ReactionKind,
  ReactionResult,
  ReaderPage,
  ReadingProgressState,
  SearchResult,
  SearchTypeCode,
  TargetType,
  VideoCard,
} from '../library/types';

export type * from '../library/types';

/** GET /api/picture/book/page/{page}/size/{size}?level&tag */
export const getBooks = (page: number, size: number, filter: { level?: string; tag?: string } = {}) =>
  http.get<PageOf<BookCard>>(`picture/book/page/${page}/size/${size}`, { query: filter });

/** GET /api/picture/book/v1/page/hot/{page} */
export const getHotBooks = (page: number) => http.get<PageOf<BookCard>>(`picture/book/v1/page/hot/${page}`);

/** GET /api/picture/book/read/{id} – the pages of a book */
export const getBookPages = (bookId: number) => http.get<ReaderPage[]>(`picture/book/read/${bookId}`);

/** POST /api/picture/book/like|collect?bookId and /api/video/like|collect?videoId – toggles; answers the new state and exact count. */
export function toggleReaction(targetType: TargetType, targetId: number, kind: ReactionKind, want?: boolean) {
  const state = want === undefined ? undefined : String(want);
  return targetType === 'book'
    ? http.post<ReactionResult>(`picture/book/${kind}`, { query: { bookId: targetId, state } })
    : http.post<ReactionResult>(`video/${kind}`, { query: { videoId: targetId, state } });
}

/** GET /api/picture/book/progress?bookId */
export const getReadingProgress = (bookId: number) =>
  http.get<ReadingProgressState | null>('picture/book/progress', { query: { bookId }, toast: false });

/** PUT /api/picture/book/progress – saves the page the reader is on (quietly: a failed save must not interrupt reading). */
export const saveReadingProgress = (bookId: number, page: number) =>
  http.put<ReadingProgressState & { pageCount: number }>('picture/book/progress', { json: { bookId, page }, toast: false });

/** POST /api/picture/book/user/{page}/{size} – books I opened, with progress */
export const getMyBooks = (page: number, size: number) =>
  http.post<PageOf<BookCard & { progress: ReadingProgressState }>>(`picture/book/user/${page}/${size}`);

/** POST /api/picture/book/user/follow/{page}/{size}?userId – books a user liked (userId omitted for 999, i.e. me) */
export const getLikedBooks = (page: number, size: number, userId?: number) =>
  http.post<PageOf<BookCard>>(`picture/book/user/follow/${page}/${size}`, { query: { userId: userId === 999 ? undefined : userId } });

/** POST /api/picture/book/user/collect/{page}/{size}?userId */
export const getCollectedBooks = (page: number, size: number, userId?: number) =>
  http.post<PageOf<BookCard>>(`picture/book/user/collect/${page}/${size}`, { query: { userId } });

/** POST /api/video/user/collect/{page}/{size}?userId */
export const getCollectedVideos = (page: number, size: number, userId?: number) =>
  http.post<PageOf<VideoCard>>(`video/user/collect/${page}/${size}`, { query: { userId } });

/** GET /api/user/video/page?userId&page&size */
export const getUserVideos = (page: number, size: number, userId?: number) =>
  http.get<PageOf<VideoCard>>('user/video/page', { query: { userId, page, size } });

/** GET /api/comment/list */
export const getComments = (targetType: TargetType, targetId: number, page: number, size = 10) =>
  http.get<PageOf<CommentItem>>('comment/list', { query: { targetType, targetId, page, size } });

/** POST /api/comment/add */
export const addComment = (targetType: TargetType, targetId: number, content: string) =>
  http.post<CommentItem>('comment/add', { json: { targetType, targetId, content } });

/** DELETE /api/comment/{id} – answers the target's comment count after it */
export const deleteComment = (commentId: number) => http.delete<{ count: number }>(`comment/${commentId}`);

/** GET /api/common/search?type&keyword&page */
export const searchLibrary = (type: SearchTypeCode, keyword: string, page: number) =>
  http.get<SearchResult>('common/search', { query: { type, keyword, page } });
