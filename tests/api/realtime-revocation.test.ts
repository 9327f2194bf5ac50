/**
 * Revoked sessions close their open sockets: the session services publish
 * `session.revoked` (server/events) and the hub, subscribed since it started,
 * closes the matching sockets with 1008. Logout closes one session's sockets;
 * a password change keeps the session that made it; cancellation closes all.
 */
import { eq } from 'drizzle-orm';

import { sessions } from '@/server/db/schema';
import { publish } from '@/server/events';
import { createHub } from '@/server/realtime/hub';
import { countUserSockets } from '@/server/realtime/registry';
import { createSession, revokeSession, revokeUserSessions } from '@/server/services/session';

import { createUserWithSession, describeApi, sha256Hex } from './helpers/test-app';
import { NO_UNREAD, openClient, startHubServer, type HubServer, type TestClient } from './helpers/ws';

const AUTH = 17;
const UNREAD = 19;

describeApi('websocket hub: revoked sessions', (t) => {
  let server: HubServer;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    server = await startHubServer();
  });
  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
  });
  afterAll(async () => {
    await server.close();
  });

  async function socketOf(token: string): Promise<TestClient> {
    const client = await openClient(`${server.url}/ws`);
    clients.push(client);
    client.send({ type: AUTH, data: { token } });
    expect(await client.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
    return client;
  }

  async function sessionIdOf(token: string): Promise<number> {
    const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
    return row.id;
  }

  it('logout closes the sockets of that session with 1008 and leaves the user’s other sessions open', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const { token: other } = await createSession(t.db, { userId });
    const revoked = await socketOf(token);
    const kept = await socketOf(other);
    await revokeSession(t.db, await sessionIdOf(token));
    expect(await revoked.closedWithin()).toEqual({ code: 1008, reason: 'session revoked' });
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    expect(countUserSockets(userId)).toBe(1);
  });

  it('revoking every session but one closes the others’ sockets and keeps that one', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const { token: second } = await createSession(t.db, { userId });
    const kept = await socketOf(token);
    const closed = await socketOf(second);
    await revokeUserSessions(t.db, userId, await sessionIdOf(token));
    expect((await closed.closedWithin()).code).toBe(1008);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
  });

  it('revoking every session of a user (cancellation) closes all its sockets', async () => {
    const { userId, token } = await createUserWithSession(t.db);
    const { token: second } = await createSession(t.db, { userId });
    const first = await socketOf(token);
    const other = await socketOf(second);
    // What applyCancellation publishes once its transaction has revoked the sessions.
    publish({ type: 'session.revoked', userIds: [userId] });
    expect((await first.closedWithin()).code).toBe(1008);
    expect((await other.closedWithin()).code).toBe(1008);
    expect(countUserSockets(userId)).toBe(0);
  });

  it('a hub that was closed has unsubscribed: a later revocation is handled once, by the running hub', async () => {
    createHub().close();
    const { userId, token } = await createUserWithSession(t.db);
    const client = await socketOf(token);
    publish({ type: 'session.revoked', userIds: [userId] });
    expect((await client.closedWithin()).code).toBe(1008);
  });
});
