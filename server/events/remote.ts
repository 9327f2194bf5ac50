import 'server-only';
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { Db } from '../db/types';
import { getLogger } from '../log';
import { publish } from './index';
import { REMOTE_EVENT_TYPES, type AppEvent, type RemoteEvent } from './types';

/** The PostgreSQL channel that carries RemoteEvents between app processes. */
export const EVENTS_CHANNEL = 'app_events';

/** NOTIFY payloads must stay under 8000 bytes: a user list is sent in slices of this many ids. */
const IDS_PER_NOTIFY = 600;

// One origin per process (both module graphs), so a process ignores its own notifications.
const g = globalThis as unknown as { __sproutEventOrigin?: string; __sproutEventNotifiers?: WeakSet<Db> };
const origin = (g.__sproutEventOrigin ??= randomUUID());
const notifiers = (g.__sproutEventNotifiers ??= new WeakSet<Db>());

/** Marks `db` as shared with other processes (PostgreSQL with a listener); `false` undoes it. */
export function shareEvents(db: Db, shared: boolean): void {
  if (shared) notifiers.add(db);
  else notifiers.delete(db);
}

/**
 * Publishes `event` in this process at once and, when the database is a
 * PostgreSQL shared with other app processes, in those too (NOTIFY on
 * `app_events`; server/services/shared-reads.ts listens). PGlite is one
 * process: the local publish is all there is. A failed NOTIFY is logged, not
 * thrown: the write behind the event has committed.
 */
export async function publishEverywhere(db: Db, event: RemoteEvent): Promise<void> {
  publish(event);
  if (!notifiers.has(db)) return;
  const slices: RemoteEvent[] =
    event.type === 'unread.changed' && event.userIds.length > IDS_PER_NOTIFY
      ? Array.from({ length: Math.ceil(event.userIds.length / IDS_PER_NOTIFY) }, (_, i) => ({ ...event, userIds: event.userIds.slice(i * IDS_PER_NOTIFY, (i + 1) * IDS_PER_NOTIFY) }))
      : [event];
  try {
    for (const slice of slices) await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ origin, event: slice })})`);
  } catch (err) {
    getLogger().warn({ err, event: event.type }, 'event not sent to other instances');
  }
}

/** A notification on `app_events` from another process: published here when it is one of the RemoteEvents. */
export function receiveRemoteEvent(payload: string): void {
  let parsed: { origin?: unknown; event?: { type?: unknown } };
  try {
    parsed = JSON.parse(payload);
  } catch {
    return;
  }
  if (parsed.origin === origin || !parsed.event || !REMOTE_EVENT_TYPES.includes(parsed.event.type as RemoteEvent['type'])) return;
  publish(parsed.event as AppEvent);
}
