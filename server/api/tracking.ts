import 'server-only';

import { quickTrackingSchema } from '@/lib/schemas/auth';

import { recordFirstVisit } from '../services/auth/tracking';
import { createRouter } from './access';
import { ok } from './context';
import { validateInput } from './validate';

/** First-visit attribution stored after login: POST /api/quickTracking/queryQuickTracking. */
export const tracking = createRouter();

// POST /api/quickTracking/queryQuickTracking – the logged-in user's first visit (first report wins)
tracking.public.post('/queryQuickTracking', validateInput(quickTrackingSchema), async (c) =>
  ok(c, await recordFirstVisit(c.get('db'), c.get('user')?.id ?? null, c.req.valid('json'))),
);
