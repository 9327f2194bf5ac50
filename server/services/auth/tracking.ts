import 'server-only';

import type { Db } from '../../db/client';
import { userFirstVisits } from '../../db/schema';

/**
 * Stores where a user first came from (SPEC §7 tracking call after login).
 * The first report wins; later ones change nothing. A visitor without a
 * session has no account to attach it to, so nothing is stored.
 */
export async function recordFirstVisit(
  db: Db,
  userId: number | null,
  input: { first_visit_time?: string; first_referrer_host?: string; first_referter_path?: string },
): Promise<{ stored: boolean }> {
  if (userId === null) return { stored: false };
  await db
    .insert(userFirstVisits)
    .values({
      userId,
      firstVisitTime: input.first_visit_time ?? null,
      referrerHost: input.first_referrer_host ?? null,
      referrerPath: input.first_referter_path ?? null,
    })
    .onConflictDoNothing();
  return { stored: true };
}
