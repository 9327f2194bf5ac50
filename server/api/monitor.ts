import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

import { Hono } from 'hono';

import { listClientEventsSchema, reportClientEventSchema } from '@/lib/schemas/monitor';

import { getConfig } from '../config';
import { AppError } from '../errors';
import { listClientEvents, recordClientEvent } from '../services/monitor';
import { consumeLimit } from '../services/rate-limit';
import { ok, type AppEnv } from './context';
import { validate } from './validate';

export const monitor = new Hono<AppEnv>();

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

// POST /api/monitor/customEventReport – a browser reports an error or a chunk-load failure
monitor.post('/customEventReport', validate('json', reportClientEventSchema), async (c) => {
  const db = c.get('db');
  const perMinute = getConfig().MONITOR_REPORTS_PER_MINUTE;
  await consumeLimit(db, { name: 'monitor', points: perMinute, duration: 60 }, c.get('clientIp'));
  const saved = await recordClientEvent(db, {
    ...c.req.valid('json'),
    userAgent: c.req.header('user-agent'),
    userId: c.get('user')?.id,
  });
  return ok(c, saved);
});

// GET /api/monitor/events – the stored reports, for staff or the operator token
monitor.get('/events', validate('query', listClientEventsSchema), async (c) => {
  const operatorToken = getConfig().OPERATOR_TOKEN;
  const byOperator = operatorToken !== undefined && sameSecret(c.req.header('x-operator-token'), operatorToken);
  const user = c.get('user');
  if (!byOperator) {
    if (!user) throw new AppError('SESSION_EXPIRED');
    if (user.role !== 'staff') throw new AppError('FORBIDDEN');
  }
  return ok(c, await listClientEvents(c.get('db'), c.req.valid('query')));
});
