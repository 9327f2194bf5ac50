import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { authCodes } from '../../db/schema';
import { AppError } from '../../errors';
import { networkKey } from './client-network';
import { getAuthSecrets } from './secrets';

/**
 * One-time codes (A1-A3): six digits from the CSPRNG, kept only as
 * HMAC(code key, purpose‖channel‖destination‖code), valid five minutes, used
 * once; a new code for a destination retires every earlier one.
 *
 * Tries (issue #17): a code remembers a keyed digest of the client network
 * that requested it. Five wrong tries from that network kill it (A3); tries
 * from any other network count apart, and after five of those the code is
 * closed to every other network but stays usable from the requester's, so a
 * stranger's guesses never spoil the code the owner is waiting for. At most
 * 5 + 5 tries per code. Every failure, whatever its cause (no code, expired,
 * used, retired, wrong, out of tries), is the same CODE_INCORRECT, so an
 * answer never tells whether a code is pending for a number.
 *
 * Purpose: a code sent with `purpose: 'login'` or `'reset'` works only for
 * that action; a code sent without one (the spec's clients never send it) is
 * an 'auth' code that works for either (see docs/decisions.md).
 */

export type CodeChannel = 'sms' | 'email';
export type SentPurpose = 'auth' | 'login' | 'reset';
export type UsePurpose = 'login' | 'reset';

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** Wrong tries a code takes from all other networks together before it is closed to them. */
export const CODE_MAX_FOREIGN_ATTEMPTS = 5;
/** Rows this old are of no further use (limits live elsewhere). */
const CODE_RETENTION_MS = 2 * 24 * 3600_000;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function codeDigest(purpose: SentPurpose, channel: CodeChannel, destination: string, code: string): string {
  return createHmac('sha256', getAuthSecrets().codeKey)
    .update([purpose, channel, destination, code].join('\n'))
    .digest('hex');
}

/** A keyed digest of the client's network (IPv4 address, IPv6 /64): never the address itself. */
export function requesterDigest(ip: string): string {
  return createHmac('sha256', getAuthSecrets().codeKey).update(`network\n${networkKey(ip)}`).digest('hex');
}

/** Stores a new code for a destination and retires the earlier ones; returns the code to deliver. */
export async function issueCode(
  db: Db,
  params: { channel: CodeChannel; destination: string; purpose: SentPurpose; ip: string; now?: Date },
): Promise<{ id: number; code: string; expiresAt: Date }> {
  const now = params.now ?? new Date();
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ invalidatedAt: now })
      .where(
        and(eq(authCodes.channel, params.channel), eq(authCodes.destination, params.destination), isNull(authCodes.invalidatedAt)),
      );
    const [row] = await tx
      .insert(authCodes)
      .values({
        channel: params.channel,
        destination: params.destination,
        purpose: params.purpose,
        codeHash: codeDigest(params.purpose, params.channel, params.destination, code),
        requesterKey: requesterDigest(params.ip),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: authCodes.id });
    return row.id;
  });
  await db.delete(authCodes).where(lt(authCodes.createdAt, new Date(now.getTime() - CODE_RETENTION_MS)));
  return { id, code, expiresAt };
}

/** A code whose delivery failed must not stay usable. */
export async function retireCode(db: Db, id: number, now = new Date()): Promise<void> {
  await db.update(authCodes).set({ invalidatedAt: now }).where(eq(authCodes.id, id));
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Redeems a code for an action, or throws CODE_INCORRECT (for every kind of
 * failure, see above) or CODE_WRONG_PURPOSE (the right code, sent for the
 * other action). Each try first claims one try of its side (the requester's
 * network or the others) with an atomic update, and a match is consumed with
 * another (`consumed_at is null`), so of two concurrent checks of one code
 * exactly one succeeds, on PGlite and Postgres.
 */
export async function consumeCode(
  db: Db,
  params: { channel: CodeChannel; destination: string; purpose: UsePurpose; code: string; ip: string; now?: Date },
  /** Runs once the code is known to be right, before it is spent: throwing leaves the code usable (one try used). */
  beforeConsume?: () => Promise<void>,
): Promise<void> {
  const now = params.now ?? new Date();
  const [latest] = await db
    .select({ id: authCodes.id, purpose: authCodes.purpose, codeHash: authCodes.codeHash, requesterKey: authCodes.requesterKey })
    .from(authCodes)
    .where(and(eq(authCodes.channel, params.channel), eq(authCodes.destination, params.destination)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  if (!latest) {
    // The same statements as a wrong guess, so the time taken tells no more than the answer.
    await db.update(authCodes).set({ attempts: sql`${authCodes.attempts} + 1` }).where(eq(authCodes.id, 0));
    codeDigest('auth', params.channel, params.destination, params.code);
    throw new AppError('CODE_INCORRECT');
  }

  const live = and(
    eq(authCodes.id, latest.id),
    isNull(authCodes.consumedAt),
    isNull(authCodes.invalidatedAt),
    sql`${authCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
  // Rows from before the requester was kept count every try as the requester's.
  const own = latest.requesterKey === null || sameHex(latest.requesterKey, requesterDigest(params.ip));
  const [claimed] = own
    ? await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(live, lt(authCodes.attempts, CODE_MAX_ATTEMPTS)))
        .returning({ id: authCodes.id })
    : await db
        .update(authCodes)
        .set({ foreignAttempts: sql`${authCodes.foreignAttempts} + 1` })
        .where(and(live, lt(authCodes.foreignAttempts, CODE_MAX_FOREIGN_ATTEMPTS)))
        .returning({ id: authCodes.id });
  if (!claimed) throw new AppError('CODE_INCORRECT');

  const sentPurpose = latest.purpose as SentPurpose;
  if (!sameHex(codeDigest(sentPurpose, params.channel, params.destination, params.code), latest.codeHash)) {
    throw new AppError('CODE_INCORRECT');
  }
  if (sentPurpose !== 'auth' && sentPurpose !== params.purpose) throw new AppError('CODE_WRONG_PURPOSE');
  await beforeConsume?.();

  const [consumed] = await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(live)
    .returning({ id: authCodes.id });
  if (!consumed) throw new AppError('CODE_INCORRECT');
}
