/**
 * What `npm run staff` does (scripts/staff.ts): gives an account a staff
 * role, takes it away, or lists the staff. Roles live in `users.role` and
 * are read on every request, so a change applies at the next page load; a
 * teacher's account is tied to their profile by `teachers.user_id`. Every
 * change is written to the staff log with actor 0, the command line.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

import { isStaffRole, STAFF_ROLES } from '@/lib/constants/auth';
import { getConfig } from '@/server/config';
import type { Db, OpenedDb } from '@/server/db/client';
import { staffActions, teachers, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { COMMAND_LINE_ACTOR, findStudent } from '@/server/services/classes/staff';

import { CommandError, openServerDatabase } from './server-database';
import type { StaffCommand } from './staff-args';

export { CommandError };

interface Account {
  id: number;
  accountNo: string;
  nickname: string;
  role: string;
  status: string;
  dialCode: string | null;
  phone: string | null;
  email: string | null;
}

const accountColumns = {
  id: users.id,
  accountNo: users.accountNo,
  nickname: users.nickname,
  role: users.role,
  status: users.status,
  dialCode: users.dialCode,
  phone: users.phone,
  email: users.email,
};

function describe(account: Pick<Account, 'accountNo' | 'nickname'>): string {
  return `account ${account.accountNo}${account.nickname ? ` (${account.nickname})` : ''}`;
}

function contactOf(account: Pick<Account, 'dialCode' | 'phone' | 'email'>): string {
  if (account.phone) return `+${account.dialCode ?? ''}${account.phone}`;
  return account.email ?? '';
}

/** Whether STAFF_ACCOUNTS names the account (its next login would give the adviser role back). */
function listedInStaffAccounts(account: Pick<Account, 'dialCode' | 'phone' | 'email'>, listed: string | undefined): boolean {
  if (!listed) return false;
  const key = (value: string) => (value.includes('@') ? value.trim().toLowerCase() : value.replace(/\D/g, ''));
  const keys = new Set(listed.split(',').map(key).filter(Boolean));
  const phone = account.phone ? key(`${account.dialCode ?? ''}${account.phone}`) : null;
  const email = account.email ? key(account.email) : null;
  return Boolean((phone && keys.has(phone)) || (email && keys.has(email)));
}

/** The account an operator names: account number, phone (+dial code) or e-mail, as advisers find students. */
export async function findAccount(db: Db, account: string): Promise<Account> {
  let id: number;
  try {
    ({ id } = await findStudent(db, account));
  } catch (err) {
    if (err instanceof AppError && err.error === 'USER_NOT_FOUND') {
      throw new CommandError(
        `No account matches "${account}". Give the account number, the e-mail address, or the phone number with + and its dial code (e.g. +8613800000000); a bare number that two accounts share names neither.`,
      );
    }
    throw err;
  }
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  if (row.status === 'anonymised') throw new CommandError(`${describe(row)} was cancelled and anonymised; it cannot hold a staff role.`);
  return row;
}

async function teacherBySlug(db: Db, slug: string) {
  const [row] = await db.select({ id: teachers.id, slug: teachers.slug, name: teachers.name, userId: teachers.userId }).from(teachers).where(eq(teachers.slug, slug));
  if (row) return row;
  const known = await db.select({ slug: teachers.slug }).from(teachers).orderBy(asc(teachers.slug));
  throw new CommandError(`No teacher "${slug}". Teachers: ${known.map((t) => t.slug).join(', ') || 'none (the database has not been seeded yet)'}.`);
}

async function linkedTeachers(db: Db, userId: number): Promise<{ slug: string; name: string }[]> {
  return db.select({ slug: teachers.slug, name: teachers.name }).from(teachers).where(eq(teachers.userId, userId)).orderBy(asc(teachers.slug));
}

async function grant(db: Db, command: Extract<StaffCommand, { kind: 'grant' }>): Promise<string[]> {
  const account = await findAccount(db, command.account);
  const teacher = command.teacher ? await teacherBySlug(db, command.teacher) : null;
  const lines: string[] = [];
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: command.role, updatedAt: new Date() }).where(eq(users.id, account.id));
    if (teacher) {
      // One profile per teacher account, and one account per profile: the old links go.
      await tx.update(teachers).set({ userId: null }).where(and(eq(teachers.userId, account.id), ne(teachers.id, teacher.id)));
      await tx.update(teachers).set({ userId: account.id }).where(eq(teachers.id, teacher.id));
    }
    await tx.insert(staffActions).values({
      actorId: COMMAND_LINE_ACTOR,
      action: 'grant_role',
      targetUserId: account.id,
      detail: { role: command.role, previousRole: account.role, ...(teacher ? { teacher: teacher.slug } : {}) },
    });
  });
  lines.push(`${describe(account)} is now ${command.role === 'adviser' ? 'an adviser' : 'a teacher'} (was: ${account.role}).`);
  if (teacher) {
    lines.push(`Linked to the teacher profile ${teacher.slug} (${teacher.name})${teacher.userId && teacher.userId !== account.id ? '; the account linked to it before was unlinked' : ''}.`);
  }
  if (command.role === 'teacher') {
    const links = await linkedTeachers(db, account.id);
    if (links.length === 0) {
      lines.push('Warning: no teacher profile is linked to this account, so it sees no classes. Link one with --teacher <slug>.');
    } else if (!teacher) {
      lines.push(`Teacher profile: ${links.map((l) => l.slug).join(', ')}.`);
    }
  }
  lines.push('It applies at their next page load; no new login is needed. Written to the staff log (actor: command line).');
  return lines;
}

async function revoke(db: Db, command: Extract<StaffCommand, { kind: 'revoke' }>): Promise<string[]> {
  const account = await findAccount(db, command.account);
  if (!isStaffRole(account.role)) return [`${describe(account)} has no staff role (role: ${account.role}); nothing changed.`];
  const links = await linkedTeachers(db, account.id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'user', updatedAt: new Date() }).where(eq(users.id, account.id));
    await tx.update(teachers).set({ userId: null }).where(eq(teachers.userId, account.id));
    await tx.insert(staffActions).values({
      actorId: COMMAND_LINE_ACTOR,
      action: 'revoke_role',
      targetUserId: account.id,
      detail: { previousRole: account.role, ...(links.length ? { teachers: links.map((l) => l.slug) } : {}) },
    });
  });
  const lines = [`${describe(account)} is no longer staff (was: ${account.role}); the /abc area now refuses it.`];
  if (links.length) lines.push(`Unlinked from the teacher profile ${links.map((l) => l.slug).join(', ')}.`);
  if (listedInStaffAccounts(account, getConfig().STAFF_ACCOUNTS)) {
    lines.push('Warning: STAFF_ACCOUNTS lists this account, so its next login makes it an adviser again. Remove it from STAFF_ACCOUNTS and restart the server.');
  }
  lines.push('Written to the staff log (actor: command line).');
  return lines;
}

/** Columns a terminal gives a text: Chinese, Japanese and Korean characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 2 : 1;
  return width;
}

async function list(db: Db): Promise<string[]> {
  const rows = await db
    .select({ ...accountColumns, teacher: teachers.slug })
    .from(users)
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.role), asc(users.accountNo));
  if (rows.length === 0) return ['No staff accounts yet. Give one with: npm run staff -- grant <account> adviser'];
  const table = rows.map((r) => [r.accountNo, r.role, r.nickname || '-', contactOf(r) || '-', r.role === 'teacher' ? (r.teacher ?? '(no teacher profile linked)') : '']);
  const header = ['account', 'role', 'nickname', 'phone / e-mail', 'teacher'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => displayWidth(row[i]))));
  const line = (cells: string[]) => cells.map((c, i) => c + ' '.repeat(widths[i] - displayWidth(c))).join('  ').trimEnd();
  return [line(header), ...table.map(line), `${rows.length} staff account${rows.length === 1 ? '' : 's'}.`];
}

/** Runs one command on an open database; answers the lines to print. */
export async function runStaffCommand(db: Db, command: Exclude<StaffCommand, { kind: 'help' }>): Promise<string[]> {
  if (command.kind === 'grant') return grant(db, command);
  if (command.kind === 'revoke') return revoke(db, command);
  return list(db);
}

/** Opens the server's database the way the server does (see scripts/server-database.ts). */
export function openStaffDatabase(): Promise<OpenedDb> {
  return openServerDatabase();
}
