/**
 * npm run db:backup / db:restore / db:export-to-postgres (scripts/db-archive-command.ts)
 * on real databases: a seeded PGlite database with users and sessions, an
 * order, messages (jsonb) and uploads is backed up; the archive restores into
 * a fresh database of either engine with every table's rows equal, sequences
 * that continue and uploads byte for byte; a newer schema, a damaged archive
 * and a non-empty target are refused and leave the target as it was; an
 * older schema is restored, then migrated forward.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip, createGzip, gunzipSync } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

import { sql } from 'drizzle-orm';
import { Client } from 'pg';

import { openPglite, openPostgres, type Db, type OpenedDb } from '@/server/db/client';
import { readTar, TarWriter } from '@/server/db/backup/tar';
import { messages, staffActions, users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { LocalDiskStorage } from '@/server/providers/storage/local';

import { BackupError, runBackup, runExportToPostgres, runRestore } from '../../scripts/db-archive-command';
import { CommandError, openServerDatabase } from '../../scripts/server-database';
import { SEED_TIMEOUT } from './helpers/calls';
import { apiRequest, createUserWithSession, openIsolatedDatabase, openPgliteFromTemplate, setServerEnv, type EngineSuite } from './helpers/test-app';
import { newAddress, newBuyer, newGoods, newPackage, orderOf, TEST_SANDBOX_SECRET } from './store/order-support';

/** The PostgreSQL server the run was pointed at, read before any suite rewrites the environment. */
const BASE_DATABASE_URL = process.env.DATABASE_URL || undefined;
const MIGRATIONS = path.resolve(process.cwd(), 'drizzle');
const LONG = 180_000;

async function rows<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

/** Every table's rows as sorted JSON text, read independently of the backup code's own ordering. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await rows<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const list = await rows<{ r: string }>(tx, sql`select to_jsonb(t)::text as r from ${sql.identifier(name)} t`);
      out[name] = list.map((x) => x.r).sort();
    }
    return out;
  });
}

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    const full = path.join(dir, name);
    try {
      out[name] = readFileSync(full).toString('base64');
    } catch {
      // a folder
    }
  }
  return out;
}

async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sprout_test_${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: BASE_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const url = new URL(BASE_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: BASE_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Reads an archive's entries into memory, lets `edit` change them, and writes them into a new archive. */
async function rewriteArchive(from: string, to: string, edit: (entries: { name: string; body: Buffer }[]) => void): Promise<void> {
  const entries: { name: string; body: Buffer }[] = [];
  await readTar(Readable.from([readFileSync(from)]).pipe(createGunzip()), async ({ name }) => {
    const parts: Buffer[] = [];
    return { write: (c) => void parts.push(Buffer.from(c)), end: async () => void entries.push({ name, body: Buffer.concat(parts) }) };
  });
  edit(entries);
  const gzip = createGzip();
  const file = createWriteStream(to);
  gzip.pipe(file);
  const tar = new TarWriter(gzip);
  for (const e of entries) await tar.add(e.name, e.body.length, e.body);
  await tar.finish();
  await finished(file);
}

describe('db:backup, db:restore, db:export-to-postgres', () => {
  let root: string;
  let source: { db: Db; close(): Promise<void> };
  let restoreEnv: () => void = () => undefined;
  let archive: string;
  let before: Record<string, string[]>;
  let uploadsBefore: Record<string, string>;
  let maxUserId: number;
  const opened: OpenedDb[] = [];
  const dropped: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'sprout-backup-test-'));
    source = await openIsolatedDatabase('pglite');
    restoreEnv = setServerEnv({ UPLOAD_DIR: path.join(root, 'uploads'), PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET, PASSWORD_PEPPER: 'backup-test-pepper-0123456789' });
    const db = source.db;
    await seed(db);
    // Users with sessions, an order with an address, messages with jsonb data, a staff action with jsonb detail.
    const alice = await createUserWithSession(db, { nickname: '小明 "Ming"\nline two' });
    const bob = await createUserWithSession(db, { nickname: 'Bob' });
    const t: EngineSuite = { engine: 'pglite', db, request: apiRequest };
    const buyer = await newBuyer(db);
    const addressId = await newAddress(db, buyer.userId);
    const pkg = await newPackage(db);
    const goods = await newGoods(db);
    await orderOf(t, buyer, { lines: [{ itemId: pkg.id, quantity: 1 }] });
    await orderOf(t, buyer, { lines: [{ itemId: goods.id, quantity: 2 }], addressId });
    await db.insert(messages).values([
      { userId: bob.userId, groupType: 1, senderId: alice.userId, kind: 'chat', body: 'Hello 👋 \\ tab\t end', createdAt: new Date('2026-01-02T03:04:05.678Z') },
      { userId: alice.userId, groupType: 2, kind: 'follow', data: { targetType: 'book', targetId: 5, title: 'The "Duck" \\ 小鸭', startTime: '2026-01-02T03:04:05Z' }, dedupeKey: `follow:${bob.userId}`, readAt: new Date() },
    ]);
    await db.insert(staffActions).values({ actorId: 0, action: 'grant_role', targetUserId: bob.userId, detail: { previousRole: 'user', teachers: [], nested: { list: [1, 2.5, null, 'x', { deep: true }] } } });
    mkdirSync(path.join(root, 'uploads/avatars'), { recursive: true });
    writeFileSync(path.join(root, 'uploads/avatars', `${'a'.repeat(32)}.png`), randomBytes(200_000));
    writeFileSync(path.join(root, 'uploads/avatars', `${'b'.repeat(32)}.jpg`), Buffer.from([0, 1, 2, 255, 0, 13, 10]));
    writeFileSync(path.join(root, 'uploads/avatars', `${'c'.repeat(32)}.png.123.partial`), 'half written');
    before = await snapshot(db);
    uploadsBefore = filesUnder(path.join(root, 'uploads'));
    delete uploadsBefore[`avatars/${'c'.repeat(32)}.png.123.partial`];
    maxUserId = Math.max(...(await db.select({ id: users.id }).from(users)).map((u) => u.id));
  }, SEED_TIMEOUT);

  afterAll(async () => {
    for (const db of opened) await db.close().catch(() => undefined);
    for (const drop of dropped) await drop().catch(() => undefined);
    await source?.close();
    restoreEnv();
    rmSync(root, { recursive: true, force: true });
  }, LONG);

  it('backs up every table and the uploads into one archive that tar can list', async () => {
    archive = path.join(root, 'backups/one.tar.gz');
    const result = await runBackup(source.db, 'pglite', { out: archive, storage: new LocalDiskStorage(path.join(root, 'uploads')) });
    const total = Object.values(before).reduce((n, list) => n + list.length, 0);
    expect(result).toMatchObject({ file: archive, tables: Object.keys(before).length, rows: total, uploads: 2 });
    expect(result.lines.join('\n')).toMatch(/Left out 1 files/);
    expect(result.lines.join('\n')).toMatch(/holds no secrets/);
    expect(result.lines.join('\n')).not.toContain('backup-test-pepper');
    const raw = gunzipSync(readFileSync(archive));
    expect(raw.subarray(257, 262).toString()).toBe('ustar');
    expect(raw.subarray(0, 13).toString()).toBe('manifest.json');
    expect(raw.includes(Buffer.from('backup-test-pepper'))).toBe(false);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'sessions', 'orders', 'messages', 'books']));
    for (const table of ['users', 'sessions', 'orders', 'messages', 'books', 'addresses', 'staff_actions']) expect(before[table].length).toBeGreaterThan(0);
  }, LONG);

  async function expectRestoredInto(target: OpenedDb, uploadDir: string) {
    const result = await runRestore(target.db, archive, { force: false, uploadDir, migrationsFolder: MIGRATIONS });
    expect(result.lines.join('\n')).toMatch(/Restored \d+ tables/);
    expect(await snapshot(target.db)).toEqual(before);
    expect(filesUnder(uploadDir)).toEqual(uploadsBefore);
    // Typed reads agree too: timestamps, jsonb, text with quotes and newlines.
    const [chat] = await target.db.select().from(messages).where(sql`${messages.kind} = 'chat'`);
    expect(chat.createdAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(chat.body).toBe('Hello 👋 \\ tab\t end');
    const [follow] = await target.db.select().from(messages).where(sql`${messages.kind} = 'follow'`);
    expect(follow.data).toEqual({ targetType: 'book', targetId: 5, title: 'The "Duck" \\ 小鸭', startTime: '2026-01-02T03:04:05Z' });
    const [action] = await target.db.select().from(staffActions);
    expect(action.detail).toEqual({ previousRole: 'user', teachers: [], nested: { list: [1, 2.5, null, 'x', { deep: true }] } });
    // Sequences continue: a new row gets a fresh id.
    const [fresh] = await target.db.insert(users).values({ nickname: 'after restore' }).returning({ id: users.id });
    expect(fresh.id).toBeGreaterThan(maxUserId);
    await target.db.delete(users).where(sql`${users.id} = ${fresh.id}`);
  }

  it('restores into a fresh PGlite database: every row equal, sequences continue, uploads byte for byte', async () => {
    const target = await openPgliteFromTemplate();
    opened.push(target);
    await expectRestoredInto(target, path.join(root, 'restored-pglite/uploads'));
  }, LONG);

  (BASE_DATABASE_URL ? it : it.skip)('restores into a fresh PostgreSQL database the same way', async () => {
    const pg = await createPgDatabase();
    dropped.push(pg.drop);
    const target = await openPostgres(pg.url);
    opened.push(target);
    await expectRestoredInto(target, path.join(root, 'restored-pg/uploads'));
    // A backup of PostgreSQL restores into PGlite just as well.
    const back = path.join(root, 'backups/from-pg.tar.gz');
    await runBackup(target.db, 'postgres', { out: back, storage: new LocalDiskStorage(path.join(root, 'restored-pg/uploads')) });
    const again = await openPgliteFromTemplate();
    opened.push(again);
    await runRestore(again.db, back, { force: false, uploadDir: path.join(root, 'restored-pg-pglite/uploads'), migrationsFolder: MIGRATIONS });
    expect(await snapshot(again.db)).toEqual(before);
    expect(filesUnder(path.join(root, 'restored-pg-pglite/uploads'))).toEqual(uploadsBefore);
  }, LONG);

  describe('refusals leave the target as it was', () => {
    let target: OpenedDb;
    let targetBefore: Record<string, string[]>;
    const uploadDir = () => path.join(root, 'refusals/uploads');

    beforeAll(async () => {
      target = await openPgliteFromTemplate();
      opened.push(target);
      await seed(target.db);
      await createUserWithSession(target.db, { nickname: 'already here' });
      mkdirSync(uploadDir(), { recursive: true });
      writeFileSync(path.join(uploadDir(), 'keep.txt'), 'mine');
      targetBefore = await snapshot(target.db);
    }, SEED_TIMEOUT);

    async function expectUnchanged() {
      expect(await snapshot(target.db)).toEqual(targetBefore);
      expect(filesUnder(uploadDir())).toEqual({ 'keep.txt': Buffer.from('mine').toString('base64') });
      expect(readdirSync(path.join(root, 'refusals')).filter((n) => n.startsWith('.sprout-restore-'))).toEqual([]);
    }

    it('a non-empty database or upload folder without --force', async () => {
      const restore = (uploads: string) => runRestore(target.db, archive, { force: false, uploadDir: uploads, migrationsFolder: MIGRATIONS });
      await expect(restore(uploadDir())).rejects.toThrow(new CommandError(`The upload folder ${uploadDir()} already holds files. Restore into an empty installation, or add --force (the folder is then kept as uploads.replaced-<time>).`));
      await expect(restore(path.join(root, 'refusals/empty-uploads'))).rejects.toThrow(/The target database is not empty \(.*\). Restore into an empty database, or add --force/);
      await expectUnchanged();
    }, LONG);

    it('a backup of a newer schema', async () => {
      const newer = path.join(root, 'backups/newer.tar.gz');
      await rewriteArchive(archive, newer, (entries) => {
        const manifest = JSON.parse(entries[0].body.toString());
        manifest.migrations.push({ createdAt: manifest.migrations.at(-1).createdAt + 1000, hash: 'f'.repeat(64) });
        entries[0].body = Buffer.from(JSON.stringify(manifest));
      });
      await expect(runRestore(target.db, newer, { force: true, uploadDir: uploadDir(), migrationsFolder: MIGRATIONS })).rejects.toThrow(
        /comes from a newer version of Sprout .* Upgrade this installation first/,
      );
      await expectUnchanged();
    }, LONG);

    it('a damaged, cut-off or altered archive, even with --force', async () => {
      const bytes = readFileSync(archive);
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(bytes.length / 2)] ^= 0xff;
      writeFileSync(path.join(root, 'backups/flipped.tar.gz'), flipped);
      writeFileSync(path.join(root, 'backups/cut.tar.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.7)));
      await rewriteArchive(archive, path.join(root, 'backups/altered.tar.gz'), (entries) => {
        const users = entries.find((e) => e.name === 'tables/users.jsonl')!;
        users.body = Buffer.from(users.body.toString().replace('"Bob"', '"Eve"'));
      });
      writeFileSync(path.join(root, 'backups/other.tar.gz'), gunzipSync(bytes)); // not compressed: not ours
      for (const name of ['flipped', 'cut', 'altered', 'other']) {
        const attempt = runRestore(target.db, path.join(root, `backups/${name}.tar.gz`), { force: true, uploadDir: uploadDir(), migrationsFolder: MIGRATIONS });
        await expect(attempt).rejects.toThrow(BackupError);
        await expect(attempt).rejects.toThrow(/damaged|incomplete|ends early/);
      }
      await expectUnchanged();
    }, LONG);

    it('with --force the database and the uploads are replaced; the old uploads are kept aside', async () => {
      const result = await runRestore(target.db, archive, { force: true, uploadDir: uploadDir(), migrationsFolder: MIGRATIONS });
      expect(await snapshot(target.db)).toEqual(before);
      expect(filesUnder(uploadDir())).toEqual(uploadsBefore);
      expect(result.uploadsMovedAside).toMatch(/uploads\.replaced-/);
      expect(readFileSync(path.join(result.uploadsMovedAside!, 'keep.txt'), 'utf8')).toBe('mine');
    }, LONG);
  });

  it('an archive of an older schema is restored, then migrated forward', async () => {
    // A database at every migration but the newest, made from a copy of drizzle/ with a shorter journal.
    const older = path.join(root, 'older-migrations');
    cpSync(MIGRATIONS, older, { recursive: true });
    const journal = JSON.parse(readFileSync(path.join(older, 'meta/_journal.json'), 'utf8'));
    journal.entries.pop();
    writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify(journal));
    const undo = setServerEnv({ MIGRATIONS_DIR: older });
    let old: OpenedDb;
    try {
      old = await openPglite('memory://');
    } finally {
      undo();
    }
    opened.push(old);
    const [u] = await old.db.execute<{ id: number }>(sql`insert into users (nickname) values ('from the old days') returning id`).then((r) =>
      Array.isArray(r) ? r : (r as unknown as { rows: { id: number }[] }).rows,
    );
    const oldArchive = path.join(root, 'backups/older.tar.gz');
    await runBackup(old.db, 'pglite', { out: oldArchive, storage: new LocalDiskStorage(path.join(root, 'no-uploads')) });

    const target = await openPgliteFromTemplate();
    opened.push(target);
    const result = await runRestore(target.db, oldArchive, { force: false, uploadDir: path.join(root, 'older-restored/uploads'), migrationsFolder: MIGRATIONS });
    expect(result.lines.join('\n')).toContain('1 newer migrations were applied after the rows');
    const [row] = await target.db.select({ id: users.id, nickname: users.nickname }).from(users);
    expect(row).toEqual({ id: u.id, nickname: 'from the old days' });
    const applied = await rows<{ n: number }>(target.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0].n).toBe(journal.entries.length + 1);
  }, LONG);

  (BASE_DATABASE_URL ? it : it.skip)('db:export-to-postgres copies the PGlite database and counts each table on both sides', async () => {
    const pg = await createPgDatabase();
    dropped.push(pg.drop);
    const target = await openPostgres(pg.url);
    opened.push(target);
    const result = await runExportToPostgres(source.db, target.db, { force: false, migrationsFolder: MIGRATIONS });
    expect(await snapshot(target.db)).toEqual(before);
    expect(result.tables.every((t) => t.source === t.target)).toBe(true);
    expect(result.tables.find((t) => t.name === 'users')).toEqual({ name: 'users', source: before.users.length, target: before.users.length });
    expect(result.lines[0]).toMatch(/^table\s+PGlite\s+PostgreSQL$/);
    expect(result.lines.some((l) => /^users\s+\d+\s+\d+$/.test(l))).toBe(true);
    // Again: the target now holds rows.
    await expect(runExportToPostgres(source.db, target.db, { force: false, migrationsFolder: MIGRATIONS })).rejects.toThrow(/not empty .*--force/);
    await runExportToPostgres(source.db, target.db, { force: true, migrationsFolder: MIGRATIONS });
    expect(await snapshot(target.db)).toEqual(before);
  }, LONG);

  it('a PGlite folder held by a running server is refused; a missing one is created only for a restore', async () => {
    const dir = path.join(root, 'held/pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(root, 'held/pglite.lock'), String(process.ppid));
    const undo = setServerEnv({ PGLITE_DIR: dir, DATABASE_URL: '' });
    try {
      await expect(openServerDatabase()).rejects.toThrow(new RegExp(`open in another process \\(pid ${process.ppid}\\).*stop the server`));
      await expect(openServerDatabase({ create: true })).rejects.toThrow(CommandError);
      setServerEnv({ PGLITE_DIR: path.join(root, 'missing') });
      await expect(openServerDatabase()).rejects.toThrow(/No database at .*missing/);
    } finally {
      undo();
    }
  });
});
