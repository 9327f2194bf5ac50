import { z } from 'zod';

import { BOOK_LEVELS, COMMENT_MAX, HOT_PAGE_SIZE, LIST_SIZE_MAX, ME_USER_ID } from '../library/constants';

export { BOOK_LEVELS, COMMENT_MAX, HOT_PAGE_SIZE, LIST_SIZE_MAX, ME_USER_ID };

const id = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000);
const size = z.coerce.number().int().min(1).max(LIST_SIZE_MAX);

/** `/page/{page}/size/{size}` and `/{page}/{size}` path parameters. */
export const pageSizeParamsSchema = z.object({ page, size });
export const hotPageParamsSchema = z.object({ page });
export const idParamSchema = z.object({ id });

/** GET /api/picture/book/page/{page}/size/{size}: optional filters. */
export const bookListQuerySchema = z.strictObject({
  level: z.enum(BOOK_LEVELS).optional(),
  tag: z.string().regex(/^[a-z]{2,20}$/).optional(),
});

export const hotQuerySchema = z.strictObject({ size: size.default(HOT_PAGE_SIZE) });

/** POST /api/picture/book/like|collect?bookId and /api/video/like|collect?videoId; `state=true|false` sets the state instead of toggling. */
const reactionState = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const bookReactionSchema = z.object({ bookId: id, state: reactionState });
export const videoReactionSchema = z.object({ videoId: id, state: reactionState });

/**
 * The spec's `userId` of the user lists: 999 (and an absent value) mean "me".
 * Only the collect and follow lists take it.
 */
export const listUserQuerySchema = z.object({ userId: id.optional() });

/** GET /api/user/video/page?userId&page&size */
export const userVideoQuerySchema = z.strictObject({ userId: id.optional(), page: page.default(1), size: size.default(12) });

export const progressSchema = z.strictObject({ bookId: id, page: z.coerce.number().int().min(1).max(1000) });
export const progressQuerySchema = z.strictObject({ bookId: id });

const targetType = z.enum(['book', 'video']);

export const commentListQuerySchema = z.strictObject({
  targetType,
  targetId: id,
  page: page.default(1),
  size: size.default(10),
});

/** A lone UTF-16 surrogate (a paired one is a single code point under the `u` flag). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * POST /api/comment/add. Blank content is let through so the service answers
 * 'content cannot be empty'. Text that could not be stored exactly as given
 * (NUL, which PostgreSQL text refuses; a lone surrogate, which UTF-8 cannot
 * encode) is refused here rather than failing in the database or changing.
 */
export const addCommentSchema = z.strictObject({
  targetType,
  targetId: id,
  content: z.string().refine((s) => [...s].length <= COMMENT_MAX && !s.includes('\0') && !LONE_SURROGATE.test(s)),
});

/** GET /api/common/search: type 1 books, 2 videos, 3 users. */
export const searchQuerySchema = z.strictObject({
  type: z.coerce.number().int().min(1).max(3).default(1),
  // NUL cannot reach PostgreSQL text.
  keyword: z
    .string()
    .max(100)
    .refine((s) => !s.includes('\0'))
    .default(''),
  page: page.default(1),
  t: z.string().max(20).optional(),
});
