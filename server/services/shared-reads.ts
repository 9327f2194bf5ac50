import 'server-only';
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import type { TargetType } from '@/lib/types/reactions';

import type { Db } from '../db/types';
import { EVENTS_CHANNEL, receiveRemoteEvent, shareEvents } from '../events/remote';
import { getLogger } from '../log';

/**
 * Reads that are the same for every visitor (hot and level lists, level
 * counts, video lists, book and video details without the viewer's own
 * state, a book's pages, the first page of comments), kept in the process
 * and dropped by the writes that change them.
 *
 * - Every entry carries tags; a write calls `invalidateShared(db, tags)`
 *   after it commits and every entry with one of those tags is dropped, here
 *   at once and in other processes on the same PostgreSQL through
 *   NOTIFY on the channel `cache_invalidate` (PGlite is one process).
 * - Loads are shared: concurrent misses of one key run one query.
 * - An entry lives at most `SHARED_READ_TTL_MS` (5 minutes), a safety net for
 *   a notification lost while a listener reconnects (it also clears its
 *   cache on reconnect).
 * - Values are shared between requests: callers never mutate them.
 *
 * Per-viewer state (their like, collect, reading progress, whether a comment
 * is theirs, a private author's avatar) is never cached; it is read or
 * derived per request, and only for a logged-in viewer.
 */
export const SHARED_READ_TTL_MS = 5 * 60_000;
export const CACHE_CHANNEL = 'cache_invalidate';

/** Tags of what a write can change. */
export const TAGS = {
  /** every book row shown anywhere (lists, counts, details) */
  books: 'books',
  /** the pages of books (text, pictures, narration) */
  bookPages: 'book-pages',
  videos: 'videos',
  /** the rows of a comment or reaction target: its counts show on cards, details and the hot order */
  target: (targetType: TargetType) => `${targetType}s`,
  /** nicknames, avatars and profile visibility shown beside comments and videos */
  people: 'people',
  /** teachers (profiles, paused flag) and course materials */
  teachers: 'teachers',
  comments: (targetType: string, targetId: number) => `comments:${targetType}:${targetId}`,
} as const;

interface Entry {
  value: Promise<unknown>;
  tags: readonly string[];
}

class SharedReads {
  /** tells this cache's own notifications apart from other instances' */
  readonly origin = randomUUID();
  private readonly entries = new LRUCache<string, Entry>({ max: 5000, ttl: SHARED_READ_TTL_MS });
  loads = 0;

  read<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.value as Promise<T>;
    this.loads += 1;
    const value = (async () => load())();
    const entry: Entry = { value, tags };
    this.entries.set(key, entry);
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry with one of `tags`, loads in flight included (their callers asked before the write). */
  drop(tags: readonly string[]): void {
    const wanted = new Set(tags);
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tags.some((t) => wanted.has(t))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

// The custom server (the API) and Next's bundled server code (the pages) are
// two module graphs in one process: the caches live on globalThis, as the
// database does, so a write through the API drops what the pages cached.
interface Registry {
  caches: WeakMap<Db, SharedReads>;
  notifiers: WeakSet<Db>;
  listening: WeakMap<Db, Promise<void>>;
}
const registry: Registry = ((globalThis as unknown as { __sproutSharedReads?: Registry }).__sproutSharedReads ??= {
  caches: new WeakMap(),
  notifiers: new WeakSet(),
  listening: new WeakMap(),
});
const { caches, notifiers, listening } = registry;

function cacheOf(db: Db): SharedReads {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SharedReads();
    caches.set(db, cache);
  }
  return cache;
}

/** The cached answer of `load` for `key`, loaded once until a write drops one of its `tags`. */
export function sharedRead<T>(db: Db, key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
  return cacheOf(db).read(key, tags, load);
}

/**
 * After a write has committed: drops the entries with `tags` in this process
 * and, on PostgreSQL, tells the other processes. A failed notification is
 * logged, not thrown: the write itself succeeded.
 */
export async function invalidateShared(db: Db, tags: readonly string[]): Promise<void> {
  const cache = cacheOf(db);
  cache.drop(tags);
  if (!notifiers.has(db)) return;
  try {
    await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify({ origin: cache.origin, tags })})`);
  } catch (err) {
    getLogger().warn({ err }, 'cache invalidation not sent to other instances');
  }
}

/** Forgets everything cached for `db` (seeding, tests). */
export function clearShared(db: Db): void {
  cacheOf(db).clear();
}

/** How many loads ran (misses) for `db`: figures and tests. */
export function sharedReadLoads(db: Db): number {
  return cacheOf(db).loads;
}


/** Settles once `db`'s invalidation listener is in place (at once when it has none). */
export function invalidationListenerReady(db: Db): Promise<void> {
  return listening.get(db) ?? Promise.resolve();
}

interface ListenerClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  on(event: 'notification', fn: (msg: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', fn: (err: Error) => void): unknown;
  end(): Promise<void>;
}

/**
 * Listens on `cache_invalidate` for `db` (PostgreSQL): a notification from
 * another instance drops the tags it names. The same connection listens on
 * `app_events` for the events other processes publish (events/remote.ts). `connect` makes a dedicated
 * client (LISTEN holds its connection). A lost connection clears the cache,
 * since notifications may have been missed, and reconnects with a growing
 * delay. `ready` settles once the first LISTEN is in place; `stop` ends it.
 */
export function listenForInvalidations(db: Db, connect: () => ListenerClient): { ready: Promise<void>; stop(): Promise<void> } {
  const cache = cacheOf(db);
  notifiers.add(db);
  shareEvents(db, true);
  let stopped = false;
  let client: ListenerClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const start = async () => {
    if (stopped) return;
    const c = connect();
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL && msg.payload) return receiveRemoteEvent(msg.payload);
      if (msg.channel !== CACHE_CHANNEL || !msg.payload) return;
      try {
        const { origin, tags } = JSON.parse(msg.payload) as { origin?: string; tags?: unknown };
        if (origin === cache.origin || !Array.isArray(tags)) return;
        cache.drop(tags.filter((t): t is string => typeof t === 'string'));
      } catch {
        cache.clear();
      }
    });
    c.on('error', (err) => {
      if (stopped) return;
      getLogger().warn({ err }, 'cache invalidation listener lost its connection');
      restart();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
      delay = 500;
      // Whatever changed while not listening is unknown.
      cache.clear();
      markReady();
    } catch (err) {
      if (!stopped) {
        getLogger().warn({ err }, 'cache invalidation listener could not connect');
        restart();
      }
    }
  };

  const restart = () => {
    if (stopped || retry) return;
    cache.clear();
    const old = client;
    client = undefined;
    void old?.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      void start();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 30_000);
  };

  void start();
  listening.set(db, ready);
  return {
    ready,
    async stop() {
      stopped = true;
      notifiers.delete(db);
      shareEvents(db, false);
      markReady();
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
