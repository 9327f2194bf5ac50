import { z } from 'zod';

import { idField } from './paging';

/** POST /api/picture/book/like|collect?bookId and /api/video/like|collect?videoId; `state=true|false` sets the state instead of toggling. */
const reactionState = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const bookReactionSchema = z.object({ bookId: idField, state: reactionState });
export const videoReactionSchema = z.object({ videoId: idField, state: reactionState });

/**
 * The spec's `userId` of the user lists: 999 (and an absent value) mean "me".
 * Only the collect and follow lists take it.
 */
export const listUserQuerySchema = z.object({ userId: idField.optional() });
