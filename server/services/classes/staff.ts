import 'server-only';
import { desc, eq, or, sql } from 'drizzle-orm';

import { ADVISER_ROLE } from '@/lib/constants/auth';

import type { Db } from '../../db/client';
import { staffActions, teachers, users } from '../../db/schema';
import { AppError } from '../../errors';

export interface StudentRef {
  id: number;
  nickname: string;
  accountNo: string;
}

/** A student by account number, phone (with or without +dial code) or e-mail, for advisers. */
export async function findStudent(db: Db, account: string): Promise<StudentRef> {
  const key = account.trim();
  const digits = key.replace(/[^\d]/g, '');
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, accountNo: users.accountNo })
    .from(users)
    .where(
      or(
        eq(users.accountNo, key),
        key.includes('@') ? eq(sql`lower(${users.email})`, key.toLowerCase()) : undefined,
        digits.length >= 5 ? eq(users.phone, digits) : undefined,
        digits.length >= 5 ? eq(sql`${users.dialCode} || ${users.phone}`, digits) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
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

export async function recentStaffActions(db: Db, limit = 50) {
  const rows = await db
    .select({ id: staffActions.id, action: staffActions.action, actor: users.nickname, targetUserId: staffActions.targetUserId, detail: staffActions.detail, createdAt: staffActions.createdAt })
    .from(staffActions)
    .innerJoin(users, eq(users.id, staffActions.actorId))
    .orderBy(desc(staffActions.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
