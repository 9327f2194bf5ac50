import 'server-only';
import { Hono } from 'hono';

import { addCommentSchema, commentListQuerySchema } from '@/lib/schemas/comments';
import { idParamSchema } from '@/lib/schemas/paging';

import { getConfig } from '../config';
import { AppError } from '../errors';
import { bookExists } from '../services/books/books';
import { addComment, deleteOwnComment, listComments } from '../services/comments/comments';
import { videoExists } from '../services/videos/videos';
import { consumeLimit } from '../services/rate-limit';
import { ok, type AppEnv } from './context';
import { requireSession } from './middleware';
import { validate } from './validate';

export const comments = new Hono<AppEnv>();

// GET /api/comment/list?targetType=book|video&targetId&page&size – newest first; 404 for an unknown target
comments.get('/list', validate('query', commentListQuerySchema), async (c) => {
  const { targetType, targetId, page, size } = c.req.valid('query');
  const result = await listComments(c.var.db, targetType, targetId, page, size, c.var.user?.id);
  if (!result.total && !(await (targetType === 'book' ? bookExists : videoExists)(c.var.db, targetId))) throw new AppError('NOT_FOUND');
  return ok(c, result);
});

// POST /api/comment/add {targetType, targetId, content} – stored as typed; blank -> 'content cannot be empty'
comments.post('/add', requireSession, validate('json', addCommentSchema), async (c) => {
  const { targetType, targetId, content } = c.req.valid('json');
  await consumeLimit(c.var.db, { name: 'comment-add', points: getConfig().COMMENTS_PER_HOUR, duration: 3600 }, String(c.var.user!.id));
  const { id, nickname, avatar } = c.var.user!;
  return ok(c, await addComment(c.var.db, { id, nickname, avatar }, targetType, targetId, content));
});

// DELETE /api/comment/{id} – deletes one's own comment (another's answers 404)
comments.delete('/:id', requireSession, validate('param', idParamSchema), async (c) =>
  ok(c, await deleteOwnComment(c.var.db, c.var.user!.id, c.req.valid('param').id)),
);
