/**
 * With REDIS_URL set, challenges, second-stage proofs and failure locks live
 * in Redis (so several app processes agree), with the same one-use rules as
 * the database store. Runs against a throwaway redis-server when the machine
 * has one; skipped otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

import type { Redis } from 'ioredis';

import { captchaChallenges } from '@/server/db/schema';
import { consumeCaptchaVerification } from '@/server/services/captcha';
import { redisStore, closeCaptchaRedis } from '@/server/services/captcha/store/redis-store';
import { forgetLimiters } from '@/server/services/rate-limit';

import { captchaCall, check, freshIp, getChallenge } from './helpers/captcha';
import { countRows, describeApi, setServerEnv, type EngineSuite } from './helpers/test-app';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForRedis(port: number): Promise<void> {
  const { default: RedisClient } = await import('ioredis');
  for (let i = 0; i < 50; i++) {
    const probe = new RedisClient({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      await probe.ping();
      await probe.quit();
      return;
    } catch {
      probe.disconnect();
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('redis-server did not start');
}

function redisSuite(t: EngineSuite) {
  let redis: ChildProcess | undefined;
  let restore: (() => void) | undefined;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForRedis(port);
    const url = `redis://127.0.0.1:${port}`;
    restore = setServerEnv({ REDIS_URL: url });
    forgetLimiters();
    // The shared rate-limit client refuses commands until it is connected (enableOfflineQueue: false),
    // so it is made here, with the same options, and awaited.
    const { default: RedisClient } = await import('ioredis');
    const shared = new RedisClient(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise((resolve) => shared.once('ready', resolve));
    (globalThis as { __sproutRedis?: unknown }).__sproutRedis = shared;
  });

  afterAll(async () => {
    restore?.();
    forgetLimiters();
    await closeCaptchaRedis();
    const shared = (globalThis as { __sproutRedis?: Redis }).__sproutRedis;
    if (shared) {
      const ended = new Promise((resolve) => shared.once('end', resolve));
      await shared.quit().catch(() => shared.disconnect());
      await ended;
    }
    delete (globalThis as { __sproutRedis?: unknown }).__sproutRedis;
    await new Promise((resolve) => {
      redis?.once('exit', resolve);
      redis?.kill('SIGTERM');
    });
  });

  it('issues, checks once and redeems once, keeping nothing in the database', async () => {
    const data = await getChallenge(t, 'blockPuzzle');
    expect(await countRows(t.db, captchaChallenges)).toBe(0);
    // The answer is only in Redis; the test reads it through the store, which takes it (one read per token).
    const stored = await redisStore().takeChallenge(data.token, new Date());
    expect(stored).toMatchObject({ captchaType: 'blockPuzzle', secretKey: data.secretKey });
    const { x } = stored!.answer as { x: number };
    // Taken: the token is gone for the check as well.
    expect((await check(t, data, 'blockPuzzle', JSON.stringify({ x, y: 5 }))).body.repCode).toBe('6110');

    const next = await getChallenge(t, 'textCode');
    const store = redisStore();
    const peek = await store.takeChallenge(next.token, new Date());
    await store.saveChallenge(peek!);
    const { code } = peek!.answer as { code: string };
    const passed = await check(t, next, 'textCode', JSON.stringify({ code }));
    expect(passed.body.repCode).toBe('0000');
    expect((await check(t, next, 'textCode', JSON.stringify({ code }))).body.repCode).toBe('6110');
    expect(await consumeCaptchaVerification(t.db, passed.captchaVerification)).toBe(true);
    expect(await consumeCaptchaVerification(t.db, passed.captchaVerification)).toBe(false);
  });

  it('counts failures and locks get in Redis, and limits get per minute', async () => {
    const env = setServerEnv({ CAPTCHA_FAILURES_BEFORE_LOCK: '1', CAPTCHA_GET_PER_MINUTE: '4' });
    try {
      const clientUid = `slider-redis-${Date.now()}`;
      // Fetched before the lock, its stored owner locks it too (#17).
      const early = await getChallenge(t, 'blockPuzzle', { clientUid });
      const store = redisStore();
      const peek = (await store.takeChallenge(early.token, new Date()))!;
      await store.saveChallenge(peek);
      for (let i = 0; i < 2; i++) {
        const data = await getChallenge(t, 'blockPuzzle', { clientUid, ip: freshIp() });
        expect((await check(t, data, 'blockPuzzle', JSON.stringify({ x: 0, y: 0 }), { clientUid })).body.repCode).toBe('6111');
      }
      expect((await captchaCall(t, 'get', { captchaType: 'blockPuzzle', clientUid })).body.repCode).toBe('6202');
      expect((await check(t, early, 'blockPuzzle', JSON.stringify(peek.answer))).body.repCode).toBe('6202');

      const other = `point-redis-${Date.now()}`;
      for (let i = 0; i < 4; i++) await getChallenge(t, 'clickWord', { clientUid: other });
      expect((await captchaCall(t, 'get', { captchaType: 'clickWord', clientUid: other })).body.repCode).toBe('6201');
    } finally {
      env();
    }
  });
}

if (hasRedis) describeApi('captcha on Redis', redisSuite);
else describe.skip('captcha on Redis (no redis-server on this machine)', () => it('needs redis-server', () => undefined));
