import 'server-only';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';

import type { PackageView } from '@/lib/types/classes';

import type { Db } from '../../db/client';
import { leaveVouchers, packageLedger, staffActions, studentPackages, users } from '../../db/schema';
import { AppError } from '../../errors';


/** Classes per leave voucher that comes with a package (at least one voucher per package). */
export const CLASSES_PER_VOUCHER = 10;

/**
 * Moves what is left on expired packages to zero, one 'expired' ledger row
 * each, so the balance stays the sum of the ledger. Safe to repeat: a
 * package at zero is skipped.
 */
export async function expirePackages(db: Db, userId?: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: studentPackages.id, remaining: studentPackages.remaining })
      .from(studentPackages)
      .where(and(lte(studentPackages.expiresAt, now), gt(studentPackages.remaining, 0), userId ? eq(studentPackages.userId, userId) : undefined))
      .for('update');
    for (const p of due) {
      await tx.update(studentPackages).set({ remaining: 0 }).where(eq(studentPackages.id, p.id));
      await tx.insert(packageLedger).values({ packageId: p.id, delta: -p.remaining, kind: 'expired' });
    }
  });
}

export async function listPackages(db: Db, userId: number, locale: 'cn' | 'en', now = new Date()): Promise<PackageView[]> {
  await expirePackages(db, userId, now);
  const rows = await db.select().from(studentPackages).where(eq(studentPackages.userId, userId)).orderBy(asc(studentPackages.expiresAt));
  return rows.map((p) => ({
    id: p.id,
    name: locale === 'cn' ? p.nameCn : p.name,
    totalClasses: p.totalClasses,
    remaining: p.remaining,
    validityDays: p.validityDays,
    expiresAt: p.expiresAt.toISOString(),
    expired: p.expiresAt <= now,
    source: p.source,
  }));
}

/** Classes left on the packages still valid at `at`. */
export async function classesRemaining(db: Db, userId: number, at = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${studentPackages.remaining}), 0)::int` })
    .from(studentPackages)
    .where(and(eq(studentPackages.userId, userId), gt(studentPackages.expiresAt, at)));
  return row?.n ?? 0;
}

export interface GrantInput {
  userId: number;
  name: string;
  nameCn: string;
  classes: number;
  validityDays: number;
  source: 'granted' | 'purchased';
  actorId?: number;
  /** The store order that bought it: written on the 'bought' ledger row, whose unique index makes a second credit impossible. */
  orderId?: number;
  /** Leave vouchers pinned by the order; default one per CLASSES_PER_VOUCHER classes, at least one. */
  vouchers?: number;
}

/**
 * Gives a student a package: the package, its 'granted' (or 'bought')
 * ledger row, its leave vouchers (one per CLASSES_PER_VOUCHER classes, at
 * least one, valid as long as the package) and, for staff, the staff log
 * row, in one transaction.
 */
export async function grantPackage(db: Db, input: GrantInput, now = new Date()): Promise<{ packageId: number }> {
  return db.transaction(async (tx) => {
    const [student] = await tx.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, input.userId));
    if (!student || student.status === 'anonymised') throw new AppError('USER_NOT_FOUND');
    const expiresAt = new Date(now.getTime() + input.validityDays * 86_400_000);
    const [pkg] = await tx
      .insert(studentPackages)
      .values({
        userId: input.userId,
        name: input.name,
        nameCn: input.nameCn,
        totalClasses: input.classes,
        remaining: input.classes,
        validityDays: input.validityDays,
        expiresAt,
        source: input.source,
      })
      .returning({ id: studentPackages.id });
    await tx.insert(packageLedger).values({
      packageId: pkg.id,
      delta: input.classes,
      kind: input.source === 'purchased' ? 'bought' : 'granted',
      actorId: input.actorId,
      orderId: input.orderId,
    });
    const vouchers = input.vouchers ?? Math.max(1, Math.floor(input.classes / CLASSES_PER_VOUCHER));
    if (vouchers > 0) await tx.insert(leaveVouchers).values(Array.from({ length: vouchers }, () => ({ userId: input.userId, validUntil: expiresAt })));
    if (input.actorId !== undefined) {
      await tx.insert(staffActions).values({
        actorId: input.actorId,
        action: 'grant_package',
        targetUserId: input.userId,
        detail: { packageId: pkg.id, classes: input.classes, validityDays: input.validityDays, name: input.name },
      });
    }
    return { packageId: pkg.id };
  });
}

export interface VoucherView {
  id: number;
  validUntil: string;
}

/** Unused vouchers still valid at `at`, soonest to expire first. */
export async function availableVouchers(db: Db, userId: number, at = new Date()): Promise<VoucherView[]> {
  const rows = await db
    .select({ id: leaveVouchers.id, validUntil: leaveVouchers.validUntil })
    .from(leaveVouchers)
    .where(and(eq(leaveVouchers.userId, userId), isNull(leaveVouchers.usedAt), gt(leaveVouchers.validUntil, at)))
    .orderBy(asc(leaveVouchers.validUntil), asc(leaveVouchers.id));
  return rows.map((v) => ({ id: v.id, validUntil: v.validUntil.toISOString() }));
}
