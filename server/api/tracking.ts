import 'server-only';
import { Hono } from 'hono';

import type { AppEnv } from './context';

/** First-visit attribution stored after login: POST /api/quickTracking/queryQuickTracking. */
export const tracking = new Hono<AppEnv>();
