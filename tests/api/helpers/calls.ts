/**
 * Helpers of the content API suites (books, videos, reactions, comments,
 * search): calls that return status and envelope together, the ids of seed
 * books and videos by their slug, and the visitor / dead-session refusals.
 */
import { eq } from 'drizzle-orm';

import type { Db } from '@/server/db/client';
import { books, users, videos } from '@/server/db/schema';
import { OFFICIAL_ACCOUNT_NO } from '@/server/db/seed/content';

import { cnMessages, enMessages, envelope, type EngineSuite, type Envelope } from './test-app';

export type Locale = 'cn' | 'en';

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  lang?: Locale;
  headers?: Record<string, string>;
}

export interface Answer<T> extends Envelope<T> {
  status: number;
}

/** One request; the HTTP status and the parsed envelope. */
export async function call<T = unknown>(t: EngineSuite, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const res = await t.request(path, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.json === undefined ? {} : { json: options.json }),
  });
  const body = await envelope<T>(res);
  return { status: res.status, ...body };
}

/** The data of a call that must succeed. */
export async function ok<T>(t: EngineSuite, path: string, options: CallOptions = {}): Promise<T> {
  const answer = await call<T>(t, path, options);
  if (answer.status !== 200 || answer.code !== 0) {
    throw new Error(`${options.method ?? 'GET'} ${path} answered ${answer.status} ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

export const messages = { cn: cnMessages, en: enMessages } as const;

/** A visitor on a user route: 401, code 1001, 'please log in first' in the caller's language. */
export async function expectLoginRequired(t: EngineSuite, path: string, options: Omit<CallOptions, 'token' | 'lang'> = {}) {
  for (const lang of ['cn', 'en'] as const) {
    const answer = await call(t, path, { ...options, lang });
    expect(answer).toEqual({ status: 401, code: 1001, msg: messages[lang].Errors.LOGIN_REQUIRED, data: null });
  }
  expect(enMessages.Errors.LOGIN_REQUIRED.toLowerCase()).toBe('please log in first');
}

/** A token that names no live session: 401, code 1001, 'session expired'. */
export async function expectSessionExpired(t: EngineSuite, path: string, options: Omit<CallOptions, 'token' | 'lang'> = {}) {
  const answer = await call(t, path, { ...options, token: 'f'.repeat(64), lang: 'en' });
  expect(answer).toEqual({ status: 401, code: 1001, msg: enMessages.Errors.SESSION_EXPIRED, data: null });
}

export function notFound(lang: Locale = 'cn') {
  return { status: 404, code: 4040, msg: messages[lang].Errors.NOT_FOUND, data: null };
}

export function userNotFound(lang: Locale = 'cn') {
  return { status: 404, code: 4608, msg: messages[lang].Errors.USER_NOT_FOUND, data: null };
}

/** 400 / 4000 naming `field`, in the caller's language. */
export function invalid(field: string, lang: Locale = 'cn') {
  const template = messages[lang].Errors.VALIDATION_FAILED;
  return { status: 400, code: 4000, msg: template.replace('{field}', field), data: null };
}

export async function bookId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: books.id }).from(books).where(eq(books.slug, slug));
  if (!row) throw new Error(`no seed book ${slug}`);
  return row.id;
}

export async function videoId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.slug, slug));
  if (!row) throw new Error(`no seed video ${slug}`);
  return row.id;
}

export async function bookRow(db: Db, id: number) {
  const [row] = await db.select().from(books).where(eq(books.id, id));
  return row;
}

export async function videoRow(db: Db, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row;
}

export async function officialUserId(db: Db): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.accountNo, OFFICIAL_ACCOUNT_NO));
  if (!row) throw new Error('no official account');
  return row.id;
}

/** An id no seed row has. */
export const UNKNOWN_ID = 987_654;

/** Seeding loads 40 books with their pages; slow on a busy machine. */
export const SEED_TIMEOUT = 60_000;
