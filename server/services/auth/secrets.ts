import 'server-only';
import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { getConfig } from '../../config';
import { getLogger } from '../../log';

/** Where a generated pepper is kept when PASSWORD_PEPPER is not set (outside the database). */
export const PEPPER_FILE = '.data/secrets/pepper';

interface Secrets {
  /** What the secrets were made from: the env value, or 'file'. */
  origin: string;
  pepper: Buffer;
  codeKey: Buffer;
}

const g = globalThis as unknown as { __sproutAuthSecrets?: Secrets };

function readOrCreatePepperFile(): string {
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), PEPPER_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const pepper = randomBytes(32).toString('hex');
  try {
    // 'wx': if another process created it meanwhile, read theirs instead.
    writeFileSync(file, `${pepper}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    getLogger().warn(
      { file: PEPPER_FILE },
      'generated a password pepper; set PASSWORD_PEPPER in production (every instance must share it)',
    );
    return pepper;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
}

/**
 * The server-side secrets of the auth feature, never stored in the database:
 * the argon2 pepper (PASSWORD_PEPPER, else a random one generated once into
 * .data/secrets/pepper with mode 0600) and, derived from it with HKDF, the
 * key that HMACs one-time codes. Changing the pepper invalidates every stored
 * password: rotate it only together with a forced reset.
 */
export function getAuthSecrets(): Secrets {
  const configured = getConfig().PASSWORD_PEPPER;
  const origin = configured ?? 'file';
  if (g.__sproutAuthSecrets?.origin === origin) return g.__sproutAuthSecrets;
  const pepper = Buffer.from(configured ?? readOrCreatePepperFile(), 'utf8');
  const codeKey = Buffer.from(hkdfSync('sha256', pepper, Buffer.alloc(0), 'sprout one-time code hmac v1', 32));
  g.__sproutAuthSecrets = { origin, pepper, codeKey };
  return g.__sproutAuthSecrets;
}
