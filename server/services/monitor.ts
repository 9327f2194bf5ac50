import 'server-only';
import { count, desc, eq } from 'drizzle-orm';

import type { ReportClientEventInput } from '@/lib/schemas/monitor';

import type { Db } from '../db/client';
import { pageOffset, toPage } from '../db/queries/paging';
import { clientEvents } from '../db/schema';

/** Stores one client report. The caller has already counted it against the rate limit. */
export async function recordClientEvent(
  db: Db,
  params: ReportClientEventInput & { userAgent?: string; userId?: number | null },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(clientEvents)
    .values({
      type: params.type,
      message: params.message,
      url: params.url,
      stack: params.stack,
      detail: params.detail ?? null,
      userAgent: params.userAgent?.slice(0, 500),
      userId: params.userId ?? null,
    })
    .returning({ id: clientEvents.id });
  return row;
}

/** Newest reports first, for an operator. */
export async function listClientEvents(db: Db, params: { page: number; size: number; type?: string }) {
  const where = params.type ? eq(clientEvents.type, params.type) : undefined;
  const [list, [{ total }]] = await Promise.all([
    db
      .select()
      .from(clientEvents)
      .where(where)
      .orderBy(desc(clientEvents.id))
      .limit(params.size)
      .offset(pageOffset(params)),
    db.select({ total: count() }).from(clientEvents).where(where),
  ]);
  return toPage(list, total, params);
}
