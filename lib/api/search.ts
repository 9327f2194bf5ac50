import { http } from '../http';
import type { SearchResult, SearchTypeCode } from '../types/search';

export type * from '../types/search';

/** GET /api/common/search?type&keyword&page */
export const searchLibrary = (type: SearchTypeCode, keyword: string, page: number) =>
  http.get<SearchResult>('common/search', { query: { type, keyword, page } });

/** GET /api/common/random/keywords – suggestion strings for the header search. */
export const getRandomKeywords = (type = 1) => http.get<string[]>('common/random/keywords', { query: { type }, toast: false });
