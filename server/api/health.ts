import 'server-only';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';

import { isStaffRole } from '@/lib/constants/auth';

import { getConfig } from '../config';
import { getDbEngine, getMigrationLevel, getMigrationStatus, type Db } from '../db/client';
import { AppError } from '../errors';
import { isDraining } from '../lifecycle';
import { getLogger } from '../log';
import { renderMetrics } from '../metrics';
import { codeDeliveryHealth } from '../services/auth/send-limits';
import { createRouter } from './access';
import { ok, type AppEnv } from './context';
import { hasOperatorToken, peerAddress } from './middleware';

export const health = createRouter();

/** Whether the caller may see details (staff, or the operator token); strangers learn only up or down. */
function mayInspect(c: Context<AppEnv>): boolean {
  return hasOperatorToken(c) || isStaffRole(c.get('user')?.role);
}

/**
 * GET /api/health – liveness for anyone (`{ status: 'ok' }`); for staff or the
 * operator token also the database engine and migration level, the state of
 * code delivery and the uptime, which strangers have no use for.
 */
health.public.get('/', async (c) => {
  if (!mayInspect(c)) return ok(c, { status: 'ok' });
  const db = c.get('db');
  const [migrations, codeDelivery] = await Promise.all([getMigrationLevel(db), codeDeliveryHealth(db)]);
  return ok(c, { status: 'ok', database: getDbEngine(), migrations, codeDelivery, uptime: Math.round(process.uptime()) });
});

/** How long readiness waits for the database's answer before calling it down. */
const DATABASE_CHECK_MS = 2_000;

export type NotReadyReason = 'draining' | 'database' | 'migrations';

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ready to take traffic: not shutting down, the database answers, and every migration is applied. */
async function readiness(c: Context<AppEnv>): Promise<{ reason?: NotReadyReason; migrations?: { applied: number; expected: number } }> {
  if (isDraining()) return { reason: 'draining' };
  const db: Db = c.get('db');
  try {
    const status = await withDeadline(
      (async () => {
        await db.execute(sql`select 1`);
        return getMigrationStatus(db);
      })(),
      DATABASE_CHECK_MS,
    );
    const migrations = { applied: status.applied, expected: status.expected };
    return status.current ? { migrations } : { reason: 'migrations', migrations };
  } catch (err) {
    getLogger().warn({ requestId: c.get('requestId'), err }, 'readiness: database check failed');
    return { reason: 'database' };
  }
}

export const ready = createRouter();

/**
 * GET /api/ready – readiness for load balancers: 200 `{ status: 'ready' }`,
 * or 503 `{ status: 'not_ready' }` while the process drains for a shutdown,
 * when the database does not answer `select 1` within 2 s, or when a
 * migration of MIGRATIONS_DIR is not applied. Staff and the operator token
 * also get the reason (`draining`, `database`, `migrations`) and the
 * migration counts; strangers only ready or not.
 */
ready.public.get('/', async (c) => {
  const state = await readiness(c);
  const inspect = mayInspect(c);
  const details = inspect ? { reason: state.reason, migrations: state.migrations } : {};
  if (state.reason) {
    if (!inspect) c.header('retry-after', '5');
    return c.json({ code: 5030, msg: 'not ready', data: { status: 'not_ready', ...details } }, 503);
  }
  return ok(c, { status: 'ready', ...details });
});

/** IPv4 and IPv6 loopback, also as an IPv4-mapped IPv6 address. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Who may scrape the metrics: with OPERATOR_TOKEN set, a caller presenting it
 * (`x-operator-token` or `Authorization: Bearer`); without one, a caller on
 * this machine that no proxy forwarded (a proxy on the same host connects
 * from loopback too, and adds forwarding headers).
 */
function mayScrape(c: Context<AppEnv>): boolean {
  if (getConfig().OPERATOR_TOKEN !== undefined) return hasOperatorToken(c);
  const forwarded = c.req.header('x-forwarded-for') ?? c.req.header('forwarded') ?? c.req.header('x-real-ip');
  return forwarded === undefined && isLoopback(peerAddress(c));
}

export const metrics = createRouter();

/**
 * GET /api/metrics – Prometheus text format (docs/operations.md). Anyone else
 * gets the 404 of an unknown route, so the endpoint does not show it exists.
 */
metrics.public.get('/', async (c) => {
  if (!mayScrape(c)) throw new AppError('NOT_FOUND');
  const { body, contentType } = await renderMetrics();
  return c.body(body, 200, { 'content-type': contentType });
});
