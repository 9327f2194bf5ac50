import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

import { and, eq, gt, isNull, ne } from 'drizzle-orm';

import { isStaffRole, STAFF_ROLE, USER_TOKEN_MAX_AGE } from '@/lib/constants/auth';

import { getConfig } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { publishEverywhere } from '../events/remote';

/** The user a session token stands for, as middleware puts it on the request (`c.var.user`). */
export interface SessionUser {
  id: number;
  nickname: string;
  avatar: string | null;
  role: string;
  sessionId: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a user: a 256-bit random token, of which only the
 * hash is stored, valid for the login cookie's 30 days.
 */
export async function createSession(
  db: Db,
  params: { userId: number; userAgent?: string; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = params.now ?? new Date();
  const expiresAt = new Date(now.getTime() + USER_TOKEN_MAX_AGE * 1000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: params.userId,
    expiresAt,
    userAgent: params.userAgent?.slice(0, 300),
  });
  await grantConfiguredStaffRole(db, params.userId);
  return { token, expiresAt };
}

/** Digits of a phone number with its dial code (`+86 139…`, `86`+`139…`), or a lower-cased e-mail address. */
function accountKey(value: string): string {
  return value.includes('@') ? value.trim().toLowerCase() : value.replace(/\D/g, '');
}

/**
 * The accounts named in STAFF_ACCOUNTS (phone numbers with their dial code,
 * or e-mail addresses) get the staff role when they log in: how an operator
 * makes the first teachers and advisers. Removing an account from the list
 * does not take the role away again; that is a change in the database.
 */
async function grantConfiguredStaffRole(db: Db, userId: number): Promise<void> {
  const listed = getConfig().STAFF_ACCOUNTS;
  if (!listed) return;
  const keys = new Set(listed.split(',').map(accountKey).filter(Boolean));
  const [user] = await db
    .select({ dialCode: users.dialCode, phone: users.phone, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || isStaffRole(user.role)) return;
  const phone = user.phone ? accountKey(user.phone.startsWith('+') ? user.phone : `${user.dialCode ?? ''}${user.phone}`) : null;
  const email = user.email ? accountKey(user.email) : null;
  if ((phone && keys.has(phone)) || (email && keys.has(email))) {
    await db.update(users).set({ role: STAFF_ROLE }).where(eq(users.id, userId));
  }
}

/** The user behind a token, or null when the token is unknown, revoked or expired. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (token.length > 200) return null;
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ne(users.status, 'anonymised'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
  await publishEverywhere(db, { type: 'session.revoked', sessionIds: [sessionId] });
}

/** Ends every session of a user, or all but one (password change, cancellation). */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(exceptSessionId === undefined ? live : and(live, ne(sessions.id, exceptSessionId)));
  await publishEverywhere(db, { type: 'session.revoked', userIds: [userId], exceptSessionId });
}
