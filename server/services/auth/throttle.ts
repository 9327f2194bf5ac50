import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { networkKey } from './client-network';

/**
 * Wrong-password throttling (A7). Each account name and each client network
 * has a row: after LOGIN_FAILURE_FREE_TRIES consecutive failures every further
 * failure locks the name for a delay that doubles (from
 * LOGIN_FAILURE_DELAY_SECONDS up to LOGIN_FAILURE_MAX_DELAY_SECONDS); at
 * LOGIN_FAILURES_PER_HOUR_ACCOUNT failures within the hour the name is locked
 * for the rest of that hour, and a network at LOGIN_FAILURES_PER_HOUR_IP.
 * Names are counted whether or not an account exists, so the answers never
 * tell the two apart. Code login never looks here: it stays a way in.
 */

const HOUR_MS = 3600_000;

export interface ThrottleKeys {
  /** The account name as typed (normalised), or `u:<id>` for a logged-in user. */
  account: string;
  ip: string;
}

export function throttleKeys(account: string, ip: string): ThrottleKeys {
  return { account: account.slice(0, 300), ip: `ip:${networkKey(ip)}` };
}

/** Throws LOGIN_THROTTLED (429, Retry-After) while the name or the network is locked. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  const rows = await db
    .select({ key: loginThrottles.key, lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, [keys.account, keys.ip]));
  let until = 0;
  for (const row of rows) if (row.lockedUntil && row.lockedUntil.getTime() > until) until = row.lockedUntil.getTime();
  if (until > now.getTime()) {
    const error = throttledError(until - now.getTime());
    getLogger().warn({ throttle: 'password', retryAfter: error.options.retryAfter }, 'password attempt refused while throttled');
    throw error;
  }
}

function throttledError(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const minutes = seconds >= 60 ? Math.ceil(seconds / 60) : 0;
  return new AppError('LOGIN_THROTTLED', { retryAfter: seconds, params: { seconds, minutes } });
}

/** Counts one failure atomically and sets the lock it earns. */
async function countFailure(db: Db, key: string, now: Date, kind: 'account' | 'ip'): Promise<void> {
  const cfg = getConfig();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const inWindow = sql`${loginThrottles.windowStart} > ${hourAgo.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, consecutive: 1, windowStart: now, windowCount: 1 })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        consecutive: sql`${loginThrottles.consecutive} + 1`,
        windowCount: sql`case when ${inWindow} then ${loginThrottles.windowCount} + 1 else 1 end`,
        windowStart: sql`case when ${inWindow} then ${loginThrottles.windowStart} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({
      consecutive: loginThrottles.consecutive,
      windowCount: loginThrottles.windowCount,
      windowStart: loginThrottles.windowStart,
    });

  let lockMs = 0;
  const hourlyCap = kind === 'account' ? cfg.LOGIN_FAILURES_PER_HOUR_ACCOUNT : cfg.LOGIN_FAILURES_PER_HOUR_IP;
  if (row.windowCount >= hourlyCap) {
    lockMs = row.windowStart.getTime() + HOUR_MS - now.getTime();
  } else if (kind === 'account' && row.consecutive >= cfg.LOGIN_FAILURE_FREE_TRIES) {
    const doublings = Math.min(row.consecutive - cfg.LOGIN_FAILURE_FREE_TRIES, 20);
    lockMs = Math.min(cfg.LOGIN_FAILURE_DELAY_SECONDS * 2 ** doublings, cfg.LOGIN_FAILURE_MAX_DELAY_SECONDS) * 1000;
  }
  if (lockMs > 0) {
    const until = new Date(now.getTime() + lockMs);
    await db
      .update(loginThrottles)
      .set({ lockedUntil: sql`greatest(coalesce(${loginThrottles.lockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)` })
      .where(eq(loginThrottles.key, key));
    getLogger().warn({ throttle: kind, lockSeconds: Math.ceil(lockMs / 1000), failures: row.windowCount }, 'password login throttled');
  }
}

/** Records a wrong password for the name and the network. */
export async function recordPasswordFailure(db: Db, keys: ThrottleKeys, now = new Date()): Promise<void> {
  await countFailure(db, keys.account, now, 'account');
  await countFailure(db, keys.ip, now, 'ip');
}

/**
 * A correct password (or a reset by code) ends the growing delay of the name;
 * the hourly counts stay, so the hard caps still hold.
 */
export async function clearPasswordFailures(db: Db, accountKeys: string[]): Promise<void> {
  for (const key of accountKeys) {
    await db.update(loginThrottles).set({ consecutive: 0, lockedUntil: null }).where(eq(loginThrottles.key, key));
  }
}
