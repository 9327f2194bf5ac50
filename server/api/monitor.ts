import 'server-only';

import { listClientEventsSchema, reportClientEventSchema } from '@/lib/schemas/monitor';

import { listClientEvents, recordClientEvent } from '../services/monitor';
import { createRouter } from './access';
import { ok } from './context';
import { monitorReportLimit } from './rate-limits';
import { validate } from './validate';

/** Browser error reports and their reading, mounted on /api/monitor. */
export const monitor = createRouter();

// POST /api/monitor/customEventReport – a browser reports an error or a chunk-load failure
monitor.public.post('/customEventReport', validate('json', reportClientEventSchema), monitorReportLimit, async (c) => {
  const saved = await recordClientEvent(c.get('db'), {
    ...c.req.valid('json'),
    userAgent: c.req.header('user-agent'),
    userId: c.get('user')?.id,
  });
  return ok(c, saved);
});

// GET /api/monitor/events – the stored reports (user ids, URLs, user agents), for advisers or the operator token; not teachers
monitor.adviserOrOperator.get('/events', validate('query', listClientEventsSchema), async (c) => {
  return ok(c, await listClientEvents(c.get('db'), c.req.valid('query')));
});
