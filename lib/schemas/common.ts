import { z } from 'zod';

/** GET /api/common/random/keywords: type 1 is the header's suggestion list. */
export const randomKeywordsSchema = z.object({
  type: z.coerce.number().int().min(1).max(9).default(1),
});
