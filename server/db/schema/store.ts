import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

import { users } from './account';

/**
 * What the store sells: class packages and physical goods. Prices are integer
 * fen. A package's terms (classes, minutes per class, validity, leave
 * vouchers) are copied into every order that buys it, so changing an item
 * never changes what a family already bought. `stock` is for goods (null:
 * not counted, as for packages) and never goes below zero.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    /** 'package' | 'goods' */
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    nameCn: varchar('name_cn', { length: 100 }).notNull(),
    description: text('description').notNull(),
    descriptionCn: text('description_cn').notNull(),
    /** Image paths under /media, the first is the cover. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    priceFen: integer('price_fen').notNull(),
    classes: integer('classes'),
    minutesPerClass: integer('minutes_per_class'),
    validityDays: integer('validity_days'),
    vouchers: integer('vouchers'),
    stock: integer('stock'),
    soldCount: integer('sold_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_items_price_ck', sql`${t.priceFen} > 0`),
    check('store_items_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('store_items_package_ck', sql`${t.kind} <> 'package' or (${t.classes} > 0 and ${t.minutesPerClass} > 0 and ${t.validityDays} > 0 and ${t.vouchers} >= 0)`),
  ],
);

/** A user's cart: one row per item, quantity 1 to 99. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_item_uq').on(t.userId, t.itemId), check('cart_items_quantity_ck', sql`${t.quantity} between 1 and 99`)],
);

/** A region: mainland China by province, city and district codes; elsewhere free text. */
export interface AddressRegion {
  /** ISO 3166 alpha-2, 'CN' for mainland China */
  country: string;
  /** Division codes (GB/T 2260) for CN; empty elsewhere. */
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  /** The region as shown: '浙江省 杭州市 西湖区' or the free text. */
  text: string;
}

/** Shipping addresses; at most one default per user (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressee: varchar('addressee', { length: 50 }).notNull(),
    dialCode: varchar('dial_code', { length: 6 }).notNull().default('86'),
    phone: varchar('phone', { length: 20 }).notNull(),
    region: jsonb('region').$type<AddressRegion>().notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId), uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`)],
);

/** What an order line pins at purchase: the item as it was, and a package's terms. */
export interface OrderLine {
  itemId: number;
  kind: 'package' | 'goods';
  name: string;
  nameCn: string;
  image: string | null;
  priceFen: number;
  quantity: number;
  /** Packages only: the terms bought, never changed afterwards. */
  terms?: { classes: number; minutesPerClass: number; validityDays: number; vouchers: number; refundFormula: string };
}

/**
 * An order. `status`: pending -> paid (packages; goods go on to
 * pending_shipment) | expired (unpaid after 15 minutes: stock released once).
 * `totalFen` is computed on the server from the items. `tradeNo` is the
 * payment provider's trade number, unique: one payment per order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'package' | 'goods' (one kind per order) */
    kind: varchar('kind', { length: 8 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    totalFen: integer('total_fen').notNull(),
    address: jsonb('address').$type<{ addressee: string; dialCode: string; phone: string; region: AddressRegion; detail: string } | null>(),
    /** 'alipay' | 'wechat': the method of the latest payment attempt */
    method: varchar('method', { length: 8 }),
    tradeNo: varchar('trade_no', { length: 64 }).unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), check('orders_total_ck', sql`${t.totalFen} > 0`)],
);

/**
 * Every payment notification the app accepted as genuine, once per provider
 * trade number and outcome: a replay inserts nothing and so does nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }).notNull(),
    /** 'success' | 'failure' */
    outcome: varchar('outcome', { length: 8 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountFen: integer('amount_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_trade_uq').on(t.provider, t.tradeNo, t.outcome)],
);

/**
 * The sandbox payment gateway's own records (PAYMENT_PROVIDER=sandbox): one
 * row per payment attempt, found by its random `token` (the pay page's URL).
 * `status`: pending -> paid | failed, once (a conditional update). The
 * gateway posts its signed notification to `notifyUrl`, as a real one would.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: serial('id').primaryKey(),
    token: varchar('token', { length: 64 }).notNull().unique(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** 'alipay' | 'wechat' */
    method: varchar('method', { length: 8 }).notNull(),
    /** 'pending' | 'paid' | 'failed' */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    tradeNo: varchar('trade_no', { length: 64 }).unique(),
    notifyUrl: text('notify_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.orderNo, t.createdAt)],
);
