import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { and, desc, eq, gt } from 'drizzle-orm';

import type { PaymentMethod } from '@/lib/types/store';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { countProviderError } from '../../metrics';
import type { PaymentProvider, PaymentQuery, VerifiedNotification } from './types';

/**
 * The sandbox payment gateway: a stand-in for Alipay / WeChat Pay that runs
 * in this process but talks to the app only as a real gateway does. The app
 * asks it for a pay URL (a page of the gateway, shown as a QR code); the
 * payer presses Pay or Fail there; the gateway then POSTs a signed,
 * Alipay-style notification (form fields, HMAC-SHA256 with
 * PAYMENT_SANDBOX_SECRET) to the notify URL it was given, retrying until the
 * app answers `success`.
 */

export const SANDBOX_PROVIDER = 'sandbox';
/** The merchant's app id at the sandbox gateway; a notification for any other app id is refused. */
export const SANDBOX_APP_ID = 'sprout-sandbox';
export const SANDBOX_MERCHANT = 'Sprout English (sandbox)';
export const SANDBOX_SIGN_TYPE = 'HMAC-SHA256';
/** Where a generated secret is kept when PAYMENT_SANDBOX_SECRET is not set. */
export const SANDBOX_SECRET_FILE = '.data/secrets/payment-sandbox';
/** Delays before each delivery attempt of a notification. */
const DELIVERY_DELAYS_MS = [0, 250, 1000, 3000];

const g = globalThis as unknown as { __sproutSandboxSecret?: { origin: string; key: Buffer } };

function readOrCreateSecretFile(): string {
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), SANDBOX_SECRET_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    getLogger().warn({ file: SANDBOX_SECRET_FILE }, 'generated a sandbox payment secret; set PAYMENT_SANDBOX_SECRET when several instances run');
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
}

/** PAYMENT_SANDBOX_SECRET, else a random one generated once into .data/secrets/payment-sandbox (mode 0600). */
export function sandboxSecret(): Buffer {
  const configured = getConfig().PAYMENT_SANDBOX_SECRET;
  const origin = configured ?? 'file';
  if (g.__sproutSandboxSecret?.origin !== origin) {
    g.__sproutSandboxSecret = { origin, key: Buffer.from(configured ?? readOrCreateSecretFile(), 'utf8') };
  }
  return g.__sproutSandboxSecret.key;
}

/**
 * The signature of a notification: HMAC-SHA256 (hex) over its fields sorted
 * by name as `key=value` joined with `&`, leaving out `sign`, `sign_type`
 * and empty values (Alipay's rule for what is signed).
 */
export function signSandboxFields(fields: Record<string, string>, secret: Buffer = sandboxSecret()): string {
  const base = Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(base, 'utf8').digest('hex');
}

/** Fen as the gateway writes amounts: yuan with two decimals, 128000 -> "1280.00". */
export function yuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** "1280.00" -> 128000; anything but digits, a point and exactly two decimals -> null. */
export function fenOfYuanText(text: string): number | null {
  const m = /^(\d{1,9})\.(\d{2})$/.exec(text);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time, as Alipay's notify_time. */
function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function tradeNumber(at: Date): string {
  const day = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `SBX${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

const FIELD = /^[\x21-\x7e]{1,64}$/;

function verify(fields: Record<string, string>): VerifiedNotification {
  const sign = fields.sign ?? '';
  if (!/^[0-9a-f]{64}$/.test(sign)) return { ok: false, reason: 'signature missing or malformed' };
  const expected = Buffer.from(signSandboxFields(fields), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return { ok: false, reason: 'signature does not match' };
  if (fields.sign_type !== SANDBOX_SIGN_TYPE) return { ok: false, reason: 'unexpected sign_type' };
  if (fields.app_id !== SANDBOX_APP_ID) return { ok: false, reason: 'another app id' };
  const orderNo = fields.out_trade_no ?? '';
  const tradeNo = fields.trade_no ?? '';
  if (!FIELD.test(orderNo) || !FIELD.test(tradeNo)) return { ok: false, reason: 'out_trade_no or trade_no malformed' };
  const amountFen = fenOfYuanText(fields.total_amount ?? '');
  if (amountFen === null) return { ok: false, reason: 'total_amount malformed' };
  const status = fields.trade_status;
  const outcome = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'success' : status === 'TRADE_CLOSED' ? 'failure' : null;
  if (!outcome) return { ok: false, reason: 'unknown trade_status' };
  return { ok: true, notification: { orderNo, tradeNo, amountFen, outcome } };
}

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The app's side: the sandbox as a PaymentProvider. */
export const sandboxProvider: PaymentProvider = {
  name: SANDBOX_PROVIDER,

  async createPayment(db, input) {
    const token = randomBytes(24).toString('hex');
    await db.insert(sandboxPayments).values({
      token,
      orderNo: input.orderNo,
      amountFen: input.amountFen,
      method: input.method,
      notifyUrl: input.notifyUrl,
      expiresAt: input.expiresAt,
    });
    return { payUrl: `${input.publicOrigin.replace(/\/+$/, '')}/pay/sandbox/${token}` };
  },

  verifyNotification: verify,

  async queryPayment(db, orderNo): Promise<PaymentQuery> {
    const rows = await db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, orderNo)).orderBy(desc(sandboxPayments.id));
    // A paid attempt wins over later ones: money was taken.
    const paid = rows.find((r) => r.status === 'paid');
    const latest = paid ?? rows[0];
    if (!latest) return { status: 'none' };
    if (latest.status === 'pending' || !latest.tradeNo) return { status: 'pending' };
    const method = latest.method as PaymentMethod;
    return { status: latest.status === 'paid' ? 'paid' : 'failed', tradeNo: latest.tradeNo, amountFen: latest.amountFen, method };
  },
};

/** The gateway's side: one attempt, for its pay page. */
export async function getSandboxPayment(db: Db, token: string): Promise<SandboxPayment | undefined> {
  if (!/^[0-9a-f]{48}$/.test(token)) return undefined;
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.token, token));
  return row;
}

/**
 * The payer pressed Pay (or Fail) on the gateway's page: the attempt, still
 * pending and unexpired, becomes paid (failed) with a trade number, once;
 * then the notification goes out. An unknown token is NOT_FOUND; an attempt
 * already decided or past its time is PAYMENT_ATTEMPT_CLOSED.
 */
export async function completeSandboxPayment(
  db: Db,
  token: string,
  outcome: 'paid' | 'failed',
  now = new Date(),
): Promise<{ payment: SandboxPayment; notified: boolean }> {
  const existing = await getSandboxPayment(db, token);
  if (!existing) throw new AppError('NOT_FOUND');
  const [payment] = await db
    .update(sandboxPayments)
    .set({ status: outcome, tradeNo: tradeNumber(now), paidAt: outcome === 'paid' ? now : null })
    .where(and(eq(sandboxPayments.id, existing.id), eq(sandboxPayments.status, 'pending'), gt(sandboxPayments.expiresAt, now)))
    .returning();
  if (!payment) throw new AppError('PAYMENT_ATTEMPT_CLOSED');
  const notified = await deliverSandboxNotification(payment, now);
  return { payment, notified };
}

/** The signed notification of a decided attempt, as form fields. */
export function sandboxNotificationFields(payment: SandboxPayment, now = new Date()): Record<string, string> {
  const fields: Record<string, string> = {
    app_id: SANDBOX_APP_ID,
    notify_id: randomBytes(12).toString('hex'),
    notify_time: beijingTime(now),
    notify_type: 'trade_status_sync',
    out_trade_no: payment.orderNo,
    trade_no: payment.tradeNo ?? '',
    total_amount: yuanText(payment.amountFen),
    trade_status: payment.status === 'paid' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
    charset: 'utf-8',
    version: '1.0',
    sign_type: SANDBOX_SIGN_TYPE,
  };
  fields.sign = signSandboxFields(fields);
  return fields;
}

/**
 * POSTs the notification (application/x-www-form-urlencoded) to the
 * attempt's notify URL over HTTP until the answer's body is `success`, a few
 * times with short delays. True when it was acknowledged.
 */
export async function deliverSandboxNotification(payment: SandboxPayment, now = new Date()): Promise<boolean> {
  const body = new URLSearchParams(sandboxNotificationFields(payment, now)).toString();
  for (const [attempt, delay] of DELIVERY_DELAYS_MS.entries()) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      const res = await fetch(payment.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      const text = (await res.text()).trim();
      if (res.ok && text === 'success') return true;
      countProviderError('payments', 'notify');
      getLogger().warn({ orderNo: payment.orderNo, attempt: attempt + 1, status: res.status }, 'sandbox gateway: notification not acknowledged');
    } catch (err) {
      countProviderError('payments', 'notify');
      getLogger().warn({ err, orderNo: payment.orderNo, attempt: attempt + 1 }, 'sandbox gateway: notification could not be delivered');
    }
  }
  return false;
}
