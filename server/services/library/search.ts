import 'server-only';
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';

import { SEARCH_TYPES, type SearchHit, type SearchResult, type SearchTypeCode } from '@/lib/library/types';

import type { Db } from '../../db/client';
import { books, users, videos } from '../../db/schema';
import { countKeyword } from '../keywords';
import { bookCardColumns } from './books';
import { videoCardColumns } from './videos';

export const SEARCH_PAGE_SIZE = 10;
/** word_similarity at or above which a word counts as a typo of the keyword (pg_trgm). */
const TYPO_THRESHOLD = 0.45;
/** Keywords longer than this are searched but never become suggestions. */
const SUGGESTABLE_MAX = 32;

/** `%`, `_` and `\` match themselves in the LIKE pattern. */
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
 * Ranking: the exact title, then the keyword inside a title, then a tag, then
 * anywhere in the text; a typo (pg_trgm word similarity) scores by how close
 * it is, title matches above text matches.
 */
function textMatcher(doc: SQL, titleEn: SQL, titleCn: SQL, tags: SQL, kw: string): Matcher {
  const pattern = likePattern(kw);
  return {
    where: sql`(${doc} like ${pattern} or word_similarity(${kw}, ${doc}) >= ${TYPO_THRESHOLD})`,
    score: sql`greatest(
      case when lower(${titleEn}) = ${kw} or lower(${titleCn}) = ${kw} then 10 else 0 end,
      case when lower(${titleEn}) like ${pattern} or lower(${titleCn}) like ${pattern} then 6 else 0 end,
      case when ${tags} @> ${JSON.stringify([kw])}::jsonb then 5 else 0 end,
      case when ${doc} like ${pattern} then 3 else 0 end,
      word_similarity(${kw}, lower(${titleEn} || ' ' || ${titleCn})) * 4,
      word_similarity(${kw}, ${doc}) * 2
    )`,
  };
}

async function searchBooks(db: Db, kw: string, page: number, size: number): Promise<{ list: SearchHit[]; total: number }> {
  const m = textMatcher(sql`${books.searchDoc}`, sql`${books.title}`, sql`${books.titleCn}`, sql`${books.tags}`, kw);
  const pattern = likePattern(kw);
  const snippet = sql<string | null>`(select case when lower(p.text) like ${pattern} then p.text else p.text_cn end
    from book_pages p where p.book_id = ${books.id} and (lower(p.text) like ${pattern} or lower(p.text_cn) like ${pattern})
    order by p.index limit 1)`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...bookCardColumns, snippet })
      .from(books)
      .where(m.where)
      .orderBy(desc(m.score), books.level, books.id)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(books).where(m.where),
  ]);
  return { list: rows.map((r) => ({ kind: 'book' as const, ...r })), total };
}

async function searchVideos(db: Db, kw: string, page: number, size: number): Promise<{ list: SearchHit[]; total: number }> {
  const m = textMatcher(sql`${videos.searchDoc}`, sql`${videos.title}`, sql`${videos.titleCn}`, sql`${videos.tags}`, kw);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(videoCardColumns)
      .from(videos)
      .where(m.where)
      .orderBy(desc(m.score), videos.id)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(videos).where(m.where),
  ]);
  return { list: rows.map((r) => ({ kind: 'video' as const, ...r })), total };
}

async function searchUsers(db: Db, kw: string, page: number, size: number): Promise<{ list: SearchHit[]; total: number }> {
  const pattern = likePattern(kw);
  const name = sql`lower(${users.nickname})`;
  const where = and(
    eq(users.status, 'active'),
    inArray(users.role, ['user', 'official']),
    ne(users.nickname, ''),
    sql`(${name} like ${pattern} or word_similarity(${kw}, ${name}) >= ${TYPO_THRESHOLD})`,
  );
  const score = sql`greatest(case when ${name} = ${kw} then 10 else 0 end, case when ${name} like ${pattern} then 5 else 0 end, word_similarity(${kw}, ${name}) * 4)`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, introduction: users.introduction, followerCount: users.followerCount })
      .from(users)
      .where(where)
      .orderBy(desc(score), desc(users.followerCount), users.id)
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list: rows.map((r) => ({ kind: 'user' as const, ...r })), total };
}

/**
 * GET /api/common/search and the /search page: one type of result per call
 * (1 books, 2 videos, 3 users). A first-page search that finds something
 * counts towards the suggestions.
 */
export async function search(db: Db, type: SearchTypeCode, keyword: string, page: number, size = SEARCH_PAGE_SIZE): Promise<SearchResult> {
  const kw = normaliseKeyword(keyword);
  const run = type === SEARCH_TYPES.video ? searchVideos : type === SEARCH_TYPES.user ? searchUsers : searchBooks;
  const { list, total } = kw ? await run(db, kw, page, size) : { list: [], total: 0 };
  if (page === 1 && total > 0 && kw.length <= SUGGESTABLE_MAX) await countKeyword(db, kw);
  return { type, keyword: keyword.trim(), list, total, page, size };
}

/** How many results each type has, for the tab labels of the search page. */
export async function countSearchHits(db: Db, keyword: string): Promise<Record<SearchTypeCode, number>> {
  const kw = normaliseKeyword(keyword);
  if (!kw) return { 1: 0, 2: 0, 3: 0 };
  const [b, v, u] = await Promise.all([searchBooks(db, kw, 1, 1), searchVideos(db, kw, 1, 1), searchUsers(db, kw, 1, 1)]);
  return { 1: b.total, 2: v.total, 3: u.total };
}
