import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';

import { getConfig } from '../../config';
import type { Db } from '../../db/client';
import { bookCreations, books, cancellationApplications, dubbings, sessions, userFirstVisits, userUploads, users } from '../../db/schema';
import { getLogger } from '../../log';
import { getStorage } from '../../providers/storage';
import { invalidateShared, TAGS } from '../shared-reads';
import { deleteCreatedBooksIn } from '../creator/books';
import { deleteDubbingResponses } from '../dubbings/dubbings';

/** What an anonymised account is called wherever its old content still shows. */
export const ANONYMISED_NICKNAME = 'deleted user';
const BATCH = 50;

/**
 * Completes every cancellation whose cooling-off period has ended by `now`:
 * the user's personal columns are cleared (phone, e-mail, area code,
 * nickname, avatar, birthday, introduction, password), the status becomes
 * `anonymised` (so no login can find or open it), any session still live is
 * revoked, and the user's uploaded files are deleted. Each account is
 * claimed with a conditional update, so concurrent runs in several
 * processes never handle one twice. Returns how many accounts were done.
 */
export async function anonymiseDueAccounts(db: Db, now = new Date()): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await db
      .select({ id: cancellationApplications.id })
      .from(cancellationApplications)
      .where(and(eq(cancellationApplications.status, 'submitted'), lte(cancellationApplications.effectiveAt, now)))
      .orderBy(asc(cancellationApplications.effectiveAt))
      .limit(BATCH);
    if (due.length === 0) return done;
    for (const { id } of due) {
      const keys = await anonymiseOne(db, id, now);
      if (keys === null) continue;
      done++;
      // The nickname and avatar shown beside their comments change.
      await invalidateShared(db, [TAGS.people]);
      const storage = getStorage();
      for (const key of keys) {
        await storage.delete(key).catch((err) => {
          getLogger().warn({ err, key }, 'upload of an anonymised user not removed');
        });
      }
    }
    if (due.length < BATCH) return done;
  }
}

async function anonymiseOne(db: Db, applicationId: number, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(cancellationApplications)
      .set({ status: 'completed', completedAt: now })
      .where(
        and(
          eq(cancellationApplications.id, applicationId),
          eq(cancellationApplications.status, 'submitted'),
          lte(cancellationApplications.effectiveAt, now),
        ),
      )
      .returning({ userId: cancellationApplications.userId });
    if (!claimed) return null;
    await tx
      .update(users)
      .set({
        phone: null,
        dialCode: null,
        email: null,
        nickname: ANONYMISED_NICKNAME,
        avatar: null,
        birthday: null,
        introduction: '',
        gender: 'unknown',
        compulsoryEducation: false,
        passwordHash: null,
        status: 'anonymised',
        updatedAt: now,
      })
      .where(eq(users.id, claimed.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, claimed.userId), isNull(sessions.revokedAt)));
    // Visit attribution holds referrer paths: personal data that goes with the account.
    await tx.delete(userFirstVisits).where(eq(userFirstVisits.userId, claimed.userId));
    // Dubbings are the user's voice: they go with the account (their audio files are among the uploads below).
    const gone = await tx.delete(dubbings).where(eq(dubbings.userId, claimed.userId)).returning({ id: dubbings.id });
    await deleteDubbingResponses(tx, gone.map((d) => d.id));
    // Books the user made with the AI picture book hold their child's name: they go too, with others' likes,
    // comments and dubbings of them (their pictures and narration are among the uploads below).
    const ownBooks = await tx.select({ id: books.id }).from(books).where(eq(books.ownerId, claimed.userId));
    const bookFiles = await deleteCreatedBooksIn(tx, ownBooks.map((b) => b.id));
    await tx.delete(bookCreations).where(eq(bookCreations.userId, claimed.userId));
    const uploads = await tx
      .delete(userUploads)
      .where(eq(userUploads.userId, claimed.userId))
      .returning({ key: userUploads.storageKey });
    getLogger().info({ userId: claimed.userId }, 'account anonymised after cancellation');
    return [...new Set([...uploads.map((u) => u.key), ...bookFiles])];
  });
}

/**
 * Runs `anonymiseDueAccounts` shortly after start and then every
 * ANONYMISE_INTERVAL_MINUTES; the timers never keep the process alive.
 * Returns a function that stops them.
 */
export function startAnonymiser(getDb: () => Promise<Db>): () => void {
  const run = async () => {
    try {
      const n = await anonymiseDueAccounts(await getDb());
      if (n > 0) getLogger().info({ count: n }, 'cancelled accounts anonymised');
    } catch (err) {
      getLogger().error({ err }, 'anonymising cancelled accounts failed');
    }
  };
  const first = setTimeout(() => void run(), 30_000);
  const every = setInterval(() => void run(), getConfig().ANONYMISE_INTERVAL_MINUTES * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
