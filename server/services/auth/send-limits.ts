import 'server-only';
import { eq, sql } from 'drizzle-orm';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { codeBreakers } from '../../db/schema';
import { AppError, type ErrorName } from '../../errors';
import { getLogger } from '../../log';
import { consumeLimit, peekLimit, refundLimit, type LimitRule } from '../rate-limit';
import { networkKey } from './client-network';
import type { CodeChannel } from './codes';

/**
 * Limits on sending codes (A4, A5; issue #17), checked before anything is
 * sent, in this order so a refusal spends as little as possible of the wider
 * budgets: the captcha when one is needed, the destination (1 per
 * CODE_RESEND_SECONDS, per hour, per day), the client network (per hour,
 * per day; IPv6 by /64), the dial code (non-86, per day) and the channel's
 * daily budget. The budget degrades instead of stopping: from
 * CODE_BUDGET_CAPTCHA_PERCENT spent every send needs the captcha (warning
 * logged), the last CODE_BUDGET_RESERVE_PERCENT only reaches destinations
 * that already have an account (error logged), and only when the whole
 * budget is spent does the breaker refuse every send of the channel until
 * the budget's day is over. /api/health shows each phase. No answer depends
 * on whether an account exists.
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

/** The day's budget of a channel and where its phases begin (counts of sends already made today). */
export function budgetPlan(channel: CodeChannel): { budget: number; captchaFrom: number; reserveFrom: number } {
  const cfg = getConfig();
  const budget = channel === 'sms' ? cfg.SMS_DAILY_BUDGET : cfg.EMAIL_DAILY_BUDGET;
  return {
    budget,
    captchaFrom: Math.ceil((budget * cfg.CODE_BUDGET_CAPTCHA_PERCENT) / 100),
    reserveFrom: budget - Math.floor((budget * cfg.CODE_BUDGET_RESERVE_PERCENT) / 100),
  };
}

const budgetRule = (budget: number): LimitRule => ({ name: 'code-budget-day', points: budget, duration: DAY });
const destHourRule = (): LimitRule => ({ name: 'code-dest-hour', points: getConfig().CODE_LIMIT_DESTINATION_HOUR, duration: HOUR });
const ipHourRule = (): LimitRule => ({ name: 'code-ip-hour', points: getConfig().CODE_LIMIT_IP_HOUR, duration: HOUR });

export interface SendRequest {
  channel: CodeChannel;
  destination: string;
  ip: string;
  dialCode?: string;
  /**
   * Whether the destination belongs to an account: only those may use the
   * budget's reserve. Asked only once the reserve is reached, so an ordinary
   * send does not look the account up.
   */
  hasAccount: () => Promise<boolean>;
  captchaVerification?: string;
  now?: Date;
}

/**
 * Decides whether a code may be sent, counting it everywhere if so; throws
 * the matching 400/429/503 AppError otherwise. Resolves `deliver: false`
 * when the budget's reserve holds it back for a destination without an
 * account: the caller answers as for a send (A6) but sends nothing.
 *
 * The captcha (A5; a single-use `captchaVerification`, redeemed here) is
 * needed for a dial code other than 86, for the second and later code
 * within the hour to one destination or from one network (past
 * CODE_CAPTCHA_FREE_PER_HOUR, default 1), and for every
 * send once the day's budget is CODE_BUDGET_CAPTCHA_PERCENT spent. A send
 * refused for want of one counts nowhere.
 */
export async function admitSend(
  db: Db,
  params: SendRequest,
  redeemCaptcha: (value: string) => Promise<boolean>,
): Promise<{ deliver: boolean }> {
  const cfg = getConfig();
  const now = params.now ?? new Date();
  const { channel, destination } = params;
  const dest = `${channel}:${destination}`;
  const net = `${channel}:${networkKey(params.ip)}`;
  const plan = budgetPlan(channel);

  const breaker = await getBreaker(db, channel, now);
  if (breaker.open) {
    throw new AppError('CODE_SERVICE_PAUSED', {
      retryAfter: Math.max(1, Math.ceil((breaker.resumesAt!.getTime() - now.getTime()) / 1000)),
    });
  }

  const [spent, destThisHour, netThisHour] = await Promise.all([
    peekLimit(db, budgetRule(plan.budget), channel),
    peekLimit(db, destHourRule(), dest),
    peekLimit(db, ipHourRule(), net),
  ]);
  const captchaNeeded =
    (channel === 'sms' && params.dialCode !== undefined && params.dialCode !== '86') ||
    spent >= plan.captchaFrom ||
    destThisHour >= cfg.CODE_CAPTCHA_FREE_PER_HOUR ||
    netThisHour >= cfg.CODE_CAPTCHA_FREE_PER_HOUR;
  if (captchaNeeded) {
    if (!params.captchaVerification) throw new AppError('CAPTCHA_REQUIRED');
    if (!(await redeemCaptcha(params.captchaVerification))) throw new AppError('CAPTCHA_INVALID');
  }

  await counted(db, { name: 'code-dest-resend', points: 1, duration: cfg.CODE_RESEND_SECONDS }, dest, 'CODE_RESEND_TOO_SOON');
  await counted(db, destHourRule(), dest, 'CODE_DESTINATION_LIMIT', { channel });
  await counted(db, { name: 'code-dest-day', points: cfg.CODE_LIMIT_DESTINATION_DAY, duration: DAY }, dest, 'CODE_DESTINATION_LIMIT', { channel });

  await counted(db, ipHourRule(), net, 'CODE_IP_LIMIT');
  await counted(db, { name: 'code-ip-day', points: cfg.CODE_LIMIT_IP_DAY, duration: DAY }, net, 'CODE_IP_LIMIT');

  if (channel === 'sms' && params.dialCode && params.dialCode !== '86') {
    await counted(db, { name: 'code-dial-day', points: cfg.SMS_LIMIT_DIAL_CODE_DAY, duration: DAY }, params.dialCode, 'CODE_REGION_LIMIT');
  }

  let used: number;
  try {
    used = await consumeLimit(db, budgetRule(plan.budget), channel);
  } catch (err) {
    if (err instanceof AppError && err.error === 'TOO_MANY_REQUESTS') {
      const retryAfter = err.options.retryAfter ?? HOUR;
      await tripBreaker(db, channel, retryAfter, now);
      throw new AppError('CODE_SERVICE_PAUSED', { retryAfter });
    }
    throw err;
  }
  if (used > plan.reserveFrom && !(await params.hasAccount())) {
    // The reserve is for existing accounts: nothing is sent, and nothing of the budget spent.
    await refundLimit(db, budgetRule(plan.budget), channel);
    getLogger().warn({ channel, used: used - 1, budget: plan.budget }, 'code send withheld: budget reserve is for existing accounts');
    return { deliver: false };
  }
  if (used === plan.captchaFrom && plan.captchaFrom < plan.budget) {
    getLogger().warn(
      { alert: 'code-budget-captcha', channel, used, budget: plan.budget },
      `ALERT: ${used} of ${plan.budget} ${channel} codes sent today; every send now needs the captcha`,
    );
  }
  if (used === plan.reserveFrom && plan.reserveFrom < plan.budget) {
    getLogger().error(
      { alert: 'code-budget-reserve', channel, used, budget: plan.budget },
      `ALERT: ${used} of ${plan.budget} ${channel} codes sent today; the rest is kept for existing accounts, new numbers get none`,
    );
  }
  return { deliver: true };
}

export type CodeDeliveryState = 'ok' | 'captcha' | 'reserve' | 'paused';

/**
 * For /api/health: per channel 'ok', 'captcha' (the budget's captcha share is
 * spent: every send needs one), 'reserve' (only existing accounts get codes)
 * or 'paused' (the breaker is open).
 */
export async function codeDeliveryHealth(db: Db, now = new Date()): Promise<Record<CodeChannel, CodeDeliveryState>> {
  const rows = await db
    .select({ channel: codeBreakers.channel })
    .from(codeBreakers)
    .where(sql`${codeBreakers.resumesAt} > ${now.toISOString()}::timestamptz`);
  const paused = new Set(rows.map((r) => r.channel));
  const state = async (channel: CodeChannel): Promise<CodeDeliveryState> => {
    if (paused.has(channel)) return 'paused';
    const plan = budgetPlan(channel);
    const spent = await peekLimit(db, budgetRule(plan.budget), channel);
    if (spent >= plan.budget) return 'paused';
    if (spent >= plan.reserveFrom) return 'reserve';
    if (spent >= plan.captchaFrom) return 'captcha';
    return 'ok';
  };
  const [sms, email] = await Promise.all([state('sms'), state('email')]);
  return { sms, email };
}
