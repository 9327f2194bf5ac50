import 'server-only';
import { randomUUID } from 'node:crypto';

import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';

import { getConfig } from '../config';
import { getDb } from '../db/client';
import { AppError } from '../errors';
import { localeOfRequest } from '../i18n';
import { getLogger } from '../log';
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

function clientIp(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]): string {
  if (getConfig().TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
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

function isAllowedOrigin(origin: string, host: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (host && parsed.host === host) return true;
  const site = new URL(getConfig().SITE_URL);
  if (parsed.host === site.host) return true;
  const extra = getConfig().ALLOWED_ORIGINS?.split(',').map((o) => o.trim()) ?? [];
  return extra.includes(parsed.origin);
}

/** Puts the session's user on the context when the `token` header names a live session. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header('token');
  if (token) c.set('user', await findSessionUser(c.get('db'), token));
  await next();
});

/**
 * Routes behind this answer 401 / code 1001 without a live session: 'please
 * log in first' when no token was sent, 'session expired' when it is dead.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError(c.req.header('token') ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
  await next();
});
