import { z } from 'zod';

import { BOOK_LEVELS, HOT_PAGE_SIZE } from '../constants/books';
import { idField, pageField, sizeField } from './paging';

export const hotPageParamsSchema = z.object({ page: pageField });

/** GET /api/picture/book/page/{page}/size/{size}: optional filters. */
export const bookListQuerySchema = z.object({
  level: z.enum(BOOK_LEVELS).optional(),
  tag: z.string().regex(/^[a-z]{2,20}$/).optional(),
});

export const hotQuerySchema = z.object({ size: sizeField.default(HOT_PAGE_SIZE) });

export const progressSchema = z.object({ bookId: idField, page: z.coerce.number().int().min(1).max(1000) });
export const progressQuerySchema = z.object({ bookId: idField });
