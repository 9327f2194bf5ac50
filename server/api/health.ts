import 'server-only';
import { Hono } from 'hono';

import { getDbEngine, getMigrationLevel } from '../db/client';
import { codeDeliveryHealth } from '../services/auth/send-limits';
import { ok, type AppEnv } from './context';

export const health = new Hono<AppEnv>();

// GET /api/health – liveness, the database engine and migration level, and whether code sending is paused
health.get('/', async (c) => {
  const db = c.get('db');
  const [migrations, codeDelivery] = await Promise.all([getMigrationLevel(db), codeDeliveryHealth(db)]);
  return ok(c, { status: 'ok', database: getDbEngine(), migrations, codeDelivery, uptime: Math.round(process.uptime()) });
});
