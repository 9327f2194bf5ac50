/**
 * The cart (GET/POST /api/shop/cart, PUT/DELETE /api/shop/cart/{itemId}):
 * goods only (packages are bought with Buy now), a line holds 1 to 99 and
 * never more than the stock, every answer is the whole cart with its count
 * and total, and nobody touches another user's cart.
 */
import { eq } from 'drizzle-orm';

import { cartItems } from '@/server/db/schema';

import { call, expectLoginRequired, notFound, UNKNOWN_ID } from '../helpers/calls';
import { describeEachEngine } from '../helpers/test-app';
import { addToCart, cartOf, expectRefusal, itemId, itemRow, newShopper, removeLine, seedItems, setItem, setQuantity } from './support';

describeEachEngine('store cart', (t) => {
  let box: number;
  let cards: number;
  let headset: number;

  beforeAll(async () => {
    await seedItems(t.db);
    [box, cards, headset] = await Promise.all([itemId(t.db, 'picture-book-box-set'), itemId(t.db, 'flash-cards'), itemId(t.db, 'kids-headset')]);
  }, 60_000);

  it('needs a login for every cart route', async () => {
    await expectLoginRequired(t, '/api/shop/cart');
    await expectLoginRequired(t, '/api/shop/cart', { method: 'POST', json: { itemId: box, quantity: 1 } });
    await expectLoginRequired(t, `/api/shop/cart/${box}`, { method: 'PUT', json: { quantity: 2 } });
    await expectLoginRequired(t, `/api/shop/cart/${box}`, { method: 'DELETE' });
  });

  it('starts empty, adds goods to their line and answers the whole cart with count and total', async () => {
    const me = await newShopper(t.db);
    expect(await cartOf(t, me.token)).toEqual({ lines: [], count: 0, totalFen: 0 });

    const first = await addToCart(t, me.token, { itemId: box });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ count: 1, totalFen: 19_800 });
    expect(first.data.lines).toHaveLength(1);
    expect(first.data.lines[0]).toMatchObject({ quantity: 1, item: { id: box, kind: 'goods', priceFen: 19_800, stock: 120 } });

    await addToCart(t, me.token, { itemId: cards, quantity: 3 });
    const again = await addToCart(t, me.token, { itemId: box, quantity: 2 });
    expect(again.data.lines.map((l) => [l.item.id, l.quantity])).toEqual([
      [box, 3],
      [cards, 3],
    ]);
    expect(again.data).toMatchObject({ count: 6, totalFen: 3 * 19_800 + 3 * 5_900 });
    expect(await cartOf(t, me.token)).toEqual(again.data);
  });

  it('shows item names in the caller language', async () => {
    const me = await newShopper(t.db);
    await addToCart(t, me.token, { itemId: cards });
    const row = await itemRow(t.db, 'flash-cards');
    expect((await cartOf(t, me.token, 'cn')).lines[0].item.name).toBe(row.nameCn);
    expect((await cartOf(t, me.token, 'en')).lines[0].item.name).toBe(row.name);
  });

  it('refuses a class package with 4801, in both languages, and adds nothing', async () => {
    const me = await newShopper(t.db);
    const pkg = await itemId(t.db, 'package-10');
    expectRefusal(await addToCart(t, me.token, { itemId: pkg }), 4801, 'CART_PACKAGE');
    expectRefusal(await addToCart(t, me.token, { itemId: pkg }, 'cn'), 4801, 'CART_PACKAGE', 'cn');
    expect((await cartOf(t, me.token)).count).toBe(0);
  });

  it('keeps a line within 1 to 99 (4802)', async () => {
    const me = await newShopper(t.db);
    for (const quantity of [0, -1, 100, 1.5, 'two']) expectRefusal(await addToCart(t, me.token, { itemId: cards, quantity }), 4802, 'CART_QUANTITY');
    expect((await addToCart(t, me.token, { itemId: cards, quantity: 99 })).status).toBe(200);
    // 99 + 1 would be 100: refused, the line stays at 99.
    expectRefusal(await addToCart(t, me.token, { itemId: cards, quantity: 1 }), 4802, 'CART_QUANTITY');
    expect((await cartOf(t, me.token)).lines[0].quantity).toBe(99);
    expectRefusal(await setQuantity(t, me.token, cards, { quantity: 0 }), 4802, 'CART_QUANTITY');
    expectRefusal(await setQuantity(t, me.token, cards, { quantity: 100 }), 4802, 'CART_QUANTITY');
    expect((await setQuantity(t, me.token, cards, { quantity: 1 })).data).toMatchObject({ count: 1, totalFen: 5_900 });
  });

  it('never puts more than the stock in a line (4803 names what is left), nor a sold-out item (4804)', async () => {
    const me = await newShopper(t.db);
    await setItem(t.db, 'kids-headset', { stock: 5 });
    try {
      expectRefusal(await addToCart(t, me.token, { itemId: headset, quantity: 6 }), 4803, 'CART_STOCK', 'en', { stock: 5 });
      expect((await addToCart(t, me.token, { itemId: headset, quantity: 4 })).status).toBe(200);
      expectRefusal(await addToCart(t, me.token, { itemId: headset, quantity: 2 }), 4803, 'CART_STOCK', 'en', { stock: 5 });
      expectRefusal(await addToCart(t, me.token, { itemId: headset, quantity: 2 }, 'cn'), 4803, 'CART_STOCK', 'cn', { stock: 5 });
      expect((await addToCart(t, me.token, { itemId: headset, quantity: 1 })).data.lines[0].quantity).toBe(5);
      expectRefusal(await setQuantity(t, me.token, headset, { quantity: 6 }), 4803, 'CART_STOCK', 'en', { stock: 5 });

      await setItem(t.db, 'kids-headset', { stock: 0 });
      const other = await newShopper(t.db);
      expectRefusal(await addToCart(t, other.token, { itemId: headset }), 4804, 'ITEM_SOLD_OUT');
      expect((await cartOf(t, other.token)).count).toBe(0);
    } finally {
      await setItem(t.db, 'kids-headset', { stock: 30 });
    }
  });

  it('keeps a sold-out or withdrawn item in the cart with stock 0 and leaves it out of the total', async () => {
    const me = await newShopper(t.db);
    await addToCart(t, me.token, { itemId: box, quantity: 2 });
    await addToCart(t, me.token, { itemId: headset, quantity: 1 });
    await setItem(t.db, 'kids-headset', { stock: 0 });
    await setItem(t.db, 'picture-book-box-set', { active: false });
    try {
      const cart = await cartOf(t, me.token);
      expect(cart.lines.map((l) => [l.item.id, l.quantity, l.item.stock])).toEqual([
        [box, 2, 0],
        [headset, 1, 0],
      ]);
      expect(cart).toMatchObject({ count: 3, totalFen: 0 });
      // A withdrawn item cannot be added again, only removed.
      expect(await addToCart(t, me.token, { itemId: box })).toEqual(notFound('en'));
      expect((await removeLine(t, me.token, box)).data.lines.map((l) => l.item.id)).toEqual([headset]);
    } finally {
      await setItem(t.db, 'kids-headset', { stock: 30 });
      await setItem(t.db, 'picture-book-box-set', { active: true });
    }
    expect(await cartOf(t, me.token)).toMatchObject({ count: 1, totalFen: 12_900 });
  });

  it('answers 4040 for an unknown item or a line the caller does not have', async () => {
    const me = await newShopper(t.db);
    expect(await addToCart(t, me.token, { itemId: UNKNOWN_ID })).toEqual(notFound('en'));
    expect(await setQuantity(t, me.token, cards, { quantity: 2 })).toEqual(notFound('en'));
    expect((await removeLine(t, me.token, cards)).data).toEqual({ lines: [], count: 0, totalFen: 0 });
  });

  it("never reads or changes another user's cart", async () => {
    const alice = await newShopper(t.db);
    const bob = await newShopper(t.db);
    await addToCart(t, alice.token, { itemId: cards, quantity: 4 });
    const aliceCart = await cartOf(t, alice.token);

    expect(await cartOf(t, bob.token)).toEqual({ lines: [], count: 0, totalFen: 0 });
    expect(await setQuantity(t, bob.token, cards, { quantity: 9 })).toEqual(notFound('en'));
    expect((await removeLine(t, bob.token, cards)).data.count).toBe(0);
    expect((await addToCart(t, bob.token, { itemId: cards, quantity: 1 })).data.count).toBe(1);

    expect(await cartOf(t, alice.token)).toEqual(aliceCart);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.userId, alice.userId));
    expect(rows.map((r) => [r.itemId, r.quantity])).toEqual([[cards, 4]]);
  });

  it('lets two adds at once never pass 99 together', async () => {
    const me = await newShopper(t.db);
    await addToCart(t, me.token, { itemId: cards, quantity: 50 });
    const answers = await Promise.all([addToCart(t, me.token, { itemId: cards, quantity: 40 }), addToCart(t, me.token, { itemId: cards, quantity: 40 })]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 4802]);
    expect((await cartOf(t, me.token)).lines[0].quantity).toBe(90);
  });

  it('refuses a bad item id with 4000 naming the field', async () => {
    const me = await newShopper(t.db);
    expect(await call(t, '/api/shop/cart', { token: me.token, json: { quantity: 1 }, lang: 'en' })).toMatchObject({ status: 400, code: 4000 });
    expect(await call(t, '/api/shop/cart/0', { method: 'PUT', token: me.token, json: { quantity: 1 }, lang: 'en' })).toMatchObject({ status: 400, code: 4000 });
  });
});
