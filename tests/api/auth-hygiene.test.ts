/**
 * What the auth flows leave behind (security baseline P1, P2, L1, A1): the
 * server's real log output (pino with its redaction, captured at trace
 * level) never holds a password digest, a session token, a captcha
 * verification or a code (the outbox's own line excepted), and no database
 * column holds a 32-hex digest or a raw code (the outbox text excepted).
 */
import { sql } from 'drizzle-orm';

import { consumeCaptchaVerification } from '@/server/services/captcha';

import { ADULT_SIGN_UP, latestCode, type LoginData, md5, newEmail, newIp, newPhone, TEST_PEPPER, withServerEnv } from './helpers/auth';
import { describeApi, envelope } from './helpers/test-app';

const mockLogLines: string[] = [];
jest.mock('pino', () => {
  const actual = jest.requireActual('pino');
  const pino = actual.default ?? actual;
  const capture = (options: object) => pino(options, { write: (line: string) => mockLogLines.push(line) });
  return { __esModule: true, default: Object.assign(capture, pino) };
});
jest.mock('@/server/services/captcha', () => ({ consumeCaptchaVerification: jest.fn(async () => true) }));

withServerEnv({ PASSWORD_PEPPER: TEST_PEPPER, LOG_LEVEL: 'trace' });

const HEX32 = /(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/i;

describeApi('auth leaves no secrets behind', (t) => {
  const digests = new Set<string>();
  const tokens = new Set<string>();
  const codes = new Set<string>();
  const verifications = new Set<string>();

  async function call<T = LoginData>(path: string, init: { json?: unknown; method?: string; token?: string; query?: string } = {}) {
    const res = await t.request(`${path}${init.query ?? ''}`, {
      method: init.method ?? 'POST',
      json: init.json ?? {},
      headers: init.token ? { token: init.token } : {},
      ip: newIp(),
    });
    const body = await envelope<T>(res);
    const data = body.data as { token?: string } | null;
    if (data?.token) tokens.add(data.token);
    return body;
  }
  const digest = (plain: string) => {
    const d = md5(plain);
    digests.add(d);
    return d;
  };

  beforeAll(async () => {
    // A full round of every flow, right and wrong, through the API.
    const phone = newPhone();
    await call('/api/user/login/sendMsgCode', { json: { phoneNumber: phone, dialCode: '86' } });
    let code = await latestCode(t.db, `+86 ${phone}`);
    codes.add(code);
    await call('/api/user/login/checkMsgCode', { json: { ...ADULT_SIGN_UP, msgCode: String((Number(code) + 1) % 1e6).padStart(6, '0'), phoneNumber: phone, dialCode: '86' } });
    const first = await call('/api/user/login/checkMsgCode', { json: { ...ADULT_SIGN_UP, msgCode: code, phoneNumber: phone, dialCode: '86' } });
    await call('/api/user/pwd/update', { method: 'PUT', token: first.data.token, json: { newPwd: digest('123456') } });
    await call('/api/user/pwd/update', { method: 'PUT', token: first.data.token, json: { newPwd: digest('Hygiene-Pass-1') } });
    await call('/api/user/pwd/update', { method: 'PUT', token: first.data.token, json: { newPwd: digest('Hygiene-Pass-2'), oldPwd: digest('wrong-Old-pass') } });
    await call('/api/user/pwd/update', { method: 'PUT', token: first.data.token, json: { newPwd: digest('Hygiene-Pass-2'), oldPwd: digest('Hygiene-Pass-1') } });
    await call('/api/user/login/pwd', { json: { username: phone, encryptionPwd: digest('not-The-password') } });
    await call('/api/user/login/pwd', { json: { username: newPhone(), encryptionPwd: digest('unknown-User-pass') } });
    // The spec allows secrets in the query string: they must not reach the access log either.
    const viaQuery = await call('/api/user/login/pwd', { json: {}, query: `?username=${phone}&encryptionPwd=${digest('Hygiene-Pass-2')}` });
    for (let i = 0; i < 6; i++) await call('/api/user/login/pwd', { json: { username: phone, encryptionPwd: digest(`burst-${i}-Password`) } });

    const verification = `cv-${md5(String(Math.random()))}-secret`;
    verifications.add(verification);
    await call('/api/user/login/sendMsgCode', { json: { phoneNumber: '61234567', dialCode: '852', captchaVerification: verification } });
    codes.add(await latestCode(t.db, '+852 61234567'));

    const email = newEmail();
    await call('/api/user/login/sendEmailCode', { json: { email, purpose: 'reset' } });
    code = await latestCode(t.db, email);
    codes.add(code);
    const reset = await call('/api/user/login/checkEmailCode', { json: { ...ADULT_SIGN_UP, emailCode: code, email, newPwd: digest('Mail-Hygiene-3') } });
    await call('/api/quickTracking/queryQuickTracking', {
      token: reset.data.token,
      json: { type: 2, first_visit_time: '2026-11-20 08:30:00', first_referrer_host: 'search.example', first_referter_path: '/?q=english' },
    });
    await call('/api/user/logout', { token: viaQuery.data.token });
    await call('/api/user/logout', { token: reset.data.token });
    expect(consumeCaptchaVerification).toHaveBeenCalledWith(expect.anything(), verification);
  });

  it('exercised the flows (the checks below have something to look at)', () => {
    expect(tokens.size).toBe(3);
    expect(digests.size).toBeGreaterThanOrEqual(10);
    expect(codes.size).toBe(3);
    expect(mockLogLines.length).toBeGreaterThan(20);
    expect(mockLogLines.some((l) => l.includes('"msg":"api request"'))).toBe(true);
  });

  it('logs each throttled password attempt', () => {
    const refused = mockLogLines.filter((l) => JSON.parse(l).msg === 'password attempt refused while throttled');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    const line = JSON.parse(refused[0]) as { throttle: string; retryAfter: number };
    expect(line.throttle).toBe('password');
    expect(line.retryAfter).toBeGreaterThan(0);
    expect(line.retryAfter).toBeLessThanOrEqual(30);
  });

  it('logs no digest, token or captcha verification anywhere', () => {
    const log = mockLogLines.join('\n');
    for (const secret of [...digests, ...tokens, ...verifications]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(HEX32);
  });

  it('logs each code only in its outbox line', () => {
    for (const code of codes) {
      const lines = mockLogLines.filter((l) => l.includes(code));
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const line of lines) expect(JSON.parse(line).msg).toBe('outbox message (local delivery)');
    }
  });

  it('logs request paths without their query strings', () => {
    const paths = mockLogLines.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg === 'api request');
    expect(paths.some((l) => l.path === '/api/user/login/pwd')).toBe(true);
    for (const l of paths) expect(l.path).not.toContain('?');
  });

  it('leaves no 32-hex value and no raw code in any auth or user column, outside the outbox text', async () => {
    const tables = ['users', 'sessions', 'auth_codes', 'login_throttles', 'rate_limits', 'user_first_visits', 'code_breakers', 'outbox'];
    for (const table of tables) {
      const result = await t.db.execute(sql.raw(`select * from ${table}`));
      const rows = (Array.isArray(result) ? result : (result as unknown as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
      if (table === 'users') expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (table === 'outbox' && column === 'body') continue;
          const text = value instanceof Date ? value.toISOString() : String(value ?? '');
          expect([table, column, HEX32.test(text)]).toEqual([table, column, false]);
          for (const code of codes) expect([table, column, text.includes(code)]).toEqual([table, column, false]);
          for (const secret of [...digests, ...tokens, ...verifications]) expect(text).not.toContain(secret);
        }
      }
    }
  });
});
