import 'server-only';
import { Hono } from 'hono';

import { getDbEngine, getMigrationLevel } from '../db/client';
import { ok, type AppEnv } from './context';

export const health = new Hono<AppEnv>();

// GET /api/health – liveness plus the database engine and migration level
health.get('/', async (c) => {
  const db = c.get('db');
  const migrations = await getMigrationLevel(db);
  return ok(c, { status: 'ok', database: getDbEngine(), migrations, uptime: Math.round(process.uptime()) });
});
