import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';

import { isStaffRole } from '@/lib/constants/auth';

import { getConfig, isAllowedOrigin } from '../config';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { localeOfRequest } from '../i18n';
import { getLogger } from '../log';
import { recordRequest } from '../metrics';
import { requestIdFor } from '../request-id';
import { clientAddress } from '../services/auth/client-network';
import { findSessionUser } from '../services/session';
import type { AppEnv } from './context';

/**
 * Request id (requestIdFor: a trusted proxy's, else a new one), caller locale
 * and database on the context; one access-log line and the request metrics
 * per request, credentials redacted.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const peer = peerAddress(c);
  const requestId = requestIdFor(c.req.header('x-request-id'), peer);
  c.set('requestId', requestId);
  c.set('locale', localeOfRequest(c.req.header('accept-language'), c.req.header('cookie')));
  c.set('clientIp', peer ? clientAddress(peer, c.req.header('x-forwarded-for')) : 'unknown');
  c.set('user', null);
  c.set('db', await getDb());
  c.header('x-request-id', requestId);
  c.header('x-content-type-options', 'nosniff');
  c.header('referrer-policy', 'strict-origin-when-cross-origin');
  c.header('cache-control', 'no-store');
  // HSTS (X3) in production; browsers ignore it on plain http, so a local production run is unaffected.
  if (getConfig().NODE_ENV === 'production') c.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  await next();
  const ms = performance.now() - started;
  const route = routePattern(c);
  recordRequest(c.req.method, route, c.res.status, ms / 1000);
  getLogger().info(
    {
      requestId,
      method: c.req.method,
      path: c.req.path,
      route,
      status: c.res.status,
      ms: Math.round(ms),
      userId: c.get('user')?.id,
    },
    'api request',
  );
});

/** The connection's peer address (the last proxy's, behind one), if the adapter knows it. */
export function peerAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The route pattern that answered (`/api/user/:id`), never the raw path: the
 * first route (not middleware) from the handler that responded on; a request
 * that no route matched, or that middleware refused before any did, is
 * `unmatched`. Bounded labels for the metrics.
 */
function routePattern(c: Context<AppEnv>): string {
  const routes = matchedRoutes(c);
  for (let i = c.req.routeIndex; i < routes.length; i++) {
    if (routes[i].method !== 'ALL') return routes[i].path;
  }
  return 'unmatched';
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

/**
 * Whether the request carries the operator token, when one is configured:
 * `x-operator-token: <token>`, or `Authorization: Bearer <token>` (what
 * Prometheus's `authorization` scrape setting sends).
 */
export function hasOperatorToken(c: Context<AppEnv>): boolean {
  const operatorToken = getConfig().OPERATOR_TOKEN;
  if (operatorToken === undefined) return false;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return sameSecret(c.req.header('x-operator-token') ?? bearer, operatorToken);
}

/**
 * Staff routes (the /abc area's API, the monitor's reports): a visitor or a
 * dead session gets code 1001 as on any user route, a live session without
 * the staff role 403. The operator token counts as staff where a route says
 * so; `roles` narrows the staff roles let in (403 for the others).
 */
export function requireStaff(options: { operatorToken?: boolean; roles?: readonly string[] } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (options.operatorToken && hasOperatorToken(c)) return next();
    const user = c.get('user');
    if (!user) throw new AppError(c.req.header('token') ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
    if (!isStaffRole(user.role) || (options.roles && !options.roles.includes(user.role))) throw new AppError('FORBIDDEN');
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
