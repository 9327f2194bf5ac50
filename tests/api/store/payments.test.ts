/**
 * Payments: the gateway's signed notification and the 'paid successfully'
 * query settle an order through one function, so classes are credited
 * exactly once whatever arrives, in whatever order, however often. The
 * sandbox gateway posts its notifications over real HTTP to the app,
 * listening on a port for this suite.
 */
import type { Server } from 'node:http';

import { eq } from 'drizzle-orm';

import type { OrderView, PaymentStart } from '@/lib/types/store';
import { paymentEvents, sandboxPayments } from '@/server/db/schema';

import { at } from '../classes/support';
import { call, type Answer } from '../helpers/calls';
import { countRows, describeEachEngine, setServerEnv, type EngineSuite } from '../helpers/test-app';
import {
  closeServer,
  credits,
  listenApi,
  newAddress,
  newBuyer,
  newGoods,
  newPackage,
  notification,
  notify,
  orderOf,
  orderRow,
  refusal,
  soldOf,
  stockOf,
  TEST_SANDBOX_SECRET,
  tokenOf,
  type Buyer,
} from './order-support';

function pay(t: EngineSuite, buyer: Buyer, orderNo: string, method: 'alipay' | 'wechat' = 'alipay'): Promise<Answer<PaymentStart>> {
  return call<PaymentStart>(t, `/api/shop/orders/${orderNo}/pay`, { token: buyer.token, json: { method }, lang: 'en' });
}

function confirm(t: EngineSuite, buyer: Buyer, orderNo: string): Promise<Answer<OrderView>> {
  return call<OrderView>(t, `/api/shop/orders/${orderNo}/confirm`, { token: buyer.token, method: 'POST', lang: 'en' });
}

function gateway(t: EngineSuite, token: string, button: 'pay' | 'fail') {
  return call<{ status: string; orderNo: string; tradeNo: string; notified: boolean }>(t, `/api/pay/sandbox/${token}/${button}`, { method: 'POST', lang: 'en' });
}

describeEachEngine('store payments', (t) => {
  let restoreEnv: () => void;
  let server: Server;

  beforeAll(async () => {
    const listening = await listenApi();
    server = listening.server;
    restoreEnv = setServerEnv({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET, PAYMENT_NOTIFY_BASE_URL: listening.origin });
  });
  afterAll(async () => {
    restoreEnv();
    await closeServer(server);
  });

  /** A buyer with a pending order for a package of 20 classes at 1,280.00. */
  async function packageOrder(values: { classes?: number; priceFen?: number } = {}) {
    const buyer = await newBuyer(t.db);
    const pkg = await newPackage(t.db, { classes: values.classes ?? 20, priceFen: values.priceFen ?? 128_000, vouchers: 2 });
    const order = await orderOf(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }] });
    return { buyer, pkg, order };
  }

  async function expectNothingCredited(orderNo: string) {
    const c = await credits(t.db, orderNo);
    expect(c.order.status).toBe('pending');
    expect(c.order.tradeNo).toBeNull();
    expect(c.ledger).toEqual([]);
    expect(c.packages).toEqual([]);
    expect(c.events).toEqual([]);
    expect(c.vouchers).toBe(0);
  }

  it('a genuine success notification pays the order and credits the package once: classes, vouchers, sold count', async () => {
    const { buyer, pkg, order } = await packageOrder();
    const answer = await notify(t, notification({ orderNo: order.orderNo, tradeNo: 'T-genuine-1', amountFen: 128_000 }));
    expect(answer).toEqual({ status: 200, text: 'success' });
    const c = await credits(t.db, order.orderNo);
    expect(c.order).toMatchObject({ status: 'paid', tradeNo: 'T-genuine-1' });
    expect(c.ledger).toEqual([expect.objectContaining({ kind: 'bought', delta: 20, orderId: c.order.id })]);
    expect(c.packages).toEqual([{ id: c.ledger[0].packageId, remaining: 20, total: 20 }]);
    expect(c.events).toHaveLength(1);
    expect(c.vouchers).toBe(2);
    expect(await soldOf(t.db, pkg.id)).toBe(1);
    const view = await call<OrderView>(t, `/api/shop/orders/${order.orderNo}`, { token: buyer.token, lang: 'en' });
    expect(view.data).toMatchObject({ status: 'paid', paidAt: expect.any(String), packages: [{ packageId: c.ledger[0].packageId, name: pkg.name, remaining: 20, totalClasses: 20 }] });
  });

  it('replays change nothing: one credit however often the same notification arrives', async () => {
    const { order } = await packageOrder();
    const body = notification({ orderNo: order.orderNo, tradeNo: 'T-replay-1', amountFen: 128_000 });
    for (let i = 0; i < 3; i++) expect(await notify(t, body)).toEqual({ status: 200, text: 'success' });
    await Promise.all(Array.from({ length: 10 }, () => notify(t, body)));
    const c = await credits(t.db, order.orderNo);
    expect(c.ledger).toHaveLength(1);
    expect(c.packages).toEqual([expect.objectContaining({ remaining: 20 })]);
    expect(c.events).toHaveLength(1);
    expect(c.vouchers).toBe(2);
  });

  it('refuses, with fail and no change: a forged signature, a tampered amount, an unknown order, another app id, another provider', async () => {
    const { order } = await packageOrder();
    const base = { orderNo: order.orderNo, tradeNo: 'T-forged-1', amountFen: 128_000 };
    const refusedAnswer = { status: 400, text: 'fail' };
    // Signed with another secret.
    expect(await notify(t, notification(base, {}, 'someone-elses-secret-0123456789'))).toEqual(refusedAnswer);
    // No signature, a malformed one.
    expect(await notify(t, notification(base, { sign: '' }))).toEqual(refusedAnswer);
    expect(await notify(t, notification(base, { sign: 'zz' }))).toEqual(refusedAnswer);
    // Amount changed after signing.
    expect(await notify(t, { ...notification(base), total_amount: '0.01' })).toEqual(refusedAnswer);
    // Signed, but not the order's amount (one fen short, and one more).
    expect(await notify(t, notification({ ...base, amountFen: 127_999 }))).toEqual(refusedAnswer);
    expect(await notify(t, notification({ ...base, amountFen: 128_001 }))).toEqual(refusedAnswer);
    expect(await notify(t, notification(base, { total_amount: '1280' }))).toEqual(refusedAnswer);
    // Signed, for an order that does not exist.
    expect(await notify(t, notification({ ...base, orderNo: '202611260000000000' }))).toEqual(refusedAnswer);
    // Signed with our secret, but for another merchant's app.
    expect(await notify(t, notification(base, { app_id: 'another-app' }))).toEqual(refusedAnswer);
    // Signed, an unknown status.
    expect(await notify(t, notification(base, { trade_status: 'WAIT_BUYER_PAY' }))).toEqual(refusedAnswer);
    // A provider that is not ours, and bodies that are not forms.
    expect(await notify(t, notification(base), 'alipay')).toEqual(refusedAnswer);
    const json = await t.request('/api/pay/notify/sandbox', { method: 'POST', json: ['x'] });
    expect([json.status, await json.text()]).toEqual([400, 'fail']);
    const empty = await t.request('/api/pay/notify/sandbox', { method: 'POST' });
    expect([empty.status, await empty.text()]).toEqual([400, 'fail']);
    await expectNothingCredited(order.orderNo);
  });

  it('a genuine notification signed as JSON is accepted too (same fields)', async () => {
    const { order } = await packageOrder();
    const res = await t.request('/api/pay/notify/sandbox', { method: 'POST', json: notification({ orderNo: order.orderNo, tradeNo: 'T-json-1', amountFen: 128_000 }) });
    expect([res.status, await res.text()]).toEqual([200, 'success']);
    expect((await credits(t.db, order.orderNo)).ledger).toHaveLength(1);
  });

  it('a success for an expired order is recorded (success, so the gateway stops) but credits nothing: it needs a refund', async () => {
    const { buyer, pkg, order } = await packageOrder();
    const after = new Date(new Date(order.expiresAt).getTime() + 1000);
    const answer = await at(after, () => notify(t, notification({ orderNo: order.orderNo, tradeNo: 'T-late-1', amountFen: 128_000 })));
    expect(answer).toEqual({ status: 200, text: 'success' });
    const c = await credits(t.db, order.orderNo);
    expect(c.order.status).toBe('pending'); // not yet swept; the next read expires it
    expect(c.order.tradeNo).toBeNull();
    expect(c.ledger).toEqual([]);
    expect(c.events).toEqual([expect.objectContaining({ tradeNo: 'T-late-1', outcome: 'success' })]);
    expect(await soldOf(t.db, pkg.id)).toBe(0);
    const view = await at(after, () => call<OrderView>(t, `/api/shop/orders/${order.orderNo}`, { token: buyer.token }));
    expect(view.data).toMatchObject({ status: 'expired', packages: [] });
    // Nor does the 'paid successfully' query credit it later.
    await at(after, () => notify(t, notification({ orderNo: order.orderNo, tradeNo: 'T-late-1', amountFen: 128_000 })));
    expect((await credits(t.db, order.orderNo)).ledger).toEqual([]);
  });

  it('a second, different trade for an order already paid is recorded but never credits again', async () => {
    const { order } = await packageOrder();
    await notify(t, notification({ orderNo: order.orderNo, tradeNo: 'T-first', amountFen: 128_000 }));
    expect(await notify(t, notification({ orderNo: order.orderNo, tradeNo: 'T-second', amountFen: 128_000 }))).toEqual({ status: 200, text: 'success' });
    const c = await credits(t.db, order.orderNo);
    expect(c.order.tradeNo).toBe('T-first');
    expect(c.ledger).toHaveLength(1);
    expect(c.events).toHaveLength(2);
  });

  it('the full flow through the sandbox gateway: pay URL, Pay, notification over HTTP, order paid, classes credited once', async () => {
    const { buyer, order } = await packageOrder({ classes: 30, priceFen: 99_900 });
    const started = await pay(t, buyer, order.orderNo, 'wechat');
    expect(started.code).toBe(0);
    const token = tokenOf(started.data.payUrl);
    const attempt = (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.token, token)))[0];
    expect(attempt).toMatchObject({ orderNo: order.orderNo, amountFen: 99_900, method: 'wechat', status: 'pending' });
    expect(attempt.notifyUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/pay\/notify\/sandbox$/);

    const paid = await gateway(t, token, 'pay');
    expect(paid.data).toMatchObject({ status: 'paid', orderNo: order.orderNo, notified: true });
    const c = await credits(t.db, order.orderNo);
    expect(c.order).toMatchObject({ status: 'paid', method: 'wechat', tradeNo: paid.data.tradeNo });
    expect(c.ledger).toEqual([expect.objectContaining({ delta: 30 })]);

    // The buyer also presses 'paid successfully': the same settlement, nothing more.
    const confirmed = await confirm(t, buyer, order.orderNo);
    expect(confirmed.data).toMatchObject({ status: 'paid', packages: [expect.objectContaining({ remaining: 30, totalClasses: 30 })] });
    expect((await credits(t.db, order.orderNo)).ledger).toHaveLength(1);
    // The gateway's page cannot be pressed twice.
    expect(await gateway(t, token, 'pay')).toEqual(refusal('PAYMENT_ATTEMPT_CLOSED'));
    expect(await gateway(t, token, 'fail')).toEqual(refusal('PAYMENT_ATTEMPT_CLOSED'));
    expect(await pay(t, buyer, order.orderNo)).toEqual(refusal('ORDER_NOT_PENDING'));
    expect((await gateway(t, 'f'.repeat(48), 'pay')).code).toBe(4040);
    expect((await gateway(t, 'not-a-token', 'pay')).code).toBe(4040);
  });

  it('confirm first, then the notification: one credit', async () => {
    const { buyer, order } = await packageOrder();
    const token = tokenOf((await pay(t, buyer, order.orderNo)).data.payUrl);
    // The gateway takes the money but its notification is lost (nothing listens at this notify URL).
    await t.db.update(sandboxPayments).set({ notifyUrl: 'http://127.0.0.1:9/api/pay/notify/sandbox' }).where(eq(sandboxPayments.token, token));
    const paid = await gateway(t, token, 'pay');
    expect(paid.data).toMatchObject({ status: 'paid', notified: false });
    expect((await orderRow(t.db, order.orderNo)).status).toBe('pending');

    expect((await confirm(t, buyer, order.orderNo)).data).toMatchObject({ status: 'paid' });
    // The notification arrives late, and again.
    const late = notification({ orderNo: order.orderNo, tradeNo: paid.data.tradeNo, amountFen: 128_000 });
    expect(await notify(t, late)).toEqual({ status: 200, text: 'success' });
    expect(await notify(t, late)).toEqual({ status: 200, text: 'success' });
    const c = await credits(t.db, order.orderNo);
    expect(c.ledger).toHaveLength(1);
    expect(c.packages).toEqual([expect.objectContaining({ remaining: 20 })]);
    expect(c.events).toHaveLength(1);
  }, 20_000);

  it('paying again after a payment whose notification was lost settles that payment instead of taking the money twice', async () => {
    const { buyer, order } = await packageOrder();
    const token = tokenOf((await pay(t, buyer, order.orderNo)).data.payUrl);
    await t.db.update(sandboxPayments).set({ notifyUrl: 'http://127.0.0.1:9/api/pay/notify/sandbox' }).where(eq(sandboxPayments.token, token));
    expect((await gateway(t, token, 'pay')).data.notified).toBe(false);
    expect(await pay(t, buyer, order.orderNo, 'wechat')).toEqual(refusal('ORDER_NOT_PENDING'));
    const c = await credits(t.db, order.orderNo);
    expect(c.order).toMatchObject({ status: 'paid', method: 'alipay' });
    expect(c.ledger).toHaveLength(1);
    expect(await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderNo, order.orderNo))).toHaveLength(1);
  }, 20_000);

  it('notification first, then confirm, and both at once: one credit', async () => {
    const { buyer, order } = await packageOrder();
    const token = tokenOf((await pay(t, buyer, order.orderNo)).data.payUrl);
    await gateway(t, token, 'pay');
    expect((await confirm(t, buyer, order.orderNo)).data.status).toBe('paid');
    expect((await credits(t.db, order.orderNo)).ledger).toHaveLength(1);

    const second = await packageOrder();
    const token2 = tokenOf((await pay(t, second.buyer, second.order.orderNo)).data.payUrl);
    await t.db.update(sandboxPayments).set({ notifyUrl: 'http://127.0.0.1:9/api/pay/notify/sandbox' }).where(eq(sandboxPayments.token, token2));
    const paid = await gateway(t, token2, 'pay');
    const body = notification({ orderNo: second.order.orderNo, tradeNo: paid.data.tradeNo, amountFen: 128_000 });
    const answers = await Promise.all([confirm(t, second.buyer, second.order.orderNo), notify(t, body), confirm(t, second.buyer, second.order.orderNo), notify(t, body)]);
    expect(answers.map((a) => ('text' in a ? a.text : a.data.status))).toEqual(['paid', 'success', 'paid', 'success']);
    const c = await credits(t.db, second.order.orderNo);
    expect(c.ledger).toHaveLength(1);
    expect(c.events).toHaveLength(1);
  }, 20_000);

  it('failure, then a retry, then success: the failure is shown, the order stays payable, one credit', async () => {
    const { buyer, order } = await packageOrder();
    const first = tokenOf((await pay(t, buyer, order.orderNo)).data.payUrl);
    const failed = await gateway(t, first, 'fail');
    expect(failed.data).toMatchObject({ status: 'failed', notified: true });
    const afterFailure = await call<OrderView>(t, `/api/shop/orders/${order.orderNo}`, { token: buyer.token });
    expect(afterFailure.data).toMatchObject({ status: 'pending', lastFailureAt: expect.any(String), paidAt: null });
    expect(await confirm(t, buyer, order.orderNo)).toEqual(refusal('PAYMENT_NOT_COMPLETED'));
    expect((await credits(t.db, order.orderNo)).ledger).toEqual([]);

    const retry = tokenOf((await pay(t, buyer, order.orderNo, 'wechat')).data.payUrl);
    expect(retry).not.toBe(first);
    expect((await gateway(t, retry, 'pay')).data).toMatchObject({ status: 'paid', notified: true });
    const c = await credits(t.db, order.orderNo);
    expect(c.order).toMatchObject({ status: 'paid', method: 'wechat', lastFailureAt: null });
    expect(c.ledger).toHaveLength(1);
    expect(c.events.map((e) => e.outcome).sort()).toEqual(['failure', 'success']);
  });

  it('a goods order paid goes to pending shipment, keeps its stock taken and counts as sold', async () => {
    const buyer = await newBuyer(t.db);
    const addressId = await newAddress(t.db, buyer.userId);
    const goods = await newGoods(t.db, { priceFen: 2_500, stock: 4 });
    const order = await orderOf(t, buyer, { lines: [{ itemId: goods.id, quantity: 3 }], addressId });
    const token = tokenOf((await pay(t, buyer, order.orderNo)).data.payUrl);
    expect((await gateway(t, token, 'pay')).data.notified).toBe(true);
    expect((await orderRow(t.db, order.orderNo)).status).toBe('pending_shipment');
    expect(await stockOf(t.db, goods.id)).toBe(1);
    expect(await soldOf(t.db, goods.id)).toBe(3);
    // Later reads and sweeps never release a paid order's stock.
    const later = new Date(Date.now() + 60 * 60_000);
    await at(later, () => call(t, `/api/shop/orders/${order.orderNo}`, { token: buyer.token }));
    expect(await stockOf(t.db, goods.id)).toBe(1);
    expect((await credits(t.db, order.orderNo)).ledger).toEqual([]);
  });

  it('the gateway refuses a payment after the order expired, and the expired order cannot be confirmed into paid', async () => {
    const { buyer, order } = await packageOrder();
    const token = tokenOf((await pay(t, buyer, order.orderNo)).data.payUrl);
    const after = new Date(new Date(order.expiresAt).getTime() + 1000);
    expect(await at(after, () => gateway(t, token, 'pay'))).toEqual(refusal('PAYMENT_ATTEMPT_CLOSED'));
    const view = await at(after, () => confirm(t, buyer, order.orderNo));
    expect(view.data.status).toBe('expired');
    expect(await countRows(t.db, paymentEvents)).toBeGreaterThan(0);
    expect((await credits(t.db, order.orderNo)).events).toEqual([]);
  });
});
