/**
 * Harness for the API tests: the Hono app called in-process (`createApi().request`)
 * on an isolated database, once per available engine.
 *
 * - PGlite: a fresh `memory://` instance per suite (restored from a cached
 *   image of an empty migrated database, see openPgliteFromTemplate).
 * - PostgreSQL (only when DATABASE_URL is set): a database `sprout_test_<random>`
 *   created from that connection for the suite and dropped afterwards, so runs
 *   never collide and never touch the database DATABASE_URL names.
 *
 * Which engines a suite runs on (docs/testing.md, "Engines"):
 * - `describeApi`: the embedded engine. Most behaviour is the same SQL on both
 *   engines (PGlite is PostgreSQL), so running it twice proves nothing more.
 * - `describeEachEngine`: every available engine, for suites whose behaviour
 *   depends on the engine: requests that race for the same rows (PGlite serves
 *   one statement at a time, PostgreSQL runs them at once), NOTIFY, the pool,
 *   dropped connections.
 * `API_TEST_ENGINES=pglite,postgres` runs every suite on both engines (the
 * full matrix, `npm run test:api:all-engines`); `=pglite` or `=postgres` runs
 * every suite on that engine only.
 *
 * The server code (routes, the socket hub) reaches the database through the
 * `getDb()` singleton; before its first test each suite points that singleton
 * at its own database: it sets DATABASE_URL / PGLITE_DIR, forgets the cached
 * config and rate limiters, and opens the database (`installDb` for a PGlite
 * restored from the image, plain `getDb()` otherwise).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Client } from 'pg';

import cnMessages from '@/messages/cn.json';
import enMessages from '@/messages/en.json';
import { createApi } from '@/server/api';
import { getConfig, resetConfig } from '@/server/config';
import {
  closeDb,
  getDb,
  getDbEngine,
  openPglite,
  installDb,
  type Db,
  type DbEngine,
  type OpenedDb,
} from '@/server/db/client';
import { users } from '@/server/db/schema';
import { forgetLimiters } from '@/server/services/rate-limit';
import { createSession } from '@/server/services/session';

export type Engine = DbEngine;

/** The server the caller pointed us at; read once, before any suite rewrites the environment. */
const BASE_DATABASE_URL = process.env.DATABASE_URL || undefined;

/** The engines API_TEST_ENGINES names, or undefined when it is unset. */
function requestedEngines(): Engine[] | undefined {
  const only = process.env.API_TEST_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
  if (!only?.length) return undefined;
  if (only.includes('postgres') && !BASE_DATABASE_URL) {
    throw new Error('API_TEST_ENGINES asks for postgres but DATABASE_URL is not set');
  }
  return (['pglite', 'postgres'] as const).filter((e) => only.includes(e));
}

/** Every engine this run can reach (PostgreSQL with DATABASE_URL), narrowed by API_TEST_ENGINES. */
export function availableEngines(): Engine[] {
  const all: Engine[] = BASE_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = requestedEngines();
  return only ? all.filter((e) => only.includes(e)) : all;
}

/** The engines of an engine-independent suite: PGlite, or what API_TEST_ENGINES names. */
export function defaultEngines(): Engine[] {
  return requestedEngines() ?? ['pglite'];
}

export interface TestRequestInit extends RequestInit {
  /** The client address the server sees (rate limits key on it). Default 198.51.100.1. */
  ip?: string;
  /** Shorthand: sent as a JSON body with `content-type: application/json`. */
  json?: unknown;
}

export interface EngineSuite {
  readonly engine: Engine;
  /** The suite's database (valid inside tests and hooks). */
  readonly db: Db;
  /** One request to the API, e.g. `request('/api/health')`. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
}

/**
 * Opening a database can take over 10 s on a loaded machine (PGlite's initdb).
 * Passed to the hooks explicitly: `testTimeout` in a Jest *project* entry is
 * ignored, so Jest's default 5 s would apply.
 */
const DATABASE_HOOK_TIMEOUT = 60_000;

export const DEFAULT_TEST_IP = '198.51.100.1';

/**
 * Calls the app as @hono/node-server would: the connection's remote address in
 * `env.incoming`, and a `content-length` for a string body, as every HTTP/1.1
 * client sends one unless it streams the body chunked.
 */
export async function apiRequest(path: string, init: TestRequestInit = {}): Promise<Response> {
  const { ip = DEFAULT_TEST_IP, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (json !== undefined) {
    body = JSON.stringify(json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : undefined;
  if (length !== undefined && !headers.has('content-length') && !headers.has('transfer-encoding')) {
    headers.set('content-length', String(length));
  }
  const method = rest.method ?? (body === undefined || body === null ? 'GET' : 'POST');
  const env = { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } };
  return createApi().request(path, { ...rest, method, headers, body }, env);
}

interface OpenDatabase {
  db: Db;
  close(): Promise<void>;
}

function quoteIdent(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

async function withAdmin<T>(fn: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh in-memory PGlite, started from an image of an empty, migrated
 * database instead of running initdb (measured here on a loaded 2-core
 * machine: 10-15 s for initdb, 2-3 s from the image). The image is made once
 * per set of migrations and PGlite version and shared by all test files
 * through the temp directory; `API_TEST_PGLITE_TEMPLATE=0` opens each one the
 * plain way.
 */
export async function openPgliteFromTemplate(): Promise<OpenedDb> {
  const file = path.join(tmpdir(), `sprout-api-test-pglite-${await templateKey()}.tar`);
  const image = await readFile(file).catch(() => undefined);
  // An uncompressed tar (dumpDataDir('none')) has its magic at byte 257; anything else is not ours.
  if (image && image.subarray(257, 262).toString('latin1') !== 'ustar') await unlink(file).catch(() => undefined);
  else if (image) {
    try {
      return await openPglite('memory://', { loadDataDir: new Blob([image]) });
    } catch {
      await unlink(file).catch(() => undefined); // unreadable image: make a new one
    }
  }
  const opened = await openPglite('memory://');
  const dump = Buffer.from(await (await opened.dumpDataDir()).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, file); // atomic: a concurrent file reads the old or the whole new image
  // Images of older migration sets are of no further use (40 MB each).
  for (const name of await readdir(tmpdir())) {
    const other = path.join(tmpdir(), name);
    if (/^sprout-api-test-pglite-[0-9a-f]{16}\.tar$/.test(name) && other !== file) await unlink(other).catch(() => undefined);
  }
  return opened;
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const manifest = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'); // not in its exports
  const pglite = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const dir = path.resolve(process.cwd(), getConfig().MIGRATIONS_DIR);
  const files = (await readdir(dir, { recursive: true })).map(String).sort();
  for (const name of files) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(`${name}\n`).update(await readFile(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const TEST_DATABASE_NAME = /^sprout_test_([0-9a-z]+)_[0-9a-f]{10}$/;
const ABANDONED_AFTER_MS = 6 * 60 * 60 * 1000;

/** A run killed before its afterAll leaves its database behind; drop ours once they are hours old. */
async function dropAbandonedDatabases(admin: Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'sprout\\_test\\_%'",
  );
  for (const { datname } of rows) {
    const created = TEST_DATABASE_NAME.exec(datname)?.[1];
    if (created && Date.now() - parseInt(created, 36) > ABANDONED_AFTER_MS) {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`).catch(() => undefined);
    }
  }
}

/**
 * CREATE DATABASE from template0: nobody can connect to template0, whereas a
 * session that anyone else sharing the server has open on template1 makes the
 * default form fail with 55006 (object in use). Retried a few times anyway.
 */
async function createDatabase(admin: Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE template0 ENCODING 'UTF8'`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** Points the server's database singleton at a new, empty, migrated database of the given engine. */
export async function openIsolatedDatabase(engine: Engine): Promise<OpenDatabase> {
  await closeDb();
  forgetLimiters();
  delete process.env.REDIS_URL; // counters must live in the test database
  let dropDatabase: (() => Promise<void>) | undefined;

  if (engine === 'postgres') {
    if (!BASE_DATABASE_URL) throw new Error('postgres engine needs DATABASE_URL');
    const name = `sprout_test_${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
    await withAdmin(async (admin) => {
      await dropAbandonedDatabases(admin);
      await createDatabase(admin, name);
    });
    dropDatabase = () => withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)).then(() => undefined);
    const url = new URL(BASE_DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DIR = 'memory://';
  }
  resetConfig();

  try {
    if (engine === 'pglite' && process.env.API_TEST_PGLITE_TEMPLATE !== '0') await installDb(await openPgliteFromTemplate());
    const db = await getDb();
    if (getDbEngine() !== engine) throw new Error(`expected engine ${engine}, got ${getDbEngine()}`);
    return {
      db,
      async close() {
        await closeDb();
        forgetLimiters();
        await dropDatabase?.();
      },
    };
  } catch (err) {
    await closeDb().catch(() => undefined);
    await dropDatabase?.().catch(() => undefined);
    throw err;
  }
}

/**
 * `describe(title)` once per available engine, each on its own database,
 * opened before the suite's first test and closed (dropped) after its last.
 * For suites whose behaviour depends on the engine (races, NOTIFY, the pool);
 * everything else uses describeApi.
 */
export function describeEachEngine(title: string, fn: (suite: EngineSuite) => void): void {
  describeOn(availableEngines(), title, fn);
}

/**
 * `describe(title)` on the embedded engine (or the engines API_TEST_ENGINES
 * names), on a database of its own as describeEachEngine.
 */
export function describeApi(title: string, fn: (suite: EngineSuite) => void): void {
  describeOn(defaultEngines(), title, fn);
}

function describeOn(engines: Engine[], title: string, fn: (suite: EngineSuite) => void): void {
  for (const engine of engines) {
    describe(`${title} [${engine}]`, () => {
      let open: OpenDatabase | undefined;
      const suite: EngineSuite = {
        engine,
        get db() {
          if (!open) throw new Error('the database is opened in beforeAll; use it inside tests or hooks');
          return open.db;
        },
        request: apiRequest,
      };
      beforeAll(async () => {
        open = await openIsolatedDatabase(engine);
      }, DATABASE_HOOK_TIMEOUT);
      afterAll(async () => {
        await open?.close();
        open = undefined;
      }, DATABASE_HOOK_TIMEOUT);
      fn(suite);
    });
  }
}

/**
 * Sets environment variables for the server and forgets the cached config;
 * the returned function restores what was there before.
 */
export function setServerEnv(vars: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetConfig();
  };
  apply(vars);
  return () => apply(before);
}

let userSeq = 0;

/** A user row plus a live session token for it. */
export async function createUserWithSession(
  db: Db,
  values: { nickname?: string; role?: string; profileVisibility?: 'private' | 'public' } = {},
): Promise<{ userId: number; nickname: string; token: string }> {
  const nickname = values.nickname ?? `learner-${++userSeq}`;
  const userId = await insertTestUser(db, { nickname, role: values.role ?? 'user', profileVisibility: values.profileVisibility ?? 'private' });
  const { token } = await createSession(db, { userId });
  return { userId, nickname, token };
}

/**
 * Inserts a test user with an account number drawn as registration draws it
 * (server/services/auth/accounts.ts: Node's randomInt, a new draw on the rare
 * clash), never the column's default: the database's random(), which in
 * PGlite can give nearly the same value twice in a row.
 */
export async function insertTestUser(db: Db, values: Omit<typeof users.$inferInsert, 'accountNo'> & { accountNo?: string }): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ accountNo: String(randomInt(10_000_000, 100_000_000)), ...values })
        .returning({ id: users.id });
      return row.id;
    } catch (err) {
      const clash = /users_account_no_unique/.test(String((err as { cause?: unknown }).cause ?? err));
      if (!clash || values.accountNo || attempt >= 4) throw err;
    }
  }
}

/** What /api/health shows staff: the engine, migrations, code delivery and uptime (strangers get only the status). */
export async function healthDetails<T = { codeDelivery: Record<string, string>; database: string; migrations: { applied: number } }>(
  t: EngineSuite,
): Promise<T> {
  const staff = await createUserWithSession(t.db, { role: 'adviser' });
  const res = await t.request('/api/health', { headers: { token: staff.token } });
  return (await envelope<T>(res)).data;
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row.n);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The parsed body, after checking it is JSON. */
export async function envelope<T = unknown>(res: Response): Promise<Envelope<T>> {
  expect(res.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  return (await res.json()) as Envelope<T>;
}

/** The exact messages of messages/{cn,en}.json, so a test notices a key that falls back to INTERNAL. */
export { cnMessages, enMessages };

/** VALIDATION_FAILED as the caller reads it, naming `field`. */
export function validationMessage(locale: 'cn' | 'en', field: string): string {
  const template = (locale === 'en' ? enMessages : cnMessages).Errors.VALIDATION_FAILED;
  expect(template).toContain('{field}');
  return template.replace('{field}', field);
}

/**
 * PostgreSQL only: the server ends every connection of the suite's database,
 * as a restart or an operator's pg_terminate_backend would.
 */
export async function terminateDatabaseConnections(): Promise<number> {
  const current = process.env.DATABASE_URL;
  if (!current || !BASE_DATABASE_URL) throw new Error('only for the postgres engine');
  const name = decodeURIComponent(new URL(current).pathname.slice(1));
  const { rows } = await withAdmin((admin) =>
    admin.query<{ pid: number }>(
      'select pg_terminate_backend(pid) as done, pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    ),
  );
  return rows.length;
}
