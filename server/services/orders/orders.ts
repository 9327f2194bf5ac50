import 'server-only';
import { randomInt } from 'node:crypto';

import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import { ORDER_PAY_MINUTES, packageAllowed } from '@/lib/schemas/store';
import type { OrderView, PaymentMethod, PaymentStart } from '@/lib/types/store';
import type { PageOf } from '@/lib/types/paging';

import type { Db } from '../../db/client';
import { pageOffset, toPage } from '../../db/queries/paging';
import { addresses, cartItems, orders, packageLedger, storeItems, studentPackages, type OrderLine } from '../../db/schema';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { getPaymentProvider, notifyUrl } from '../../providers/payments';
import { isCompulsoryStudent, refundRuleText } from '../store/catalog';
import { settlePayment } from './settle';

type OrderRow = typeof orders.$inferSelect;

/** The refund rule pinned into a package line (English, as stored; the API shows `Store.refundRule` in the caller's language). */
export const REFUND_FORMULA = 'refund = amount paid - classes used x (amount paid / classes bought), never below 0; unused classes within the validity only';

export interface OrderInput {
  lines: { itemId: number; quantity: number }[];
  addressId?: number;
  fromCart?: boolean;
}

/** 20261126 + 10 random digits: the Beijing date of `now`. */
function newOrderNo(now: Date): string {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/**
 * Makes an order of the caller's, in one transaction: the items must exist
 * and be on sale, all of one kind; a package order is one package, quantity
 * 1, within the compulsory-education prepayment cap; a goods order needs one
 * of the caller's addresses, which is copied in, and holds each line's stock
 * (a conditional decrement: a shortage refuses the whole order, nothing
 * held). The total comes from the items' prices here. The order expires
 * ORDER_PAY_MINUTES after `now` unless paid.
 */
export async function createOrder(db: Db, userId: number, input: OrderInput, locale: AppLocale, now = new Date()): Promise<OrderView> {
  const orderNo = await db.transaction(async (tx) => {
    const ids = input.lines.map((l) => l.itemId);
    const rows = await tx.select().from(storeItems).where(inArray(storeItems.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) if (!byId.get(id)?.active) throw new AppError('ORDER_ITEM_UNAVAILABLE');
    const kinds = new Set(rows.map((r) => r.kind));
    if (kinds.size > 1) throw new AppError('ORDER_MIXED_KINDS');
    const kind = rows[0].kind as 'package' | 'goods';

    let address: OrderRow['address'] = null;
    if (kind === 'package') {
      if (input.lines.length !== 1 || input.lines[0].quantity !== 1) throw new AppError('ORDER_PACKAGE_SINGLE');
      const item = rows[0];
      if (!packageAllowed({ classes: item.classes ?? 0, validityDays: item.validityDays ?? 0 }, await isCompulsoryStudent(tx, userId))) {
        throw new AppError('ORDER_OVER_PREPAY_CAP');
      }
    } else {
      if (input.addressId === undefined) throw new AppError('ORDER_ADDRESS_REQUIRED');
      const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)));
      if (!row) throw new AppError('ORDER_ADDRESS_REQUIRED');
      address = { addressee: row.addressee, dialCode: row.dialCode, phone: row.phone, region: row.region, detail: row.detail };
      for (const line of input.lines) {
        // Held for the order: never below zero, whatever other orders do meanwhile (a goods item without a count is not held).
        const held = await tx
          .update(storeItems)
          .set({ stock: sql`${storeItems.stock} - ${line.quantity}` })
          .where(and(eq(storeItems.id, line.itemId), eq(storeItems.active, true), or(isNull(storeItems.stock), sql`${storeItems.stock} >= ${line.quantity}`)))
          .returning({ id: storeItems.id });
        if (held.length === 0) {
          const item = byId.get(line.itemId)!;
          throw new AppError('ORDER_OUT_OF_STOCK', { params: { name: locale === 'cn' ? item.nameCn : item.name } });
        }
      }
    }

    const lines: OrderLine[] = input.lines.map(({ itemId, quantity }) => {
      const item = byId.get(itemId)!;
      const line: OrderLine = {
        itemId,
        kind,
        name: item.name,
        nameCn: item.nameCn,
        image: item.images[0] ?? null,
        priceFen: item.priceFen,
        quantity,
      };
      if (kind === 'package') {
        line.terms = {
          classes: item.classes!,
          minutesPerClass: item.minutesPerClass!,
          validityDays: item.validityDays!,
          vouchers: item.vouchers ?? 0,
          refundFormula: REFUND_FORMULA,
        };
      }
      return line;
    });
    const totalFen = lines.reduce((sum, l) => sum + l.priceFen * l.quantity, 0);
    const orderNo = newOrderNo(now);
    await tx.insert(orders).values({
      orderNo,
      userId,
      kind,
      status: 'pending',
      lines,
      totalFen,
      address,
      expiresAt: new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000),
      createdAt: now,
    });
    if (input.fromCart) await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, ids)));
    return orderNo;
  });
  return getOrder(db, userId, orderNo, locale, now);
}

/**
 * Expires the orders still pending at `now` after their time, releasing
 * goods' stock exactly once: the conditional update that sets
 * stock_released_at (where it is null) and the stock increments are one
 * transaction, so a second sweep, read or payment finds nothing to do.
 * Narrowed to a user or an order when given. Returns how many expired.
 */
export async function expireOrders(db: Db, scope: { userId?: number; orderNo?: string } = {}, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(orders)
      .set({ status: 'expired', stockReleasedAt: now })
      .where(
        and(
          eq(orders.status, 'pending'),
          lte(orders.expiresAt, now),
          isNull(orders.stockReleasedAt),
          scope.userId === undefined ? undefined : eq(orders.userId, scope.userId),
          scope.orderNo === undefined ? undefined : eq(orders.orderNo, scope.orderNo),
        ),
      )
      .returning({ kind: orders.kind, lines: orders.lines });
    for (const order of due) {
      if (order.kind !== 'goods') continue;
      for (const line of order.lines) {
        await tx
          .update(storeItems)
          .set({ stock: sql`${storeItems.stock} + ${line.quantity}` })
          .where(eq(storeItems.id, line.itemId));
      }
    }
    return due.length;
  });
}

async function ownedOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function views(db: Db, rows: OrderRow[], locale: AppLocale): Promise<OrderView[]> {
  const ids = rows.filter((r) => r.kind === 'package').map((r) => r.id);
  const bought = ids.length
    ? await db
        .select({
          orderId: packageLedger.orderId,
          packageId: studentPackages.id,
          name: studentPackages.name,
          nameCn: studentPackages.nameCn,
          remaining: studentPackages.remaining,
          totalClasses: studentPackages.totalClasses,
          expiresAt: studentPackages.expiresAt,
        })
        .from(packageLedger)
        .innerJoin(studentPackages, eq(studentPackages.id, packageLedger.packageId))
        .where(inArray(packageLedger.orderId, ids))
    : [];
  const refundRule = refundRuleText(locale);
  return rows.map((o) => ({
    orderNo: o.orderNo,
    kind: o.kind as OrderView['kind'],
    status: o.status as OrderView['status'],
    lines: o.lines.map((l) => ({
      itemId: l.itemId,
      kind: l.kind,
      name: locale === 'cn' ? l.nameCn : l.name,
      image: l.image,
      priceFen: l.priceFen,
      quantity: l.quantity,
      terms: l.terms
        ? { classes: l.terms.classes, minutesPerClass: l.terms.minutesPerClass, validityDays: l.terms.validityDays, vouchers: l.terms.vouchers, refundRule }
        : null,
    })),
    totalFen: o.totalFen,
    method: (o.method as PaymentMethod | null) ?? null,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    lastFailureAt: o.lastFailureAt?.toISOString() ?? null,
    address: o.address,
    packages: bought
      .filter((p) => p.orderId === o.id)
      .map((p) => ({
        packageId: p.packageId,
        name: locale === 'cn' ? p.nameCn : p.name,
        remaining: p.remaining,
        totalClasses: p.totalClasses,
        expiresAt: p.expiresAt.toISOString(),
      })),
  }));
}

/** One of the caller's orders (anyone else's, or none: NOT_FOUND), expired first if its time is up. */
export async function getOrder(db: Db, userId: number, orderNo: string, locale: AppLocale, now = new Date()): Promise<OrderView> {
  await expireOrders(db, { userId, orderNo }, now);
  const [view] = await views(db, [await ownedOrder(db, userId, orderNo)], locale);
  return view;
}

/** The caller's orders, newest first, a page at a time. */
export async function listOrders(db: Db, userId: number, page: { page: number; size: number }, locale: AppLocale, now = new Date()): Promise<PageOf<OrderView>> {
  await expireOrders(db, { userId }, now);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.size).offset(pageOffset(page)),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return toPage(await views(db, rows, locale), Number(total.n), page);
}

/**
 * Starts a payment of a pending, unexpired order of the caller's: the
 * provider makes an attempt (every call a new one: a retry after a failure)
 * and answers the URL the QR code shows.
 */
export async function startPayment(
  db: Db,
  userId: number,
  orderNo: string,
  method: PaymentMethod,
  publicOrigin: string,
  now = new Date(),
): Promise<PaymentStart> {
  await expireOrders(db, { userId, orderNo }, now);
  const order = await ownedOrder(db, userId, orderNo);
  if (order.status === 'expired' || order.expiresAt <= now) throw new AppError('ORDER_EXPIRED');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  const provider = getPaymentProvider();
  // An earlier attempt may have been paid with its notification still on the way: settle it rather than take the money twice.
  const earlier = await provider.queryPayment(db, orderNo);
  if (earlier.status === 'paid') {
    const { tradeNo, amountFen, method: paidWith } = earlier;
    await settlePayment(db, provider.name, { orderNo, tradeNo, amountFen, outcome: 'success', method: paidWith }, now);
    throw new AppError('ORDER_NOT_PENDING');
  }
  const { payUrl } = await provider.createPayment(db, {
    orderNo,
    amountFen: order.totalFen,
    method,
    expiresAt: order.expiresAt,
    publicOrigin,
    notifyUrl: notifyUrl(provider.name),
  });
  await db
    .update(orders)
    .set({ method })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
  return { orderNo, method, payUrl, expiresAt: order.expiresAt.toISOString() };
}

/**
 * 'Paid successfully': asks the provider what became of the order's payment
 * and, when it was decided, settles it with the same function the
 * notification uses (so whichever comes first credits, the other changes
 * nothing). Answers the order; a still-pending order is PAYMENT_NOT_COMPLETED.
 */
export async function confirmPayment(db: Db, userId: number, orderNo: string, locale: AppLocale, now = new Date()): Promise<OrderView> {
  await expireOrders(db, { userId, orderNo }, now);
  await ownedOrder(db, userId, orderNo);
  const provider = getPaymentProvider();
  const answer = await provider.queryPayment(db, orderNo);
  if (answer.status === 'paid' || answer.status === 'failed') {
    await settlePayment(
      db,
      provider.name,
      { orderNo, tradeNo: answer.tradeNo, amountFen: answer.amountFen, outcome: answer.status === 'paid' ? 'success' : 'failure', method: answer.method },
      now,
    );
  }
  // Expired and owned were checked above: read the settled row without expiring again.
  const [view] = await views(db, [await ownedOrder(db, userId, orderNo)], locale);
  if (view.status === 'pending') throw new AppError('PAYMENT_NOT_COMPLETED');
  return view;
}

/** How often the sweep expires unpaid orders (and releases their stock) without anyone reading them. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Expires overdue orders shortly after start and then every minute; the
 * timers never keep the process alive. Returns a function that stops them.
 */
export function startOrderSweeper(getDb: () => Promise<Db>): () => void {
  const run = async () => {
    try {
      const n = await expireOrders(await getDb());
      if (n > 0) getLogger().info({ count: n }, 'unpaid orders expired, stock released');
    } catch (err) {
      getLogger().error({ err }, 'expiring unpaid orders failed');
    }
  };
  const first = setTimeout(() => void run(), 10_000);
  const every = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
