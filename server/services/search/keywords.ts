import 'server-only';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';

import { desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import type { Db } from '../../db/client';
import { searchKeywordClients, searchKeywords } from '../../db/schema';
import { getAuthSecrets } from '../auth/secrets';
import { networkKey } from '../auth/client-network';
import { isBlockedTerm } from './keyword-blocklist';

const POOL_SIZE = 40;
const PICK = 8;
/**
 * A searched term becomes a suggestion once this many distinct clients
 * (logged-in users, or client networks for visitors) searched it and found
 * something. Curated seed terms need none.
 */
export const SUGGESTION_MIN_CLIENTS = 3;
/** Which client counted which term is kept this many days after its last count, then deleted. */
export const KEYWORD_CLIENT_RETENTION_DAYS = 30;
/** Longest term stored (longer ones are searched, never suggested). */
export const KEYWORD_MAX = 32;

/**
 * Rows read for the pool: more than POOL_SIZE, so terms stored before the
 * blocklist or its stop words (的, 'the') knew them do not leave the pool short.
 */
const POOL_READ = POOL_SIZE * 2;

/**
 * Suggestions for the header search: a random draw of eight from the forty
 * most searched terms that are curated or were searched by at least
 * SUGGESTION_MIN_CLIENTS clients, so each "replace" shows a fresh but
 * relevant list. The blocklist (stop words included) applies again on the
 * way out, so a word added to it takes effect for terms already stored.
 */
export async function listRandomKeywords(db: Db): Promise<string[]> {
  const pool = await db
    .select({ keyword: searchKeywords.keyword })
    .from(searchKeywords)
    .where(or(eq(searchKeywords.curated, true), gte(searchKeywords.clients, SUGGESTION_MIN_CLIENTS)))
    .orderBy(desc(searchKeywords.hits), desc(searchKeywords.id))
    .limit(POOL_READ);
  const words = pool
    .map((r) => r.keyword)
    .filter((w) => !isBlockedTerm(w))
    .slice(0, POOL_SIZE);
  for (let i = words.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [words[i], words[j]] = [words[j], words[i]];
  }
  return words.slice(0, PICK);
}

/** Who is searching: a logged-in user by id, anyone else by client network (IPv4 address, IPv6 /64). */
export type SearchClient = { userId: number } | { ip: string };

let clientKeyBytes: Buffer | undefined;
/**
 * The stored client: a keyed hash (HMAC-SHA256, 128 bits kept) of the user
 * id or network, so the table never holds who searched what in the clear.
 */
function clientDigest(client: SearchClient): string {
  clientKeyBytes ??= Buffer.from(hkdfSync('sha256', getAuthSecrets().pepper, Buffer.alloc(0), 'sprout search client v1', 32));
  const id = 'userId' in client ? `user\n${client.userId}` : `net\n${networkKey(client.ip)}`;
  return createHmac('sha256', clientKeyBytes).update(id).digest('hex').slice(0, 32);
}

/** Today as YYYY-MM-DD (UTC): a client counts a term once per day. */
function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

let lastPrunedDay = '';

/**
 * (database, client, term, day) already counted by this process: a repeated
 * search by the same client on the same day changes nothing in the database,
 * so it is not sent there (a GET then writes at most once per client, term and day).
 */
const countedToday = new LRUCache<string, true>({ max: 50_000 });
const dbSeq = new WeakMap<Db, number>();
let nextDbSeq = 0;

/** For tests that empty the keyword tables: forget which searches were counted. */
export function forgetCountedKeywords(): void {
  countedToday.clear();
}

/**
 * Counts a search (one that found something) towards the suggestions, at most
 * once per client per day. A blocked term (server/services/search/keyword-blocklist.ts,
 * stop words such as 的 and 'the' included) or one longer than KEYWORD_MAX is never stored. `hits` grows by one per
 * client and day, `clients` by one per client never seen for the term.
 */
export async function countKeyword(db: Db, keyword: string, client: SearchClient, now = new Date()): Promise<void> {
  const value = keyword.trim();
  if (!value || [...value].length > KEYWORD_MAX || isBlockedTerm(value)) return;
  const day = utcDay(now);
  if (lastPrunedDay !== day) {
    lastPrunedDay = day;
    const cutoff = utcDay(new Date(now.getTime() - KEYWORD_CLIENT_RETENTION_DAYS * 86_400_000));
    await db.delete(searchKeywordClients).where(lt(searchKeywordClients.day, cutoff));
  }
  if (!dbSeq.has(db)) dbSeq.set(db, ++nextDbSeq);
  const digest = clientDigest(client);
  const memo = `${dbSeq.get(db)}|${digest}|${day}|${value}`;
  if (countedToday.has(memo)) return;
  // A new (term, client) row, or yesterday's row moved to today; nothing when already counted today.
  const [counted] = await db
    .insert(searchKeywordClients)
    .values({ keyword: value, client: digest, day })
    .onConflictDoUpdate({
      target: [searchKeywordClients.keyword, searchKeywordClients.client],
      set: { day },
      setWhere: lt(searchKeywordClients.day, day),
    })
    .returning({ fresh: sql<boolean>`(xmax = 0)` });
  countedToday.set(memo, true);
  if (!counted) return;
  const newClient = counted.fresh ? 1 : 0;
  await db
    .insert(searchKeywords)
    .values({ keyword: value, hits: 1, clients: newClient })
    .onConflictDoUpdate({
      target: searchKeywords.keyword,
      set: { hits: sql`${searchKeywords.hits} + 1`, clients: sql`${searchKeywords.clients} + ${newClient}` },
    });
}
