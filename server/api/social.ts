import 'server-only';

import { pageSizeParamsSchema } from '@/lib/schemas/paging';
import { followListQuerySchema, relationQuerySchema, reportUserSchema, userTargetSchema } from '@/lib/schemas/social';

import { listBlocked, toggleBlock } from '../services/social/blocks';
import { listFollows, listFollowsSimple, toggleFollow } from '../services/social/follows';
import { getRelation } from '../services/social/relations';
import { reportUser } from '../services/social/reports';
import { getUserSquare } from '../services/social/square';
import { createRouter } from './access';
import { ok } from './context';
import { followToggleLimit, reportLimit } from './rate-limits';
import { validate, validateInput } from './validate';

/** Follows, blocks, reports and the user square; mounted on the spec's /api/user segment. */
export const social = createRouter();

// POST /api/user/follow?userId[&state=true|false] – toggles (or sets) the caller's follow; answers the state and the exact follower count
social.user.post('/follow', followToggleLimit, validateInput(userTargetSchema), async (c) => {
  const { userId, state } = c.req.valid('json');
  return ok(c, await toggleFollow(c.var.db, c.var.user.id, userId, state));
});

// GET /api/user/follow/list/{page}/{size}?type=following|followers[&simple=1] – the caller's follow lists, newest first
social.user.get('/follow/list/:page/:size', validate('param', pageSizeParamsSchema), validate('query', followListQuerySchema), async (c) => {
  const { type, simple } = c.req.valid('query');
  const query = { userId: c.var.user.id, type, ...c.req.valid('param') };
  return ok(c, simple ? await listFollowsSimple(c.var.db, query) : await listFollows(c.var.db, query));
});

// GET /api/user/relation?userId – follows both ways and the caller's block between the caller and a user
social.user.get('/relation', validate('query', relationQuerySchema), async (c) =>
  ok(c, await getRelation(c.var.db, c.var.user.id, c.req.valid('query').userId)),
);

// POST /api/user/block?userId[&state=true|false] – toggles (or sets) the caller's block; blocking removes follows both ways
social.user.post('/block', followToggleLimit, validateInput(userTargetSchema), async (c) => {
  const { userId, state } = c.req.valid('json');
  return ok(c, await toggleBlock(c.var.db, c.var.user.id, userId, state));
});

// GET /api/user/block/list – the users the caller blocks, latest first
social.user.get('/block/list', async (c) => ok(c, await listBlocked(c.var.db, c.var.user.id)));

// POST /api/user/report – report a user to the staff: {userId, reason, detail}; one open report per pair
social.user.post('/report', reportLimit, validateInput(reportUserSchema), async (c) => ok(c, await reportUser(c.var.db, c.var.user.id, c.req.valid('json'))));

// GET /api/user/square – discover people: active readers, suggested follows, new videos (public profiles only)
social.public.get('/square', async (c) => ok(c, await getUserSquare(c.var.db, c.var.user?.id ?? null)));
