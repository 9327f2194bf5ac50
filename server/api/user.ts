import 'server-only';
import { Hono } from 'hono';

import { ok, type AppEnv } from './context';
import { requireSession } from './middleware';

export const user = new Hono<AppEnv>();

// GET /api/user/info – the logged-in user (the accounts feature adds the full profile)
user.get('/info', requireSession, (c) => {
  const u = c.get('user')!;
  return ok(c, { uid: u.id, nickname: u.nickname, avatar: u.avatar, role: u.role });
});
