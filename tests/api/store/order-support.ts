/**
 * Helpers of the order and payment suites: buyers, items and addresses made
 * directly in the database, orders made through the API, and notifications
 * signed as the sandbox gateway signs them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { getRequestListener } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';

import type { OrderView } from '@/lib/types/store';
import { createApi } from '@/server/api';
import type { Db } from '@/server/db/client';
import { addresses, leaveVouchers, orders, packageLedger, paymentEvents, storeItems, studentPackages, users } from '@/server/db/schema';
import { ERROR_CODES, type ErrorName } from '@/server/errors';
import { SANDBOX_APP_ID, signSandboxFields, yuanText } from '@/server/providers/payments/sandbox';

import { call, messages, type Answer, type Locale } from '../helpers/calls';
import { createUserWithSession, type EngineSuite } from '../helpers/test-app';

/** The secret the suites run the sandbox gateway with. */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';

export interface Buyer {
  userId: number;
  token: string;
}

export async function newBuyer(db: Db, options: { compulsory?: boolean } = {}): Promise<Buyer> {
  const user = await createUserWithSession(db);
  if (options.compulsory) await db.update(users).set({ compulsoryEducation: true }).where(eq(users.id, user.userId));
  return { userId: user.userId, token: user.token };
}

let itemSeq = 0;

export async function newPackage(db: Db, values: { priceFen?: number; classes?: number; validityDays?: number; vouchers?: number; active?: boolean } = {}) {
  const n = ++itemSeq;
  const [row] = await db
    .insert(storeItems)
    .values({
      slug: `test-package-${n}-${Date.now().toString(36)}`,
      kind: 'package',
      name: `Package ${n}`,
      nameCn: `课时包 ${n}`,
      description: 'Test package',
      descriptionCn: '测试课时包',
      priceFen: values.priceFen ?? 128_000,
      classes: values.classes ?? 20,
      minutesPerClass: 25,
      validityDays: values.validityDays ?? 60,
      vouchers: values.vouchers ?? 2,
      active: values.active ?? true,
    })
    .returning();
  return row;
}

export async function newGoods(db: Db, values: { priceFen?: number; stock?: number; active?: boolean } = {}) {
  const n = ++itemSeq;
  const [row] = await db
    .insert(storeItems)
    .values({
      slug: `test-goods-${n}-${Date.now().toString(36)}`,
      kind: 'goods',
      name: `Goods ${n}`,
      nameCn: `商品 ${n}`,
      description: 'Test goods',
      descriptionCn: '测试商品',
      images: ['/media/test/goods.png'],
      priceFen: values.priceFen ?? 3_990,
      stock: values.stock ?? 10,
      active: values.active ?? true,
    })
    .returning();
  return row;
}

export async function newAddress(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      addressee: 'Li Lei',
      dialCode: '86',
      phone: '13800138000',
      region: { country: 'CN', provinceCode: '330000', cityCode: '330100', districtCode: '330106', text: '浙江省 杭州市 西湖区' },
      detail: '1 Wensan Road',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return row.id;
}

export async function stockOf(db: Db, itemId: number): Promise<number | null> {
  const [row] = await db.select({ stock: storeItems.stock }).from(storeItems).where(eq(storeItems.id, itemId));
  return row.stock;
}

export async function soldOf(db: Db, itemId: number): Promise<number> {
  const [row] = await db.select({ sold: storeItems.soldCount }).from(storeItems).where(eq(storeItems.id, itemId));
  return row.sold;
}

export function placeOrder(t: EngineSuite, buyer: Buyer, body: unknown, lang: Locale = 'en'): Promise<Answer<OrderView>> {
  return call<OrderView>(t, '/api/shop/orders', { token: buyer.token, json: body, lang });
}

/** An order that must be made. */
export async function orderOf(t: EngineSuite, buyer: Buyer, body: unknown): Promise<OrderView> {
  const answer = await placeOrder(t, buyer, body);
  if (answer.code !== 0) throw new Error(`order refused: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** What the caller reads for a refusal: the HTTP status and code of `name`, its message, no data. */
export function refusal(name: ErrorName, lang: Locale = 'en', params: Record<string, string> = {}) {
  let msg = (messages[lang].Errors as Record<string, string>)[name];
  if (!msg) throw new Error(`no message Errors.${name}`);
  for (const [k, v] of Object.entries(params)) msg = msg.replace(`{${k}}`, v);
  return { status: ERROR_CODES[name].http, code: ERROR_CODES[name].code, msg, data: null };
}

/** A notification as the sandbox gateway sends it, signed with `secret` after `overrides` (unless `sign` is overridden). */
export function notification(
  fields: { orderNo: string; tradeNo: string; amountFen: number; status?: 'TRADE_SUCCESS' | 'TRADE_CLOSED' },
  overrides: Record<string, string> = {},
  secret = TEST_SANDBOX_SECRET,
): Record<string, string> {
  const body: Record<string, string> = {
    app_id: SANDBOX_APP_ID,
    notify_time: '2026-11-26 10:00:00',
    notify_type: 'trade_status_sync',
    out_trade_no: fields.orderNo,
    trade_no: fields.tradeNo,
    total_amount: yuanText(fields.amountFen),
    trade_status: fields.status ?? 'TRADE_SUCCESS',
    sign_type: 'HMAC-SHA256',
    ...overrides,
  };
  if (!('sign' in overrides)) body.sign = signSandboxFields(body, Buffer.from(secret, 'utf8'));
  return body;
}

/** POSTs a notification as a form to the notify route; the status and the literal answer. */
export async function notify(t: EngineSuite, fields: Record<string, string>, provider = 'sandbox'): Promise<{ status: number; text: string }> {
  const res = await t.request(`/api/pay/notify/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, text: await res.text() };
}

export async function orderRow(db: Db, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row;
}

/** What an order credited: its 'bought' ledger rows, the packages' balances, its payment events. */
export async function credits(db: Db, orderNo: string) {
  const order = await orderRow(db, orderNo);
  const ledger = await db.select().from(packageLedger).where(eq(packageLedger.orderId, order.id));
  const packages = await db
    .select({ id: studentPackages.id, remaining: studentPackages.remaining, total: studentPackages.totalClasses })
    .from(studentPackages)
    .where(sql`${studentPackages.id} in (select ${packageLedger.packageId} from ${packageLedger} where ${packageLedger.orderId} = ${order.id})`);
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
  const [vouchers] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leaveVouchers)
    .where(and(eq(leaveVouchers.userId, order.userId)));
  return { order, ledger, packages, events, vouchers: vouchers.n };
}

/** The app listening on a real port (the sandbox gateway's notifications go over HTTP to it). */
export async function listenApi(): Promise<{ server: Server; origin: string }> {
  const server = createServer(getRequestListener(createApi().fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The sandbox token of a pay URL. */
export function tokenOf(payUrl: string): string {
  const m = /\/pay\/sandbox\/([0-9a-f]{48})$/.exec(payUrl);
  if (!m) throw new Error(`not a sandbox pay URL: ${payUrl}`);
  return m[1];
}
