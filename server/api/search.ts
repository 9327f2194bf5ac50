import 'server-only';

import { randomKeywordsSchema, searchQuerySchema } from '@/lib/schemas/search';
import type { SearchTypeCode } from '@/lib/types/search';

import { listRandomKeywords } from '../services/search/keywords';
import { search as searchCatalogue } from '../services/search/search';
import { createRouter } from './access';
import { ok } from './context';
import { validate } from './validate';

/** Search and its suggestions, mounted on the spec's /api/common segment. */
export const search = createRouter();

// GET /api/common/random/keywords – suggestions for the header search (type 1)
search.public.get('/random/keywords', validate('query', randomKeywordsSchema), async (c) => {
  return ok(c, await listRandomKeywords(c.get('db')));
});

// GET /api/common/search?type&keyword&page – type 1 books, 2 videos, 3 users; typo-tolerant, English and Chinese
search.public.get('/search', validate('query', searchQuerySchema), async (c) => {
  const { type, keyword, page } = c.req.valid('query');
  // Counted towards the suggestions once per client and day: the user, or a visitor's network.
  const client = c.var.user ? { userId: c.var.user.id } : { ip: c.get('clientIp') };
  return ok(c, await searchCatalogue(c.var.db, type as SearchTypeCode, keyword, page, { client }));
});
