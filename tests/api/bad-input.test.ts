/**
 * Input the database or the decoder cannot take answers 400, never 500
 * (security baseline R1; ASVS5 16.5.1, 16.5.4), and what a failed query
 * leaves in the logs names the statement and the SQLSTATE only, never its
 * parameters (ASVS5 16.2.5, baseline L1): a typed login name must not reach
 * a log line.
 */
import { sql } from 'drizzle-orm';

import { getLogger } from '@/server/log';
import { createUploadsApp } from '@/server/web/uploads';
import { createSeedMediaApp } from '@/server/web/seed-media';

import { md5, newIp, newPhone, withServerEnv } from './helpers/auth';
import { cnMessages, describeApi, enMessages, envelope, type EngineSuite } from './helpers/test-app';

const mockLogLines: string[] = [];
jest.mock('pino', () => {
  const actual = jest.requireActual('pino');
  const pino = actual.default ?? actual;
  const capture = (options: object) => pino(options, { write: (line: string) => mockLogLines.push(line) });
  return { __esModule: true, default: Object.assign(capture, pino) };
});

const mockSecretName = `secret-login-${Date.now()}@example.com`;
// The first-visit report runs a query the database refuses, with a value a log must not show.
jest.mock('@/server/services/auth/tracking', () => {
  const { sql: mockSql } = jest.requireActual('drizzle-orm');
  return {
    recordFirstVisit: async (db: { execute(query: unknown): Promise<unknown> }) => {
      await db.execute(mockSql`select ${mockSecretName}::int as n`);
      return null;
    },
  };
});

withServerEnv({ LOG_LEVEL: 'trace', OPERATOR_TOKEN: 'bad-input-operator-token-0123' });

const invalid = (field: string, locale: 'cn' | 'en' = 'cn') =>
  (locale === 'cn' ? cnMessages : enMessages).Errors.VALIDATION_FAILED.replace('{field}', field);

describeApi('NUL characters and undecodable paths', (t: EngineSuite) => {
  async function post(path: string, json: unknown, locale: 'cn' | 'en' = 'cn') {
    const res = await t.request(path, { json, ip: newIp(), headers: { 'accept-language': locale === 'en' ? 'en' : 'zh-CN' } });
    return { status: res.status, body: await envelope(res) };
  }

  it('answers a NUL in one field of an otherwise valid body with 400 naming the field', async () => {
    const login = { username: newPhone(), encryptionPwd: md5('Some-Password-1'), dialCode: '86' };
    expect(await post('/api/user/login/pwd', { ...login, username: `${login.username}\u0000` })).toEqual({
      status: 400,
      body: { code: 4000, msg: invalid('username'), data: null },
    });
    const report = { type: 'error', message: 'TypeError: x is undefined', url: '/study' };
    expect(await post('/api/monitor/customEventReport', { ...report, message: 'bad\u0000' }, 'en')).toEqual({
      status: 400,
      body: { code: 4000, msg: invalid('message', 'en'), data: null },
    });
    expect((await post('/api/monitor/customEventReport', { ...report, detail: { note: 'x\u0000y' } })).body.msg).toBe(invalid('detail.note'));
    const visit = { type: 2, first_visit_time: '2026-01-02 03:04:05', first_referrer_host: 'example.com' };
    expect((await post('/api/quickTracking/queryQuickTracking', { ...visit, first_referrer_host: 'a\u0000b' })).status).toBe(400);
    const query = await t.request('/api/monitor/events?type=%00', { headers: { 'x-operator-token': 'bad-input-operator-token-0123' } });
    expect({ status: query.status, body: await envelope(query) }).toEqual({ status: 400, body: { code: 4000, msg: invalid('type'), data: null } });
  });

  it('answers a query a database refuses with 400 and logs the statement and SQLSTATE, not its parameters', async () => {
    mockLogLines.length = 0;
    const res = await t.request('/api/quickTracking/queryQuickTracking', { json: { type: 2 }, ip: newIp() });
    expect({ status: res.status, body: await envelope(res) }).toEqual({ status: 400, body: { code: 4000, msg: invalid('body'), data: null } });
    const lines = mockLogLines.join('\n');
    expect(lines).toContain('select $1::int as n');
    expect(lines).toContain('22P02'); // invalid_text_representation
    expect(lines).not.toContain(mockSecretName);
  });

  it('logs any failed query without its parameters', async () => {
    mockLogLines.length = 0;
    const err = await t.db.execute(sql`select ${mockSecretName}::int as n`).catch((e: unknown) => e);
    getLogger().error({ err }, 'a failed query');
    getLogger().warn({ error: err }, 'the same under another key');
    expect(mockLogLines).toHaveLength(2);
    for (const line of mockLogLines) {
      expect(line).not.toContain(mockSecretName);
      expect(JSON.parse(line)).toMatchObject({ [line.includes('"err"') ? 'err' : 'error']: { type: 'DatabaseError', code: '22P02', sql: 'select $1::int as n' } });
    }
  });
});

describe('media paths', () => {
  it('answers a bad % escape under /media/seed/ with 400', async () => {
    const app = createSeedMediaApp();
    for (const url of ['/media/seed/%E0%A4%A', '/media/seed/books/%', '/media/seed/books/where-is-pip/p01.mp3%ZZ', '/media/seed/%00.mp3']) {
      const res = await app.request(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
  });

  it('answers a bad % escape under /media/uploads/ with 400', async () => {
    const app = createUploadsApp();
    for (const url of ['/media/uploads/avatars/%E0%A4%A.webp', '/media/uploads/%/x.webp', '/media/uploads/avatars/a%00.webp']) {
      const res = await app.request(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
  });
});
