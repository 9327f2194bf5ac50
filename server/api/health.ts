import 'server-only';

import { isStaffRole } from '@/lib/constants/auth';

import { getDbEngine, getMigrationLevel } from '../db/client';
import { codeDeliveryHealth } from '../services/auth/send-limits';
import { createRouter } from './access';
import { ok } from './context';
import { hasOperatorToken } from './middleware';

export const health = createRouter();

/**
 * GET /api/health – liveness for anyone (`{ status: 'ok' }`); for staff or the
 * operator token also the database engine and migration level, the state of
 * code delivery and the uptime, which strangers have no use for.
 */
health.public.get('/', async (c) => {
  const user = c.get('user');
  if (!hasOperatorToken(c) && !isStaffRole(user?.role)) return ok(c, { status: 'ok' });
  const db = c.get('db');
  const [migrations, codeDelivery] = await Promise.all([getMigrationLevel(db), codeDeliveryHealth(db)]);
  return ok(c, { status: 'ok', database: getDbEngine(), migrations, codeDelivery, uptime: Math.round(process.uptime()) });
});
