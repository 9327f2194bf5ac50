import { z } from 'zod';

import { pageField } from './paging';

/** GET /api/common/search: type 1 books, 2 videos, 3 users. */
export const searchQuerySchema = z.object({
  type: z.coerce.number().int().min(1).max(3).default(1),
  // NUL cannot reach PostgreSQL text.
  keyword: z
    .string()
    .max(100)
    .refine((s) => !s.includes('\0'))
    .default(''),
  page: pageField.default(1),
  t: z.string().max(20).optional(),
});

/** GET /api/common/random/keywords: type 1 is the header's suggestion list. */
export const randomKeywordsSchema = z.object({
  type: z.coerce.number().int().min(1).max(9).default(1),
});
