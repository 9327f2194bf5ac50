import 'server-only';
import { randomInt } from 'node:crypto';

import { and, eq, ne, sql } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import type { LoginResponse, SignUpConsent } from '@/lib/schemas/auth';

import type { Db } from '../../db/client';
import { userConsents, users } from '../../db/schema';
import { getLogger } from '../../log';
import { getCancellationState } from '../account/cancellation';
import { uniqueViolation } from '../../db/queries/violations';
import { createSession } from '../session';
import { notifyQuietly } from '../messages/notify';
import { defaultNickname } from './texts';

/** The user columns login needs. Anonymised accounts have no phone or e-mail, so they are never found. */
export const authUserColumns = {
  id: users.id,
  accountNo: users.accountNo,
  nickname: users.nickname,
  avatar: users.avatar,
  dialCode: users.dialCode,
  phone: users.phone,
  email: users.email,
  passwordHash: users.passwordHash,
};

export type AuthUser = {
  id: number;
  accountNo: string;
  nickname: string;
  avatar: string | null;
  dialCode: string | null;
  phone: string | null;
  email: string | null;
  passwordHash: string | null;
};

const notAnonymised = ne(users.status, 'anonymised');

export async function findUserByPhone(db: Db, dialCode: string, phone: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.dialCode, dialCode), eq(users.phone, phone), notAnonymised))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, notAnonymised))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<AuthUser | null> {
  const [row] = await db.select(authUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Finds the account of a phone number or e-mail address, creating it when
 * there is none (registration and login are one action). Two concurrent
 * registrations of one contact end with one account: the loser of the unique
 * index reads the winner's row. The account number is 8 random digits,
 * drawn again on the rare collision.
 */
export async function findOrRegisterUser(
  db: Db,
  contact: { dialCode: string; phone: string } | { email: string },
  ctx: { locale: AppLocale; passwordHash?: string; consent?: SignUpConsent },
): Promise<{ user: AuthUser; created: boolean }> {
  const find = () => ('email' in contact ? findUserByEmail(db, contact.email) : findUserByPhone(db, contact.dialCode, contact.phone));
  const existing = await find();
  if (existing) return { user: existing, created: false };

  for (let attempt = 0; attempt < 5; attempt++) {
    const accountNo = String(randomInt(10_000_000, 100_000_000));
    try {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            accountNo,
            nickname: defaultNickname(ctx.locale, accountNo),
            passwordHash: ctx.passwordHash ?? null,
            // A learner under 14 gets a child's account: private whatever its settings say.
            isChild: ctx.consent?.learnerUnder14 ?? false,
            ...('email' in contact ? { email: contact.email } : { dialCode: contact.dialCode, phone: contact.phone }),
          })
          .returning(authUserColumns);
        if (ctx.consent) {
          await tx.insert(userConsents).values({
            userId: created.id,
            documentsVersion: ctx.consent.agreementVersion,
            learnerUnder14: ctx.consent.learnerUnder14,
            guardianConsent: ctx.consent.guardianConsent,
          });
        }
        return created;
      });
      getLogger().info({ userId: row.id, via: 'email' in contact ? 'email' : 'sms' }, 'user registered');
      await notifyQuietly(db, { userId: row.id, kind: 'welcome', dedupeKey: 'welcome' });
      return { user: row, created: true };
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === null) throw err;
      const winner = await find();
      if (winner) return { user: winner, created: false };
      // Otherwise the account number collided: draw another.
    }
  }
  throw new Error('could not allocate an account number');
}

/**
 * Opens a session and builds the fixed LoginResponse contract. `gotoUpdatePwd`
 * offers a password once, on the code login that created the account
 * (`registered`); the login is complete either way, and an account without a
 * password is offered one again from its profile, never forced.
 */
export async function issueLogin(
  db: Db,
  user: AuthUser,
  ctx: { userAgent?: string; now?: Date; registered?: boolean },
): Promise<LoginResponse> {
  const { token } = await createSession(db, { userId: user.id, userAgent: ctx.userAgent, now: ctx.now });
  // Logging in does not withdraw a cancellation: the answer says it is pending, and the client offers to withdraw it.
  const cancellation = ctx.registered ? null : await getCancellationState(db, user.id);
  return {
    token,
    id: user.id,
    uid: user.id,
    accountNo: user.accountNo,
    gotoUpdatePwd: ctx.registered === true && !user.passwordHash,
    nickName: user.nickname,
    avatarUrl: user.avatar,
    phone: user.phone,
    dialCode: user.dialCode,
    email: user.email,
    cancellationEffectiveAt: cancellation?.effectiveAt ?? null,
  };
}
