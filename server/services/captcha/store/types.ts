import 'server-only';

import type { CaptchaType } from '../constants';

/** A challenge as kept between get and check. */
export interface StoredChallenge {
  token: string;
  captchaType: CaptchaType;
  secretKey: string | null;
  /** blockPuzzle: {x, y}; clickWord: [{x, y} x3]; textCode: {code}. */
  answer: unknown;
  /** The client that fetched it: its clientUid (when it sent a usable one) and its address key (addressKey()). */
  clientUid: string | null;
  addressKey: string | null;
  expiresAt: Date;
}

/**
 * Where challenges, second-stage proofs and failure counters live: the
 * database, or Redis when REDIS_URL is set, so every app process agrees.
 */
export interface CaptchaStore {
  saveChallenge(challenge: StoredChallenge): Promise<void>;
  /** Removes and returns the challenge, whatever happens next (one check per token); null when unknown or expired. */
  takeChallenge(token: string, now: Date): Promise<StoredChallenge | null>;
  saveVerification(keyHash: string, token: string, expiresAt: Date): Promise<void>;
  /** Removes the proof; true when it existed and had not expired. */
  takeVerification(keyHash: string, now: Date): Promise<boolean>;
  /** True when any of the client keys is locked out of new challenges. */
  isLocked(clientKeys: string[], now: Date): Promise<boolean>;
  /**
   * Counts a failed check for a client in the current window; when the count
   * passes `limit`, locks the client for `lockSeconds`. True when it locked.
   */
  recordFailure(clientKey: string, limit: number, windowSeconds: number, lockSeconds: number, now: Date): Promise<boolean>;
  /** Drops what has expired (the database store; Redis expires keys itself). */
  sweep(now: Date): Promise<void>;
}
