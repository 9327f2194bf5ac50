import 'server-only';

import { addCommentSchema, commentListQuerySchema } from '@/lib/schemas/comments';
import { idParamSchema } from '@/lib/schemas/paging';

import { AppError } from '../errors';
import { bookVisibleTo } from '../services/books/books';
import { assertDubbingVisible } from '../services/dubbings/dubbings';
import { addComment, deleteOwnComment, listComments } from '../services/comments/comments';
import { videoExists } from '../services/videos/videos';
import { createRouter } from './access';
import { ok } from './context';
import { commentAddLimit } from './rate-limits';
import { validate } from './validate';

/** Comments on books, videos and dubbings, mounted on the spec's /api/comment segment. */
export const comments = createRouter();

// GET /api/comment/list?targetType=book|video|dubbing&targetId&page&size – newest first; 404 for an unknown target (or a dubbing the caller may not see)
comments.public.get('/list', validate('query', commentListQuerySchema), async (c) => {
  const { targetType, targetId, page, size } = c.req.valid('query');
  if (targetType === 'dubbing') {
    await assertDubbingVisible(c.var.db, targetId, c.var.user?.id);
    return ok(c, await listComments(c.var.db, targetType, targetId, page, size, c.var.user?.id));
  }
  if (targetType === 'book' && !(await bookVisibleTo(c.var.db, targetId, c.var.user?.id))) throw new AppError('NOT_FOUND');
  const result = await listComments(c.var.db, targetType, targetId, page, size, c.var.user?.id);
  if (!result.total && targetType === 'video' && !(await videoExists(c.var.db, targetId))) throw new AppError('NOT_FOUND');
  return ok(c, result);
});

// POST /api/comment/add {targetType, targetId, content} – stored as typed; blank -> 'content cannot be empty'
// The limit counts only well-formed requests: it runs after validation.
comments.user.post('/add', validate('json', addCommentSchema), commentAddLimit, async (c) => {
  const { targetType, targetId, content } = c.req.valid('json');
  const { id, nickname, avatar } = c.var.user;
  if (targetType === 'dubbing') await assertDubbingVisible(c.var.db, targetId, id);
  if (targetType === 'book' && !(await bookVisibleTo(c.var.db, targetId, id))) throw new AppError('NOT_FOUND');
  return ok(c, await addComment(c.var.db, { id, nickname, avatar }, targetType, targetId, content));
});

// DELETE /api/comment/{id} – deletes one's own comment (another's answers 404)
comments.owner.delete('/:id', validate('param', idParamSchema), async (c) =>
  ok(c, await deleteOwnComment(c.var.db, c.var.user.id, c.req.valid('param').id)),
);
