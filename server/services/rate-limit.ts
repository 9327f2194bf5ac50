import 'server-only';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

import { getConfig } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';

export interface LimitRule {
  /** Distinguishes the counters of one rule from another's. */
  name: string;
  points: number;
  /** Window length in seconds. */
  duration: number;
}

const g = globalThis as unknown as { __sproutLimiters?: Map<string, RateLimiterAbstract>; __sproutRedis?: Promise<unknown> };
const limiters = (g.__sproutLimiters ??= new Map());

/**
 * One Redis client per process, connected before its first use: without an
 * offline queue a command sent while connecting fails. The promise is cached
 * so concurrent first calls share one client.
 */
function redisClient(): Promise<unknown> {
  g.__sproutRedis ??= (async () => {
    const { default: Redis } = await import('ioredis');
    const client = new Redis(getConfig().REDIS_URL!, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    await client.connect();
    return client;
  })().catch((err) => {
    g.__sproutRedis = undefined;
    throw err;
  });
  return g.__sproutRedis;
}

async function limiterFor(db: Db, rule: LimitRule): Promise<RateLimiterAbstract> {
  const id = `${rule.name}:${rule.points}:${rule.duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    // Counters live in Redis when configured, else in the database, so every
    // app process sees the same counts.
    limiter = getConfig().REDIS_URL
      ? new RateLimiterRedis({ storeClient: await redisClient(), keyPrefix: rule.name, points: rule.points, duration: rule.duration })
      : new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: rule.name,
          points: rule.points,
          duration: rule.duration,
          clearExpiredByTimeout: false,
        });
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Counts one action against a rule and returns how many the window holds now;
 * over the limit it throws TOO_MANY_REQUESTS with the seconds to wait.
 */
export async function consumeLimit(db: Db, rule: LimitRule, key: string): Promise<number> {
  const limiter = await limiterFor(db, rule);
  try {
    return (await limiter.consume(key)).consumedPoints;
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      throw new AppError('TOO_MANY_REQUESTS', { retryAfter: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) });
    }
    throw err;
  }
}

/** How many actions the rule's current window holds for a key (0 when none), without counting one. */
export async function peekLimit(db: Db, rule: LimitRule, key: string): Promise<number> {
  const limiter = await limiterFor(db, rule);
  const res = await limiter.get(key);
  return res ? res.consumedPoints : 0;
}

/** Gives back points counted by `consumeLimit` (an action that turned out not to happen). */
export async function refundLimit(db: Db, rule: LimitRule, key: string, points = 1): Promise<void> {
  const limiter = await limiterFor(db, rule);
  await limiter.reward(key, points);
}

/** Tests open a fresh database per file; limiters bound to the old one must go. */
export function forgetLimiters(): void {
  limiters.clear();
}
