import 'server-only';
import type { Context, Env } from 'hono';
import { createMiddleware } from 'hono/factory';

import { getConfig, type ServerConfig } from '../config';
import { consumeLimit } from '../services/rate-limit';
import type { UserEnv } from './access';
import type { AppEnv } from './context';

/**
 * A named rate limit as route middleware: `name` keeps its counters apart
 * from other limits' (and must not change, or counts restart), `points` is
 * read from the config on each request so tests and operators can tune it,
 * `keyOf` picks whose budget a request spends. Over the limit the request
 * fails with TOO_MANY_REQUESTS before the handlers after it run.
 */
export function rateLimit<E extends Env = AppEnv>(
  name: string,
  points: (config: ServerConfig) => number,
  keyOf: (c: Context<E>) => string,
  durationSeconds = 3600,
) {
  return createMiddleware<E>(async (c, next) => {
    const db = (c as unknown as Context<AppEnv>).var.db;
    await consumeLimit(db, { name, points: points(getConfig()), duration: durationSeconds }, keyOf(c));
    await next();
  });
}

/** The signed-in user's budget (user and owner routes only). */
export const byUser = (c: Context<UserEnv>) => String(c.var.user.id);
/** The caller's network address's budget (public routes). */
export const byClientIp = (c: Context<AppEnv>) => c.var.clientIp;

/** Comments a user may post per hour. */
export const commentAddLimit = rateLimit<UserEnv>('comment-add', (config) => config.COMMENTS_PER_HOUR, byUser);
/** Avatar uploads a user may attempt per hour; decoding images is the costly part of the API. */
export const avatarUploadLimit = rateLimit<UserEnv>('avatar-upload', (config) => config.AVATAR_UPLOADS_PER_HOUR, byUser);
/** Client event reports per network address and minute. */
export const monitorReportLimit = rateLimit('monitor', (config) => config.MONITOR_REPORTS_PER_MINUTE, byClientIp, 60);
/** Private messages a user may send per minute. */
export const messageSendLimit = rateLimit<UserEnv>('message-send', (config) => config.MESSAGES_PER_MINUTE, byUser, 60);
/** Follow, unfollow, block and unblock toggles a user may make per hour (each may notify someone). */
export const followToggleLimit = rateLimit<UserEnv>('user-follow', (config) => config.FOLLOWS_PER_HOUR, byUser);
/** Reports of other users a user may file per day; staff read each one. */
export const reportLimit = rateLimit<UserEnv>('user-report', (config) => config.REPORTS_PER_DAY, byUser, 86_400);
/** Words a user may add to their word bank per hour. */
export const wordBankAddLimit = rateLimit<UserEnv>('word-bank-add', (config) => config.WORD_BANK_ADDS_PER_HOUR, byUser);
/** Dubbing page uploads a user may make per hour; each is decoded and scored, the costly part of dubbing. */
export const dubbingUploadLimit = rateLimit<UserEnv>('dubbing-upload', (config) => config.DUBBING_UPLOADS_PER_HOUR, byUser);
