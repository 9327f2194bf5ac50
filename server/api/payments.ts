import 'server-only';
import type { Context } from 'hono';

import { getLogger } from '../log';
import { getPaymentProvider } from '../providers/payments';
import { completeSandboxPayment, SANDBOX_PROVIDER } from '../providers/payments/sandbox';
import { settlePayment } from '../services/orders/settle';
import { AppError } from '../errors';
import { createRouter } from './access';
import { ok } from './context';

/** A notification's fields, posted as a form (as Alipay does) or as JSON; anything but strings is dropped. */
async function notificationFields(c: Context): Promise<Record<string, string> | null> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  let body: unknown;
  try {
    body = type === 'application/json' ? await c.req.json() : type === 'application/x-www-form-urlencoded' ? await c.req.parseBody() : null;
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') fields[k] = v;
  return fields;
}

/** What a gateway reads: `success` stops its retries; `fail` (with a non-2xx status) says the notification was refused. */
const refused = (c: Context) => c.text('fail', 400);

/** Payments under /api/pay: the gateways' notifications, and the sandbox gateway's own pay and fail buttons. */
export const payments = createRouter();

// POST /api/pay/notify/:provider – a gateway's signed notification; answers `success`, or `fail` (400) and changes nothing
payments.public.post('/notify/:provider', async (c) => {
  const log = getLogger();
  const provider = getPaymentProvider();
  if (c.req.param('provider') !== provider.name) return refused(c);
  const fields = await notificationFields(c);
  const verified = fields ? provider.verifyNotification(fields) : ({ ok: false, reason: 'no form fields' } as const);
  if (!verified.ok) {
    log.warn({ requestId: c.var.requestId, clientIp: c.var.clientIp, provider: provider.name, reason: verified.reason }, 'payment notification refused');
    return refused(c);
  }
  const result = await settlePayment(c.var.db, provider.name, verified.notification);
  return result === 'unknown_order' || result === 'amount_mismatch' ? refused(c) : c.text('success');
});

const TOKEN = /^[0-9a-f]{48}$/;

function sandboxToken(c: Context): string {
  if (getPaymentProvider().name !== SANDBOX_PROVIDER) throw new AppError('NOT_FOUND');
  const token = c.req.param('token') ?? '';
  if (!TOKEN.test(token)) throw new AppError('NOT_FOUND');
  return token;
}

// POST /api/pay/sandbox/:token/pay – the sandbox gateway's Pay button: the attempt is paid, the notification posted
payments.public.post('/sandbox/:token/pay', async (c) => {
  const { payment, notified } = await completeSandboxPayment(c.var.db, sandboxToken(c), 'paid');
  return ok(c, { status: payment.status, orderNo: payment.orderNo, tradeNo: payment.tradeNo, notified });
});

// POST /api/pay/sandbox/:token/fail – the sandbox gateway's Fail button: the attempt fails, the failure notification posted
payments.public.post('/sandbox/:token/fail', async (c) => {
  const { payment, notified } = await completeSandboxPayment(c.var.db, sandboxToken(c), 'failed');
  return ok(c, { status: payment.status, orderNo: payment.orderNo, tradeNo: payment.tradeNo, notified });
});
