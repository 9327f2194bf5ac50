import 'server-only';
import { eq, sql } from 'drizzle-orm';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { codeBreakers } from '../../db/schema';
import { AppError, type ErrorName } from '../../errors';
import { getLogger } from '../../log';
import { consumeLimit, type LimitRule } from '../rate-limit';
import { networkKey } from './client-network';
import type { CodeChannel } from './codes';

/**
 * Limits on sending codes (A4), checked before anything is sent, in this
 * order so a refusal spends as little as possible of the wider budgets:
 * the destination (1 per CODE_RESEND_SECONDS, per hour, per day), the client
 * network (per hour, per day; IPv6 by /64), the dial code (non-86, per day)
 * and the channel's daily budget. Exhausting the budget trips a breaker that
 * refuses every send of the channel until the budget's day is over, logs an
 * alert and shows in /api/health. No answer depends on whether an account
 * exists.
 */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

async function counted(db: Db, rule: LimitRule, key: string, error: ErrorName, params?: Record<string, string | number>) {
  try {
    await consumeLimit(db, rule, key);
  } catch (err) {
    if (err instanceof AppError && err.error === 'TOO_MANY_REQUESTS') {
      const retryAfter = err.options.retryAfter ?? MINUTE;
      getLogger().warn({ limit: rule.name, retryAfter }, 'code send refused by a limit');
      throw new AppError(error, {
        retryAfter,
        params: { ...params, seconds: retryAfter },
      });
    }
    throw err;
  }
}

/** The breaker's state for /api/health and for every send. */
export async function getBreaker(db: Db, channel: CodeChannel, now = new Date()): Promise<{ open: boolean; resumesAt: Date | null }> {
  const [row] = await db
    .select({ resumesAt: codeBreakers.resumesAt })
    .from(codeBreakers)
    .where(eq(codeBreakers.channel, channel));
  if (!row || row.resumesAt.getTime() <= now.getTime()) return { open: false, resumesAt: null };
  return { open: true, resumesAt: row.resumesAt };
}

async function tripBreaker(db: Db, channel: CodeChannel, retryAfter: number, now: Date): Promise<void> {
  const resumesAt = new Date(now.getTime() + retryAfter * 1000);
  await db
    .insert(codeBreakers)
    .values({ channel, trippedAt: now, resumesAt })
    .onConflictDoUpdate({ target: codeBreakers.channel, set: { trippedAt: now, resumesAt } });
  getLogger().error(
    { alert: 'code-budget-exhausted', channel, resumesAt: resumesAt.toISOString() },
    `ALERT: daily ${channel} code budget exhausted; sending paused until the budget resets`,
  );
}

/** Closes a breaker by hand (operations) or in tests. */
export async function resetBreaker(db: Db, channel: CodeChannel): Promise<void> {
  await db.delete(codeBreakers).where(eq(codeBreakers.channel, channel));
}

/** Throws the matching 429/503 AppError when this send must not happen; otherwise counts it everywhere. */
export async function checkSendLimits(
  db: Db,
  params: { channel: CodeChannel; destination: string; ip: string; dialCode?: string; now?: Date },
): Promise<void> {
  const cfg = getConfig();
  const now = params.now ?? new Date();
  const { channel, destination } = params;

  const breaker = await getBreaker(db, channel, now);
  if (breaker.open) {
    throw new AppError('CODE_SERVICE_PAUSED', {
      retryAfter: Math.max(1, Math.ceil((breaker.resumesAt!.getTime() - now.getTime()) / 1000)),
    });
  }

  const dest = `${channel}:${destination}`;
  await counted(db, { name: 'code-dest-resend', points: 1, duration: cfg.CODE_RESEND_SECONDS }, dest, 'CODE_RESEND_TOO_SOON');
  await counted(db, { name: 'code-dest-hour', points: cfg.CODE_LIMIT_DESTINATION_HOUR, duration: HOUR }, dest, 'CODE_DESTINATION_LIMIT', { channel });
  await counted(db, { name: 'code-dest-day', points: cfg.CODE_LIMIT_DESTINATION_DAY, duration: DAY }, dest, 'CODE_DESTINATION_LIMIT', { channel });

  const net = `${channel}:${networkKey(params.ip)}`;
  await counted(db, { name: 'code-ip-hour', points: cfg.CODE_LIMIT_IP_HOUR, duration: HOUR }, net, 'CODE_IP_LIMIT');
  await counted(db, { name: 'code-ip-day', points: cfg.CODE_LIMIT_IP_DAY, duration: DAY }, net, 'CODE_IP_LIMIT');

  if (channel === 'sms' && params.dialCode && params.dialCode !== '86') {
    await counted(db, { name: 'code-dial-day', points: cfg.SMS_LIMIT_DIAL_CODE_DAY, duration: DAY }, params.dialCode, 'CODE_REGION_LIMIT');
  }

  const budget = channel === 'sms' ? cfg.SMS_DAILY_BUDGET : cfg.EMAIL_DAILY_BUDGET;
  try {
    await consumeLimit(db, { name: 'code-budget-day', points: budget, duration: DAY }, channel);
  } catch (err) {
    if (err instanceof AppError && err.error === 'TOO_MANY_REQUESTS') {
      const retryAfter = err.options.retryAfter ?? HOUR;
      await tripBreaker(db, channel, retryAfter, now);
      throw new AppError('CODE_SERVICE_PAUSED', { retryAfter });
    }
    throw err;
  }
}

/** For /api/health: which channels are paused. */
export async function codeDeliveryHealth(db: Db, now = new Date()): Promise<Record<CodeChannel, 'ok' | 'paused'>> {
  const rows = await db
    .select({ channel: codeBreakers.channel })
    .from(codeBreakers)
    .where(sql`${codeBreakers.resumesAt} > ${now.toISOString()}::timestamptz`);
  const paused = new Set(rows.map((r) => r.channel));
  return { sms: paused.has('sms') ? 'paused' : 'ok', email: paused.has('email') ? 'paused' : 'ok' };
}
