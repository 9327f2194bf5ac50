import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import { CART_LINE_MAX } from '@/lib/schemas/store';
import type { Cart } from '@/lib/types/store';

import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { cartItems, storeItems } from '../../db/schema';
import { AppError } from '../../errors';
import { activeItemRow, toStoreItem, type StoreItemRow } from './catalog';

/** Units of a row that can be bought now: 0 once it is withdrawn. */
function available(row: StoreItemRow): number {
  return row.active ? (row.stock ?? 0) : 0;
}

/**
 * GET /shop/cart: the caller's lines, oldest first. A withdrawn or sold-out
 * item stays in the cart with stock 0 (the page disables checkout for it).
 * `count` sums every line (the header's cart number); `totalFen` sums the
 * lines that can be bought as they stand (stock covers the quantity).
 */
export async function getCart(db: Db, userId: number, locale: AppLocale): Promise<Cart> {
  const rows = await db
    .select({ quantity: cartItems.quantity, item: storeItems })
    .from(cartItems)
    .innerJoin(storeItems, eq(storeItems.id, cartItems.itemId))
    .where(whereOwnedBy(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  let count = 0;
  let totalFen = 0;
  const lines = rows.map(({ quantity, item }) => {
    const stock = available(item);
    count += quantity;
    if (stock >= quantity) totalFen += item.priceFen * quantity;
    return { item: { ...toStoreItem(item, locale, false), stock }, quantity };
  });
  return { lines, count, totalFen };
}

/** A goods item that can go into a cart: active (else NOT_FOUND), not a package, not sold out. */
async function cartableItem(db: Db, itemId: number): Promise<StoreItemRow> {
  const item = await activeItemRow(db, itemId);
  if (item.kind !== 'goods') throw new AppError('CART_PACKAGE');
  if (available(item) === 0) throw new AppError('ITEM_SOLD_OUT');
  return item;
}

/** The refusal for a line that would hold `wanted` units of `item`: over 99, or over the stock. */
function overLimit(item: StoreItemRow, wanted: number): AppError {
  if (wanted > CART_LINE_MAX) return new AppError('CART_QUANTITY');
  return new AppError('CART_STOCK', { params: { stock: available(item) } });
}

/**
 * POST /shop/cart: adds `quantity` to the item's line (making it). The line
 * stays within 1 to 99 and the stock; the check and the write are one
 * statement, so two adds at once cannot pass the limits together.
 */
export async function addToCart(db: Db, userId: number, itemId: number, quantity: number, locale: AppLocale): Promise<Cart> {
  const item = await cartableItem(db, itemId);
  const cap = Math.min(CART_LINE_MAX, available(item));
  if (quantity > cap) throw overLimit(item, quantity);
  const written = await db
    .insert(cartItems)
    .values({ userId, itemId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.itemId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${cap}`,
    })
    .returning({ id: cartItems.id });
  if (!written.length) {
    const [line] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(whereOwnedBy(cartItems.userId, userId, eq(cartItems.itemId, itemId)));
    throw overLimit(item, (line?.quantity ?? 0) + quantity);
  }
  return getCart(db, userId, locale);
}

/** PUT /shop/cart/{itemId}: sets the quantity of a line the caller has (else NOT_FOUND), within 1 to 99 and the stock. */
export async function setCartQuantity(db: Db, userId: number, itemId: number, quantity: number, locale: AppLocale): Promise<Cart> {
  const [line] = await db.select({ id: cartItems.id }).from(cartItems).where(whereOwnedBy(cartItems.userId, userId, eq(cartItems.itemId, itemId)));
  if (!line) throw new AppError('NOT_FOUND');
  const item = await cartableItem(db, itemId);
  if (quantity > available(item)) throw overLimit(item, quantity);
  await db.update(cartItems).set({ quantity }).where(whereOwnedBy(cartItems.userId, userId, eq(cartItems.id, line.id)));
  return getCart(db, userId, locale);
}

/** DELETE /shop/cart/{itemId}: removes the line (nothing to remove is fine). */
export async function removeFromCart(db: Db, userId: number, itemId: number, locale: AppLocale): Promise<Cart> {
  await db.delete(cartItems).where(and(whereOwnedBy(cartItems.userId, userId), eq(cartItems.itemId, itemId)));
  return getCart(db, userId, locale);
}
