import { z } from 'zod';

import { BOOK_LEVELS } from '@/lib/constants/books';
import { ROUTES } from '@/lib/constants/routes';

/** What /library lists: picture books or videos. */
export const LIBRARY_TYPES = ['books', 'videos'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];
export type BookLevel = (typeof BOOK_LEVELS)[number];

/** /library's query: the list, a reading level (books only), a topic tag and the 1-based page. */
export interface LibraryQuery {
  type: LibraryType;
  level?: BookLevel;
  topic?: string;
  page: number;
}

/** Books and videos on one page of /library (5 rows of the desktop grid; 4 rows of videos). */
export const LIBRARY_PAGE_SIZE = { books: 20, videos: 12 } as const satisfies Record<LibraryType, number>;

/** The highest page number the query may ask for; later pages are clamped to the last one anyway. */
const PAGE_MAX = 1000;

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
/** A tag as stored: lower-case words joined by hyphens. */
const TOPIC = /^[a-z][a-z-]{0,29}$/;

const querySchema = z.object({
  type: z.preprocess(first, z.enum(LIBRARY_TYPES)).catch('books'),
  level: z.preprocess(first, z.enum(BOOK_LEVELS).optional()).catch(undefined),
  topic: z.preprocess(first, z.string().regex(TOPIC).optional()).catch(undefined),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(PAGE_MAX)).catch(1),
});

/**
 * /library's query parameters. Anything the page cannot use is treated as
 * absent (an unknown type lists books; a level that does not exist, or any
 * level on the video list, is dropped; a page that is not a positive whole
 * number is the first), so a mistyped link still shows the library.
 */
export function parseLibraryQuery(input: Record<string, string | string[] | undefined>): LibraryQuery {
  const { type, level, topic, page } = querySchema.parse({ type: input.type, level: input.level, topic: input.topic, page: input.page });
  return { type, level: type === 'books' ? level : undefined, topic, page };
}

/** The /library URL of a query; defaults (books, no filter, page 1) are left out so each list has one address. */
export function libraryPath({ type = 'books', level, topic, page = 1 }: Partial<LibraryQuery> = {}): string {
  const params = new URLSearchParams();
  if (type !== 'books') params.set('type', type);
  if (level && type === 'books') params.set('level', level);
  if (topic) params.set('topic', topic);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${ROUTES.library}?${query}` : ROUTES.library;
}
