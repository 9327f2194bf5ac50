import 'server-only';
import { Hono } from 'hono';

import type { AppEnv } from './context';

/** Login, registration, codes and passwords under /api/user (login/*, pwd/update, logout). */
export const auth = new Hono<AppEnv>();
