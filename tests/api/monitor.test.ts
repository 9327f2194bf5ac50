/**
 * Client error reports: POST /api/monitor/customEventReport stores what a
 * browser sends (strictly validated, rate limited per client address), and
 * GET /api/monitor/events shows them to staff or to the operator token.
 */
import { desc, eq } from 'drizzle-orm';

import { clientEvents } from '@/server/db/schema';

import {
  cnMessages,
  countRows,
  createUserWithSession,
  describeApi,
  envelope,
  setServerEnv,
  validationMessage,
} from './helpers/test-app';

const REPORT = '/api/monitor/customEventReport';
const EVENTS = '/api/monitor/events';

interface EventRow {
  id: number;
  type: string;
  message: string;
  url: string | null;
  userId: number | null;
  detail: unknown;
}
interface EventPage {
  list: EventRow[];
  total: number;
  page: number;
  size: number;
}

describeApi('monitor', (t) => {
  describe('POST /api/monitor/customEventReport', () => {
    it('stores a valid report with the caller’s user agent', async () => {
      const report = {
        type: 'chunk-load',
        message: 'Loading chunk 42 failed.',
        url: 'https://sprout.example/study?x=1',
        stack: 'ChunkLoadError: Loading chunk 42 failed.\n    at app.js:1:1',
        detail: { chunk: 42, retried: true, note: null, build: 'abc' },
      };
      const res = await t.request(REPORT, { json: report, headers: { 'user-agent': 'TestBrowser/1.0' } });
      expect(res.status).toBe(200);
      const body = await envelope<{ id: number }>(res);
      expect(body.code).toBe(0);
      const [row] = await t.db.select().from(clientEvents).where(eq(clientEvents.id, body.data.id));
      expect(row).toMatchObject({ ...report, userAgent: 'TestBrowser/1.0', userId: null });
      expect(row.createdAt).toBeInstanceOf(Date);
    });

    it('records the reporting user when a session is sent', async () => {
      const { userId, token } = await createUserWithSession(t.db);
      const res = await t.request(REPORT, { json: { type: 'custom', message: 'from a learner' }, headers: { token } });
      const { data } = await envelope<{ id: number }>(res);
      const [row] = await t.db.select().from(clientEvents).where(eq(clientEvents.id, data.id));
      expect(row.userId).toBe(userId);
    });

    it('drops a userId in the report: only a session names the reporter', async () => {
      const res = await t.request(REPORT, { json: { type: 'custom', message: 'claims a user', userId: 1 } });
      const { data } = await envelope<{ id: number }>(res);
      const [row] = await t.db.select().from(clientEvents).where(eq(clientEvents.id, data.id));
      expect(row.userId).toBeNull();
    });

    it.each([
      ['an unknown type', { type: 'warning', message: 'x' }, 'type'],
      ['an empty message', { type: 'error', message: '   ' }, 'message'],
      ['a message over 2000 characters', { type: 'error', message: 'm'.repeat(2001) }, 'message'],
      ['a nested detail value', { type: 'error', message: 'x', detail: { deep: { a: 1 } } }, 'detail.deep'],
    ])('refuses %s with 400 and stores nothing', async (_label, report, field) => {
      const before = await countRows(t.db, clientEvents);
      const res = await t.request(REPORT, { json: report, headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(400);
      const body = await envelope(res);
      expect(body.code).toBe(4000);
      if (field) expect(body.msg).toBe(validationMessage('en', field));
      expect(await countRows(t.db, clientEvents)).toBe(before);
    });

    describe('rate limit', () => {
      let restore: () => void;
      beforeAll(() => {
        restore = setServerEnv({ MONITOR_REPORTS_PER_MINUTE: '3' });
      });
      afterAll(() => restore());

      it('answers the (n+1)th report from one address with 429, code 4290 and retry-after, and does not store it', async () => {
        const ip = '203.0.113.50';
        for (let i = 1; i <= 3; i++) {
          const res = await t.request(REPORT, { ip, json: { type: 'custom', message: `burst ${i}` } });
          expect(res.status).toBe(200);
        }
        const before = await countRows(t.db, clientEvents);
        const res = await t.request(REPORT, { ip, json: { type: 'custom', message: 'burst 4' } });
        expect(res.status).toBe(429);
        expect(await envelope(res)).toEqual({ code: 4290, msg: cnMessages.Errors.TOO_MANY_REQUESTS, data: null });
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        expect(await countRows(t.db, clientEvents)).toBe(before);
        const stored = await t.db.select().from(clientEvents).where(eq(clientEvents.message, 'burst 4'));
        expect(stored).toHaveLength(0);
      });

      it('counts each client address separately', async () => {
        for (let i = 1; i <= 3; i++) {
          await t.request(REPORT, { ip: '203.0.113.60', json: { type: 'custom', message: `a ${i}` } });
        }
        expect((await t.request(REPORT, { ip: '203.0.113.60', json: { type: 'custom', message: 'a 4' } })).status).toBe(429);
        expect((await t.request(REPORT, { ip: '203.0.113.61', json: { type: 'custom', message: 'b 1' } })).status).toBe(200);
      });

      it('does not count invalid reports against the limit', async () => {
        const ip = '203.0.113.70';
        for (let i = 0; i < 5; i++) {
          expect((await t.request(REPORT, { ip, json: { type: 'nope', message: 'x' } })).status).toBe(400);
        }
        expect((await t.request(REPORT, { ip, json: { type: 'custom', message: 'still allowed' } })).status).toBe(200);
      });
    });
  });

  describe('GET /api/monitor/events', () => {
    let restore: () => void;
    beforeAll(() => {
      restore = setServerEnv({ OPERATOR_TOKEN: 'op-secret-7f3a' });
    });
    afterAll(() => restore());

    it('answers a visitor with 401, code 1001', async () => {
      const res = await t.request(EVENTS);
      expect(res.status).toBe(401);
      expect((await envelope(res)).code).toBe(1001);
    });

    it('answers a plain user with 403, code 4030', async () => {
      const { token } = await createUserWithSession(t.db, { role: 'user' });
      const res = await t.request(EVENTS, { headers: { token } });
      expect(res.status).toBe(403);
      expect(await envelope(res)).toEqual({ code: 4030, msg: cnMessages.Errors.FORBIDDEN, data: null });
    });

    it('lists reports newest first for staff, paged', async () => {
      const { token } = await createUserWithSession(t.db, { role: 'adviser' });
      await t.request(REPORT, { ip: '203.0.113.80', json: { type: 'render', message: 'older' } });
      await t.request(REPORT, { ip: '203.0.113.80', json: { type: 'render', message: 'newer' } });
      const total = await countRows(t.db, clientEvents);
      const newestIds = (await t.db.select({ id: clientEvents.id }).from(clientEvents).orderBy(desc(clientEvents.id))).map(
        (r) => r.id,
      );

      const res = await t.request(EVENTS, { headers: { token } });
      expect(res.status).toBe(200);
      const { code, data } = await envelope<EventPage>(res);
      expect(code).toBe(0);
      expect(data).toMatchObject({ total, page: 1, size: 20 });
      expect(data.list.map((e) => e.id)).toEqual(newestIds.slice(0, 20));
      expect(data.list.slice(0, 2).map((e) => e.message)).toEqual(['newer', 'older']);

      const page2 = await envelope<EventPage>(await t.request(`${EVENTS}?page=2&size=1`, { headers: { token } }));
      expect(page2.data).toMatchObject({ total, page: 2, size: 1 });
      expect(page2.data.list.map((e) => e.message)).toEqual(['older']);

      const renders = await envelope<EventPage>(await t.request(`${EVENTS}?type=render`, { headers: { token } }));
      expect(renders.data.total).toBe(2);
      expect(renders.data.list.every((e) => e.type === 'render')).toBe(true);
    });

    it('refuses a page size over 100 with 400', async () => {
      const { token } = await createUserWithSession(t.db, { role: 'adviser' });
      const res = await t.request(`${EVENTS}?size=1000`, { headers: { token } });
      expect(res.status).toBe(400);
      expect((await envelope(res)).code).toBe(4000);
    });

    it('lets the operator token in without a session', async () => {
      const res = await t.request(EVENTS, { headers: { 'x-operator-token': 'op-secret-7f3a' } });
      expect(res.status).toBe(200);
      const { data } = await envelope<EventPage>(res);
      expect(data.total).toBe(await countRows(t.db, clientEvents));
    });

    it('does not take a wrong operator token', async () => {
      const res = await t.request(EVENTS, { headers: { 'x-operator-token': 'op-secret-7f3b' } });
      expect(res.status).toBe(401);
    });

    it('takes no operator token at all when OPERATOR_TOKEN is unset', async () => {
      const unset = setServerEnv({ OPERATOR_TOKEN: undefined });
      try {
        for (const header of ['', 'undefined', 'op-secret-7f3a']) {
          const res = await t.request(EVENTS, { headers: { 'x-operator-token': header } });
          expect(res.status).toBe(401);
        }
      } finally {
        unset();
      }
    });
  });
});
