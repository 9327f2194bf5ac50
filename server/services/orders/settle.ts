import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';

import type { PaymentMethod } from '@/lib/types/store';

import type { Db } from '../../db/client';
import { orders, paymentEvents, storeItems } from '../../db/schema';
import { getLogger } from '../../log';
import type { PaymentNotification } from '../../providers/payments';
import { grantPackage } from '../classes/packages';
import { notifyQuietly } from '../messages/notify';

/**
 * What settling did:
 * - credited: this call paid the order (classes granted, sold counts raised)
 * - failure_recorded: a failed attempt noted on the pending order (it may be paid again)
 * - replay: this provider's trade number and outcome were settled before; nothing changed
 * - not_credited: genuine and recorded, but the order was no longer payable (expired, or
 *   already paid by another attempt): the money must be refunded by hand (logged)
 * - unknown_order / amount_mismatch: refused; nothing changed
 */
export type SettleResult = 'credited' | 'failure_recorded' | 'replay' | 'not_credited' | 'unknown_order' | 'amount_mismatch';

/**
 * The one function that settles a payment, for the provider's notification
 * and for the 'paid successfully' query alike, so the order they arrive in
 * does not matter. One transaction:
 * 1. payment_events (provider, trade_no, outcome) is inserted, on conflict
 *    nothing: only the first caller for a trade number goes on;
 * 2. success: the order goes from pending (and unexpired) to paid /
 *    pending_shipment by a conditional update; only if it did, each package
 *    line is granted with the order id on its 'bought' ledger row (a unique
 *    index: a second credit cannot exist) and sold counts grow;
 *    failure: last_failure_at is set on a pending order.
 * The caller has verified the notification (signature, app id).
 */
export async function settlePayment(
  db: Db,
  provider: string,
  payment: PaymentNotification & { method?: PaymentMethod },
  now = new Date(),
): Promise<SettleResult> {
  const log = getLogger();
  // The order credited by this notification, for its owner's notice once the transaction has committed.
  let credited: { userId: number; lines: (typeof orders.$inferSelect)['lines'] } | undefined;
  const result = await db.transaction(async (tx): Promise<SettleResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNo, payment.orderNo));
    if (!order) return 'unknown_order';
    if (order.totalFen !== payment.amountFen) return 'amount_mismatch';

    const inserted = await tx
      .insert(paymentEvents)
      .values({ provider, tradeNo: payment.tradeNo, outcome: payment.outcome, orderId: order.id, amountFen: payment.amountFen, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return 'replay';

    if (payment.outcome === 'failure') {
      await tx
        .update(orders)
        .set({ lastFailureAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
      return 'failure_recorded';
    }

    const [paid] = await tx
      .update(orders)
      .set({
        status: order.kind === 'package' ? 'paid' : 'pending_shipment',
        tradeNo: payment.tradeNo,
        paidAt: now,
        lastFailureAt: null,
        ...(payment.method ? { method: payment.method } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
      .returning({ id: orders.id, userId: orders.userId, lines: orders.lines });
    if (!paid) {
      log.warn(
        { orderNo: order.orderNo, provider, tradeNo: payment.tradeNo, amountFen: payment.amountFen, status: order.status },
        'payment received for an order that can no longer be paid (expired or already paid): not credited, refund it',
      );
      return 'not_credited';
    }

    for (const line of paid.lines) {
      // A package order has one line of quantity 1 (createOrder refuses anything else): one package per order.
      if (line.kind === 'package' && line.terms) {
        const { classes, validityDays, vouchers } = line.terms;
        await grantPackage(tx, { userId: paid.userId, name: line.name, nameCn: line.nameCn, classes, validityDays, vouchers, source: 'purchased', orderId: paid.id }, now);
      }
      await tx
        .update(storeItems)
        .set({ soldCount: sql`${storeItems.soldCount} + ${line.quantity}` })
        .where(eq(storeItems.id, line.itemId));
    }
    credited = { userId: paid.userId, lines: paid.lines };
    return 'credited';
  });
  if (result === 'unknown_order' || result === 'amount_mismatch') {
    log.warn({ orderNo: payment.orderNo, provider, tradeNo: payment.tradeNo, amountFen: payment.amountFen, result }, 'payment notification refused');
  } else if (result === 'credited') {
    log.info({ orderNo: payment.orderNo, provider, tradeNo: payment.tradeNo }, 'order paid');
    if (credited) {
      const [first] = credited.lines;
      await notifyQuietly(db, {
        userId: credited.userId,
        kind: 'order.paid',
        data: { orderNo: payment.orderNo, title: first?.name, titleCn: first?.nameCn },
        dedupeKey: `order.paid:${payment.orderNo}`,
      });
    }
  }
  return result;
}
