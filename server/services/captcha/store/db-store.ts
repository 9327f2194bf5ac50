import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

import type { Db } from '../../../db/client';
import { captchaChallenges, captchaFailures, captchaVerifications } from '../../../db/schema';
import type { CaptchaType } from '../constants';
import type { CaptchaStore, StoredChallenge } from './types';

/** The store on the app database (PGlite or PostgreSQL). Deletes with RETURNING make every take atomic. */
export function databaseStore(db: Db): CaptchaStore {
  return {
    async saveChallenge(c) {
      await db.insert(captchaChallenges).values({
        token: c.token,
        captchaType: c.captchaType,
        secretKey: c.secretKey,
        answer: c.answer,
        clientUid: c.clientUid,
        addressKey: c.addressKey,
        expiresAt: c.expiresAt,
      });
    },

    async takeChallenge(token, now) {
      const [row] = await db.delete(captchaChallenges).where(eq(captchaChallenges.token, token)).returning({
        token: captchaChallenges.token,
        captchaType: captchaChallenges.captchaType,
        secretKey: captchaChallenges.secretKey,
        answer: captchaChallenges.answer,
        clientUid: captchaChallenges.clientUid,
        addressKey: captchaChallenges.addressKey,
        expiresAt: captchaChallenges.expiresAt,
      });
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      return { ...row, captchaType: row.captchaType as CaptchaType } satisfies StoredChallenge;
    },

    async saveVerification(keyHash, token, expiresAt) {
      await db
        .insert(captchaVerifications)
        .values({ keyHash, token, expiresAt })
        .onConflictDoUpdate({ target: captchaVerifications.keyHash, set: { token, expiresAt } });
    },

    async takeVerification(keyHash, now) {
      const [row] = await db
        .delete(captchaVerifications)
        .where(eq(captchaVerifications.keyHash, keyHash))
        .returning({ expiresAt: captchaVerifications.expiresAt });
      return !!row && row.expiresAt.getTime() > now.getTime();
    },

    async isLocked(clientKeys, now) {
      for (const key of clientKeys) {
        const [row] = await db
          .select({ lockedUntil: captchaFailures.lockedUntil })
          .from(captchaFailures)
          .where(eq(captchaFailures.clientKey, key))
          .limit(1);
        if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) return true;
      }
      return false;
    },

    async recordFailure(clientKey, limit, windowSeconds, lockSeconds, now) {
      const windowEnd = new Date(now.getTime() + windowSeconds * 1000);
      const nowIso = now.toISOString();
      // One statement: a new window starts at 1, a running one counts up (concurrent failures never lose a count).
      const [row] = await db
        .insert(captchaFailures)
        .values({ clientKey, failures: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: captchaFailures.clientKey,
          set: {
            failures: sql`case when ${captchaFailures.windowEndsAt} <= ${nowIso}::timestamptz then 1 else ${captchaFailures.failures} + 1 end`,
            windowEndsAt: sql`case when ${captchaFailures.windowEndsAt} <= ${nowIso}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${captchaFailures.windowEndsAt} end`,
          },
        })
        .returning({ failures: captchaFailures.failures });
      if (!row || row.failures <= limit) return false;
      await db
        .update(captchaFailures)
        .set({ lockedUntil: new Date(now.getTime() + lockSeconds * 1000), failures: 0 })
        .where(eq(captchaFailures.clientKey, clientKey));
      return true;
    },

    async sweep(now) {
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
      await db.delete(captchaVerifications).where(lt(captchaVerifications.expiresAt, now));
      await db
        .delete(captchaFailures)
        .where(and(lt(captchaFailures.windowEndsAt, now), or(isNull(captchaFailures.lockedUntil), lt(captchaFailures.lockedUntil, now))));
    },
  };
}
