import 'server-only';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

import { isStaffRole } from '@/lib/constants/auth';

import { getConfig, isAllowedOrigin } from '../config';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { localeOfRequest } from '../i18n';
import { getLogger } from '../log';
import { clientAddress } from '../services/auth/client-network';
import { findSessionUser } from '../services/session';
import type { AppEnv } from './context';

/** Request id, caller locale and database on the context; one access-log line per request, credentials redacted. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
  c.set('requestId', requestId);
  c.set('locale', localeOfRequest(c.req.header('accept-language'), c.req.header('cookie')));
  c.set('clientIp', clientIp(c));
  c.set('user', null);
  c.set('db', await getDb());
  c.header('x-request-id', requestId);
  c.header('x-content-type-options', 'nosniff');
  c.header('referrer-policy', 'strict-origin-when-cross-origin');
  c.header('cache-control', 'no-store');
  // HSTS (X3) in production; browsers ignore it on plain http, so a local production run is unaffected.
  if (getConfig().NODE_ENV === 'production') c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  await next();
  getLogger().info(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('user')?.id,
    },
    'api request',
  );
});

/** The connection's peer, or the client behind our own proxies as TRUST_PROXY allows (clientAddress). */
function clientIp(c: Context<AppEnv>): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  return clientAddress(remote, c.req.header('x-forwarded-for'));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API authenticates from the `token` header only, but a browser still
 * attaches cookies to cross-site requests; refusing unsafe methods that a
 * browser marks cross-site, or that carry a foreign Origin, closes that door
 * whatever the content type.
 */
export const rejectCrossSite = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('CROSS_SITE_REQUEST');
    const origin = c.req.header('origin');
    if (origin && origin !== 'null' && !isAllowedOrigin(origin, c.req.header('host'))) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
    if (origin === 'null') throw new AppError('CROSS_SITE_REQUEST');
  }
  await next();
});

/** Puts the session's user on the context when the `token` header names a live session. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('token');
  if (token) c.set('user', await findSessionUser(c.get('db'), token));
  await next();
});

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Whether the request carries the operator token (`x-operator-token`), when one is configured. */
export function hasOperatorToken(c: Context<AppEnv>): boolean {
  const operatorToken = getConfig().OPERATOR_TOKEN;
  return operatorToken !== undefined && sameSecret(c.req.header('x-operator-token'), operatorToken);
}

/**
 * Staff routes (the /abc area's API, the monitor's reports): a visitor or a
 * dead session gets code 1001 as on any user route, a live session without
 * the staff role 403. The operator token counts as staff where a route says so.
 */
export function requireStaff(options: { operatorToken?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (options.operatorToken && hasOperatorToken(c)) return next();
    const user = c.get('user');
    if (!user) throw new AppError(c.req.header('token') ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
    if (!isStaffRole(user.role)) throw new AppError('FORBIDDEN');
    await next();
  });
}

/**
 * Routes behind this answer 401 / code 1001 without a live session: 'please
 * log in first' when no token was sent, 'session expired' when it is dead.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError(c.req.header('token') ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
  await next();
});
