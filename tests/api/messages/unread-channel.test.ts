/**
 * The unread channel (SPEC §4 WebSocket, Unread badge): type 19 answers the
 * type-17 login with the counts of every group type and is sent again on
 * every change (a message, a notification, reading); muted types count 0;
 * nothing is pushed in quiet hours; on PostgreSQL a change made by one
 * process reaches a socket held by another.
 */
import { eq } from 'drizzle-orm';

import { messageSettings } from '@/server/db/schema';

import { ok } from '../helpers/calls';
import { createUserWithSession, describeEachEngine } from '../helpers/test-app';
import { NO_UNREAD, openClient, startHubProcess, startHubServer, type HubProcess, type HubServer, type TestClient } from '../helpers/ws';

const AUTH = 17;
const UNREAD = 19;
const HEARTBEAT = 1;

const counts = (byType: Record<number, number>) => NO_UNREAD.map(({ groupType }) => ({ groupType, unreadCount: byType[groupType] ?? 0 }));

describeEachEngine('unread channel', (t) => {
  let server: HubServer;
  let hubProcess: HubProcess | undefined;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    server = await startHubServer();
  });
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    await hubProcess?.stop();
    hubProcess = undefined;
  });
  afterAll(async () => {
    await server.close();
  });

  async function listen(token: string, url = `${server.url}/ws`): Promise<TestClient> {
    const client = await openClient(url);
    clients.push(client);
    client.send({ type: AUTH, data: { token } });
    return client;
  }

  async function pair() {
    const me = await createUserWithSession(t.db, { profileVisibility: 'public' });
    const pal = await createUserWithSession(t.db, { profileVisibility: 'public' });
    return { me, pal, say: (content: string) => ok(t, '/api/msg/send', { token: pal.token, json: { friendId: me.userId, content } }) };
  }

  it('answers the login with every group type and pushes each change: a message, then reading it', async () => {
    const { me, pal, say } = await pair();
    await say('before the socket');
    const socket = await listen(me.token);
    expect(await socket.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: counts({ 1: 1 }) } });
    await say('while connected');
    expect(await socket.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: counts({ 1: 2 }) } });
    await ok(t, `/api/msg/group/read?friendId=${pal.userId}`, { method: 'PUT', token: me.token });
    expect(await socket.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
    // My own message changes only pal's counts: the next thing I get is the heartbeat's answer.
    await ok(t, '/api/msg/send', { token: me.token, json: { friendId: pal.userId, content: 'thanks!' } });
    socket.send({ type: HEARTBEAT });
    expect(await socket.next()).toEqual({ type: HEARTBEAT });
  });

  it('counts a muted type as 0 and pushes nothing in quiet hours', async () => {
    const { me, say } = await pair();
    await t.db.insert(messageSettings).values({ userId: me.userId, mutedTypes: [1] });
    const socket = await listen(me.token);
    expect(await socket.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
    await say('muted');
    expect(await socket.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });

    // Quiet hours around the clock (00:00 to 23:59 in the user's zone): the change is not pushed.
    await t.db.update(messageSettings).set({ mutedTypes: [], quietStart: '00:00', quietEnd: '23:59' }).where(eq(messageSettings.userId, me.userId));
    await say('shh');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.send({ type: HEARTBEAT });
    expect(await socket.next()).toEqual({ type: HEARTBEAT });
    // A new login still gets the true counts: quiet hours hold back pushes, not answers.
    const later = await listen(me.token);
    expect(await later.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: counts({ 1: 2 }) } });
  });

  if (t.engine === 'postgres') {
    it('reaches a socket held by another process on the same PostgreSQL', async () => {
      const { me, say } = await pair();
      hubProcess = await startHubProcess(process.env.DATABASE_URL);
      const remote = await listen(me.token, hubProcess.url);
      expect(await remote.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: NO_UNREAD } });
      await say('across processes');
      expect(await remote.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: counts({ 1: 1 }) } });
      await ok(t, '/api/msg/group/read?groupId=0', { method: 'PUT', token: me.token }); // nothing there: no push
      await ok(t, `/api/msg/group/read?friendId=${(await createUserWithSession(t.db)).userId}`, { method: 'PUT', token: me.token });
      await say('and again');
      expect(await remote.next()).toEqual({ type: UNREAD, data: { groupUnreadCount: counts({ 1: 2 }) } });
    }, 60_000);
  }
});
