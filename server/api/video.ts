import 'server-only';
import { Hono } from 'hono';

import { idParamSchema, listUserQuerySchema, ME_USER_ID, pageSizeParamsSchema, userVideoQuerySchema, videoReactionSchema } from '@/lib/schemas/library';

import { AppError } from '../errors';
import { toggleReaction } from '../services/library/reactions';
import { getVideoDetail, listReactedVideos, listVideos } from '../services/library/videos';
import { ok, type AppEnv } from './context';
import { requireSession } from './middleware';
import { validate, validateInput } from './validate';

export const video = new Hono<AppEnv>();

// GET /api/video/detail/{id} – one video with subtitles, publisher and the caller's like and collect
video.get('/detail/:id', validate('param', idParamSchema), async (c) => {
  const found = await getVideoDetail(c.var.db, c.req.valid('param').id, c.var.user?.id);
  if (!found) throw new AppError('NOT_FOUND');
  return ok(c, found);
});

// POST /api/video/like?videoId[&state] and /api/video/collect?videoId[&state] – toggles (or sets) the caller's reaction
for (const kind of ['like', 'collect'] as const) {
  video.post(`/${kind}`, requireSession, validateInput(videoReactionSchema), async (c) => {
    const { videoId, state } = c.req.valid('json');
    return ok(c, await toggleReaction(c.var.db, c.var.user!.id, 'video', videoId, kind, state === undefined ? undefined : state === 'true'));
  });
}

// POST /api/video/user/collect/{page}/{size}?userId – videos a user collected (the caller when userId is absent or 999)
video.post(
  '/user/collect/:page/:size',
  requireSession,
  validate('param', pageSizeParamsSchema),
  validate('query', listUserQuerySchema),
  async (c) => {
    const { page, size } = c.req.valid('param');
    const userId = c.req.valid('query').userId;
    const owner = userId === undefined || userId === ME_USER_ID ? c.var.user!.id : userId;
    return ok(c, await listReactedVideos(c.var.db, owner, 'collect', page, size));
  },
);

/** Mounted at /api/user: the spec lists a user's videos under the user path. */
export const userVideo = new Hono<AppEnv>();

// GET /api/user/video/page?userId&page&size – videos a user published (all videos when userId is absent)
userVideo.get('/video/page', validate('query', userVideoQuerySchema), async (c) => {
  const { userId, page, size } = c.req.valid('query');
  return ok(c, await listVideos(c.var.db, page, size, userId));
});
