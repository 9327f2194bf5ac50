import 'server-only';
import { Hono } from 'hono';

import { listClientEventsSchema, reportClientEventSchema } from '@/lib/schemas/monitor';

import { getConfig } from '../config';
import { listClientEvents, recordClientEvent } from '../services/monitor';
import { consumeLimit } from '../services/rate-limit';
import { ok, type AppEnv } from './context';
import { requireStaff } from './middleware';
import { validate } from './validate';

export const monitor = new Hono<AppEnv>();

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
monitor.get('/events', requireStaff({ operatorToken: true }), validate('query', listClientEventsSchema), async (c) => {
  return ok(c, await listClientEvents(c.get('db'), c.req.valid('query')));
});
