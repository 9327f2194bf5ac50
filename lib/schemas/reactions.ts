import { z } from 'zod';

import { flagField, idField } from './paging';

/** POST /api/picture/book/like|collect?bookId and /api/video/like|collect?videoId; `state` (true|false, in the query or the body) sets the state instead of toggling. */
const reactionState = flagField.optional();
export const bookReactionSchema = z.object({ bookId: idField, state: reactionState });
export const videoReactionSchema = z.object({ videoId: idField, state: reactionState });

/**
 * The spec's `userId` of the user lists: 999 (and an absent value) mean "me".
 * Only the collect and follow lists take it.
 */
export const listUserQuerySchema = z.object({ userId: idField.optional() });
