/**
 * `npm run staff` (scripts/staff.ts) on a real database: the role it gives
 * is the one the /abc API obeys at the next request, a teacher is tied to
 * their profile, revoking closes the area again, every change is in the
 * staff log with actor 0 (the command line), and a PGlite folder that a
 * running server holds is refused with a message that says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import { staffActions, teachers, users } from '@/server/db/schema';
import { seed } from '@/server/db/seed';

import { CommandError, openStaffDatabase, runStaffCommand } from '../../scripts/staff-command';
import { newEmail, newPhone } from './helpers/auth';
import { call, ok, SEED_TIMEOUT } from './helpers/calls';
import { createUserWithSession, describeApi, setServerEnv } from './helpers/test-app';

interface StaffActionView {
  action: string;
  actorId: number;
  actor: string | null;
  targetUserId: number;
  target: string | null;
  targetAccountNo: string | null;
}

describeApi('npm run staff', (t) => {
  let adviserToken: string;

  beforeAll(async () => {
    await seed(t.db);
    adviserToken = (await createUserWithSession(t.db, { role: 'adviser', nickname: 'Adviser Lin' })).token;
  }, SEED_TIMEOUT);

  async function account(values: { phone?: string; email?: string; nickname: string }) {
    const [row] = await t.db
      .insert(users)
      .values({ nickname: values.nickname, ...(values.phone ? { dialCode: '86', phone: values.phone } : {}), ...(values.email ? { email: values.email } : {}) })
      .returning({ id: users.id, accountNo: users.accountNo });
    const { createSession } = await import('@/server/services/session');
    const { token } = await createSession(t.db, { userId: row.id });
    return { ...row, token };
  }

  const roleOf = async (id: number) => (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;
  const courseList = (token: string) => call(t, '/api/abc/course/list?page=1', { token });

  it('grant … adviser by +dial code and phone: the API lets the account in at once; the log names the command line', async () => {
    const phone = newPhone();
    const user = await account({ phone, nickname: 'New Adviser' });
    expect((await courseList(user.token)).status).toBe(403);

    const lines = await runStaffCommand(t.db, { kind: 'grant', account: `+86${phone}`, role: 'adviser', teacher: null });
    expect(lines[0]).toBe(`account ${user.accountNo} (New Adviser) is now an adviser (was: user).`);
    expect(await roleOf(user.id)).toBe('adviser');
    expect((await courseList(user.token)).status).toBe(200);

    const log = await ok<StaffActionView[]>(t, '/api/abc/actions', { token: adviserToken });
    expect(log).toContainEqual(expect.objectContaining({ action: 'grant_role', actorId: 0, actor: null, targetUserId: user.id, target: 'New Adviser', targetAccountNo: user.accountNo }));
  });

  it('grant … teacher --teacher <slug> by account number links the profile: the teacher sees only that teacher\'s classes; revoke takes it all back', async () => {
    const user = await account({ email: newEmail(), nickname: 'Amy (staff)' });
    const withoutProfile = await runStaffCommand(t.db, { kind: 'grant', account: user.accountNo, role: 'teacher', teacher: null });
    expect(withoutProfile.join('\n')).toContain('Warning: no teacher profile is linked');
    expect((await courseList(user.token)).status).toBe(403);

    const lines = await runStaffCommand(t.db, { kind: 'grant', account: user.accountNo, role: 'teacher', teacher: 'amy-lawson' });
    expect(lines.join('\n')).toContain('Linked to the teacher profile amy-lawson');
    const [amy] = await t.db.select({ id: teachers.id, userId: teachers.userId }).from(teachers).where(eq(teachers.slug, 'amy-lawson'));
    expect(amy.userId).toBe(user.id);
    const answer = await courseList(user.token);
    expect(answer.status).toBe(200);
    expect((answer.data as { list: { Teacher: { Id: number } }[] }).list.every((l) => l.Teacher.Id === amy.id)).toBe(true);

    // Another profile moves the link: one profile per account.
    await runStaffCommand(t.db, { kind: 'grant', account: user.accountNo, role: 'teacher', teacher: 'ben-carter' });
    const linked = await t.db.select({ slug: teachers.slug }).from(teachers).where(eq(teachers.userId, user.id));
    expect(linked.map((r) => r.slug)).toEqual(['ben-carter']);

    const revoked = await runStaffCommand(t.db, { kind: 'revoke', account: user.accountNo });
    expect(revoked.join('\n')).toContain('is no longer staff (was: teacher)');
    expect(await roleOf(user.id)).toBe('user');
    expect(await t.db.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, user.id))).toEqual([]);
    expect((await courseList(user.token)).status).toBe(403);
    const rows = await t.db.select().from(staffActions).where(and(eq(staffActions.targetUserId, user.id), eq(staffActions.action, 'revoke_role')));
    expect(rows).toEqual([expect.objectContaining({ actorId: 0, detail: { previousRole: 'teacher', teachers: ['ben-carter'] } })]);

    expect((await runStaffCommand(t.db, { kind: 'revoke', account: user.accountNo })).join('\n')).toContain('has no staff role');
  });

  it('list shows each staff account with its role and teacher profile', async () => {
    const user = await account({ phone: newPhone(), nickname: 'Listed Teacher' });
    await runStaffCommand(t.db, { kind: 'grant', account: user.accountNo, role: 'teacher', teacher: 'amy-lawson' });
    const lines = await runStaffCommand(t.db, { kind: 'list' });
    expect(lines[0]).toMatch(/^account\s+role\s+nickname/);
    expect(lines.find((l) => l.startsWith(user.accountNo))).toMatch(/teacher\s+Listed Teacher\s+\+86\d+\s+amy-lawson/);
    expect(lines.some((l) => /adviser\s+Adviser Lin/.test(l))).toBe(true);
  });

  it('an unknown account, an unknown teacher: refused with what to do, nothing changed', async () => {
    await expect(runStaffCommand(t.db, { kind: 'grant', account: 'nobody@example.com', role: 'adviser', teacher: null })).rejects.toThrow(CommandError);
    const user = await account({ phone: newPhone(), nickname: 'Keeps role' });
    await expect(runStaffCommand(t.db, { kind: 'grant', account: user.accountNo, role: 'teacher', teacher: 'no-such-teacher' })).rejects.toThrow(/No teacher "no-such-teacher". Teachers: .*amy-lawson/);
    expect(await roleOf(user.id)).toBe('user');
  });
});

describe('npm run staff and the PGlite folder', () => {
  let root: string;
  let owner: ChildProcess | undefined;
  let restore: () => void = () => undefined;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sprout-staff-'));
  });
  afterEach(() => {
    restore();
    owner?.kill('SIGKILL');
    owner = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  it('says plainly when the server holds the folder (PGlite allows one process)', async () => {
    const dir = path.join(root, 'pglite');
    mkdirSync(dir);
    owner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("ready")'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => owner!.stdout!.once('data', resolve));
    writeFileSync(path.join(root, 'pglite.lock'), String(owner.pid));
    restore = setServerEnv({ PGLITE_DIR: dir, DATABASE_URL: '' });
    await expect(openStaffDatabase()).rejects.toThrow(new RegExp(`open in another process \\(pid ${owner.pid}\\).*stop the server`));
  });

  it('says so when there is no database at PGLITE_DIR, instead of making an empty one', async () => {
    restore = setServerEnv({ PGLITE_DIR: path.join(root, 'missing'), DATABASE_URL: '' });
    await expect(openStaffDatabase()).rejects.toThrow(/No database at .*missing\. Start the server once/);
  });
});
