import 'server-only';

import { getLogger } from '../log';
import type { AppEvent, AppEventHandler, AppEventType } from './types';

export type * from './types';

type AnyHandler = (event: AppEvent) => void | Promise<void>;

// The custom server (which runs the socket hub) and Next's bundled server code
// (pages calling services) are two module graphs in one process: the
// subscribers live on globalThis, as the database and the socket registry do,
// so an event published from either graph reaches the hub.
const g = globalThis as unknown as { __sproutEventHandlers?: Map<AppEventType, Set<AnyHandler>> };
const handlers = (g.__sproutEventHandlers ??= new Map<AppEventType, Set<AnyHandler>>());

/**
 * Calls `handler` for every event of `type` published in this process, from
 * now on; returns the function that unsubscribes it.
 */
export function subscribe<T extends AppEventType>(type: T, handler: AppEventHandler<T>): () => void {
  let own = handlers.get(type);
  if (!own) handlers.set(type, (own = new Set()));
  // A fresh entry per call: the same function subscribed twice (two hubs) is two subscriptions, and one unsubscribing leaves the other.
  const entry: AnyHandler = (event) => (handler as AnyHandler)(event);
  own.add(entry);
  return () => {
    own.delete(entry);
  };
}

/**
 * Hands `event` to its subscribers in this process, synchronously and in
 * subscription order, after the publisher's write has committed. A subscriber
 * that throws (or whose promise rejects) is logged and the others still run:
 * the publisher's work is done and must not fail for a listener's sake.
 *
 * In-process only. Several app processes on one PostgreSQL would carry events
 * over LISTEN/NOTIFY (as shared-reads does for cache invalidation): a
 * transport that publishes what it receives here; see docs/decisions.md.
 */
export function publish(event: AppEvent): void {
  const own = handlers.get(event.type);
  if (!own) return;
  for (const handler of [...own]) {
    try {
      const result = handler(event);
      if (result instanceof Promise) result.catch((err: unknown) => logHandlerError(event, err));
    } catch (err) {
      logHandlerError(event, err);
    }
  }
}

function logHandlerError(event: AppEvent, err: unknown): void {
  getLogger().error({ err, event: event.type }, 'event subscriber failed');
}
