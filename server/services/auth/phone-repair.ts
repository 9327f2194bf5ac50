import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { dataRepairs, users } from '../../db/schema';
import { getLogger } from '../../log';
import { uniqueViolation } from '../../db/queries/violations';
import { lookupPhone } from './phone';

const REPAIR = 'phone-canonical-e164';

/**
 * Rewrites every stored phone number into its canonical halves (country
 * calling code and national number of the E.164 form), once per database:
 * numbers registered before the canonical form, such as dial code '8' with
 * '6139…', become '86' with '139…'. When the canonical number already
 * belongs to another account, the row is left as it is and logged for an
 * operator to merge (it can no longer be reached by that number, as every
 * lookup is canonical). Runs at start, before traffic; returns the counts.
 */
export async function normaliseStoredPhones(db: Db, now = new Date()): Promise<{ changed: number; conflicts: number }> {
  const [done] = await db.select({ name: dataRepairs.name }).from(dataRepairs).where(eq(dataRepairs.name, REPAIR));
  if (done) return { changed: 0, conflicts: 0 };

  const rows = await db
    .select({ id: users.id, dialCode: users.dialCode, phone: users.phone })
    .from(users)
    .where(isNotNull(users.phone));
  let changed = 0;
  let conflicts = 0;
  for (const row of rows) {
    const canonical = lookupPhone(row.dialCode ?? '86', row.phone!);
    if (canonical.dialCode === row.dialCode && canonical.phone === row.phone) continue;
    try {
      await db
        .update(users)
        .set({ dialCode: canonical.dialCode, phone: canonical.phone })
        .where(and(eq(users.id, row.id), eq(users.phone, row.phone!)));
      changed++;
    } catch (err) {
      if (uniqueViolation(err) === null) throw err;
      conflicts++;
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.dialCode, canonical.dialCode), eq(users.phone, canonical.phone)));
      getLogger().warn({ userId: row.id, sameNumberAs: owner?.id }, 'stored phone number left as it was: its canonical form belongs to another account');
    }
  }
  await db.insert(dataRepairs).values({ name: REPAIR, doneAt: now }).onConflictDoNothing();
  if (changed || conflicts) getLogger().info({ changed, conflicts }, 'stored phone numbers made canonical');
  return { changed, conflicts };
}
