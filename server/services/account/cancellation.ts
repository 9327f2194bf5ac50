import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';

import { CANCELLATION_REASONS, type CancellationReason } from '@/lib/constants/profile';
import type { AppLocale } from '@/lib/i18n/locales';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { whereOwnedBy } from '../../db/queries/owned';
import { cancellationApplications, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { publishEverywhere } from '../../events/remote';
import { getServerTranslator } from '../../i18n';
import { getLogger } from '../../log';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CancellationState {
  status: 'submitted';
  reasonCode: string;
  createdAt: string;
  /** When the cooling-off period ends and the data is anonymised. */
  effectiveAt: string;
}

/** The seven reasons of SPEC §9 with their labels in the caller's language. */
export function listCancellationReasons(locale: AppLocale): { code: CancellationReason; label: string }[] {
  const t = getServerTranslator(locale, 'Logoff.reasons');
  return CANCELLATION_REASONS.map((code) => ({ code, label: t(code) }));
}

/** The open application of a user, if any. */
export async function getCancellationState(db: Db, userId: number): Promise<CancellationState | null> {
  const [row] = await db
    .select({
      reasonCode: cancellationApplications.reasonCode,
      createdAt: cancellationApplications.createdAt,
      effectiveAt: cancellationApplications.effectiveAt,
    })
    .from(cancellationApplications)
    .where(whereOwnedBy(cancellationApplications.userId, userId, eq(cancellationApplications.status, 'submitted')))
    .orderBy(desc(cancellationApplications.id))
    .limit(1);
  if (!row) return null;
  return {
    status: 'submitted',
    reasonCode: row.reasonCode,
    createdAt: row.createdAt.toISOString(),
    effectiveAt: row.effectiveAt.toISOString(),
  };
}

/**
 * Whether what the user typed names their own account: the e-mail (any
 * case), or the phone number with or without its area code (spaces, dashes
 * and a leading + are ignored).
 */
export function accountMatches(user: { phone: string | null; dialCode: string | null; email: string | null }, typed: string): boolean {
  const value = typed.trim();
  if (value.includes('@')) return !!user.email && user.email.toLowerCase() === value.toLowerCase();
  const digits = value.replace(/[\s\-+()]/g, '');
  if (!/^\d+$/.test(digits) || !user.phone) return false;
  return digits === user.phone || digits === `${user.dialCode ?? ''}${user.phone}`;
}

/**
 * Files a cancellation for the signed-in user (POST
 * /api/user/cancellationApplicationNew). The typed account must be the
 * user's own. The account turns `cancelling`, every session of the user ends
 * at once, and the data is anonymised when the cooling-off period
 * (CANCELLATION_COOLING_OFF_DAYS) is over, unless the user withdraws.
 */
export async function applyCancellation(
  db: Db,
  params: { userId: number; account: string; reasonCode: CancellationReason },
  now = new Date(),
): Promise<{ status: 'submitted'; effectiveAt: string }> {
  const [user] = await db
    .select({ phone: users.phone, dialCode: users.dialCode, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, params.userId))
    .limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.status !== 'active') throw new AppError('CANCELLATION_EXISTS');
  if (!accountMatches(user, params.account)) throw new AppError('CANCELLATION_ACCOUNT_MISMATCH');

  const effectiveAt = new Date(now.getTime() + getConfig().CANCELLATION_COOLING_OFF_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    // The conditional update takes the row lock: of two concurrent applications one finds the status changed.
    const moved = await tx
      .update(users)
      .set({ status: 'cancelling', updatedAt: now })
      .where(and(eq(users.id, params.userId), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (moved.length === 0) throw new AppError('CANCELLATION_EXISTS');
    await tx.insert(cancellationApplications).values({
      userId: params.userId,
      reasonCode: params.reasonCode,
      status: 'submitted',
      createdAt: now,
      effectiveAt,
    });
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, params.userId), isNull(sessions.revokedAt)));
  });
  await publishEverywhere(db, { type: 'session.revoked', userIds: [params.userId] });
  getLogger().info({ userId: params.userId, effectiveAt }, 'account cancellation submitted; sessions revoked');
  return { status: 'submitted', effectiveAt: effectiveAt.toISOString() };
}

/**
 * Withdraws the user's open application while the cooling-off period runs
 * (POST /api/user/cancellation/withdraw): the account is active again and
 * nothing is deleted. After the period, CANCELLATION_PERIOD_OVER.
 */
export async function withdrawCancellation(db: Db, userId: number, now = new Date()): Promise<{ status: 'withdrawn' }> {
  const withdrawn = await db.transaction(async (tx) => {
    const rows = await tx
      .update(cancellationApplications)
      .set({ status: 'withdrawn', withdrawnAt: now })
      .where(
        whereOwnedBy(
          cancellationApplications.userId,
          userId,
          eq(cancellationApplications.status, 'submitted'),
          gt(cancellationApplications.effectiveAt, now),
        ),
      )
      .returning({ id: cancellationApplications.id });
    if (rows.length === 0) return false;
    await tx
      .update(users)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'cancelling')));
    return true;
  });
  if (!withdrawn) {
    throw new AppError((await getCancellationState(db, userId)) ? 'CANCELLATION_PERIOD_OVER' : 'CANCELLATION_NOT_FOUND');
  }
  getLogger().info({ userId }, 'account cancellation withdrawn');
  return { status: 'withdrawn' };
}

/**
 * GET /api/user/getUserCancellationApplyReasonNew: the reasons, and the
 * caller's own open application. The spec's `phoneNumber` only narrows:
 * when given it must be the signed-in user's number, otherwise no status is
 * shown (a visitor can never learn whether some number is being cancelled).
 */
export async function getCancellationReasons(
  db: Db,
  params: { userId: number | null; phoneNumber?: string; locale: AppLocale },
): Promise<{ list: { code: CancellationReason; label: string }[]; application: CancellationState | null }> {
  const list = listCancellationReasons(params.locale);
  if (params.userId === null) return { list, application: null };
  if (params.phoneNumber) {
    const [user] = await db
      .select({ phone: users.phone, dialCode: users.dialCode, email: users.email })
      .from(users)
      .where(eq(users.id, params.userId))
      .limit(1);
    if (!user || !accountMatches({ ...user, email: null }, params.phoneNumber)) return { list, application: null };
  }
  return { list, application: await getCancellationState(db, params.userId) };
}
