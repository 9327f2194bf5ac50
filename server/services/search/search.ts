import 'server-only';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { SEARCH_TYPES, type SearchHit, type SearchResult, type SearchTypeCode } from '@/lib/types/search';

import type { Db } from '../../db/client';
import { pageOffset, toPage } from '../../db/queries/paging';
import { hasTag } from '../../db/queries/tags';
import { books, users, videos } from '../../db/schema';
import { publicProfileWhere } from '../account/visibility';
import { bookCardColumns, listedBookWhere } from '../books/books';
import { videoCardColumns } from '../videos/videos';
import { countKeyword, forgetCountedKeywords, type SearchClient } from './keywords';
import { keywordPatterns, typoExclusion } from './word-forms';

export const SEARCH_PAGE_SIZE = 10;
/**
 * strict_word_similarity at or above which a word of a book or video counts
 * as a typo of the keyword (pg_trgm): 'gardn' finds 'garden' (0.44),
 * 'weathr' 'weather' (0.5), while 'rain' misses 'brain' (0.38).
 */
const TYPO_THRESHOLD = 0.4;
/** word_similarity at or above which a nickname counts as a typo of the keyword (pg_trgm). */
const NICKNAME_TYPO_THRESHOLD = 0.45;

/**
 * Recent answers, per process, for half a minute: crawlers and popular terms
 * ask the same again and again, and a like counted on a card may lag that
 * long. Keyed by the database too, so test suites never share answers.
 */
const CACHE_TTL_MS = 30_000;
const cache = new LRUCache<string, Found | { count: number }>({ max: 500, ttl: CACHE_TTL_MS });
const dbKeys = new WeakMap<Db, number>();
let dbSeq = 0;

async function cached<T extends Found | { count: number }>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  if (!dbKeys.has(db)) dbKeys.set(db, ++dbSeq);
  const full = `${dbKeys.get(db)}|${key}`;
  const hit = cache.get(full);
  if (hit) return hit as T;
  const value = await load();
  cache.set(full, value);
  return value;
}

/** For tests: forget cached answers. */
export function clearSearchCache(): void {
  cache.clear();
  forgetCountedKeywords();
}

/** `%`, `_` and `\` match themselves in the LIKE pattern (nicknames, which match anywhere: 'pand' finds Panda). */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The keyword as matched: trimmed, lower-cased, inner whitespace collapsed. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ').toLowerCase();
}

interface Matcher {
  where: SQL;
  score: SQL;
}

/**
 * The words a typo match of `kw` compares with: `words` without those
 * typoExclusion names (for 'cat': catch, category, and 'cat' itself), so a
 * longer word that starts with the keyword never passes for a typo of it.
 */
function typoWords(words: SQL, kw: string): SQL {
  const exclude = typoExclusion(kw);
  return exclude ? sql`regexp_replace(${words}, ${exclude}, ' ', 'g')` : words;
}

/**
 * Books and videos: the keyword as whole words or in one of its real forms
 * (word-forms.ts: 'cat' finds cat, cats and cat's, never catch or category),
 * or a typo of it (pg_trgm strict word similarity, which compares whole
 * words; word_similarity also scored any word that starts with the keyword).
 * Ranking: the exact title, then whole-word matches (title, tag, text), then
 * word forms (title, text), then typos by how close they are, title above
 * text; whole words always rank above forms and typos.
 */
function textMatcher(doc: SQL, words: SQL, titleEn: SQL, titleCn: SQL, tags: SQL, kw: string): Matcher {
  const { word, forms } = keywordPatterns(kw);
  const title = sql`lower(${titleEn} || ' ' || ${titleCn})`;
  return {
    // Word similarity runs on the short list of distinct words, not the whole text.
    where: sql`(${doc} ~ ${forms} or strict_word_similarity(${kw}, ${typoWords(words, kw)}) >= ${TYPO_THRESHOLD})`,
    score: sql`greatest(
      case when lower(${titleEn}) = ${kw} or lower(${titleCn}) = ${kw} then 10 else 0 end,
      case when ${title} ~ ${word} then 8 else 0 end,
      case when ${hasTag(tags, kw)} then 7 else 0 end,
      case when ${doc} ~ ${word} then 6 else 0 end,
      case when ${title} ~ ${forms} then 5 else 0 end,
      case when ${doc} ~ ${forms} then 4 else 0 end,
      strict_word_similarity(${kw}, ${typoWords(title, kw)}) * 3,
      strict_word_similarity(${kw}, ${typoWords(words, kw)}) * 2
    )`,
  };
}

/** The number of matches, carried on every row of a page (one pass instead of a second count query). */
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

type Found = { list: SearchHit[]; total: number };

/** The page's rows with the total; a page past the end has no row to carry it, so count then. */
async function withTotal<R extends { total: number }>(rows: R[], page: number, countAll: () => Promise<number>): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const total = rows[0]?.total ?? (page > 1 ? await countAll() : 0);
  return { rows: rows.map(({ total: _t, ...rest }) => rest), total };
}

/** Books as search finds them: listed ones only (a created book is private to its owner until published). */
function bookMatcher(kw: string): Matcher {
  const m = textMatcher(sql`${books.searchDoc}`, sql`${books.searchWords}`, sql`${books.title}`, sql`${books.titleCn}`, sql`${books.tags}`, kw);
  return { ...m, where: and(listedBookWhere, m.where)! };
}

function videoMatcher(kw: string): Matcher {
  return textMatcher(sql`${videos.searchDoc}`, sql`${videos.searchWords}`, sql`${videos.title}`, sql`${videos.titleCn}`, sql`${videos.tags}`, kw);
}

function userMatcher(kw: string): Matcher {
  const pattern = likePattern(kw);
  const name = sql`lower(${users.nickname})`;
  return {
    where: and(
      eq(users.status, 'active'),
      // People search shows public profiles only (PR1), to everyone including their owner.
      publicProfileWhere,
      inArray(users.role, ['user', 'official']),
      ne(users.nickname, ''),
      sql`(${name} like ${pattern} or word_similarity(${kw}, ${name}) >= ${NICKNAME_TYPO_THRESHOLD})`,
    )!,
    score: sql`greatest(case when ${name} = ${kw} then 10 else 0 end, case when ${name} like ${pattern} then 5 else 0 end, word_similarity(${kw}, ${name}) * 4)`,
  };
}

const countBooks = (db: Db, kw: string) => db.select({ n: count() }).from(books).where(bookMatcher(kw).where).then(([r]) => r.n);
const countVideos = (db: Db, kw: string) => db.select({ n: count() }).from(videos).where(videoMatcher(kw).where).then(([r]) => r.n);
const countUsers = (db: Db, kw: string) => db.select({ n: count() }).from(users).where(userMatcher(kw).where).then(([r]) => r.n);

async function searchBooks(db: Db, kw: string, page: number, size: number): Promise<Found> {
  const m = bookMatcher(kw);
  const { word, forms } = keywordPatterns(kw);
  // The first page with the keyword as a whole word, else the first with one of its forms (the order the ranking uses).
  const snippet = sql<string | null>`(select case when lower(p.text) ~ ${forms} then p.text else p.text_cn end
    from book_pages p where p.book_id = ${books.id} and (lower(p.text) ~ ${forms} or lower(p.text_cn) ~ ${forms})
    order by (lower(p.text) ~ ${word} or lower(p.text_cn) ~ ${word}) desc, p.index limit 1)`;
  const rows = await db
    .select({ ...bookCardColumns, snippet, total: totalOver })
    .from(books)
    .where(m.where)
    .orderBy(desc(m.score), books.level, books.id)
    .limit(size)
    .offset(pageOffset({ page, size }));
  const found = await withTotal(rows, page, () => countBooks(db, kw));
  return { list: found.rows.map((r) => ({ kind: 'book' as const, ...r })), total: found.total };
}

async function searchVideos(db: Db, kw: string, page: number, size: number): Promise<Found> {
  const m = videoMatcher(kw);
  const rows = await db
    .select({ ...videoCardColumns, total: totalOver })
    .from(videos)
    .where(m.where)
    .orderBy(desc(m.score), videos.id)
    .limit(size)
    .offset(pageOffset({ page, size }));
  const found = await withTotal(rows, page, () => countVideos(db, kw));
  return { list: found.rows.map((r) => ({ kind: 'video' as const, ...r })), total: found.total };
}

async function searchUsers(db: Db, kw: string, page: number, size: number): Promise<Found> {
  const m = userMatcher(kw);
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, introduction: users.introduction, followerCount: users.followerCount, total: totalOver })
    .from(users)
    .where(m.where)
    .orderBy(desc(m.score), desc(users.followerCount), users.id)
    .limit(size)
    .offset(pageOffset({ page, size }));
  const found = await withTotal(rows, page, () => countUsers(db, kw));
  return { list: found.rows.map((r) => ({ kind: 'user' as const, ...r })), total: found.total };
}

/**
 * GET /api/common/search and the /search page: one type of result per call
 * (1 books, 2 videos, 3 users). A first-page book or video search that finds
 * something counts towards the suggestions, once per `client` and day
 * (server/services/search/keywords.ts); people searches never do, so nicknames never
 * become suggestions.
 */
export async function search(
  db: Db,
  type: SearchTypeCode,
  keyword: string,
  page: number,
  options: { size?: number; client?: SearchClient | null } = {},
): Promise<SearchResult> {
  const size = options.size ?? SEARCH_PAGE_SIZE;
  const kw = normaliseKeyword(keyword);
  const run = type === SEARCH_TYPES.video ? searchVideos : type === SEARCH_TYPES.user ? searchUsers : searchBooks;
  // People search is never cached: a profile made private leaves the results at once (PR1).
  const load = () => (type === SEARCH_TYPES.user ? run(db, kw, page, size) : cached(db, `${type}|${page}|${size}|${kw}`, () => run(db, kw, page, size)));
  const { list, total } = kw ? await load() : { list: [], total: 0 };
  if (page === 1 && total > 0 && type !== SEARCH_TYPES.user && options.client) await countKeyword(db, kw, options.client);
  return { type, keyword: keyword.trim(), ...toPage(list, total, { page, size }) };
}

/**
 * How many results each type has, for the tab labels of the search page.
 * `known` is the type the page already searched, whose total is not counted again.
 */
export async function countSearchHits(db: Db, keyword: string, known?: { type: SearchTypeCode; total: number }): Promise<Record<SearchTypeCode, number>> {
  const kw = normaliseKeyword(keyword);
  if (!kw) return { 1: 0, 2: 0, 3: 0 };
  const counters: Record<SearchTypeCode, (db: Db, kw: string) => Promise<number>> = { 1: countBooks, 2: countVideos, 3: countUsers };
  const types = [SEARCH_TYPES.book, SEARCH_TYPES.video, SEARCH_TYPES.user] as const;
  const totals = await Promise.all(
    types.map((type) =>
      known?.type === type
        ? known.total
        : type === SEARCH_TYPES.user
          ? counters[type](db, kw)
          : cached(db, `count|${type}|${kw}`, async () => ({ count: await counters[type](db, kw) })).then((r) => r.count),
    ),
  );
  return { 1: totals[0], 2: totals[1], 3: totals[2] };
}
