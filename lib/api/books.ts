import { http } from '../http';
import type { BookCard, ReaderPage, ReadingProgressState } from '../types/books';
import type { PageOf } from '../types/paging';

export type * from '../types/books';

/** GET /api/picture/book/page/{page}/size/{size}?level&tag */
export const getBooks = (page: number, size: number, filter: { level?: string; tag?: string } = {}) =>
  http.get<PageOf<BookCard>>(`picture/book/page/${page}/size/${size}`, { query: filter });

/** GET /api/picture/book/v1/page/hot/{page} */
export const getHotBooks = (page: number) => http.get<PageOf<BookCard>>(`picture/book/v1/page/hot/${page}`);

/** GET /api/picture/book/read/{id} – the pages of a book */
export const getBookPages = (bookId: number) => http.get<ReaderPage[]>(`picture/book/read/${bookId}`);

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
