import 'server-only';

import { and, eq, isNull } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import { LEGAL_DOCUMENTS_VERSION } from '@/lib/constants/legal';
import type { LoginResponse, SignUpConsent } from '@/lib/schemas/auth';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { getLogger } from '../../log';
import { consumeLimit, refundLimit } from '../rate-limit';
import { revokeSession, revokeUserSessions } from '../session';
import { findOrRegisterUser, findUserByEmail, findUserById, findUserByPhone, issueLogin, type AuthUser } from './accounts';
import { networkKey } from './client-network';
import { consumeCode } from './codes';
import { assertAcceptablePassword, hashPassword, needsRehash, verifyDummy, verifyPassword } from './passwords';
import { lookupPhone, requireCanonicalPhone } from './phone';
import { phoneDestination } from './send-code';
import { assertNotThrottled, clearPasswordFailures, recordPasswordFailure, throttleKeys } from './throttle';

export interface AuthContext {
  ip: string;
  locale: AppLocale;
  userAgent?: string;
  now?: Date;
}

/** Throttle names of an account: how it can be typed into the password login. */
function accountNames(user: Pick<AuthUser, 'dialCode' | 'phone' | 'email'>): string[] {
  const names: string[] = [];
  if (user.phone) names.push(`p:${lookupPhone(user.dialCode ?? '86', user.phone).e164}`);
  if (user.email) names.push(`e:${user.email.toLowerCase()}`);
  return names;
}

/**
 * Failed code checks per client network (IPv6 by /64): CODE_CHECK_FAILURES_PER_HOUR_IP
 * an hour, then 429 CODE_CHECK_THROTTLED before the code is even looked at, so
 * a throttled stranger spends none of its tries. Each check is counted first
 * (atomic, so concurrent guesses cannot slip past the limit) and given back
 * unless it failed with CODE_INCORRECT.
 */
async function throttledCodeCheck(db: Db, ip: string, check: () => Promise<void>): Promise<void> {
  const rule = { name: 'code-check-fail-hour', points: getConfig().CODE_CHECK_FAILURES_PER_HOUR_IP, duration: 3600 };
  const key = networkKey(ip);
  try {
    await consumeLimit(db, rule, key);
  } catch (err) {
    if (err instanceof AppError && err.error === 'TOO_MANY_REQUESTS') {
      getLogger().warn({ limit: rule.name, retryAfter: err.options.retryAfter }, 'code check refused by a limit');
      throw new AppError('CODE_CHECK_THROTTLED', { retryAfter: err.options.retryAfter });
    }
    throw err;
  }
  try {
    await check();
  } catch (err) {
    if (!(err instanceof AppError && err.error === 'CODE_INCORRECT')) await refundLimit(db, rule, key);
    throw err;
  }
  await refundLimit(db, rule, key);
}

/**
 * The sign-up answers a new account needs (PIPL art. 31): the current
 * documents agreed to, the learner's age group answered, and for a learner
 * under 14 the guardian's consent. Throws CONSENT_REQUIRED or
 * GUARDIAN_CONSENT_REQUIRED, which the client answers with its sign-up step.
 */
export function requireSignUpConsent(answers: Partial<SignUpConsent> | undefined): SignUpConsent {
  const { agreementVersion, learnerUnder14, guardianConsent } = answers ?? {};
  if (agreementVersion !== LEGAL_DOCUMENTS_VERSION || learnerUnder14 === undefined) throw new AppError('CONSENT_REQUIRED');
  if (learnerUnder14 && guardianConsent !== true) throw new AppError('GUARDIAN_CONSENT_REQUIRED');
  // Past the checks, the guardian has consented exactly when the learner is under 14.
  return { agreementVersion, learnerUnder14, guardianConsent: learnerUnder14 };
}

type CodeContact = { channel: 'sms'; dialCode: string; phone: string } | { channel: 'email'; email: string };

/**
 * Code login (checkMsgCode / checkEmailCode): the code proves the contact, so
 * an unknown contact gets a new account (gotoUpdatePwd: true on that first
 * login only, an offer the user may decline). With `newPwd`
 * it is a password reset: the new digest must pass the blocklist (checked
 * before the code is spent), then every session of the account is revoked
 * and one new session issued (P4).
 */
export async function loginWithCode(
  db: Db,
  input: CodeContact & { code: string; newPwd?: string; entrance?: string; channelCode?: string; consent?: Partial<SignUpConsent> },
  ctx: AuthContext,
): Promise<LoginResponse> {
  const now = ctx.now ?? new Date();
  const phone = input.channel === 'sms' ? requireCanonicalPhone(input.dialCode, input.phone) : null;
  const destination = phone ? phoneDestination(phone) : (input as { email: string }).email;
  const purpose = input.newPwd ? 'reset' : 'login';
  const contact: { dialCode: string; phone: string } | { email: string } = phone
    ? { dialCode: phone.dialCode, phone: phone.phone }
    : { email: (input as { email: string }).email };

  // Looking the contact up tells nobody anything; only answers given after the code is proven right do.
  const known = 'email' in contact ? await findUserByEmail(db, contact.email) : await findUserByPhone(db, contact.dialCode, contact.phone);
  if (input.newPwd) {
    await assertAcceptablePassword(input.newPwd, contact);
    if (known) await assertAcceptablePassword(input.newPwd, known); // the account's other contact counts too
  }

  // A right code for a contact without an account creates one, and only with the sign-up answers; asking
  // for them after the code is checked keeps the question from telling anyone which contacts have accounts.
  let consent: SignUpConsent | undefined;
  const needsAnswersForNewAccount = async () => {
    if (!known) consent = requireSignUpConsent(input.consent);
  };
  await throttledCodeCheck(db, ctx.ip, () =>
    consumeCode(db, { channel: input.channel, destination, purpose, code: input.code, ip: ctx.ip, now }, needsAnswersForNewAccount),
  );

  const newHash = input.newPwd ? await hashPassword(input.newPwd) : undefined;
  const { user, created } = await findOrRegisterUser(db, contact, { locale: ctx.locale, passwordHash: newHash, consent });
  if (input.entrance || input.channelCode) {
    getLogger().info({ userId: user.id, entrance: input.entrance, channelCode: input.channelCode, created }, 'code login');
  }

  let current = user;
  if (newHash && !created) {
    await db.update(users).set({ passwordHash: newHash, updatedAt: now }).where(eq(users.id, user.id));
    current = { ...user, passwordHash: newHash };
  }
  if (newHash) {
    await revokeUserSessions(db, user.id);
    await clearPasswordFailures(db, accountNames(current));
    getLogger().info({ userId: user.id }, 'password reset by code; all sessions revoked');
  }
  return issueLogin(db, current, { userAgent: ctx.userAgent, now, registered: created });
}

/** The throttle name of what was typed into the password login's account field. */
function typedAccountName(
  username: string,
  dialCode: string,
): { kind: 'email' | 'phone' | 'other'; key: string; value: string; dialCode?: string } {
  if (username.includes('@')) {
    const email = username.toLowerCase();
    return { kind: 'email', key: `e:${email}`, value: email };
  }
  const digits = username.replace(/[\s-]/g, '');
  if (/^\d{4,15}$/.test(digits)) {
    const phone = lookupPhone(dialCode, digits);
    return { kind: 'phone', key: `p:${phone.e164}`, value: phone.phone, dialCode: phone.dialCode };
  }
  return { kind: 'other', key: `x:${username.toLowerCase()}`, value: username };
}

/**
 * Password login (POST /api/user/login/pwd). Every failure is the same
 * PASSWORD_LOGIN_FAILED, and an unknown account or one without a password
 * still costs one argon2 verify against a dummy hash (A6). Throttled per
 * account name and network before anything is verified (A7). A hash made
 * with weaker settings than today's is upgraded on success (P1).
 */
export async function loginWithPassword(
  db: Db,
  input: { username: string; encryptionPwd: string; dialCode: string; entrance?: string; channelCode?: string },
  ctx: AuthContext,
): Promise<LoginResponse> {
  const now = ctx.now ?? new Date();
  const typed = typedAccountName(input.username, input.dialCode);
  const keys = throttleKeys(typed.key, ctx.ip);
  await assertNotThrottled(db, keys, now);

  const user =
    typed.kind === 'email'
      ? await findUserByEmail(db, typed.value)
      : typed.kind === 'phone'
        ? await findUserByPhone(db, typed.dialCode ?? input.dialCode, typed.value)
        : null;
  const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, input.encryptionPwd) : await verifyDummy(input.encryptionPwd);
  if (!user || !ok) {
    await recordPasswordFailure(db, keys, now);
    throw new AppError('PASSWORD_LOGIN_FAILED');
  }

  await clearPasswordFailures(db, [typed.key]);
  if (needsRehash(user.passwordHash!)) {
    const upgraded = await hashPassword(input.encryptionPwd);
    await db
      .update(users)
      .set({ passwordHash: upgraded })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)));
    getLogger().info({ userId: user.id }, 'password hash upgraded to current settings');
  }
  return issueLogin(db, user, { userAgent: ctx.userAgent, now });
}

/**
 * PUT /api/user/pwd/update (P3). The first password (none set yet, the
 * gotoUpdatePwd case) needs no old one; a change needs the old digest,
 * throttled like a login. Afterwards every other session of the user ends;
 * the one making the change stays.
 */
export async function updatePassword(
  db: Db,
  session: { userId: number; sessionId: number },
  input: { newPwd: string; oldPwd?: string },
  ctx: AuthContext,
): Promise<{ updated: true }> {
  const now = ctx.now ?? new Date();
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError('SESSION_EXPIRED');

  if (user.passwordHash) {
    if (!input.oldPwd) throw new AppError('OLD_PASSWORD_REQUIRED');
    if (input.oldPwd === input.newPwd) throw new AppError('PASSWORD_UNCHANGED');
  }
  await assertAcceptablePassword(input.newPwd, user);

  if (user.passwordHash) {
    const keys = throttleKeys(`u:${user.id}`, ctx.ip);
    await assertNotThrottled(db, keys, now);
    if (!(await verifyPassword(user.passwordHash, input.oldPwd!))) {
      await recordPasswordFailure(db, keys, now);
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    await clearPasswordFailures(db, [keys.account]);
  }

  const newHash = await hashPassword(input.newPwd);
  // Compare-and-set on the hash read above: two concurrent first-password
  // requests cannot both pass as "no password yet".
  const [changed] = await db
    .update(users)
    .set({ passwordHash: newHash, updatedAt: now })
    .where(and(eq(users.id, user.id), user.passwordHash ? eq(users.passwordHash, user.passwordHash) : isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!changed) throw new AppError('CONFLICT');

  await revokeUserSessions(db, user.id, session.sessionId);
  getLogger().info({ userId: user.id, first: !user.passwordHash }, 'password updated; other sessions revoked');
  return { updated: true };
}

/** POST /api/user/logout: this session ends on the server. */
export async function logout(db: Db, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId);
}
