/**
 * What operators and load balancers call: readiness (/api/ready), the
 * Prometheus metrics (/api/metrics) and who may read them, and the request id
 * every answer and access-log line carries.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import journal from '@/drizzle/meta/_journal.json';
import { resetDraining, startDraining } from '@/server/lifecycle';

import { sample, scrape } from './helpers/metrics';
import { createUserWithSession, describeEachEngine, envelope, setServerEnv, type TestRequestInit } from './helpers/test-app';

const OPERATOR = 'operator-secret-for-tests';

describeEachEngine('operations endpoints', (t) => {
  describe('GET /api/ready', () => {
    afterEach(() => resetDraining());

    it('answers 200 ready to anyone, with nothing more for a stranger', async () => {
      const res = await t.request('/api/ready');
      expect(res.status).toBe(200);
      expect((await envelope(res)).data).toEqual({ status: 'ready' });
    });

    it('shows staff and the operator token the migration counts', async () => {
      const staff = await createUserWithSession(t.db, { role: 'adviser' });
      const res = await t.request('/api/ready', { headers: { token: staff.token } });
      expect((await envelope(res)).data).toEqual({
        status: 'ready',
        migrations: { applied: journal.entries.length, expected: journal.entries.length },
      });
      const restore = setServerEnv({ OPERATOR_TOKEN: OPERATOR });
      try {
        const op = await t.request('/api/ready', { headers: { authorization: `Bearer ${OPERATOR}` } });
        expect((await envelope<{ migrations: unknown }>(op)).data.migrations).toEqual({ applied: journal.entries.length, expected: journal.entries.length });
      } finally {
        restore();
      }
    });

    it('answers 503 at once while the process drains; the reason only to the operator', async () => {
      startDraining();
      const res = await t.request('/api/ready');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect((await envelope(res)).data).toEqual({ status: 'not_ready' });
      const restore = setServerEnv({ OPERATOR_TOKEN: OPERATOR });
      try {
        const op = await t.request('/api/ready', { headers: { 'x-operator-token': OPERATOR } });
        expect(op.status).toBe(503);
        expect((await envelope(op)).data).toEqual({ status: 'not_ready', reason: 'draining' });
      } finally {
        restore();
      }
      // Liveness is not readiness: the process is still alive.
      expect((await t.request('/api/health')).status).toBe(200);
    });

    it('answers 503 (reason database) when the database fails or does not answer within 2 s, and 200 again once it does', async () => {
      const restore = setServerEnv({ OPERATOR_TOKEN: OPERATOR });
      const execute = jest.spyOn(t.db, 'execute');
      try {
        // Down: the query fails at once.
        execute.mockImplementationOnce(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) as never);
        const down = await t.request('/api/ready');
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        expect((await envelope(down)).data).toEqual({ status: 'not_ready' });
        // Stuck: no answer at all; readiness gives up after 2 s rather than hang the balancer's check.
        execute.mockImplementationOnce(() => new Promise(() => undefined) as never);
        const started = Date.now();
        const stuck = await t.request('/api/ready', { headers: { 'x-operator-token': OPERATOR } });
        expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
        expect(stuck.status).toBe(503);
        expect((await envelope(stuck)).data).toEqual({ status: 'not_ready', reason: 'database' });
        // Liveness is not readiness: the process still serves.
        expect((await t.request('/api/health')).status).toBe(200);
        // Back.
        expect((await t.request('/api/ready')).status).toBe(200);
      } finally {
        execute.mockRestore();
        restore();
      }
    });

    it('answers 503 (reason migrations) when MIGRATIONS_DIR holds a migration not applied', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'sprout-migrations-'));
      await mkdir(path.join(dir, 'meta'));
      const newer = JSON.parse(await readFile(path.join(process.cwd(), 'drizzle/meta/_journal.json'), 'utf8')) as typeof journal;
      const last = newer.entries.at(-1)!;
      newer.entries.push({ ...last, idx: last.idx + 1, when: last.when + 60_000, tag: '9999_not_applied' });
      await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(newer));
      const restore = setServerEnv({ MIGRATIONS_DIR: dir, OPERATOR_TOKEN: OPERATOR });
      try {
        const stranger = await t.request('/api/ready');
        expect(stranger.status).toBe(503);
        expect((await envelope(stranger)).data).toEqual({ status: 'not_ready' });
        const op = await t.request('/api/ready', { headers: { 'x-operator-token': OPERATOR } });
        expect((await envelope(op)).data).toEqual({
          status: 'not_ready',
          reason: 'migrations',
          migrations: { applied: journal.entries.length, expected: journal.entries.length + 1 },
        });
      } finally {
        restore();
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  describe('GET /api/metrics', () => {
    it('is served in the Prometheus text format to a loopback caller when no operator token is set', async () => {
      const res = await t.request('/api/metrics', { ip: '127.0.0.1' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      for (const name of ['http_requests_total', 'http_request_duration_seconds', 'ws_sockets', 'provider_errors_total', 'db_info', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
        expect(text).toContain(`# TYPE ${name} `);
      }
      expect(sample(text, 'db_info', { engine: t.engine })).toBe(1);
      expect(sample(text, 'ws_sockets', { state: 'open' })).toBeGreaterThanOrEqual(0);
      if (t.engine === 'postgres') {
        expect(sample(text, 'db_pool_connections', { engine: 'postgres', state: 'total' })).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'db_pool_connections', { engine: 'postgres', state: 'waiting' })).toBe(0);
      } else {
        expect(text).not.toMatch(/^db_pool_connections\{/m);
      }
    });

    it('is a 404 to anyone else: another address, a loopback request forwarded by a proxy (#17.13)', async () => {
      const strangers: TestRequestInit[] = [
        {},
        { ip: '10.0.0.5' },
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
        { ip: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      ];
      for (const init of strangers) {
        const res = await t.request('/api/metrics', init);
        expect(res.status).toBe(404);
        expect((await envelope(res)).code).toBe(4040);
      }
      const staff = await createUserWithSession(t.db, { role: 'adviser' });
      expect((await t.request('/api/metrics', { headers: { token: staff.token } })).status).toBe(404);
    });

    it('with OPERATOR_TOKEN set, needs the token (x-operator-token or Bearer), from anywhere, loopback included', async () => {
      const restore = setServerEnv({ OPERATOR_TOKEN: OPERATOR });
      try {
        expect((await t.request('/api/metrics', { ip: '127.0.0.1' })).status).toBe(404);
        expect((await t.request('/api/metrics', { headers: { 'x-operator-token': 'guess' } })).status).toBe(404);
        expect((await t.request('/api/metrics', { headers: { authorization: 'Bearer guess' } })).status).toBe(404);
        expect((await t.request('/api/metrics', { headers: { 'x-operator-token': OPERATOR } })).status).toBe(200);
        expect((await t.request('/api/metrics', { headers: { authorization: `Bearer ${OPERATOR}` } })).status).toBe(200);
      } finally {
        restore();
      }
    });

    it('counts requests by route pattern, never by the raw path, and unmatched ones as such', async () => {
      const id = '987654321';
      await t.request(`/api/picture/book/detail/${id}`);
      await t.request(`/api/no/such/${id}/route`);
      await t.request('/api/abc/trial/list'); // refused by the /abc middleware before the route: still its pattern
      const text = await scrape(t);
      expect(text).not.toContain(id);
      expect(text).not.toContain('/api/no/such');
      const bookDetail = text.split('\n').filter((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/picture/book/detail/:id"'));
      expect(bookDetail.length).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/abc/trial/list', status: '401' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/abc/trial/list' })).toBeGreaterThanOrEqual(1);
    });

    it('keeps methods to a fixed list', async () => {
      await t.request('/api/health', { method: 'PROPFIND' });
      const text = await scrape(t);
      expect(text).not.toContain('PROPFIND');
      expect(text).toMatch(/http_requests_total\{method="OTHER"/);
    });
  });

  describe('request ids', () => {
    it('gives every answer a fresh id, replacing one a client sent directly', async () => {
      const res = await t.request('/api/health', { headers: { 'x-request-id': 'chosen-by-client' } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps the id of a proxy that TRUST_PROXY names, if it is a sane one', async () => {
      const restore = setServerEnv({ TRUST_PROXY: 'loopback' });
      try {
        const proxied = await t.request('/api/health', { ip: '127.0.0.1', headers: { 'x-request-id': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' } });
        expect(proxied.headers.get('x-request-id')).toBe('a1b2c3d4e5f60718293a4b5c6d7e8f90');
        const odd = await t.request('/api/health', { ip: '127.0.0.1', headers: { 'x-request-id': 'has spaces<and>tags' } });
        expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        const notOurs = await t.request('/api/health', { ip: '198.51.100.7', headers: { 'x-request-id': 'trace-abc-123' } });
        expect(notOurs.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        restore();
      }
    });
  });
});
