import type { BookCard } from './books';
import type { PageOf } from './paging';
import type { UserCard } from './people';
import type { VideoCard } from './videos';

export const SEARCH_TYPES = { book: 1, video: 2, user: 3 } as const;
export type SearchTypeCode = (typeof SEARCH_TYPES)[keyof typeof SEARCH_TYPES];

export type SearchHit = ({ kind: 'book'; snippet: string | null } & BookCard) | ({ kind: 'video' } & VideoCard) | ({ kind: 'user' } & UserCard);

export interface SearchResult extends PageOf<SearchHit> {
  type: SearchTypeCode;
  keyword: string;
}
