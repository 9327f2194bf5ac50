import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

import { hash, parseOptions, verify } from '@node-rs/argon2';

import { getConfig } from '../../config';
import { AppError } from '../../errors';
import { passwordBlocklist } from './password-blocklist';
import { getAuthSecrets } from './secrets';

/**
 * Passwords. The browser sends the crypto-js MD5 digest of the password
 * (SPEC §7); that 32-hex digest *is* the secret, so it is stored as
 * argon2id(secret = pepper, digest) in PHC form and never logged. MD5 here is
 * a transport encoding the protocol imposes, not a protection.
 */

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

function hashOptions() {
  const cfg = getConfig();
  return {
    algorithm: ARGON2ID,
    memoryCost: cfg.PASSWORD_HASH_MEMORY_KIB,
    timeCost: cfg.PASSWORD_HASH_TIME_COST,
    parallelism: 1,
    secret: getAuthSecrets().pepper,
  };
}

/** argon2id PHC string of a digest (m, t from config, at least OWASP's 19 MiB / 2 passes; p = 1). */
export function hashPassword(digest: string): Promise<string> {
  return hash(digest, hashOptions());
}

/** Constant-time check of a digest against a stored PHC string; a malformed hash is simply no match. */
export async function verifyPassword(stored: string, digest: string): Promise<boolean> {
  try {
    return await verify(stored, digest, { secret: getAuthSecrets().pepper });
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than today's settings (checked after a successful login). */
export function needsRehash(stored: string): boolean {
  try {
    const p = parseOptions(stored);
    const cfg = getConfig();
    return (
      p.algorithm !== ARGON2ID ||
      p.memoryCost < cfg.PASSWORD_HASH_MEMORY_KIB ||
      p.timeCost < cfg.PASSWORD_HASH_TIME_COST ||
      p.parallelism !== 1
    );
  } catch {
    return true;
  }
}

const g = globalThis as unknown as { __sproutDummyHash?: Promise<string> };

/**
 * Verifies against a hash of a random digest: an unknown account, or one
 * without a password, costs the same one argon2 verify as a real one.
 */
export async function verifyDummy(digest: string): Promise<false> {
  g.__sproutDummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await g.__sproutDummyHash, digest);
  return false;
}

export const md5Hex = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');

/** The forms of a user's own phone number and e-mail address that people use as passwords. */
export function personalDigests(person: { phone?: string | null; dialCode?: string | null; email?: string | null }): Set<string> {
  const plain: string[] = [];
  if (person.phone) {
    const dial = person.dialCode ?? '86';
    plain.push(person.phone, `${dial}${person.phone}`, `+${dial}${person.phone}`, `+${dial} ${person.phone}`, `00${dial}${person.phone}`);
  }
  if (person.email) {
    const email = person.email.toLowerCase();
    const local = email.split('@')[0];
    plain.push(email, person.email, local);
    if (local.length >= 4) plain.push(`${local}123`, `${local}123456`);
  }
  return new Set(plain.map(md5Hex));
}

/**
 * Refuses a new password digest that is trivial (empty, blank, one repeated
 * character, up to three characters), common, a brand word, or the user's
 * own phone number or e-mail (P2; the list: password-blocklist.ts). The
 * digest itself is never logged.
 */
export async function assertAcceptablePassword(
  digest: string,
  person: { phone?: string | null; dialCode?: string | null; email?: string | null },
): Promise<void> {
  if ((await passwordBlocklist()).has(digest)) throw new AppError('PASSWORD_TOO_COMMON');
  if (personalDigests(person).has(digest)) throw new AppError('PASSWORD_PERSONAL');
}
