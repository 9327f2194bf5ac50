import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import { packageAllowed } from '@/lib/schemas/store';
import type { StoreItem, StoreItemKind } from '@/lib/types/store';

import type { Db } from '../../db/client';
import { storeItems, users } from '../../db/schema';
import { getServerTranslator } from '../../i18n';
import { AppError } from '../../errors';

export type StoreItemRow = typeof storeItems.$inferSelect;

/** Whether the user is a compulsory-education student (false for a visitor). */
export async function isCompulsoryStudent(db: Db, userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ compulsory: users.compulsoryEducation }).from(users).where(eq(users.id, userId));
  return row?.compulsory ?? false;
}

/** The refund rule in words, in `locale` (the rule the refund calculator applies). */
export function refundRuleText(locale: AppLocale): string {
  return getServerTranslator(locale, 'Store')('refundRule');
}

/**
 * A row as the API shows it, in the caller's language: a package with its
 * terms, price per class and whether the caller may buy it (compulsory-
 * education students: at most 60 classes and 90 days of validity per order).
 */
export function toStoreItem(row: StoreItemRow, locale: AppLocale, compulsory: boolean): StoreItem {
  const isPackage = row.kind === 'package' && row.classes !== null && row.validityDays !== null;
  const terms = isPackage
    ? {
        classes: row.classes as number,
        minutesPerClass: row.minutesPerClass ?? 0,
        validityDays: row.validityDays as number,
        vouchers: row.vouchers ?? 0,
        refundRule: refundRuleText(locale),
      }
    : null;
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind as StoreItemKind,
    name: locale === 'cn' ? row.nameCn : row.name,
    description: locale === 'cn' ? row.descriptionCn : row.description,
    images: row.images,
    priceFen: row.priceFen,
    soldCount: row.soldCount,
    stock: row.kind === 'goods' ? (row.stock ?? 0) : null,
    terms,
    pricePerClassFen: terms ? Math.round(row.priceFen / terms.classes) : null,
    allowed: terms ? packageAllowed(terms, compulsory) : true,
  };
}

/** GET /shop/items?kind: the active items, packages first (each kind by its sort order). */
export async function listStoreItems(db: Db, options: { kind?: StoreItemKind; userId?: number | null; locale: AppLocale }): Promise<StoreItem[]> {
  const [rows, compulsory] = await Promise.all([
    db
      .select()
      .from(storeItems)
      .where(and(eq(storeItems.active, true), options.kind ? eq(storeItems.kind, options.kind) : undefined))
      .orderBy(sql`case when ${storeItems.kind} = 'package' then 0 else 1 end`, asc(storeItems.sortOrder), asc(storeItems.id)),
    isCompulsoryStudent(db, options.userId),
  ]);
  return rows.map((row) => toStoreItem(row, options.locale, compulsory));
}

/** An active item's row, else NOT_FOUND (unknown and withdrawn items look the same). */
export async function activeItemRow(db: Db, id: number): Promise<StoreItemRow> {
  const [row] = await db
    .select()
    .from(storeItems)
    .where(and(eq(storeItems.id, id), eq(storeItems.active, true)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /shop/items/{id}: one active item. */
export async function getStoreItem(db: Db, id: number, options: { userId?: number | null; locale: AppLocale }): Promise<StoreItem> {
  const [row, compulsory] = await Promise.all([activeItemRow(db, id), isCompulsoryStudent(db, options.userId)]);
  return toStoreItem(row, options.locale, compulsory);
}
