import 'server-only';
import { eq, sql } from 'drizzle-orm';

import type { ReportUserInput } from '@/lib/schemas/social';

import type { Db } from '../../db/client';
import { userReports, users } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Files a report of another user for the staff (POST /api/user/report).
 * One open report per reporter and reported user (a partial unique index):
 * a second one answers REPORT_EXISTS until the staff close the first.
 * Reporting oneself is refused; an unknown or anonymised user answers
 * USER_NOT_FOUND.
 */
export async function reportUser(db: Db, reporterId: number, input: ReportUserInput): Promise<{ reportId: number }> {
  if (reporterId === input.userId) throw new AppError('CANNOT_REPORT_SELF');
  const [target] = await db.select({ status: users.status }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!target || target.status === 'anonymised') throw new AppError('USER_NOT_FOUND');
  const [row] = await db
    .insert(userReports)
    .values({ reporterId, reportedId: input.userId, reason: input.reason, detail: input.detail })
    .onConflictDoNothing({ target: [userReports.reporterId, userReports.reportedId], where: sql`${userReports.status} = 'open'` })
    .returning({ id: userReports.id });
  if (!row) throw new AppError('REPORT_EXISTS');
  return { reportId: row.id };
}
