import type { PaymentMethod } from '@/lib/types/store';

import type { Db } from '../../db/client';

/** What a genuine notification says happened, in our terms. */
export interface PaymentNotification {
  /** Our order number (out_trade_no). */
  orderNo: string;
  /** The provider's trade number of this payment attempt. */
  tradeNo: string;
  /** The amount the provider took, in fen. */
  amountFen: number;
  outcome: 'success' | 'failure';
}

/** A notification passed every check of the provider (signature, app id, fields), or why not. */
export type VerifiedNotification = { ok: true; notification: PaymentNotification } | { ok: false; reason: string };

/** What the provider says of an order's payment when asked (the 'paid successfully' button). */
export type PaymentQuery =
  | { status: 'paid'; tradeNo: string; amountFen: number; method: PaymentMethod }
  | { status: 'failed'; tradeNo: string; amountFen: number; method: PaymentMethod }
  | { status: 'pending' | 'none' };

export interface PaymentStartInput {
  orderNo: string;
  amountFen: number;
  method: PaymentMethod;
  /** The order's expiry: the payment cannot be made after it. */
  expiresAt: Date;
  /** Where the payer's browser reaches this site (the sandbox pay page lives here). */
  publicOrigin: string;
  /** Where the provider posts its notification. */
  notifyUrl: string;
}

/**
 * A payment provider (Alipay, WeChat Pay, or the sandbox gateway): starts a
 * scan payment, checks a notification is genuine, and answers what became
 * of an order's payment. Settling an order is not its business: the orders
 * service does that once, whichever of notification and query comes first.
 */
export interface PaymentProvider {
  /** The `:provider` segment of the notify URL and payment_events.provider. */
  readonly name: string;
  createPayment(db: Db, input: PaymentStartInput): Promise<{ payUrl: string }>;
  /** Checks a notification's fields as posted (signature in constant time, app id, amount format). */
  verifyNotification(fields: Record<string, string>): VerifiedNotification;
  queryPayment(db: Db, orderNo: string): Promise<PaymentQuery>;
}
