/**
 * What every API caller sees regardless of route: the health check, the error
 * envelope and its language, and the guards in front of every route (cross-site
 * requests, body size, content type).
 */
import journal from '@/drizzle/meta/_journal.json';
import { clientEvents, rateLimits } from '@/server/db/schema';

import {
  cnMessages,
  countRows,
  createUserWithSession,
  describeEachEngine,
  enMessages,
  envelope,
  healthDetails,
  setServerEnv,
  terminateDatabaseConnections,
  validationMessage,
} from './helpers/test-app';

const REPORT = '/api/monitor/customEventReport';
const validReport = { type: 'error', message: 'TypeError: x is undefined', url: '/study' };

describeEachEngine('API basics', (t) => {
  describe('GET /api/health', () => {
    it('answers 200 with the engine under test and the applied migrations, to staff', async () => {
      const staff = await createUserWithSession(t.db, { role: 'adviser' });
      const res = await t.request('/api/health', { headers: { token: staff.token } });
      expect(res.status).toBe(200);
      const body = await envelope<{ status: string; database: string; migrations: { applied: number } }>(res);
      expect(body.code).toBe(0);
      expect(body.data.status).toBe('ok');
      expect(body.data.database).toBe(t.engine);
      expect(body.data.migrations.applied).toBeGreaterThanOrEqual(1);
      expect(body.data.migrations.applied).toBe(journal.entries.length);
    });

    it('tells a visitor and a student only that it is up (#17.13)', async () => {
      const student = await createUserWithSession(t.db);
      const callers: Record<string, string>[] = [{}, { token: student.token }, { 'x-operator-token': 'guess' }];
      for (const headers of callers) {
        const res = await t.request('/api/health', { headers });
        expect(res.status).toBe(200);
        expect((await envelope(res)).data).toEqual({ status: 'ok' });
      }
    });

    it('shows the details to the operator token', async () => {
      const restore = setServerEnv({ OPERATOR_TOKEN: 'operator-secret-for-tests' });
      try {
        const res = await t.request('/api/health', { headers: { 'x-operator-token': 'operator-secret-for-tests' } });
        const body = await envelope<{ database: string; uptime: number }>(res);
        expect(body.data.database).toBe(t.engine);
        expect(typeof body.data.uptime).toBe('number');
      } finally {
        restore();
      }
    });

    it('sets a request id and the security headers', async () => {
      const res = await t.request('/api/health');
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    if (t.engine === 'postgres') {
      it('keeps serving after the database server drops its idle connections', async () => {
        expect((await t.request('/api/health')).status).toBe(200); // leaves an idle pooled connection
        expect(await terminateDatabaseConnections()).toBeGreaterThanOrEqual(1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await healthDetails(t)).database).toBe('postgres');
      });
    }

    it('echoes a request id our proxy sent (TRUST_PROXY), and a new one per request otherwise', async () => {
      const restore = setServerEnv({ TRUST_PROXY: 'loopback' });
      try {
        const mine = await t.request('/api/health', { ip: '127.0.0.1', headers: { 'x-request-id': 'trace-abc-123' } });
        expect(mine.headers.get('x-request-id')).toBe('trace-abc-123');
      } finally {
        restore();
      }
      const [a, b] = await Promise.all([t.request('/api/health'), t.request('/api/health')]);
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    });
  });

  describe('error envelope and language', () => {
    it('answers an unknown route with 404, code 4040, in Chinese by default', async () => {
      const res = await t.request('/api/no/such/route');
      expect(res.status).toBe(404);
      expect(await envelope(res)).toEqual({ code: 4040, msg: cnMessages.Errors.NOT_FOUND, data: null });
    });

    it('answers in English for Accept-Language en', async () => {
      const res = await t.request('/api/no/such/route', { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(404);
      expect(await envelope(res)).toEqual({ code: 4040, msg: enMessages.Errors.NOT_FOUND, data: null });
      const us = await t.request('/api/no/such/route', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect((await envelope(us)).msg).toBe(enMessages.Errors.NOT_FOUND);
    });

    it('answers in Chinese for Accept-Language zh-CN', async () => {
      const res = await t.request('/api/no/such/route', { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
      expect((await envelope(res)).msg).toBe(cnMessages.Errors.NOT_FOUND);
    });

    it('falls back to the i18n_redirected cookie when there is no Accept-Language', async () => {
      const res = await t.request('/api/no/such/route', { headers: { cookie: 'foo=1; i18n_redirected=en' } });
      expect((await envelope(res)).msg).toBe(enMessages.Errors.NOT_FOUND);
    });

    it('prefers an explicit Accept-Language over the cookie', async () => {
      const res = await t.request('/api/no/such/route', {
        headers: { cookie: 'i18n_redirected=en', 'accept-language': 'zh-CN' },
      });
      expect((await envelope(res)).msg).toBe(cnMessages.Errors.NOT_FOUND);
    });

    it('answers a validation failure with 400, code 4000, naming the field in both languages', async () => {
      const withoutMessage = { type: 'error', url: '/study' };
      const en = await t.request(REPORT, { json: withoutMessage, headers: { 'accept-language': 'en' } });
      expect(en.status).toBe(400);
      expect(await envelope(en)).toEqual({ code: 4000, msg: validationMessage('en', 'message'), data: null });

      const cn = await t.request(REPORT, { json: withoutMessage });
      expect(cn.status).toBe(400);
      expect(await envelope(cn)).toEqual({ code: 4000, msg: validationMessage('cn', 'message'), data: null });
    });

    it('answers a malformed JSON body with 400 and stores nothing', async () => {
      const before = await countRows(t.db, clientEvents);
      const res = await t.request(REPORT, {
        method: 'POST',
        body: '{"type":"error","message":',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      });
      expect(res.status).toBe(400);
      expect(await envelope(res)).toEqual({ code: 4000, msg: validationMessage('en', 'body'), data: null });
      expect(await countRows(t.db, clientEvents)).toBe(before);
    });
  });

  describe('request bodies', () => {
    /** A valid report serialised to exactly `bytes` bytes (the stack pads it). */
    function reportOfSize(bytes: number): string {
      const detail: Record<string, string> = {};
      for (let i = 0; i < 120; i++) detail[`k${i}`] = 'x'.repeat(500);
      const base = JSON.stringify({ ...validReport, detail, stack: '' });
      const body = JSON.stringify({ ...validReport, detail, stack: 's'.repeat(bytes - base.length) });
      expect(Buffer.byteLength(body)).toBe(bytes);
      return body;
    }

    it('accepts a JSON body of exactly 64 KiB', async () => {
      const res = await t.request(REPORT, {
        method: 'POST',
        body: reportOfSize(64 * 1024),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
    });

    it('refuses a body one byte over 64 KiB with 413, code 4130, and stores nothing', async () => {
      const before = await countRows(t.db, clientEvents);
      const res = await t.request(REPORT, {
        method: 'POST',
        body: reportOfSize(64 * 1024 + 1),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(await envelope(res)).toEqual({ code: 4130, msg: cnMessages.Errors.PAYLOAD_TOO_LARGE, data: null });
      expect(await countRows(t.db, clientEvents)).toBe(before);
    });

    it('refuses an oversized body sent chunked (no content-length) with 413', async () => {
      const body = JSON.stringify({ ...validReport, stack: 'y'.repeat(64 * 1024) });
      const res = await t.request(REPORT, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      expect(res.status).toBe(413);
      expect((await envelope(res)).code).toBe(4130);
    });

    it('refuses a text/plain body with 415, code 4150, and stores nothing', async () => {
      const before = await countRows(t.db, clientEvents);
      const res = await t.request(REPORT, {
        method: 'POST',
        body: JSON.stringify(validReport),
        headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
      });
      expect(res.status).toBe(415);
      expect(await envelope(res)).toEqual({ code: 4150, msg: enMessages.Errors.UNSUPPORTED_MEDIA_TYPE, data: null });
      expect(await countRows(t.db, clientEvents)).toBe(before);
    });

    it('refuses a text/plain body sent chunked with 415', async () => {
      const res = await t.request(REPORT, {
        method: 'POST',
        body: JSON.stringify(validReport),
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'transfer-encoding': 'chunked' },
      });
      expect(res.status).toBe(415);
      expect((await envelope(res)).code).toBe(4150);
    });

    it('refuses a body without any content type with 415', async () => {
      // A byte body, unlike a string one, gets no default text/plain type from fetch.
      const body = new TextEncoder().encode(JSON.stringify(validReport));
      const res = await t.request(REPORT, { method: 'POST', body });
      expect(res.status).toBe(415);
    });

    it('accepts JSON with parameters and any letter case in the media type', async () => {
      for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
        const res = await t.request(REPORT, { json: validReport, headers: { 'content-type': type } });
        expect(res.status).toBe(200);
      }
    });
  });

  describe('cross-site requests', () => {
    async function counts() {
      return [await countRows(t.db, clientEvents), await countRows(t.db, rateLimits)];
    }

    it('refuses a POST with a foreign Origin with 403, code 4031, and stores nothing', async () => {
      const before = await counts();
      const res = await t.request(REPORT, {
        json: validReport,
        ip: '203.0.113.31',
        headers: { origin: 'https://evil.example', 'accept-language': 'en' },
      });
      expect(res.status).toBe(403);
      expect(await envelope(res)).toEqual({ code: 4031, msg: enMessages.Errors.CROSS_SITE_REQUEST, data: null });
      expect(await counts()).toEqual(before);
    });

    it('refuses a POST with Origin null', async () => {
      const res = await t.request(REPORT, { json: validReport, headers: { origin: 'null' } });
      expect(res.status).toBe(403);
      expect((await envelope(res)).code).toBe(4031);
    });

    it('refuses a POST the browser marks Sec-Fetch-Site: cross-site, even from our own Origin', async () => {
      const before = await counts();
      const res = await t.request(REPORT, {
        json: validReport,
        headers: { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
      });
      expect(res.status).toBe(403);
      expect((await envelope(res)).code).toBe(4031);
      expect(await counts()).toEqual(before);
    });

    it('refuses a look-alike host that only starts with ours', async () => {
      const res = await t.request(REPORT, { json: validReport, headers: { origin: 'http://localhost:3000.evil.example' } });
      expect(res.status).toBe(403);
    });

    it('lets a same-origin POST through', async () => {
      const before = await countRows(t.db, clientEvents);
      const res = await t.request(REPORT, {
        json: validReport,
        headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      });
      expect(res.status).toBe(200);
      expect(await countRows(t.db, clientEvents)).toBe(before + 1);
    });

    it('lets safe methods through from any origin', async () => {
      const res = await t.request('/api/health', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(res.status).toBe(200);
    });
  });
});
