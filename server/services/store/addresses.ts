import 'server-only';
import { and, desc, eq, ne, sql } from 'drizzle-orm';

import { ADDRESS_LIMIT, type AddressFields } from '@/lib/schemas/store';
import type { Address } from '@/lib/types/store';

import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { addresses, users } from '../../db/schema';
import { AppError } from '../../errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow): Address {
  return { id: row.id, addressee: row.addressee, dialCode: row.dialCode, phone: row.phone, region: row.region, detail: row.detail, isDefault: row.isDefault };
}

/**
 * Every change to a user's addresses runs in a transaction that first locks
 * the user's row, so two at once (two tabs adding the 20th address, or two
 * defaults set together) run one after the other.
 */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function ownedRow(tx: Tx, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(whereOwnedBy(addresses.userId, userId, eq(addresses.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Clears the caller's default (before another address takes it: the partial unique index allows one). */
async function clearDefault(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(whereOwnedBy(addresses.userId, userId, eq(addresses.isDefault, true)));
}

/** GET /user/address/list: the default first, then the newest. */
export async function listAddresses(db: Db | Tx, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(whereOwnedBy(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** POST /user/address: at most 20; the first one, or one asked to be, becomes the default. */
export async function createAddress(db: Db, userId: number, input: AddressFields): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(whereOwnedBy(addresses.userId, userId));
    if (n >= ADDRESS_LIMIT) throw new AppError('ADDRESS_LIMIT', { params: { max: ADDRESS_LIMIT } });
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ userId, addressee: input.addressee, dialCode: input.dialCode, phone: input.phone, region: input.region, detail: input.detail, isDefault })
      .returning();
    return toAddress(row);
  });
}

/**
 * PUT /user/address/{id}: changes one of the caller's addresses (else
 * NOT_FOUND). `isDefault: true` makes it the default; the default cannot be
 * unset here (there is always one): another address is made default instead.
 */
export async function updateAddress(db: Db, userId: number, id: number, input: AddressFields): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownedRow(tx, userId, id);
    const isDefault = current.isDefault || input.isDefault === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(addresses)
      .set({ addressee: input.addressee, dialCode: input.dialCode, phone: input.phone, region: input.region, detail: input.detail, isDefault, updatedAt: new Date() })
      .where(whereOwnedBy(addresses.userId, userId, eq(addresses.id, id)))
      .returning();
    return toAddress(row);
  });
}

/** DELETE /user/address/{id}: when it was the default, the most recent other address becomes the default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownedRow(tx, userId, id);
    await tx.delete(addresses).where(whereOwnedBy(addresses.userId, userId, eq(addresses.id, id)));
    if (current.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(whereOwnedBy(addresses.userId, userId), ne(addresses.id, id)))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(whereOwnedBy(addresses.userId, userId, eq(addresses.id, next.id)));
    }
    return { id };
  });
}

/** PUT /user/address/{id}/default: makes it the one default; answers the whole list. */
export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Address[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownedRow(tx, userId, id);
    if (!current.isDefault) {
      await clearDefault(tx, userId);
      await tx.update(addresses).set({ isDefault: true }).where(whereOwnedBy(addresses.userId, userId, eq(addresses.id, id)));
    }
    return listAddresses(tx, userId);
  });
}
