import 'server-only';
import { desc, eq, lt, or, sql } from 'drizzle-orm';

import type { OutboxMessage } from '@/lib/types/outbox';

import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { getLogger } from '../../log';

/** Messages older than this leave the outbox. */
const OUTBOX_RETENTION_MS = 7 * 24 * 3600_000;

export type { OutboxMessage };

/**
 * The "wire" of the local delivery providers (sms/outbox.ts, email/outbox.ts):
 * a row in `outbox` and one log line. That log line is the only one anywhere
 * that may contain a code. It lives with the providers, not in a service, so
 * that providers never depend on services (.dependency-cruiser.mjs).
 */
export async function deliverToOutbox(
  db: Db,
  message: { channel: 'sms' | 'email'; destination: string; subject?: string; body: string },
): Promise<void> {
  await db.insert(outbox).values({
    channel: message.channel,
    destination: message.destination,
    subject: message.subject ?? null,
    body: message.body,
  });
  await db.delete(outbox).where(lt(outbox.createdAt, new Date(Date.now() - OUTBOX_RETENTION_MS)));
  getLogger().info(
    { outbox: message.channel, to: message.destination, subject: message.subject, text: message.body },
    'outbox message (local delivery)',
  );
}

/**
 * The newest messages (for /dev/outbox). `to` narrows them to one recipient:
 * an e-mail address, or a phone number given with or without its dial code.
 */
export async function listOutbox(db: Db, params: { limit?: number; to?: string } = {}): Promise<OutboxMessage[]> {
  const to = params.to?.trim().toLowerCase();
  let where;
  if (to && /^\+?\d[\d ]*$/.test(to)) {
    const digits = to.replace(/\D/g, '');
    // '+86 139…' matches '13912345678', '8613912345678' and '+86 13912345678'.
    where = or(sql`${outbox.destination} like ${`% ${digits}`}`, sql`replace(${outbox.destination}, ' ', '') = ${`+${digits}`}`);
  } else if (to) {
    where = eq(outbox.destination, to);
  }
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(params.limit ?? 50);
  return rows as OutboxMessage[];
}
