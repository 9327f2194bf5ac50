import 'server-only';

import type { Db } from '../../db/client';
import { verificationKeyHash } from './check';
import { captchaStore } from './store';

/** Longer than any value our checks produce (AES of token---points, Base64); anything longer is not ours. */
const MAX_VERIFICATION_LENGTH = 2048;

/**
 * Redeems a captchaVerification (the protocol's second stage, upstream's
 * `verification`): true exactly once, within 180 s of a passed check of a
 * challenge this server issued; false for anything else (missing, forged,
 * replayed or expired). No decryption: the value is looked up, then deleted.
 */
export async function consumeCaptchaVerification(db: Db, captchaVerification: unknown): Promise<boolean> {
  if (typeof captchaVerification !== 'string' || !captchaVerification || captchaVerification.length > MAX_VERIFICATION_LENGTH) {
    return false;
  }
  return captchaStore(db).takeVerification(verificationKeyHash(captchaVerification), new Date());
}
