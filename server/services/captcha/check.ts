import 'server-only';
import { createHash } from 'node:crypto';

import type { Db } from '../../db/client';
import { aesDecrypt, verificationValue } from './aes';
import { VERIFICATION_TTL_SECONDS } from './constants';
import { requireCaptchaType } from './challenge';
import { judge } from './judge';
import { admitCheck, isFetchingClient, recordFailedCheck, refuseLockedCheck, type CaptchaClient } from './limits';
import { CaptchaError } from './rep-codes';
import { captchaStore } from './store';
import { captchaVo, type CaptchaVo } from './vo';

/** Proofs are stored as their SHA-256, never as the usable value. */
export function verificationKeyHash(captchaVerification: string): string {
  return createHash('sha256').update(captchaVerification).digest('hex');
}

export interface CheckInput {
  captchaType: unknown;
  token: unknown;
  pointJson: unknown;
  ts?: unknown;
  client: CaptchaClient;
}

/**
 * POST /captcha/check: judges the answer to one challenge. The token is
 * burned before anything else is looked at, so every attempt is the only one;
 * while the checking client or the token's owner is locked, it answers 6202;
 * a token checked by another client than the one that fetched it, or as
 * another type than it was issued for, fails. A pass stores
 * the second-stage key AES(token---pointJson) for 180 s, usable once.
 */
export async function checkChallenge(db: Db, input: CheckInput): Promise<CaptchaVo> {
  const captchaType = requireCaptchaType(input.captchaType);
  if (typeof input.token !== 'string' || !input.token) throw new CaptchaError('TOKEN_BLANK');
  await admitCheck(db, input.client);

  const store = captchaStore(db);
  const now = new Date();
  const challenge = /^[0-9a-f]{32}$/.test(input.token) ? await store.takeChallenge(input.token, now) : null;
  // A locked client's checks all answer 6202, its prefetched tokens included (they are burned all the same).
  await refuseLockedCheck(store, input.client, challenge, now);
  if (!challenge) throw new CaptchaError('INVALID');

  // Failures count for the checking client, under the token's clientUid when the check names none.
  const counted: CaptchaClient = { ip: input.client.ip, clientUid: input.client.clientUid ?? challenge.clientUid ?? undefined };
  const fail = async (rep: 'COORDINATE_ERROR' | 'ERROR' | 'POINT_BLANK') => {
    await recordFailedCheck(store, counted, now);
    return new CaptchaError(rep);
  };
  if (!isFetchingClient(challenge, input.client)) throw await fail('COORDINATE_ERROR');
  if (typeof input.pointJson !== 'string' || !input.pointJson) throw await fail('POINT_BLANK');
  if (challenge.captchaType !== captchaType) throw await fail('COORDINATE_ERROR');

  let plain: string;
  let passed: boolean;
  try {
    plain = aesDecrypt(input.pointJson, challenge.secretKey);
    passed = judge(captchaType, challenge.answer, plain);
  } catch {
    // Bad Base64, key or padding, or a pointJson of the wrong shape (PointFormatError): upstream's 0001.
    throw await fail('ERROR');
  }
  if (!passed) throw await fail('COORDINATE_ERROR');

  const proof = verificationValue(challenge.token, plain, challenge.secretKey);
  await store.saveVerification(verificationKeyHash(proof), challenge.token, new Date(now.getTime() + VERIFICATION_TTL_SECONDS * 1000));
  const ts = typeof input.ts === 'number' && Number.isFinite(input.ts) ? input.ts : null;
  return captchaVo({ captchaType, token: challenge.token, pointJson: input.pointJson, ts, result: true });
}
