import 'server-only';

import { idParamSchema } from '@/lib/schemas/paging';
import { userVideoQuerySchema } from '@/lib/schemas/videos';

import { AppError } from '../errors';
import { assertListsVisible } from '../services/account/profile';
import { getVideoDetail, listVideos } from '../services/videos/videos';
import { createRouter } from './access';
import { ok } from './context';
import { validate } from './validate';

/** Videos, mounted on the spec's /api/video segment (likes and collects: reactions.ts). */
export const videos = createRouter();

// GET /api/video/detail/{id} – one video with subtitles, publisher and the caller's like and collect
videos.public.get('/detail/:id', validate('param', idParamSchema), async (c) => {
  const found = await getVideoDetail(c.var.db, c.req.valid('param').id, c.var.user?.id);
  if (!found) throw new AppError('NOT_FOUND');
  return ok(c, found);
});

/** Mounted at /api/user: the spec lists a user's videos under the user path. */
export const userVideos = createRouter();

// GET /api/user/video/page?userId&page&size – videos a user published (all videos when userId is absent; 404 for a user without a public profile, unless it is the caller)
userVideos.public.get('/video/page', validate('query', userVideoQuerySchema), async (c) => {
  const { userId, page, size } = c.req.valid('query');
  if (userId !== undefined) await assertListsVisible(c.var.db, userId, c.var.user?.id);
  return ok(c, await listVideos(c.var.db, page, size, { userId }));
});
