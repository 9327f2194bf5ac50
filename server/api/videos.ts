import 'server-only';
import { Hono } from 'hono';

import { idParamSchema, pageSizeParamsSchema } from '@/lib/schemas/paging';
import { listUserQuerySchema, videoReactionSchema } from '@/lib/schemas/reactions';
import { userVideoQuerySchema } from '@/lib/schemas/videos';

import { AppError } from '../errors';
import { assertListsVisible } from '../services/account/profile';
import { resolveListOwner, toggleReaction } from '../services/reactions/reactions';
import { getVideoDetail, listReactedVideos, listVideos } from '../services/videos/videos';
import { ok, type AppEnv } from './context';
import { requireSession } from './middleware';
import { validate, validateInput } from './validate';

export const videos = new Hono<AppEnv>();

// GET /api/video/detail/{id} – one video with subtitles, publisher and the caller's like and collect
videos.get('/detail/:id', validate('param', idParamSchema), async (c) => {
  const found = await getVideoDetail(c.var.db, c.req.valid('param').id, c.var.user?.id);
  if (!found) throw new AppError('NOT_FOUND');
  return ok(c, found);
});

// POST /api/video/like?videoId[&state] and /api/video/collect?videoId[&state] – toggles (or sets) the caller's reaction
for (const kind of ['like', 'collect'] as const) {
  videos.post(`/${kind}`, requireSession, validateInput(videoReactionSchema), async (c) => {
    const { videoId, state } = c.req.valid('json');
    return ok(c, await toggleReaction(c.var.db, c.var.user!.id, 'video', videoId, kind, state));
  });
}

// POST /api/video/user/collect/{page}/{size}?userId – videos a user collected (the caller when userId is absent or 999; 404 for a user without a public profile)
videos.post(
  '/user/collect/:page/:size',
  requireSession,
  validate('param', pageSizeParamsSchema),
  validate('query', listUserQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    const owner = await resolveListOwner(c.var.db, c.var.user!.id, c.req.valid('query').userId);
    return ok(c, await listReactedVideos(c.var.db, owner, 'collect', page, size));
  },
);

/** Mounted at /api/user: the spec lists a user's videos under the user path. */
export const userVideos = new Hono<AppEnv>();

// GET /api/user/video/page?userId&page&size – videos a user published (all videos when userId is absent; 404 for a user without a public profile, unless it is the caller)
userVideos.get('/video/page', validate('query', userVideoQuerySchema), async (c) => {
  const { userId, page, size } = c.req.valid('query');
  if (userId !== undefined) await assertListsVisible(c.var.db, userId, c.var.user?.id);
  return ok(c, await listVideos(c.var.db, page, size, userId));
});
