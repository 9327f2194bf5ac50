/**
 * Store orders (SPEC §3 Order): made from the items' prices on the server,
 * one kind per order, goods' stock held and released exactly once when an
 * unpaid order expires after 15 minutes, only the owner sees an order.
 */
import { eq } from 'drizzle-orm';

import type { OrderView, PaymentStart } from '@/lib/types/store';
import type { PageOf } from '@/lib/types/paging';
import { cartItems, storeItems } from '@/server/db/schema';
import { expireOrders } from '@/server/services/orders/orders';

import { at } from '../classes/support';
import { call, expectLoginRequired, messages, notFound } from '../helpers/calls';
import { describeEachEngine, setServerEnv } from '../helpers/test-app';
import {
  newAddress,
  newBuyer,
  newGoods,
  newPackage,
  orderOf,
  orderRow,
  placeOrder,
  refusal,
  stockOf,
  TEST_SANDBOX_SECRET,
} from './order-support';

const MINUTE = 60_000;

describeEachEngine('store orders', (t) => {
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = setServerEnv({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  });
  afterAll(() => restoreEnv());

  it('needs a login', async () => {
    await expectLoginRequired(t, '/api/shop/orders', { json: { lines: [{ itemId: 1, quantity: 1 }] } });
    await expectLoginRequired(t, '/api/shop/orders');
  });

  it('prices the order from the items: a price, total or amount the client sends is ignored', async () => {
    const buyer = await newBuyer(t.db);
    const goods = await newGoods(t.db, { priceFen: 3_990, stock: 10 });
    const addressId = await newAddress(t.db, buyer.userId);
    const answer = await placeOrder(t, buyer, {
      lines: [{ itemId: goods.id, quantity: 3, priceFen: 1 }],
      addressId,
      totalFen: 1,
      priceFen: 1,
      amount: '0.01',
    });
    expect(answer.code).toBe(0);
    expect(answer.data.totalFen).toBe(11_970);
    expect(answer.data.lines).toEqual([expect.objectContaining({ itemId: goods.id, priceFen: 3_990, quantity: 3, kind: 'goods', terms: null })]);
    expect(answer.data).toMatchObject({ kind: 'goods', status: 'pending', method: null, paidAt: null, packages: [] });
    expect(answer.data.orderNo).toMatch(/^20\d{6}\d{10}$/);
    expect(new Date(answer.data.expiresAt).getTime() - new Date(answer.data.createdAt).getTime()).toBe(15 * MINUTE);
    expect(answer.data.address).toMatchObject({ addressee: 'Li Lei', phone: '13800138000', region: { text: '浙江省 杭州市 西湖区' } });
    expect((await orderRow(t.db, answer.data.orderNo)).totalFen).toBe(11_970);
  });

  it("pins a package's terms and answers the refund rule in the caller's language", async () => {
    const buyer = await newBuyer(t.db);
    const pkg = await newPackage(t.db, { priceFen: 128_000, classes: 20, validityDays: 60, vouchers: 2 });
    const order = await orderOf(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }] });
    expect(order.lines[0].terms).toEqual({ classes: 20, minutesPerClass: 25, validityDays: 60, vouchers: 2, refundRule: messages.en.Store.refundRule });
    expect(order.address).toBeNull();
    // Changing the item afterwards changes nothing the order bought.
    await t.db.update(storeItems).set({ classes: 5, priceFen: 1_000, validityDays: 10 }).where(eq(storeItems.id, pkg.id));
    const cn = await call<OrderView>(t, `/api/shop/orders/${order.orderNo}`, { token: buyer.token, lang: 'cn' });
    expect(cn.data.totalFen).toBe(128_000);
    expect(cn.data.lines[0]).toMatchObject({ name: pkg.nameCn, priceFen: 128_000, terms: { classes: 20, validityDays: 60, refundRule: messages.cn.Store.refundRule } });
  });

  it("refuses mixed kinds, goods without an address of the caller's, more than one package and items off sale", async () => {
    const buyer = await newBuyer(t.db);
    const other = await newBuyer(t.db);
    const pkg = await newPackage(t.db);
    const pkg2 = await newPackage(t.db);
    const goods = await newGoods(t.db);
    const withdrawn = await newGoods(t.db, { active: false });
    const addressId = await newAddress(t.db, buyer.userId);
    const othersAddress = await newAddress(t.db, other.userId);

    expect(await placeOrder(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }, { itemId: goods.id, quantity: 1 }], addressId })).toEqual(refusal('ORDER_MIXED_KINDS'));
    expect(await placeOrder(t, buyer, { lines: [{ itemId: goods.id, quantity: 1 }] })).toEqual(refusal('ORDER_ADDRESS_REQUIRED'));
    expect(await placeOrder(t, buyer, { lines: [{ itemId: goods.id, quantity: 1 }], addressId: othersAddress })).toEqual(refusal('ORDER_ADDRESS_REQUIRED'));
    expect(await placeOrder(t, buyer, { lines: [{ itemId: pkg.id, quantity: 2 }] })).toEqual(refusal('ORDER_PACKAGE_SINGLE'));
    expect(await placeOrder(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }, { itemId: pkg2.id, quantity: 1 }] })).toEqual(refusal('ORDER_PACKAGE_SINGLE'));
    expect(await placeOrder(t, buyer, { lines: [{ itemId: withdrawn.id, quantity: 1 }], addressId })).toEqual(refusal('ORDER_ITEM_UNAVAILABLE'));
    expect(await placeOrder(t, buyer, { lines: [{ itemId: 987_654, quantity: 1 }], addressId })).toEqual(refusal('ORDER_ITEM_UNAVAILABLE'));
    expect((await placeOrder(t, buyer, { lines: [] })).code).toBe(4000);
    expect((await placeOrder(t, buyer, { lines: [{ itemId: goods.id, quantity: 100 }], addressId })).code).toBe(4000);
    expect((await placeOrder(t, buyer, { lines: [{ itemId: goods.id, quantity: 1 }, { itemId: goods.id, quantity: 1 }], addressId })).code).toBe(4000);
    expect(refusal('ORDER_MIXED_KINDS').code).toBe(4810);
    expect(refusal('ORDER_ADDRESS_REQUIRED').code).toBe(4811);
    expect(await stockOf(t.db, goods.id)).toBe(10);
    const list = await call<PageOf<OrderView>>(t, '/api/shop/orders', { token: buyer.token });
    expect(list.data.total).toBe(0);
  });

  it('holds compulsory-education students to 60 classes and 90 days per order', async () => {
    const pupil = await newBuyer(t.db, { compulsory: true });
    const adult = await newBuyer(t.db);
    const big = await newPackage(t.db, { classes: 96, validityDays: 365 });
    const long = await newPackage(t.db, { classes: 40, validityDays: 120 });
    const fits = await newPackage(t.db, { classes: 60, validityDays: 90 });
    expect(await placeOrder(t, pupil, { lines: [{ itemId: big.id, quantity: 1 }] })).toEqual(refusal('ORDER_OVER_PREPAY_CAP'));
    expect(await placeOrder(t, pupil, { lines: [{ itemId: long.id, quantity: 1 }] }, 'cn')).toEqual(refusal('ORDER_OVER_PREPAY_CAP', 'cn'));
    expect((await placeOrder(t, pupil, { lines: [{ itemId: fits.id, quantity: 1 }] })).code).toBe(0);
    expect((await placeOrder(t, adult, { lines: [{ itemId: big.id, quantity: 1 }] })).code).toBe(0);
  });

  it('holds goods stock, never below zero: a shortage names the item and holds nothing', async () => {
    const buyer = await newBuyer(t.db);
    const addressId = await newAddress(t.db, buyer.userId);
    const plenty = await newGoods(t.db, { stock: 10 });
    const scarce = await newGoods(t.db, { stock: 2 });
    const short = await placeOrder(t, buyer, { lines: [{ itemId: plenty.id, quantity: 4 }, { itemId: scarce.id, quantity: 3 }], addressId });
    expect(short).toEqual(refusal('ORDER_OUT_OF_STOCK', 'en', { name: scarce.name }));
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await stockOf(t.db, scarce.id)).toBe(2);

    await orderOf(t, buyer, { lines: [{ itemId: plenty.id, quantity: 4 }, { itemId: scarce.id, quantity: 2 }], addressId });
    expect(await stockOf(t.db, plenty.id)).toBe(6);
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    expect(await placeOrder(t, buyer, { lines: [{ itemId: scarce.id, quantity: 1 }], addressId }, 'cn')).toEqual(refusal('ORDER_OUT_OF_STOCK', 'cn', { name: scarce.nameCn }));
  });

  it('takes the ordered lines out of the cart when asked', async () => {
    const buyer = await newBuyer(t.db);
    const addressId = await newAddress(t.db, buyer.userId);
    const a = await newGoods(t.db);
    const b = await newGoods(t.db);
    await t.db.insert(cartItems).values([
      { userId: buyer.userId, itemId: a.id, quantity: 2 },
      { userId: buyer.userId, itemId: b.id, quantity: 1 },
    ]);
    await orderOf(t, buyer, { lines: [{ itemId: a.id, quantity: 2 }], addressId, fromCart: true });
    const left = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.userId));
    expect(left.map((l) => l.itemId)).toEqual([b.id]);
  });

  it('expires an unpaid order after 15 minutes and releases its stock exactly once, however often it is read or swept', async () => {
    const buyer = await newBuyer(t.db);
    const addressId = await newAddress(t.db, buyer.userId);
    const goods = await newGoods(t.db, { stock: 5 });
    const order = await orderOf(t, buyer, { lines: [{ itemId: goods.id, quantity: 3 }], addressId });
    expect(await stockOf(t.db, goods.id)).toBe(2);
    const path = `/api/shop/orders/${order.orderNo}`;
    const expiry = new Date(order.expiresAt).getTime();

    // A second before: still pending, still held.
    const before = await at(new Date(expiry - 1000), () => call<OrderView>(t, path, { token: buyer.token }));
    expect(before.data.status).toBe('pending');
    expect(await stockOf(t.db, goods.id)).toBe(2);

    const after = new Date(expiry + 1000);
    const read = await at(after, () => call<OrderView>(t, path, { token: buyer.token }));
    expect(read.data.status).toBe('expired');
    expect(await stockOf(t.db, goods.id)).toBe(5);
    await at(after, async () => {
      await call(t, path, { token: buyer.token });
      await call(t, '/api/shop/orders', { token: buyer.token });
      await Promise.all([expireOrders(t.db), expireOrders(t.db), expireOrders(t.db, { userId: buyer.userId })]);
      expect(await call(t, `${path}/pay`, { token: buyer.token, json: { method: 'alipay' }, lang: 'en' })).toEqual(refusal('ORDER_EXPIRED'));
    });
    expect(await stockOf(t.db, goods.id)).toBe(5);
    expect((await orderRow(t.db, order.orderNo)).stockReleasedAt).not.toBeNull();
  });

  it('the periodic sweep expires orders nobody reads', async () => {
    const buyer = await newBuyer(t.db);
    const addressId = await newAddress(t.db, buyer.userId);
    const goods = await newGoods(t.db, { stock: 3 });
    const order = await orderOf(t, buyer, { lines: [{ itemId: goods.id, quantity: 3 }], addressId });
    expect(await expireOrders(t.db, {}, new Date(Date.now() + 5 * MINUTE))).toBe(0);
    expect(await stockOf(t.db, goods.id)).toBe(0);
    expect(await expireOrders(t.db, {}, new Date(Date.now() + 16 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t.db, goods.id)).toBe(3);
    expect((await orderRow(t.db, order.orderNo)).status).toBe('expired');
    expect(await expireOrders(t.db, {}, new Date(Date.now() + 17 * MINUTE))).toBe(0);
    expect(await stockOf(t.db, goods.id)).toBe(3);
  });

  it("shows an order only to its owner: anyone else's is not found, for reading, paying and confirming", async () => {
    const owner = await newBuyer(t.db);
    const stranger = await newBuyer(t.db);
    const pkg = await newPackage(t.db);
    const order = await orderOf(t, owner, { lines: [{ itemId: pkg.id, quantity: 1 }] });
    const path = `/api/shop/orders/${order.orderNo}`;
    expect(await call(t, path, { token: stranger.token, lang: 'en' })).toEqual(notFound('en'));
    expect(await call(t, `${path}/pay`, { token: stranger.token, json: { method: 'wechat' }, lang: 'en' })).toEqual(notFound('en'));
    expect(await call(t, `${path}/confirm`, { token: stranger.token, method: 'POST', lang: 'en' })).toEqual(notFound('en'));
    const list = await call<PageOf<OrderView>>(t, '/api/shop/orders', { token: stranger.token });
    expect(list.data).toEqual({ list: [], total: 0, page: 1, size: 20 });
    expect((await orderRow(t.db, order.orderNo)).method).toBeNull();
  });

  it('lists my orders newest first, a page at a time', async () => {
    const buyer = await newBuyer(t.db);
    const pkg = await newPackage(t.db);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await orderOf(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }] })).orderNo);
    const page1 = await call<PageOf<OrderView>>(t, '/api/shop/orders?page=1&size=2', { token: buyer.token });
    expect(page1.data.total).toBe(3);
    expect(page1.data.list.map((o) => o.orderNo)).toEqual([made[2], made[1]]);
    const page2 = await call<PageOf<OrderView>>(t, '/api/shop/orders?page=2&size=2', { token: buyer.token });
    expect(page2.data.list.map((o) => o.orderNo)).toEqual([made[0]]);
  });

  it('starts a payment with a sandbox pay URL until the order expires; each call is a new attempt', async () => {
    const buyer = await newBuyer(t.db);
    const pkg = await newPackage(t.db);
    const order = await orderOf(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }] });
    const first = await call<PaymentStart>(t, `/api/shop/orders/${order.orderNo}/pay`, { token: buyer.token, json: { method: 'alipay' } });
    expect(first.data).toEqual({ orderNo: order.orderNo, method: 'alipay', payUrl: expect.stringMatching(/\/pay\/sandbox\/[0-9a-f]{48}$/), expiresAt: order.expiresAt });
    const second = await call<PaymentStart>(t, `/api/shop/orders/${order.orderNo}/pay`, { token: buyer.token, json: { method: 'wechat' } });
    expect(second.data.payUrl).not.toBe(first.data.payUrl);
    expect((await orderRow(t.db, order.orderNo)).method).toBe('wechat');
    expect((await call(t, `/api/shop/orders/${order.orderNo}/pay`, { token: buyer.token, json: { method: 'paypal' } })).code).toBe(4000);
    expect(await call(t, `/api/shop/orders/${order.orderNo}/confirm`, { token: buyer.token, method: 'POST' })).toEqual(refusal('PAYMENT_NOT_COMPLETED', 'cn'));
  });
});
