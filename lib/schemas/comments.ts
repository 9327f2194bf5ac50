import { z } from 'zod';

import { COMMENT_MAX } from '../constants/comments';
import { idField, pageField, sizeField } from './paging';

const targetType = z.enum(['book', 'video', 'dubbing']);

export const commentListQuerySchema = z.object({
  targetType,
  targetId: idField,
  page: pageField.default(1),
  size: sizeField.default(10),
});

/** A lone UTF-16 surrogate (a paired one is a single code point under the `u` flag). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * POST /api/comment/add. Blank content is let through so the service answers
 * 'content cannot be empty'. Text that could not be stored exactly as given
 * (NUL, which PostgreSQL text refuses; a lone surrogate, which UTF-8 cannot
 * encode) is refused here rather than failing in the database or changing.
 */
export const addCommentSchema = z.object({
  targetType,
  targetId: idField,
  content: z.string().refine((s) => [...s].length <= COMMENT_MAX && !s.includes('\0') && !LONE_SURROGATE.test(s)),
});
