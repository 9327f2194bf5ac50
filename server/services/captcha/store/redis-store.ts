import 'server-only';
import type { Redis } from 'ioredis';

import { getConfig } from '../../../config';
import type { CaptchaType } from '../constants';
import type { CaptchaStore } from './types';

const g = globalThis as unknown as { __sproutCaptchaRedis?: Promise<Redis> };

async function client(): Promise<Redis> {
  g.__sproutCaptchaRedis ??= import('ioredis').then(
    ({ default: RedisClient }) => new RedisClient(getConfig().REDIS_URL!, { maxRetriesPerRequest: 1 }),
  );
  return g.__sproutCaptchaRedis;
}

/** Closes this process's captcha Redis connection (shutdown, tests). */
export async function closeCaptchaRedis(): Promise<void> {
  const pending = g.__sproutCaptchaRedis;
  g.__sproutCaptchaRedis = undefined;
  if (!pending) return;
  const redis = await pending;
  const ended = new Promise((resolve) => (redis.status === 'end' ? resolve(undefined) : redis.once('end', resolve)));
  await redis.quit().catch(() => redis.disconnect());
  await ended;
}

const PREFIX = 'sprout:captcha:';
const ttl = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * The store on Redis (REDIS_URL): keys expire by themselves, GETDEL and DEL
 * make every take atomic, INCR counts failures across processes.
 */
export function redisStore(): CaptchaStore {
  return {
    async saveChallenge(c) {
      const value = JSON.stringify({ t: c.captchaType, k: c.secretKey, a: c.answer, u: c.clientUid, n: c.addressKey, e: c.expiresAt.getTime() });
      await (await client()).set(`${PREFIX}c:${c.token}`, value, 'EX', ttl(c.expiresAt, new Date()));
    },

    async takeChallenge(token, now) {
      const raw = await (await client()).getdel(`${PREFIX}c:${token}`);
      if (!raw) return null;
      const v = JSON.parse(raw) as { t: CaptchaType; k: string | null; a: unknown; u?: string | null; n?: string | null; e: number };
      if (v.e <= now.getTime()) return null;
      return { token, captchaType: v.t, secretKey: v.k, answer: v.a, clientUid: v.u ?? null, addressKey: v.n ?? null, expiresAt: new Date(v.e) };
    },

    async saveVerification(keyHash, token, expiresAt) {
      await (await client()).set(`${PREFIX}v:${keyHash}`, token, 'EX', ttl(expiresAt, new Date()));
    },

    async takeVerification(keyHash) {
      return (await (await client()).del(`${PREFIX}v:${keyHash}`)) === 1;
    },

    async isLocked(clientKeys) {
      if (!clientKeys.length) return false;
      return (await (await client()).exists(...clientKeys.map((k) => `${PREFIX}l:${k}`))) > 0;
    },

    async recordFailure(clientKey, limit, windowSeconds, lockSeconds) {
      const redis = await client();
      const key = `${PREFIX}f:${clientKey}`;
      const [[, count]] = (await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [[unknown, number]];
      if (count <= limit) return false;
      await redis.multi().set(`${PREFIX}l:${clientKey}`, '1', 'EX', lockSeconds).del(key).exec();
      return true;
    },

    async sweep() {},
  };
}
