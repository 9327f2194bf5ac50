/**
 * Sessions as a client sees them through GET /api/user/info: the `token`
 * header authenticates, nothing else does, and a revoked or expired session
 * answers code 1001. The database keeps only a hash of each token.
 */
import { eq } from 'drizzle-orm';

import { USER_TOKEN_MAX_AGE } from '@/lib/constants/auth';
import { sessions, users } from '@/server/db/schema';
import { createSession, revokeSession, revokeUserSessions } from '@/server/services/session';

import { cnMessages, createUserWithSession, describeApi, enMessages, envelope, sha256Hex } from './helpers/test-app';

const INFO = '/api/user/info';
const DAY_MS = 24 * 60 * 60 * 1000;

describeApi('sessions', (t) => {
  async function expectSessionExpired(res: Response) {
    expect(res.status).toBe(401);
    expect(await envelope(res)).toEqual({ code: 1001, msg: cnMessages.Errors.SESSION_EXPIRED, data: null });
  }

  /** No token at all: the same code 1001, worded 'please log in first'. */
  async function expectLoginRequired(res: Response) {
    expect(res.status).toBe(401);
    expect(await envelope(res)).toEqual({ code: 1001, msg: cnMessages.Errors.LOGIN_REQUIRED, data: null });
  }

  async function sessionIdOf(token: string): Promise<number> {
    const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
    return row.id;
  }

  it('answers 401, code 1001, "please log in first" without a token', async () => {
    await expectLoginRequired(await t.request(INFO));
  });

  it('answers in English for an English caller', async () => {
    const res = await t.request(INFO, { headers: { 'accept-language': 'en' } });
    expect(await envelope(res)).toEqual({ code: 1001, msg: enMessages.Errors.LOGIN_REQUIRED, data: null });
    const dead = await t.request(INFO, { headers: { 'accept-language': 'en', token: 'not-a-real-token' } });
    expect(await envelope(dead)).toEqual({ code: 1001, msg: enMessages.Errors.SESSION_EXPIRED, data: null });
  });

  it('returns the user behind a live token', async () => {
    const { userId, token } = await createUserWithSession(t.db, { nickname: '小明 Tom' });
    const res = await t.request(INFO, { headers: { token } });
    expect(res.status).toBe(200);
    expect(await envelope(res)).toEqual({
      code: 0,
      msg: 'success',
      data: expect.objectContaining({ uid: userId, nickname: '小明 Tom', avatar: null, role: 'user' }),
    });
  });

  it('tells two users apart by their tokens', async () => {
    const a = await createUserWithSession(t.db, { nickname: 'Amy' });
    const b = await createUserWithSession(t.db, { nickname: 'Ben' });
    const infoA = await envelope<{ nickname: string }>(await t.request(INFO, { headers: { token: a.token } }));
    const infoB = await envelope<{ nickname: string }>(await t.request(INFO, { headers: { token: b.token } }));
    expect([infoA.data.nickname, infoB.data.nickname]).toEqual(['Amy', 'Ben']);
  });

  it('refuses an unknown or absurdly long token', async () => {
    await expectSessionExpired(await t.request(INFO, { headers: { token: 'not-a-real-token' } }));
    await expectSessionExpired(await t.request(INFO, { headers: { token: 'x'.repeat(5000) } }));
  });

  it('refuses a token that differs from a live one by one character', async () => {
    const { token } = await createUserWithSession(t.db);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    await expectSessionExpired(await t.request(INFO, { headers: { token: token.slice(0, -1) + last } }));
  });

  it('refuses a revoked token, and only that one', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const { token: other } = await createSession(t.db, { userId });
    await revokeSession(t.db, await sessionIdOf(token));
    await expectSessionExpired(await t.request(INFO, { headers: { token } }));
    expect((await t.request(INFO, { headers: { token: other } })).status).toBe(200);
  });

  it('revokes all of a user’s sessions but the one kept, and no one else’s', async () => {
    const { userId, token: kept } = await createUserWithSession(t.db);
    const { token: second } = await createSession(t.db, { userId });
    const { token: third } = await createSession(t.db, { userId });
    const stranger = await createUserWithSession(t.db);
    await revokeUserSessions(t.db, userId, await sessionIdOf(kept));
    expect((await t.request(INFO, { headers: { token: kept } })).status).toBe(200);
    await expectSessionExpired(await t.request(INFO, { headers: { token: second } }));
    await expectSessionExpired(await t.request(INFO, { headers: { token: third } }));
    expect((await t.request(INFO, { headers: { token: stranger.token } })).status).toBe(200);
  });

  it('refuses a session past its 30 days and accepts one just inside them', async () => {
    const [row] = await t.db.insert(users).values({ nickname: 'Old' }).returning({ id: users.id });
    const lifetimeMs = USER_TOKEN_MAX_AGE * 1000;
    expect(lifetimeMs).toBe(30 * DAY_MS);
    const expired = await createSession(t.db, { userId: row.id, now: new Date(Date.now() - lifetimeMs - 60_000) });
    const fresh = await createSession(t.db, { userId: row.id, now: new Date(Date.now() - lifetimeMs + 60_000) });
    await expectSessionExpired(await t.request(INFO, { headers: { token: expired.token } }));
    expect((await t.request(INFO, { headers: { token: fresh.token } })).status).toBe(200);
  });

  it('ends the session when its user is deleted', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    await t.db.delete(users).where(eq(users.id, userId));
    await expectSessionExpired(await t.request(INFO, { headers: { token } }));
  });

  it('never authenticates from the user_token cookie', async () => {
    const { token } = await createUserWithSession(t.db);
    await expectLoginRequired(await t.request(INFO, { headers: { cookie: `user_token=${token}` } }));
    await expectLoginRequired(await t.request(INFO, { headers: { cookie: `token=${token}` } }));
  });

  it('stores only a SHA-256 hash of the token, never the token itself', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('issues a different token every time', async () => {
    const [row] = await t.db.insert(users).values({ nickname: 'Many' }).returning({ id: users.id });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => createSession(t.db, { userId: row.id })));
    expect(new Set(tokens.map((s) => s.token)).size).toBe(20);
  });
});
