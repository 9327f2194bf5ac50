import { z } from 'zod';

import { BOOK_LEVELS, HOT_PAGE_SIZE } from '../constants/books';
import { idField, pageField, sizeField } from './paging';

export const hotPageParamsSchema = z.object({ page: pageField });

/** GET /api/picture/book/page/{page}/size/{size}: optional filters. */
export const bookListQuerySchema = z.strictObject({
  level: z.enum(BOOK_LEVELS).optional(),
  tag: z.string().regex(/^[a-z]{2,20}$/).optional(),
});

export const hotQuerySchema = z.strictObject({ size: sizeField.default(HOT_PAGE_SIZE) });

export const progressSchema = z.strictObject({ bookId: idField, page: z.coerce.number().int().min(1).max(1000) });
export const progressQuerySchema = z.strictObject({ bookId: idField });
