import 'server-only';
import { Hono } from 'hono';

import type { AppEnv } from './context';

/** The AJ-Captcha compatible endpoints: POST /api/captcha/get and /api/captcha/check. */
export const captcha = new Hono<AppEnv>();
