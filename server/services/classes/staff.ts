import 'server-only';
import { desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { ADVISER_ROLE } from '@/lib/constants/auth';

import type { Db } from '../../db/client';
import { staffActions, teachers, users } from '../../db/schema';
import { AppError } from '../../errors';

export interface StudentRef {
  id: number;
  nickname: string;
  accountNo: string;
}

/**
 * A student by account number, e-mail or phone, for advisers. The account
 * number wins (an 8-digit number can also be someone's phone in Hong Kong or
 * Macau); an e-mail is only an e-mail; a phone written with + and its dial
 * code is matched with the dial code, one without may be either, and a
 * number that names more than one account names nobody (the adviser adds
 * the dial code).
 */
export async function findStudent(db: Db, account: string): Promise<StudentRef> {
  const key = account.trim();
  const columns = { id: users.id, nickname: users.nickname, accountNo: users.accountNo };
  const [byAccountNo] = await db.select(columns).from(users).where(eq(users.accountNo, key)).limit(1);
  if (byAccountNo) return byAccountNo;
  if (key.includes('@')) {
    const [byEmail] = await db
      .select(columns)
      .from(users)
      .where(eq(sql`lower(${users.email})`, key.toLowerCase()))
      .limit(1);
    if (!byEmail) throw new AppError('USER_NOT_FOUND');
    return byEmail;
  }
  const digits = key.replace(/[^\d]/g, '');
  if (digits.length < 5) throw new AppError('USER_NOT_FOUND');
  const withDialCode = eq(sql`${users.dialCode} || ${users.phone}`, digits);
  const matches = await db
    .select(columns)
    .from(users)
    .where(key.startsWith('+') ? withDialCode : or(withDialCode, eq(users.phone, digits)))
    .limit(2);
  if (matches.length !== 1) throw new AppError('USER_NOT_FOUND');
  return matches[0];
}

/** The teacher record of a teacher's staff account, if linked (teachers see only their own classes). */
export async function teacherOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, userId));
  return row?.id ?? null;
}

/** Who may see every class: advisers. Teachers see their own; a teacher account not linked to a teacher sees none. */
export async function staffScope(db: Db, user: { id: number; role: string }): Promise<{ teacherId?: number; all: boolean }> {
  if (user.role === ADVISER_ROLE) return { all: true };
  const teacherId = await teacherOfUser(db, user.id);
  if (teacherId === null) throw new AppError('FORBIDDEN');
  return { teacherId, all: false };
}

/** The actor id of changes made with `npm run staff` (scripts/staff.ts): no user, the command line. */
export const COMMAND_LINE_ACTOR = 0;

/**
 * The latest staff actions, newest first, with who did them and to whom.
 * Actor 0 is the command line (no user row, so the join is a left join);
 * `actor` is null then, and for an actor whose account is gone.
 */
export async function recentStaffActions(db: Db, limit = 50) {
  const target = alias(users, 'target_user');
  const rows = await db
    .select({
      id: staffActions.id,
      action: staffActions.action,
      actorId: staffActions.actorId,
      actor: users.nickname,
      targetUserId: staffActions.targetUserId,
      target: target.nickname,
      targetAccountNo: target.accountNo,
      detail: staffActions.detail,
      createdAt: staffActions.createdAt,
    })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .leftJoin(target, eq(target.id, staffActions.targetUserId))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
