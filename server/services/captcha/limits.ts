import 'server-only';
import { isIPv6 } from 'node:net';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { consumeLimit } from '../rate-limit';
import { FAILURE_WINDOW_SECONDS } from './constants';
import { CaptchaError } from './rep-codes';
import type { CaptchaStore } from './store';

/** Who is asking: the client address (IPv6 grouped by /64, like one household) and the clientUid, when usable. */
export interface CaptchaClient {
  ip: string;
  clientUid?: string;
}

/** The part of an address that identifies one subscriber: IPv4 as is, IPv6 by its /64 prefix. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = ip.includes('::') ? [...left, ...new Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${full.slice(0, 4).map((h) => h.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The reference clients send `slider-<uuid>` / `point-<uuid>`; anything else odd is ignored rather than trusted. */
export function usableClientUid(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,80}$/.test(value) ? value : undefined;
}

interface KeyedLimit {
  key: string;
  perMinute: number;
  failuresBeforeLock: number;
}

function keyedLimits(client: CaptchaClient, kind: 'get' | 'check'): KeyedLimit[] {
  const cfg = getConfig();
  const list: KeyedLimit[] = [
    {
      key: `ip:${addressKey(client.ip)}`,
      perMinute: kind === 'get' ? cfg.CAPTCHA_GET_PER_MINUTE_IP : cfg.CAPTCHA_CHECK_PER_MINUTE_IP,
      failuresBeforeLock: cfg.CAPTCHA_FAILURES_BEFORE_LOCK_IP,
    },
  ];
  if (client.clientUid) {
    list.push({
      key: `uid:${client.clientUid}`,
      perMinute: kind === 'get' ? cfg.CAPTCHA_GET_PER_MINUTE : cfg.CAPTCHA_CHECK_PER_MINUTE,
      failuresBeforeLock: cfg.CAPTCHA_FAILURES_BEFORE_LOCK,
    });
  }
  return list;
}

async function consumePerMinute(db: Db, client: CaptchaClient, kind: 'get' | 'check'): Promise<void> {
  for (const limit of keyedLimits(client, kind)) {
    try {
      await consumeLimit(db, { name: `captcha-${kind}`, points: limit.perMinute, duration: 60 }, limit.key);
    } catch (err) {
      if (err instanceof AppError && err.error === 'TOO_MANY_REQUESTS') {
        throw new CaptchaError(kind === 'get' ? 'GET_LIMIT' : 'CHECK_LIMIT');
      }
      throw err;
    }
  }
}

/** Before a new challenge: refuses a locked client (6202), then counts the request (6201 over the limit). */
export async function admitGet(db: Db, store: CaptchaStore, client: CaptchaClient, now: Date): Promise<void> {
  const keys = keyedLimits(client, 'get').map((l) => l.key);
  if (await store.isLocked(keys, now)) throw new CaptchaError('LOCKED');
  await consumePerMinute(db, client, 'get');
}

/** Before a check: counts it, before the token is even looked at (6204 over the limit). */
export async function admitCheck(db: Db, client: CaptchaClient): Promise<void> {
  await consumePerMinute(db, client, 'check');
}

/** The keys a client's failures are counted and locked under: its address, and its clientUid when it has one. */
function lockKeys(address: string, clientUid: string | null | undefined): string[] {
  return clientUid ? [`ip:${address}`, `uid:${clientUid}`] : [`ip:${address}`];
}

/**
 * Before a check is judged: 6202 while the checking client or the client that
 * fetched the token is locked, so tokens fetched before a lock cannot pass
 * during it. `fetcher` is the stored owner of the token, when there is one.
 */
export async function refuseLockedCheck(
  store: CaptchaStore,
  client: CaptchaClient,
  fetcher: { addressKey: string | null; clientUid: string | null } | null,
  now: Date,
): Promise<void> {
  const keys = lockKeys(addressKey(client.ip), client.clientUid);
  if (fetcher?.addressKey) keys.push(...lockKeys(fetcher.addressKey, fetcher.clientUid));
  else if (fetcher?.clientUid) keys.push(`uid:${fetcher.clientUid}`);
  if (await store.isLocked([...new Set(keys)], now)) throw new CaptchaError('LOCKED');
}

/**
 * A token passes only for the client that fetched it: the same address key
 * (IPv4 address, IPv6 /64), and the same clientUid when the check names one.
 * The reference Vue client names none on check, so a missing one is accepted;
 * the token's own clientUid still counts for the lock.
 */
export function isFetchingClient(fetcher: { addressKey: string | null; clientUid: string | null }, client: CaptchaClient): boolean {
  if (fetcher.addressKey !== null && fetcher.addressKey !== addressKey(client.ip)) return false;
  return !fetcher.clientUid || !client.clientUid || fetcher.clientUid === client.clientUid;
}

/** After a failed check: counts it per client; past the limit within the window, locks new challenges. */
export async function recordFailedCheck(store: CaptchaStore, client: CaptchaClient, now: Date): Promise<void> {
  const lockSeconds = getConfig().CAPTCHA_LOCK_SECONDS;
  for (const limit of keyedLimits(client, 'check')) {
    if (await store.recordFailure(limit.key, limit.failuresBeforeLock, FAILURE_WINDOW_SECONDS, lockSeconds, now)) {
      getLogger().warn({ client: limit.key.startsWith('ip:') ? limit.key : 'clientUid', lockSeconds }, 'captcha locked after failed checks');
    }
  }
}
