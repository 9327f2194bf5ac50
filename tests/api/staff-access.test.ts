/**
 * Security finding #17.14 (Z4): the /abc area's API needs a live session with
 * the staff role; the staff role comes from the database or, for the accounts
 * an operator lists in STAFF_ACCOUNTS, from their next login. Also the API's
 * HSTS header in production (#17.13, X3).
 */
import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';

import { newEmail, newPhone } from './helpers/auth';
import { createUserWithSession, describeApi, envelope, setServerEnv } from './helpers/test-app';

describeApi('staff area access', (t) => {
  const ABC_PATHS = ['/api/abc', '/api/abc/course/todayList', '/api/abc/course/list?page=1'];

  it.each(ABC_PATHS)('a visitor gets code 1001 at %s', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(1001);
  });

  it.each(ABC_PATHS)('a dead token gets code 1001 at %s', async (path) => {
    const res = await t.request(path, { headers: { token: 'not-a-live-session-token' } });
    expect(res.status).toBe(401);
    expect((await envelope(res)).code).toBe(1001);
  });

  it.each(ABC_PATHS)('a student’s live session is refused with 403 at %s, also for writes', async (path) => {
    const student = await createUserWithSession(t.db);
    const read = await t.request(path, { headers: { token: student.token } });
    expect(read.status).toBe(403);
    expect((await envelope(read)).code).toBe(4030);
    const write = await t.request(path, { method: 'POST', headers: { token: student.token }, json: {} });
    expect(write.status).toBe(403);
  });

  it('staff get past the gate (no /abc route exists yet, so the answer is 404)', async () => {
    const staff = await createUserWithSession(t.db, { role: 'adviser' });
    const res = await t.request('/api/abc/course/todayList', { headers: { token: staff.token } });
    expect(res.status).toBe(404);
  });

  it('a student cannot read the monitor’s reports; staff can', async () => {
    const student = await createUserWithSession(t.db);
    expect((await t.request('/api/monitor/events', { headers: { token: student.token } })).status).toBe(403);
    const staff = await createUserWithSession(t.db, { role: 'adviser' });
    expect((await t.request('/api/monitor/events', { headers: { token: staff.token } })).status).toBe(200);
  });

  describe('STAFF_ACCOUNTS', () => {
    let restore: () => void = () => undefined;
    afterEach(() => restore());

    async function roleOf(where: { phone?: string; email?: string }) {
      const [row] = await t.db
        .select({ role: users.role })
        .from(users)
        .where(where.phone ? eq(users.phone, where.phone) : eq(users.email, where.email!));
      return row?.role;
    }

    it('a listed phone number gets the staff role at login, whatever its spelling in the list; others do not', async () => {
      const listed = newPhone();
      const other = newPhone();
      restore = setServerEnv({ STAFF_ACCOUNTS: ` +86 ${listed.slice(0, 3)} ${listed.slice(3)} , teacher@example.com` });
      const [a, b] = [
        await t.db.insert(users).values({ nickname: 'listed', dialCode: '86', phone: listed }).returning({ id: users.id }),
        await t.db.insert(users).values({ nickname: 'other', dialCode: '86', phone: other }).returning({ id: users.id }),
      ];
      const { createSession } = await import('@/server/services/session');
      const listedSession = await createSession(t.db, { userId: a[0].id });
      await createSession(t.db, { userId: b[0].id });
      expect(await roleOf({ phone: listed })).toBe('adviser');
      expect(await roleOf({ phone: other })).toBe('user');
      const res = await t.request('/api/abc/course/todayList', { headers: { token: listedSession.token } });
      expect(res.status).toBe(404); // past the staff gate
    });

    it('a listed e-mail address is matched without regard to case', async () => {
      const email = newEmail();
      restore = setServerEnv({ STAFF_ACCOUNTS: email.toUpperCase() });
      const [row] = await t.db.insert(users).values({ nickname: 'mail', email }).returning({ id: users.id });
      const { createSession } = await import('@/server/services/session');
      await createSession(t.db, { userId: row.id });
      expect(await roleOf({ email })).toBe('adviser');
    });
  });

  describe('HSTS on API answers (X3)', () => {
    let restore: () => void = () => undefined;
    afterEach(() => restore());

    it('is sent in production for a year with subdomains', async () => {
      restore = setServerEnv({ NODE_ENV: 'production' });
      const res = await t.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });

    it('is not sent in development', async () => {
      restore = setServerEnv({ NODE_ENV: 'development' });
      const res = await t.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  });
});
