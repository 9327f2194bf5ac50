import 'server-only';

import { pageSizeParamsSchema } from '@/lib/schemas/paging';
import { bookReactionSchema, listUserQuerySchema, videoReactionSchema } from '@/lib/schemas/reactions';

import { AppError } from '../errors';
import { bookVisibleTo } from '../services/books/books';
import { listReactedBooks } from '../services/books/progress';
import { resolveListOwner, toggleReaction } from '../services/reactions/reactions';
import { listReactedVideos } from '../services/videos/videos';
import { createRouter } from './access';
import { ok } from './context';
import { validate, validateInput } from './validate';

/** Likes and collects of books, and the lists they make; mounted on the spec's /api/picture segment. */
export const bookReactions = createRouter();

// POST /api/picture/book/like?bookId[&state=true|false] and /book/collect – toggles (or sets) the caller's like or collect
for (const kind of ['like', 'collect'] as const) {
  bookReactions.user.post(`/book/${kind}`, validateInput(bookReactionSchema), async (c) => {
    const { bookId, state } = c.req.valid('json');
    if (!(await bookVisibleTo(c.var.db, bookId, c.var.user.id))) throw new AppError('NOT_FOUND');
    return ok(c, await toggleReaction(c.var.db, c.var.user.id, 'book', bookId, kind, state));
  });
}

// POST /api/picture/book/user/follow/{page}/{size}?userId – books a user liked (the caller when userId is absent or 999; 404 for a user without a public profile)
// POST /api/picture/book/user/collect/{page}/{size}?userId – books a user collected (as above)
for (const [segment, kind] of [
  ['follow', 'like'],
  ['collect', 'collect'],
] as const) {
  bookReactions.user.post(
    `/book/user/${segment}/:page/:size`,
    validate('param', pageSizeParamsSchema),
    validate('query', listUserQuerySchema),
    async (c) => {
      const { page, size } = c.req.valid('param');
      const owner = await resolveListOwner(c.var.db, c.var.user.id, c.req.valid('query').userId);
      return ok(c, await listReactedBooks(c.var.db, owner, kind, page, size, c.var.user.id));
    },
  );
}

/** Likes and collects of videos, and the collect list; mounted on the spec's /api/video segment. */
export const videoReactions = createRouter();

// POST /api/video/like?videoId[&state] and /api/video/collect?videoId[&state] – toggles (or sets) the caller's reaction
for (const kind of ['like', 'collect'] as const) {
  videoReactions.user.post(`/${kind}`, validateInput(videoReactionSchema), async (c) => {
    const { videoId, state } = c.req.valid('json');
    return ok(c, await toggleReaction(c.var.db, c.var.user.id, 'video', videoId, kind, state));
  });
}

// POST /api/video/user/collect/{page}/{size}?userId – videos a user collected (the caller when userId is absent or 999; 404 for a user without a public profile)
videoReactions.user.post(
  '/user/collect/:page/:size',
  validate('param', pageSizeParamsSchema),
  validate('query', listUserQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    const owner = await resolveListOwner(c.var.db, c.var.user.id, c.req.valid('query').userId);
    return ok(c, await listReactedVideos(c.var.db, owner, 'collect', page, size));
  },
);
