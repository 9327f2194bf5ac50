import 'server-only';
import { eq } from 'drizzle-orm';

import type { AppLocale } from '@/lib/i18n/locales';
import type { MyClassesSummary } from '@/lib/types/classes';

import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { listNotices } from './lessons';
import { availableVouchers, listPackages } from './packages';
import { trialInfo } from './trial';

/** GET /eclass/classin/summary: what the class pages show beside the list (packages, vouchers, trial, notices). */
export async function myClassesSummary(db: Db, userId: number, zone: string, locale: AppLocale, now = new Date()): Promise<MyClassesSummary> {
  const packages = await listPackages(db, userId, locale, now);
  const [vouchers, trial, notices, [user]] = await Promise.all([
    availableVouchers(db, userId, now),
    trialInfo(db, userId, zone, locale),
    listNotices(db, userId),
    db.select({ compulsory: users.compulsoryEducation }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    remaining: packages.filter((p) => !p.expired).reduce((sum, p) => sum + p.remaining, 0),
    packages,
    vouchers,
    trial,
    notices,
    compulsoryEducation: user?.compulsory ?? false,
  };
}
