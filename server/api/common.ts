import 'server-only';
import { Hono } from 'hono';

import { randomKeywordsSchema } from '@/lib/schemas/common';

import { listRandomKeywords } from '../services/keywords';
import { ok, type AppEnv } from './context';
import { validate } from './validate';

export const common = new Hono<AppEnv>();

// GET /api/common/random/keywords – suggestions for the header search (type 1)
common.get('/random/keywords', validate('query', randomKeywordsSchema), async (c) => {
  return ok(c, await listRandomKeywords(c.get('db')));
});
