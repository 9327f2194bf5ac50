/**
 * One valid payment notification replayed 1,000 times, 100 at a time, on
 * PostgreSQL (where the requests truly overlap on a pool of connections):
 * exactly one payment event, one 'bought' ledger row, and the package holds
 * exactly the classes bought. PGlite serialises requests on its single
 * connection, so there it runs a short version only. Timings are printed.
 */
import { eq } from 'drizzle-orm';

import { orders, paymentEvents, packageLedger } from '@/server/db/schema';

import { describeEachEngine, setServerEnv } from '../helpers/test-app';
import { credits, newBuyer, newPackage, notification, notify, orderOf, TEST_SANDBOX_SECRET } from './order-support';

describeEachEngine('payment notification replays', (t) => {
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = setServerEnv({ PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET });
  });
  afterAll(() => restoreEnv());

  const heavy = t.engine === 'postgres';
  const total = heavy ? 1000 : 100;
  const batch = heavy ? 100 : 20;

  it(`${total} replays of one valid notification, ${batch} at a time: one event, one ledger row, the package's classes exactly`, async () => {
    const buyer = await newBuyer(t.db);
    const pkg = await newPackage(t.db, { classes: 48, priceFen: 288_000, validityDays: 180 });
    const order = await orderOf(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }] });
    const body = notification({ orderNo: order.orderNo, tradeNo: 'T-race-1', amountFen: 288_000 });

    const answers: Record<string, number> = {};
    const started = performance.now();
    for (let sent = 0; sent < total; sent += batch) {
      const round = await Promise.all(Array.from({ length: batch }, () => notify(t, body)));
      for (const a of round) answers[`${a.status} ${a.text}`] = (answers[`${a.status} ${a.text}`] ?? 0) + 1;
    }
    const elapsedMs = Math.round(performance.now() - started);
    console.log(`[${t.engine}] ${total} replays of one notification, ${batch} at a time: ${JSON.stringify(answers)} in ${elapsedMs} ms`);

    expect(answers).toEqual({ '200 success': total });
    const c = await credits(t.db, order.orderNo);
    expect(c.order.status).toBe('paid');
    expect(c.events).toHaveLength(1);
    expect(c.ledger).toHaveLength(1);
    expect(c.ledger[0]).toMatchObject({ kind: 'bought', delta: 48 });
    expect(c.packages).toEqual([{ id: c.ledger[0].packageId, remaining: 48, total: 48 }]);
    const [order2] = await t.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect((await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order2.id))).length).toBe(1);
    expect((await t.db.select().from(packageLedger).where(eq(packageLedger.orderId, order2.id))).length).toBe(1);
  }, 300_000);
});
